import { STEP_UP_REQUIRED } from '@app/contract/constants';
import { COOKIE_NAMES } from '@app/contract/constants';
import { getCookie } from '../../../lib/cookies';
import { saveFile } from '../../../lib/save-file';
import { stepUp } from '../../../lib/step-up';

/** Fetches a CSV export (`/api/admin/…csv`) with the bearer token and hands it to the browser as a download. */
export async function downloadCsv(path: string, params: Record<string, string> = {}): Promise<void> {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();
  const token = getCookie(COOKIE_NAMES.token);
  const response = await fetch(query ? `${path}?${query}` : path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as { message?: string; reason?: string } | null;
    // An export is a sensitive action: without a fresh second factor, ask for one over the page and fetch again.
    if (refusal?.reason === STEP_UP_REQUIRED && stepUp.available && (await stepUp.ask()))
      return downloadCsv(path, params);
    throw new Error(refusal?.message ?? response.statusText);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    path.split('/').pop() ??
    'export.csv';
  saveFile(await response.blob(), name);
}
