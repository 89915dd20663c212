import type { MemberBookings } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/trpc';

interface ErrorWithStatus {
  data?: { httpStatus?: number } | null;
}

/** No live member session: the visitor is asked for their address instead. */
export const isSignedOut = (error: ErrorWithStatus | null | undefined) => error?.data?.httpStatus === 401;

/**
 * The signed-in member's bookings, requests and subscription (the `member_session` cookie, httpOnly, goes
 * with the request by itself). Private: it loads in the browser only, after hydration (`enabled`).
 */
export const memberBookingsQuery = (enabled: boolean) =>
  queryOptions<MemberBookings, ErrorWithStatus>({
    queryKey: ['member', 'bookings'],
    queryFn: () => api.member.bookings.query(),
    enabled,
    retry: (failureCount, error) => !isSignedOut(error) && failureCount < 1,
  });
