import { zonedIso, zonedTime } from '@app/api/server';
import { testDatabaseTargets } from '@app/db/testing';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_PRODUCT_ID, REGULAR_OCCURRENCES } from '../src/class-calendar';
import { startTestApp, type TestApp } from './helpers';

const [pglite] = testDatabaseTargets();

interface CalendarEvent {
  uid: string;
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

describe('wall-clock times in a zone', () => {
  it('converts Jakarta (UTC+7, no daylight saving) and zones across a daylight-saving change', () => {
    expect(zonedTime('2026-11-24', '07:00', 'Asia/Jakarta').getTime()).toBe(Date.parse('2026-11-24T00:00:00Z'));
    expect(zonedTime('2027-03-13', '09:00', 'America/New_York').getTime()).toBe(Date.parse('2027-03-13T14:00:00Z'));
    expect(zonedTime('2027-03-15', '09:00', 'America/New_York').getTime()).toBe(Date.parse('2027-03-15T13:00:00Z'));
  });

  it('writes the offset the zone has at that instant', () => {
    expect(zonedIso(zonedTime('2027-01-09', '09:00', 'Asia/Jakarta'))).toBe('2027-01-09T09:00:00+07:00');
    expect(zonedIso(zonedTime('2027-03-13', '09:00', 'America/New_York'))).toBe('2027-03-13T09:00:00-05:00');
    expect(zonedIso(zonedTime('2027-03-15', '09:00', 'America/New_York'))).toBe('2027-03-15T09:00:00-04:00');
  });
});

describe('/class/{slug}.ics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pglite!);
  });
  afterAll(() => t?.close());

  const calendar = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the next weekly sessions of a regular class on its weekday and hours', async () => {
    const res = await calendar('/class/tuesday-morning-yoga.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tuesday-morning-yoga.ics"');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0')).toBe(true);
    const { prodId, events: found } = parseCalendar(res.body);
    expect(prodId).toBe(CALENDAR_PRODUCT_ID);
    expect(found).toHaveLength(REGULAR_OCCURRENCES);
    const now = Date.now();
    for (const [i, event] of found.entries()) {
      const start = utc(event.start);
      // 07:00–08:15 in Jakarta is 00:00–01:15 UTC, on a Tuesday.
      expect(new Date(start).getUTCDay()).toBe(2);
      expect(event.start.slice(8)).toBe('T000000Z');
      expect(utc(event.end) - start).toBe(75 * 60_000);
      expect(utc(event.end)).toBeGreaterThan(now);
      if (i > 0) expect(start - utc(found[i - 1]!.start)).toBe(7 * 86_400_000);
      expect(event.summary).toBe('Tuesday morning yoga');
      expect(event.location).toContain('Kemang');
      expect(event.url).toBe('http://localhost:3000/class/tuesday-morning-yoga');
    }
    expect(new Set(found.map((e) => e.uid)).size).toBe(found.length);
  });

  it('names the studio as organizer with its email as a mailto: URI', async () => {
    const settings = await t.db.db
      .selectFrom('site_settings')
      .select('value')
      .where('key', '=', 'contact')
      .executeTakeFirstOrThrow();
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

  it('converts a workshop in a zone with daylight saving at each day’s own offset', async () => {
    const row = await t.db.db
      .selectFrom('classes')
      .select(['id', 'extend_info'])
      .where('slug', '=', 'new-year-intentions-retreat')
      .executeTakeFirstOrThrow();
    const before = row.extend_info;
    try {
      await t.db.db
        .updateTable('classes')
        .set({
          extend_info: JSON.stringify({
            ...before,
            timeZone: 'America/New_York',
            startDate: '2027-03-13',
            endDate: '2027-03-15',
          }),
        })
        .where('id', '=', row.id)
        .execute();
      t.app.contentCache.clear();
      const { events } = parseCalendar((await calendar('/class/new-year-intentions-retreat.ics')).body);
      // 09:00 New York: EST (-5) on the 13th, EDT (-4) from the 14th.
      expect(events.map((e) => e.start)).toEqual(['20270313T140000Z', '20270314T130000Z', '20270315T130000Z']);
    } finally {
      await t.db.db
        .updateTable('classes')
        .set({ extend_info: JSON.stringify(before) })
        .where('id', '=', row.id)
        .execute();
      t.app.contentCache.clear();
    }
  });

  it('writes a workshop without hours as all-day events, the end day exclusive', async () => {
    const row = await t.db.db
      .selectFrom('classes')
      .select(['id', 'extend_info'])
      .where('slug', '=', 'new-year-intentions-retreat')
      .executeTakeFirstOrThrow();
    const before = row.extend_info;
    try {
      await t.db.db
        .updateTable('classes')
        .set({ extend_info: JSON.stringify({ ...before, startTime: null, endTime: null }) })
        .where('id', '=', row.id)
        .execute();
      t.app.contentCache.clear();
      const { events } = parseCalendar((await calendar('/class/new-year-intentions-retreat.ics')).body);
      expect(events.map((e) => [e.allDay, e.start, e.end])).toEqual([[true, '20270109', '20270111']]);
    } finally {
      await t.db.db
        .updateTable('classes')
        .set({ extend_info: JSON.stringify(before) })
        .where('id', '=', row.id)
        .execute();
      t.app.contentCache.clear();
    }
  });

  it('leaves the organizer out, rather than writing one without an address, when the studio has no email', async () => {
    const settings = await t.db.db
      .selectFrom('site_settings')
      .select('value')
      .where('key', '=', 'contact')
      .executeTakeFirstOrThrow();
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
      expect(events).toHaveLength(REGULAR_OCCURRENCES);
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
