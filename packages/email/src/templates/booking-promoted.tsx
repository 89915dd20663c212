import { confirmedBookingEmail } from './confirmed-booking';

/** A place opened: the booking moved up from the waiting list and is confirmed (the sender attaches the session's `.ics`). */
export const bookingPromoted = confirmedBookingEmail<'booking-promoted'>('bookingPromoted');
