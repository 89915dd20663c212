import { allDaySpan } from '@app/db';
import { ICalEventStatus } from 'ical-generator';

/**
 * What a session's event is in every calendar file that holds it (its class's `/class/{slug}.ics`, a
 * booking's `.ics`): one UID per session, so a calendar that imported both keeps one event, and the
 * same times. SEQUENCE is the caller's: it grows with every change of the session (and of the booking,
 * in a booking's file), so calendars that imported an earlier version take the change.
 */
export const sessionEventId = (sessionId: number, host: string) => `session-${sessionId}@${host}`;

/** Midnight UTC of a YYYY-MM-DD day: an all-day event's date, written as DATE. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
const nextDay = (date: string) => new Date(utcDay(date).getTime() + 86_400_000);

/** A session spanning whole days in its class's zone is an all-day event; any other, its instants in UTC. */
export function sessionEventTimes(startsAt: Date, endsAt: Date, timeZone: string) {
  const days = allDaySpan(startsAt, endsAt, timeZone);
  // The end of an all-day event is the day after its last day (exclusive).
  return days
    ? { allDay: true, start: utcDay(days.firstDay), end: nextDay(days.lastDay) }
    : { start: startsAt, end: endsAt };
}

/** CANCELLED takes the event out of calendars that import the file again; TENTATIVE is a place not yet held. */
export function sessionEventStatus(status: 'confirmed' | 'waitlisted' | 'cancelled'): ICalEventStatus {
  if (status === 'cancelled') return ICalEventStatus.CANCELLED;
  return status === 'waitlisted' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED;
}
