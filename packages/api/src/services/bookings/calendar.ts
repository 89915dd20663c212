import type { Locale } from '@app/contract';
import ical, { type ICalCalendar } from 'ical-generator';
import { sessionEventId, sessionEventStatus, sessionEventTimes } from '../calendar-events';
import { localize } from '../resolve';
import { classTimeZone, type StoredBooking } from './present';

interface BookingEventOptions {
  locale: Locale;
  manageUrl: string;
  host: string;
  now: Date;
  organizer: { name: string; email: string } | null;
}

/** Adds a booking's event (the session's UID, the booking's status and SEQUENCE) to a calendar. */
export function addBookingEvent(calendar: ICalCalendar, booking: StoredBooking, options: BookingEventOptions) {
  const title = localize(booking.title, options.locale);
  const info = booking.extend_info;
  const status = booking.session_status === 'cancelled' ? 'cancelled' : booking.status;
  const seats = booking.seats === 1 ? '1 seat' : `${booking.seats} seats`;
  calendar.createEvent({
    id: sessionEventId(booking.session_id, options.host),
    sequence: booking.calendar_sequence,
    stamp: options.now,
    ...sessionEventTimes(booking.starts_at, booking.ends_at, classTimeZone(info)),
    summary: title,
    description: `${booking.name}, ${seats} (${booking.status}).\n\nYour booking: ${options.manageUrl}`,
    url: options.manageUrl,
    status: sessionEventStatus(status),
    // The meeting link goes to confirmed bookings by email only. Online: the class's format, or the way a
    // hybrid class's booker chose.
    location:
      info.format === 'online' || (info.format === 'hybrid' && booking.attendance_mode === 'online')
        ? 'Online'
        : (info.location && localize(info.location, options.locale)) || null,
    organizer: options.organizer,
  });
}

/**
 * An iCalendar file (RFC 5545) of the one session a booking is for: served by its manage link
 * (`GET /api/app/booking/{token}/calendar.ics`) and attached to the emails that confirm it and to its
 * reminder. The event is the session's (the UID its class's calendar gives it too): TENTATIVE while the
 * booking waits, CANCELLED once it or the session is, its SEQUENCE the changes of both, so importing a
 * newer file updates the event or takes it out of the person's calendar. The studio is the organizer
 * (a mailto: URI) when it has an email address.
 */
export function bookingCalendar(
  booking: StoredBooking,
  options: BookingEventOptions & {
    /**
     * The session the booking just moved from: its event (its own UID) goes in the file too, CANCELLED
     * with a higher SEQUENCE, so a calendar that imported it drops the old date as it takes the new one.
     */
    left?: { sessionId: number; startsAt: Date; endsAt: Date; sequence: number };
  },
): string {
  const title = localize(booking.title, options.locale);
  const calendar = ical({ prodId: { company: 'Ruang Teduh', product: 'Bookings' }, name: title });
  addBookingEvent(calendar, booking, options);
  if (options.left) {
    calendar.createEvent({
      id: sessionEventId(options.left.sessionId, options.host),
      sequence: options.left.sequence,
      stamp: options.now,
      ...sessionEventTimes(options.left.startsAt, options.left.endsAt, classTimeZone(booking.extend_info)),
      summary: title,
      url: options.manageUrl,
      status: sessionEventStatus('cancelled'),
      organizer: options.organizer,
    });
  }
  return calendar.toString();
}
