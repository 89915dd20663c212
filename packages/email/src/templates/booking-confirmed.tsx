import { confirmedBookingEmail } from './confirmed-booking';

/** A booking (online, at the door, or a confirmed private session) is confirmed; the sender attaches the session's `.ics`. */
export const bookingConfirmed = confirmedBookingEmail<'booking-confirmed'>('bookingConfirmed');
