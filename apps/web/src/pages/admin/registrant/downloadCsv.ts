import { COOKIE_NAMES } from '@app/contract/constants';
import { getCookie } from '../../../lib/cookies';

/** Fetches the CSV with the bearer token and hands it to the browser as a download. */
export async function downloadCsv(kind: string, params: Record<string, string>): Promise<void> {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
  const token = getCookie(COOKIE_NAMES.token);
  const response = await fetch(`/api/admin/registrants/${kind}.csv?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok)
    throw new Error(
      ((await response.json().catch(() => null)) as { message?: string } | null)?.message ?? response.statusText,
    );
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
