import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';

/** Public site settings (links, music, contact), shared by the layout parts. */
export function useSiteSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.public.queryOptions(undefined, { staleTime: 5 * 60_000 }));
}
