import type { QueryClient } from '@tanstack/react-query';

/**
 * Fetches every query again after the language changed (the server answers in the language each request
 * names). In-flight fetches are cancelled first: TanStack Query's invalidate would otherwise join a first
 * load still on its way (a query with no data yet is not refetched but deduplicated), and that answer is
 * in the old language.
 */
export async function refetchInLanguage(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  await queryClient.invalidateQueries();
}
