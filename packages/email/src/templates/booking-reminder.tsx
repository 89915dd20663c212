import { confirmedBookingEmail } from './confirmed-booking';

/**
 * Before the session of a confirmed booking: everything about it again, the session's `.ics` (attached
 * by the sender) and the booking's manage link.
 */
export const bookingReminder = confirmedBookingEmail<'booking-reminder'>('bookingReminder');
