import { sessionEventId, sessionEventStatus, sessionEventTimes } from '@app/api/server';
import type { ClassDetail, ClassSession } from '@app/contract';
import ical from 'ical-generator';

/** The PRODID the files carry (ical-generator writes it from company and product). */
export const CALENDAR_PRODUCT_ID = '-//Ruang Teduh//Classes//EN';

/**
 * An iCalendar file (RFC 5545) of the class's upcoming sessions, the times in UTC; a session spanning
 * whole days in the class's zone is an all-day event, a cancelled one `STATUS:CANCELLED`. Each event
 * has the session's UID and SEQUENCE (`sequences`, by session id), as a booking's file of that session
 * does, so calendars that imported either take changes and keep one event. Null when there are no
 * sessions. The studio is the organizer (a mailto: URI, as the RFC requires); without a studio email
 * there is no ORGANIZER line.
 */
export function classCalendar(
  c: ClassDetail,
  sessions: readonly ClassSession[],
  options: {
    pageUrl: string;
    host: string;
    now: Date;
    organizer: { name: string; email: string } | null;
    sequences: ReadonlyMap<number, number>;
  },
): string | null {
  if (sessions.length === 0) return null;
  const info = c.extendInfo;
  const calendar = ical({ prodId: { company: 'Ruang Teduh', product: 'Classes' }, name: c.title });
  // The meeting link goes to registrants by email only, as the class page says.
  const where = info.format === 'online' ? 'Online' : info.location;
  const facilitators = c.facilitators.map((f) => f.name).join(', ');
  const description = [c.summary, facilitators, options.pageUrl].filter(Boolean).join('\n\n');
  for (const session of sessions) {
    calendar.createEvent({
      id: sessionEventId(session.id, options.host),
      sequence: options.sequences.get(session.id) ?? 0,
      stamp: options.now,
      ...sessionEventTimes(new Date(session.startsAt), new Date(session.endsAt), session.timeZone),
      summary: c.title,
      description,
      url: options.pageUrl,
      status: sessionEventStatus(session.status === 'cancelled' ? 'cancelled' : 'confirmed'),
      location: where || null,
      organizer: options.organizer,
    });
  }
  return calendar.toString();
}
