import type { ReactNode } from 'react';
import { LoadFailedMessage } from './LoadFailedMessage';
import { isNotFound } from './queryErrors';

interface QueryFallbackProps {
  /** The page's query, before its answer is in. */
  query: { isError: boolean; error: Parameters<typeof isNotFound>[0]; refetch: () => unknown };
  /** Nothing to ask for (the path has no slug, token or code): not found without asking. */
  missing: boolean;
  /** The page's own message for a missing item. */
  notFound: ReactNode;
  /** Where the visitor may go when the page could not be loaded; the first is the main one. */
  failedLinks: Array<{ href: string; label: ReactNode }>;
  /** The page's placeholder while its answer is on its way. */
  loading: ReactNode;
}

/** What a public page shows until its data is in: not found, could not be loaded (with a retry), or its placeholder. */
export function QueryFallback({ query, missing, notFound, failedLinks, loading }: QueryFallbackProps) {
  if (missing || (query.isError && isNotFound(query.error))) return <>{notFound}</>;
  if (query.isError) return <LoadFailedMessage links={failedLinks} onRetry={() => query.refetch()} />;
  return <>{loading}</>;
}
