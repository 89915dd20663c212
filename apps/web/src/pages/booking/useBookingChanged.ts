import type { Booking } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { bookingQuery } from './bookingQuery';

/**
 * What the manage page does after the person changed their booking (date, seats, how they join, cancelled): it shows
 * the booking as the server answered it, and reads the class's places again, which the change took or freed.
 */
export function useBookingChanged(token: string, slug: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (updated: Booking) => {
    queryClient.setQueryData(bookingQuery(token).queryKey, updated);
    void queryClient.invalidateQueries(trpc.class.sessions.queryFilter({ slug }));
    void queryClient.invalidateQueries(trpc.class.detail.queryFilter({ slug }));
  };
}
