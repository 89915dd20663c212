import type { ClassDetail, ClassSession } from '@app/contract';
import { allDaySpan } from '@app/db';
import ical, { ICalEventStatus } from 'ical-generator';

/** The PRODID the files carry (ical-generator writes it from company and product). */
export const CALENDAR_PRODUCT_ID = '-//Ruang Teduh//Classes//EN';

/** Midnight UTC of a YYYY-MM-DD day: an all-day event's date, written as DATE. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
const nextDay = (date: string) => new Date(utcDay(date).getTime() + 86_400_000);

/**
 * An iCalendar file (RFC 5545) of the class's upcoming sessions, the times in UTC; a session spanning
 * whole days in the class's zone is an all-day event, a cancelled one `STATUS:CANCELLED` (with a higher
 * SEQUENCE, so calendars that imported it update it). Null when there are no sessions. The studio is
 * the organizer (a mailto: URI, as the RFC requires); without a studio email there is no ORGANIZER line.
 */
export function classCalendar(
  c: ClassDetail,
  sessions: readonly ClassSession[],
  options: { pageUrl: string; host: string; now: Date; organizer: { name: string; email: string } | null },
): string | null {
  if (sessions.length === 0) return null;
  const info = c.extendInfo;
  const calendar = ical({ prodId: { company: 'Ruang Teduh', product: 'Classes' }, name: c.title });
  // The meeting link goes to registrants by email only, as the class page says.
  const where = info.format === 'online' ? 'Online' : info.location;
  const facilitators = c.facilitators.map((f) => f.name).join(', ');
  const description = [c.summary, facilitators, options.pageUrl].filter(Boolean).join('\n\n');
  for (const session of sessions) {
    const start = new Date(session.startsAt);
    const end = new Date(session.endsAt);
    const days = allDaySpan(start, end, session.timeZone);
    const cancelled = session.status === 'cancelled';
    calendar.createEvent({
      id: `${c.slug}-${session.id}@${options.host}`,
      sequence: cancelled ? 1 : 0,
      stamp: options.now,
      ...(days
        ? // The end of an all-day event is the day after its last day (exclusive).
          { allDay: true, start: utcDay(days.firstDay), end: nextDay(days.lastDay) }
        : { start, end }),
      summary: c.title,
      description,
      url: options.pageUrl,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      location: where || null,
      organizer: options.organizer,
    });
  }
  return calendar.toString();
}
