import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../app/trpc';
import { retryUnlessNotFound } from '../../features/content/queryErrors';

/**
 * A booking by its manage link's token. `booking.get` travels as a POST (a tRPC mutation), so the
 * token stays out of URLs; this query calls it, and the cancel updates what it holds.
 */
export const bookingQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: ['booking', token],
    queryFn: token ? () => api.booking.get.mutate({ token }) : skipToken,
    retry: retryUnlessNotFound,
  });
