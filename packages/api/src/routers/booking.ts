import { bookingSchema, bookingTokenInputSchema } from '@app/contract';
import { cancelBooking, getBooking } from '../services/bookings/manage';
import { publicProcedure, router } from '../trpc';

/** A booking through its personal manage link: the token is the only credential. */
export const bookingRouter = router({
  get: publicProcedure
    .meta({ personalData: true })
    .input(bookingTokenInputSchema)
    .output(bookingSchema)
    .query(({ ctx, input }) => getBooking(ctx, input.token)),
  cancel: publicProcedure
    .meta({ personalData: true })
    .input(bookingTokenInputSchema)
    .output(bookingSchema)
    .mutation(({ ctx, input }) => cancelBooking(ctx, input.token)),
});
