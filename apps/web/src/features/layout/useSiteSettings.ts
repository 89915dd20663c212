import { trpc } from '../../app/trpc';

/** Public site settings (links, music, contact), shared by the layout parts. */
export function useSiteSettings() {
  return trpc.settings.public.useQuery(undefined, { staleTime: 5 * 60_000 });
}
