import { useQueryClient } from '@tanstack/react-query';
import { CLASS_TYPES } from '@app/contract/constants';
import type { ClassSummary } from '@app/contract';
import { useEffect } from 'react';
import { useTRPC } from '../../app/trpc';

/**
 * SPEC section 4: loading a facilitator also fills the class lists from that facilitator's classes.
 * Only empty lists are filled, and the seeded data is marked stale at once, so /session-classes shows
 * these classes instantly and still fetches the full list when it opens.
 */
export function useSeedClassLists(classes: readonly ClassSummary[] | undefined): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!classes) return;
    for (const type of CLASS_TYPES) {
      const ofType = classes.filter((item) => item.classType === type);
      if (ofType.length === 0 || queryClient.getQueryData(trpc.class.list.queryKey({ type })) !== undefined) continue;
      queryClient.setQueryData(trpc.class.list.queryKey({ type }), (old) => old ?? ofType, { updatedAt: 1 });
    }
  }, [classes, queryClient, trpc]);
}
