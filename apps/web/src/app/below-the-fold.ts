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
