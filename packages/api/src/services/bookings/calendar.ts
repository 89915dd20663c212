import type { Booking } from '@app/contract';
import ical, { ICalEventStatus } from 'ical-generator';

/**
 * An iCalendar file (RFC 5545) of the one session a booking is for, in UTC: served by its manage link
 * (`GET /api/app/booking/{token}/calendar.ics`) and attached to its reminder. It is CANCELLED when the
 * booking or the session is, so importing it again takes the event out of the person's calendar. The
 * studio is the organizer (a mailto: URI) when it has an email address.
 */
export function bookingCalendar(
  booking: Booking,
  options: { manageUrl: string; host: string; now: Date; organizer: { name: string; email: string } | null },
): string {
  const calendar = ical({ prodId: { company: 'Ruang Teduh', product: 'Bookings' }, name: booking.class.title });
  const cancelled = booking.status === 'cancelled' || booking.session.status === 'cancelled';
  const seats = booking.seats === 1 ? '1 seat' : `${booking.seats} seats`;
  calendar.createEvent({
    // One per session: the same person books a session once, and a re-import updates the event.
    id: `booking-${booking.session.id}@${options.host}`,
    stamp: options.now,
    start: new Date(booking.session.startsAt),
    end: new Date(booking.session.endsAt),
    summary: booking.class.title,
    description: `${booking.name}, ${seats} (${booking.status}).\n\nYour booking: ${options.manageUrl}`,
    url: options.manageUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // The meeting link goes to confirmed bookings by email only.
    location: booking.class.format === 'online' ? 'Online' : booking.class.location,
    organizer: options.organizer,
  });
  return calendar.toString();
}
