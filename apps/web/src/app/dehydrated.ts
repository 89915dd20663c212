import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { parse } from '../lib/wire-json';

/** The `<script type="application/json">` element carrying the server's query data to the browser. */
export const STATE_ELEMENT_ID = 'ssr-state';

/**
 * Puts the server's query data into the browser's client, as current as the page (the server's cached page goes with every write that
 * changes its data): counted as fetched now, so the browser does not fetch again what the page shows.
 */
export function hydrateServerState(queryClient: QueryClient, text: string): void {
  const state = parse<DehydratedState>(text);
  const now = Date.now();
  for (const query of state.queries) {
    if (query.state.status === 'success') query.state.dataUpdatedAt = now;
    // A read that failed on the server (an unknown class) shows as failed while hydrating, as it did there.
    else queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(queryClient, state);
}
