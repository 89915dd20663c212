import { useSearch } from 'wouter';
import { useSession } from '../auth/useSession';

/** `?preview=1` by a signed-in staff member: show drafts through the back office's preview procedures. */
export function usePreview(): boolean {
  const search = useSearch();
  const { token } = useSession();
  return token !== null && new URLSearchParams(search).get('preview') === '1';
}
