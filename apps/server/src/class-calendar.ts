import { classSessions } from '@app/api/server';
import type { ClassDetail } from '@app/contract';
import ical, { ICalEventStatus } from 'ical-generator';

export { REGULAR_OCCURRENCES } from '@app/api/server';

/** The PRODID the files carry (ical-generator writes it from company and product). */
export const CALENDAR_PRODUCT_ID = '-//Ruang Teduh//Classes//EN';

/** Midnight UTC of a YYYY-MM-DD day: an all-day event's date, written as DATE. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
const nextDay = (date: string) => new Date(utcDay(date).getTime() + 86_400_000);

/**
 * An iCalendar file (RFC 5545) of the class's sessions, the times in UTC, converted from the class's
 * time zone; null when the class has no dates. The studio is the organizer (a mailto: URI, as the RFC
 * requires); without a studio email there is no ORGANIZER line.
 */
export function classCalendar(
  c: ClassDetail,
  options: { pageUrl: string; host: string; now: Date; organizer: { name: string; email: string } | null },
): string | null {
  const info = c.extendInfo;
  const sessions = classSessions(info, options.now);
  if (sessions.length === 0) return null;
  const calendar = ical({ prodId: { company: 'Ruang Teduh', product: 'Classes' }, name: c.title });
  // The meeting link goes to registrants by email only, as the class page says.
  const where = info.format === 'online' ? 'Online' : info.location;
  const facilitators = c.facilitators.map((f) => f.name).join(', ');
  const description = [c.summary, facilitators, options.pageUrl].filter(Boolean).join('\n\n');
  for (const session of sessions) {
    const key = session.allDay ? session.firstDay : new Date(session.start.getTime()).toISOString();
    calendar.createEvent({
      id: `${c.slug}-${key}@${options.host}`,
      stamp: options.now,
      ...(session.allDay
        ? // The end of an all-day event is the day after its last day (exclusive).
          { allDay: true, start: utcDay(session.firstDay), end: nextDay(session.lastDay) }
        : { start: new Date(session.start.getTime()), end: new Date(session.end.getTime()) }),
      summary: c.title,
      description,
      url: options.pageUrl,
      status: ICalEventStatus.CONFIRMED,
      location: where || null,
      organizer: options.organizer,
    });
  }
  return calendar.toString();
}
