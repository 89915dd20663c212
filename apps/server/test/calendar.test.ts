import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGULAR_OCCURRENCES, zonedTimeToUtc } from '../src/class-calendar';
import { startTestApp, type TestApp } from './helpers';

const [pglite] = testDatabaseTargets();

interface CalendarEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  location?: string;
  url?: string;
}

/** The VEVENTs of an iCalendar file, with folded lines joined. */
function events(ics: string): CalendarEvent[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const found: CalendarEvent[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      found.push({
        uid: current.UID!,
        start: current.DTSTART!,
        end: current.DTEND!,
        summary: current.SUMMARY!,
        location: current.LOCATION,
        url: current.URL,
      });
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0]!;
      current[name] = line.slice(colon + 1);
    }
  }
  return found;
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
    expect(new Date(zonedTimeToUtc('2026-11-24', '07:00', 'Asia/Jakarta')).toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2027-03-13', '09:00', 'America/New_York')).toISOString()).toBe(
      '2027-03-13T14:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2027-03-15', '09:00', 'America/New_York')).toISOString()).toBe(
      '2027-03-15T13:00:00.000Z',
    );
  });
});

describe('/class/{slug}.ics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pglite!);
  });
  afterAll(() => t?.close());

  it('lists the next weekly sessions of a regular class on its weekday and hours', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/class/tuesday-morning-yoga.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tuesday-morning-yoga.ics"');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0')).toBe(true);
    expect(res.body).toContain('PRODID:ruang-teduh/classes');
    const found = events(res.body);
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

  it('gives a workshop one session per day, in the language asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/class/new-year-intentions-retreat.ics?lang=fr' });
    expect(res.statusCode).toBe(200);
    const found = events(res.body);
    expect(found.map((e) => [e.start, e.end])).toEqual([
      ['20270109T020000Z', '20270109T060000Z'],
      ['20270110T020000Z', '20270110T060000Z'],
    ]);
    expect(found[0]!.location).toContain('Jakarta Centre');
  });

  it('answers 404 for private sessions (booked one by one), unknown and malformed slugs', async () => {
    for (const url of ['/class/private-mindfulness-session.ics', '/class/no-such-class.ics', '/class/Bad_Slug.ics']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('leaves the class page itself to the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/class/tuesday-morning-yoga' });
    expect(res.headers['content-type']).not.toMatch(/calendar/);
  });
});
