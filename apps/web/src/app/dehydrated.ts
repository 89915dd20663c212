import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { parse } from '../lib/wire-json';

/** The `<script type="application/json">` element carrying the server's query data to the browser. */
export const STATE_ELEMENT_ID = 'ssr-state';

/**
 * The data block's attribute holding when the server rendered the page (ms since the epoch): the time its dates were
 * read against (lib/clock.tsx), which the browser reads them against too while it hydrates the page.
 */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/**
 * Query options of a list below the first screen (issue 33). The server renders it, but its data is not
 * in the page's data block (entry-server.tsx): the section reads it with `useSuspenseQuery` under a
 * Suspense boundary, so while the browser hydrates the rest of the page, React keeps the server's HTML of
 * the section and hydrates it once the list has arrived. A page opened inside the app shows the
 * boundary's skeleton meanwhile.
 */
export const BELOW_THE_FOLD = { meta: { belowTheFold: true } } as const;

/** Whether a query is one of those lists (left out of the page's data block). */
export const isBelowTheFold = (query: { meta?: Record<string, unknown> | undefined }) =>
  query.meta?.belowTheFold === true;

/** The time the data block says the page was rendered at, if it says. */
export function renderedAtOf(element: Element): number | undefined {
  const value = Number(element.getAttribute(RENDERED_AT_ATTRIBUTE));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

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
