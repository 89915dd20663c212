/** What DataTable needs to know of the query that fills it. */
interface ListQuery<T> {
  /** A page of a list (`rows`), or the whole list. */
  data?: { rows: T[] } | T[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
}

/** A DataTable's rows, first load, later load, error and retry, from the list query that fills it. */
export function listQueryProps<T>(query: ListQuery<T>) {
  return {
    rows: Array.isArray(query.data) ? query.data : query.data?.rows,
    loading: query.isPending,
    fetching: query.isFetching && !query.isPending,
    error: query.error?.message ?? null,
    onRetry: () => {
      void query.refetch();
    },
  };
}
