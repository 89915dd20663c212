import {
  bookingCalendarFileSchema,
  bookingSchema,
  bookingTokenInputSchema,
  rescheduleInputSchema,
  seatsInputSchema,
  attendanceModeInputSchema,
} from '@app/contract';
import { rescheduleBooking } from '../services/bookings/reschedule';
import { changeSeats } from '../services/bookings/seats';
import { changeAttendanceMode } from '../services/bookings/attendance-mode';
import { getBooking } from '../services/bookings/booking-link';
import { cancelBooking, getBookingCalendar } from '../services/bookings/manage';
import { router } from '../trpc';
import { personalDataProcedure } from './personal-data';

/** What the token alone asks for. */
const byToken = personalDataProcedure.input(bookingTokenInputSchema);

/**
 * A booking through its personal manage link: the token is the only credential. Its reads are
 * mutations only so that they travel as POSTs: a query is a GET, which would carry the token in the
 * URL (`?input=`), where logs, proxies and browser histories keep it.
 */
export const bookingRouter = router({
  get: byToken.output(bookingSchema).mutation(({ ctx, input }) => getBooking(ctx, input.token)),
  /** What `GET /api/app/booking/{token}/calendar.ics` serves. */
  calendar: byToken
    .output(bookingCalendarFileSchema)
    .mutation(({ ctx, input }) => getBookingCalendar(ctx, input.token)),
  cancel: byToken.output(bookingSchema).mutation(({ ctx, input }) => cancelBooking(ctx, input.token)),
  /** Another date of the same class, until the cut-off of the one left (`rescheduleBooking`). */
  reschedule: personalDataProcedure
    .input(rescheduleInputSchema)
    .output(bookingSchema)
    .mutation(({ ctx, input }) =>
      rescheduleBooking(ctx, input.token, { sessionId: input.sessionId, joinWaitingList: input.joinWaitingList }),
    ),
  /** More seats (up to what is left) or fewer, and the guests' names, until the cut-off (`changeSeats`). */
  seats: personalDataProcedure
    .input(seatsInputSchema)
    .output(bookingSchema)
    .mutation(({ ctx, input }) => changeSeats(ctx, input.token, { seats: input.seats, guests: input.guests })),
  /** In person or online, for a hybrid class, until the cut-off (`changeAttendanceMode`). */
  attendanceMode: personalDataProcedure
    .input(attendanceModeInputSchema)
    .output(bookingSchema)
    .mutation(({ ctx, input }) => changeAttendanceMode(ctx, input.token, input.attendanceMode)),
});
