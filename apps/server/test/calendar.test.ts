import { generateSessions } from '@app/api/server';
import { bookingSettingsSchema } from '@app/contract';
import { repo } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { CALENDAR_PRODUCT_ID } from '../src/class-calendar';
import { useTestApp } from './helpers';
import { rowWhere } from './db-rows';
import { sessionIdsOf } from './booking-fixtures';

const [pglite] = testDatabaseTargets();
/** Weekly classes are dated this many weeks ahead by default: one session a week. */
const WEEKLY_SESSIONS = bookingSettingsSchema.parse({}).horizonWeeks;

interface CalendarEvent {
  uid: string;
  status: string;
  /** UTC, e.g. 20261124T000000Z; a date (20270109) for all-day events. */
  start: string;
  end: string;
  allDay: boolean;
  summary: string;
  location: string | null;
  url: string | null;
  organizer: string | null;
  organizerName: string | null;
}

const stamp = (time: ICAL.Time) =>
  time.isDate
    ? time.toString().replace(/-/g, '')
    : time.convertToZone(ICAL.Timezone.utcTimezone).toString().replace(/[-:]/g, '').replace(/Z?$/, 'Z');

/**
 * Parses an iCalendar file with a real parser (ical.js, which refuses malformed lines such as a
 * property without a value) and checks what RFC 5545 asks of every event.
 */
function parseCalendar(ics: string): { prodId: string; events: CalendarEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    for (const name of ['uid', 'dtstamp', 'dtstart', 'dtend', 'summary']) {
      expect(vevent.hasProperty(name), `${name} in ${vevent.toString()}`).toBe(true);
    }
    const organizer = vevent.getFirstProperty('organizer');
    if (organizer) {
      // RFC 5545 3.8.4.3: the value is a cal-address, a mailto: URI.
      expect(organizer.type).toBe('cal-address');
      expect(String(organizer.getFirstValue())).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
    }
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      status: String(vevent.getFirstPropertyValue('status')),
      start: stamp(event.startDate),
      end: stamp(event.endDate),
      allDay: event.startDate.isDate,
      summary: event.summary,
      location: event.location || null,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      organizer: organizer ? String(organizer.getFirstValue()) : null,
      organizerName: organizer ? ((organizer.getParameter('cn') as string | undefined) ?? null) : null,
    };
  });
  return { prodId: String(calendar.getFirstPropertyValue('prodid')), events };
}

/** 20261124T000000Z → epoch ms. */
const utc = (stamp: string) =>
  Date.UTC(
    Number(stamp.slice(0, 4)),
    Number(stamp.slice(4, 6)) - 1,
    Number(stamp.slice(6, 8)),
    Number(stamp.slice(9, 11)),
    Number(stamp.slice(11, 13)),
  );

describe('/class/{slug}.ics', () => {
  const t = useTestApp(pglite!);

  const calendar = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the next weekly sessions of a regular class on its weekday and hours', async () => {
    const res = await calendar('/class/tuesday-morning-yoga.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tuesday-morning-yoga.ics"');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0')).toBe(true);
    const { prodId, events: found } = parseCalendar(res.body);
    expect(prodId).toBe(CALENDAR_PRODUCT_ID);
    expect(found).toHaveLength(WEEKLY_SESSIONS);
    const now = Date.now();
    for (const [i, event] of found.entries()) {
      const start = utc(event.start);
      // 07:00–08:15 in Jakarta is 00:00–01:15 UTC, on a Tuesday.
      expect(new Date(start).getUTCDay()).toBe(2);
      expect(event.start.slice(8)).toBe('T000000Z');
      expect(utc(event.end) - start).toBe(75 * 60_000);
      expect(start).toBeGreaterThan(now);
      expect(event.status).toBe('CONFIRMED');
      if (i > 0) expect(start - utc(found[i - 1]!.start)).toBe(7 * 86_400_000);
      expect(event.summary).toBe('Tuesday morning yoga');
      expect(event.location).toContain('Kemang');
      expect(event.url).toBe('http://localhost:3000/class/tuesday-morning-yoga');
    }
    expect(new Set(found.map((e) => e.uid)).size).toBe(found.length);
  });

  it('names the studio as organizer with its email as a mailto: URI', async () => {
    const settings = await rowWhere(t.db, 'site_settings', { key: 'contact' });
    const email = (settings.value as { email: string }).email;
    expect(email).toContain('@');
    const { events } = parseCalendar((await calendar('/class/tuesday-morning-yoga.ics')).body);
    for (const event of events) {
      expect(event.organizer).toBe(`mailto:${email}`);
      expect(event.organizerName).toBe('Ruang Teduh');
    }
  });

  it('gives a workshop one session per day, in the language asked for', async () => {
    const res = await calendar('/class/new-year-intentions-retreat.ics?lang=fr');
    expect(res.statusCode).toBe(200);
    const { events: found } = parseCalendar(res.body);
    expect(found.map((e) => [e.start, e.end])).toEqual([
      ['20270109T020000Z', '20270109T060000Z'],
      ['20270110T020000Z', '20270110T060000Z'],
    ]);
    expect(found[0]!.location).toContain('Jakarta Centre');
  });

  /** A published workshop dated by the session generator, as a saved class is. */
  const addWorkshop = async (slug: string, schedule: Record<string, unknown>) => {
    await t.db.db
      .insertInto('classes')
      .values({
        slug,
        class_type: 'WORKSHOP_AND_EVENT',
        title: JSON.stringify({ en: `Workshop ${slug}` }),
        summary: JSON.stringify({ en: 'A workshop' }),
        description: JSON.stringify({ en: '<p>x</p>' }),
        extend_info: JSON.stringify({
          day: null,
          startTime: '09:00',
          endTime: '13:00',
          timeZone: 'America/New_York',
          durationMinutes: null,
          format: 'in-person',
          location: { en: 'Brooklyn studio' },
          onlineUrl: null,
          price: 100,
          currency: 'USD',
          ...schedule,
        }),
        capacity: 10,
        sort_order: 0,
        status: 'published',
      })
      .execute();
    await generateSessions(t.db.db, new Date());
  };

  it('converts a workshop in a zone with daylight saving at each day’s own offset', async () => {
    await addWorkshop('spring-forward', { startDate: '2027-03-13', endDate: '2027-03-15' });
    const { events } = parseCalendar((await calendar('/class/spring-forward.ics')).body);
    // 09:00 New York: EST (-5) on the 13th, EDT (-4) from the 14th.
    expect(events.map((e) => e.start)).toEqual(['20270313T140000Z', '20270314T130000Z', '20270315T130000Z']);
  });

  it('writes a workshop without hours as all-day events, the end day exclusive', async () => {
    await addWorkshop('whole-days', { startDate: '2027-01-09', endDate: '2027-01-10', startTime: null, endTime: null });
    const { events } = parseCalendar((await calendar('/class/whole-days.ics')).body);
    expect(events.map((e) => [e.allDay, e.start, e.end])).toEqual([[true, '20270109', '20270111']]);
  });

  it('marks a cancelled session STATUS:CANCELLED, with a higher SEQUENCE so calendars update it', async () => {
    const second = (await sessionIdsOf(t.db, 'sound-and-stillness'))[1]!;
    // As staff cancel a session (or a class's new schedule drops it).
    await repo.markSessionsCancelled(t.db.db, [second], new Date());
    t.app.contentCache.clear();
    const res = await calendar('/class/sound-and-stillness.ics');
    const { events } = parseCalendar(res.body);
    expect(events).toHaveLength(WEEKLY_SESSIONS);
    expect(events.map((e) => e.status)).toEqual(events.map((_, i) => (i === 1 ? 'CANCELLED' : 'CONFIRMED')));
    // The session's UID, which a booking's file of it carries too.
    expect(events[1]!.uid).toBe(`session-${second}@localhost:3000`);
    const cancelled = res.body.split('BEGIN:VEVENT')[2]!;
    expect(cancelled).toContain('SEQUENCE:1');
  });

  it('leaves the organizer out, rather than writing one without an address, when the studio has no email', async () => {
    const settings = await rowWhere(t.db, 'site_settings', { key: 'contact' });
    try {
      await t.db.db
        .updateTable('site_settings')
        .set({ value: JSON.stringify({ ...(settings.value as object), email: '' }) })
        .where('key', '=', 'contact')
        .execute();
      t.app.contentCache.clear();
      const res = await calendar('/class/tuesday-morning-yoga.ics');
      expect(res.statusCode).toBe(200);
      const { events } = parseCalendar(res.body);
      expect(events).toHaveLength(WEEKLY_SESSIONS);
      expect(events.every((e) => e.organizer === null)).toBe(true);
      expect(res.body).not.toContain('ORGANIZER');
    } finally {
      await t.db.db
        .updateTable('site_settings')
        .set({ value: JSON.stringify(settings.value) })
        .where('key', '=', 'contact')
        .execute();
      t.app.contentCache.clear();
    }
  });

  it('answers 404 for private sessions (booked one by one), unknown and malformed slugs', async () => {
    for (const url of ['/class/private-mindfulness-session.ics', '/class/no-such-class.ics', '/class/Bad_Slug.ics']) {
      const res = await calendar(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('leaves the class page itself to the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/class/tuesday-morning-yoga' });
    expect(res.headers['content-type']).not.toMatch(/calendar/);
  });
});
