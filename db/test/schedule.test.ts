import { describe, expect, it } from 'vitest';
import {
  allDaySpan,
  type ClassSchedule,
  scheduledSessionTimes,
  weeklySessionTimes,
  workshopSessionTimes,
  zonedIso,
  zonedTime,
} from '../src/schedule';

const weekly = (
  day: ClassSchedule['day'],
  startTime: string,
  endTime: string | null,
  timeZone: string,
): ClassSchedule => ({
  day,
  startTime,
  endTime,
  timeZone,
  startDate: null,
  endDate: null,
  durationMinutes: null,
});

const utc = (sessions: Array<{ startsAt: Date; endsAt: Date }>) =>
  sessions.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()]);

describe('wall-clock times in a zone', () => {
  it('converts Jakarta (UTC+7, no daylight saving) and zones across a daylight-saving change', () => {
    expect(zonedTime('2026-11-24', '07:00', 'Asia/Jakarta').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(zonedTime('2027-03-13', '09:00', 'America/New_York').toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(zonedTime('2027-03-15', '09:00', 'America/New_York').toISOString()).toBe('2027-03-15T13:00:00.000Z');
  });

  it('writes the offset the zone has at that instant', () => {
    expect(zonedIso(zonedTime('2027-01-09', '09:00', 'Asia/Jakarta'), 'Asia/Jakarta')).toBe(
      '2027-01-09T09:00:00+07:00',
    );
    expect(zonedIso(new Date('2027-03-13T14:00:00Z'), 'America/New_York')).toBe('2027-03-13T09:00:00-05:00');
    expect(zonedIso(new Date('2027-03-15T13:00:00Z'), 'America/New_York')).toBe('2027-03-15T09:00:00-04:00');
    expect(zonedIso(new Date('2027-03-15T13:00:00Z'), 'UTC')).toBe('2027-03-15T13:00:00+00:00');
  });
});

describe('weekly sessions', () => {
  const newYork = weekly('Saturday', '09:00', '10:00', 'America/New_York');

  it('keep 09:00 in New York when daylight saving starts (14 March 2027): 14:00 UTC, then 13:00 UTC', () => {
    const sessions = weeklySessionTimes(newYork, new Date('2027-02-28T00:00:00Z'), new Date('2027-03-28T23:59:00Z'));
    expect(utc(sessions)).toEqual([
      ['2027-03-06T14:00:00.000Z', '2027-03-06T15:00:00.000Z'],
      ['2027-03-13T14:00:00.000Z', '2027-03-13T15:00:00.000Z'],
      ['2027-03-20T13:00:00.000Z', '2027-03-20T14:00:00.000Z'],
      ['2027-03-27T13:00:00.000Z', '2027-03-27T14:00:00.000Z'],
    ]);
    expect(sessions.map((s) => zonedIso(s.startsAt, 'America/New_York'))).toEqual([
      '2027-03-06T09:00:00-05:00',
      '2027-03-13T09:00:00-05:00',
      '2027-03-20T09:00:00-04:00',
      '2027-03-27T09:00:00-04:00',
    ]);
  });

  it('keep 09:00 in New York when daylight saving ends (1 November 2026): 13:00 UTC, then 14:00 UTC', () => {
    const sunday = weekly('Sunday', '09:00', '10:30', 'America/New_York');
    const sessions = weeklySessionTimes(sunday, new Date('2026-10-20T00:00:00Z'), new Date('2026-11-10T00:00:00Z'));
    expect(utc(sessions)).toEqual([
      ['2026-10-25T13:00:00.000Z', '2026-10-25T14:30:00.000Z'],
      // The change happens at 02:00 that very Sunday; the class still meets at 09:00.
      ['2026-11-01T14:00:00.000Z', '2026-11-01T15:30:00.000Z'],
      ['2026-11-08T14:00:00.000Z', '2026-11-08T15:30:00.000Z'],
    ]);
  });

  it('start after the given instant: a session starting at that very minute or before is not upcoming', () => {
    const jakarta = weekly('Tuesday', '07:00', '08:15', 'Asia/Jakarta');
    // Tuesday 24 November 2026, 07:00 in Jakarta.
    const at = new Date('2026-11-24T00:00:00Z');
    const sessions = weeklySessionTimes(jakarta, at, new Date(at.getTime() + 14 * 86_400_000));
    expect(sessions.map((s) => zonedIso(s.startsAt, 'Asia/Jakarta'))).toEqual([
      '2026-12-01T07:00:00+07:00',
      '2026-12-08T07:00:00+07:00',
    ]);
    expect(sessions[0]!.endsAt.getTime() - sessions[0]!.startsAt.getTime()).toBe(75 * 60_000);
  });

  it('make one session per week of the horizon, whatever the time of day now', () => {
    const jakarta = weekly('Friday', '18:30', null, 'Asia/Jakarta');
    for (const now of ['2026-11-23T13:08:00Z', '2026-11-27T11:29:00Z', '2026-11-27T11:31:00Z']) {
      const sessions = scheduledSessionTimes('REGULAR', jakarta, new Date(now), 8);
      expect(sessions, now).toHaveLength(8);
      expect(sessions.every((s) => s.startsAt.getTime() > Date.parse(now))).toBe(true);
      // Without an end time, an hour.
      expect(sessions[0]!.endsAt.getTime() - sessions[0]!.startsAt.getTime()).toBe(3_600_000);
    }
  });

  it('are none without a weekday, a start time or a zone the runtime knows', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    const later = new Date('2027-01-23T00:00:00Z');
    expect(weeklySessionTimes(weekly(null, '09:00', '10:00', 'Asia/Jakarta'), now, later)).toEqual([]);
    expect(
      weeklySessionTimes({ ...weekly('Tuesday', '09:00', '10:00', 'Asia/Jakarta'), startTime: null }, now, later),
    ).toEqual([]);
    expect(weeklySessionTimes(weekly('Tuesday', '09:00', '10:00', 'Mars/Olympus'), now, later)).toEqual([]);
    expect(
      scheduledSessionTimes('PRIVATE_SESSION', weekly('Tuesday', '09:00', '10:00', 'Asia/Jakarta'), now, 8),
    ).toEqual([]);
  });
});

describe('workshop sessions', () => {
  const workshop: ClassSchedule = {
    day: null,
    startTime: '09:00',
    endTime: '13:00',
    timeZone: 'America/New_York',
    startDate: '2027-03-13',
    endDate: '2027-03-15',
    durationMinutes: null,
  };

  it('meet each day at the same wall-clock hours, each day at its own offset', () => {
    expect(utc(workshopSessionTimes(workshop))).toEqual([
      ['2027-03-13T14:00:00.000Z', '2027-03-13T18:00:00.000Z'],
      ['2027-03-14T13:00:00.000Z', '2027-03-14T17:00:00.000Z'],
      ['2027-03-15T13:00:00.000Z', '2027-03-15T17:00:00.000Z'],
    ]);
  });

  it('span whole days without hours, one session from midnight to the midnight after the last day', () => {
    const [allDay, ...rest] = workshopSessionTimes({ ...workshop, startTime: null, endTime: null });
    expect(rest).toEqual([]);
    expect(zonedIso(allDay!.startsAt, 'America/New_York')).toBe('2027-03-13T00:00:00-05:00');
    expect(zonedIso(allDay!.endsAt, 'America/New_York')).toBe('2027-03-16T00:00:00-04:00');
    expect(allDaySpan(allDay!.startsAt, allDay!.endsAt, 'America/New_York')).toEqual({
      firstDay: '2027-03-13',
      lastDay: '2027-03-15',
    });
    const [timed] = workshopSessionTimes(workshop);
    expect(allDaySpan(timed!.startsAt, timed!.endsAt, 'America/New_York')).toBeNull();
  });

  it('are upcoming only while they have not started', () => {
    const during = new Date('2027-03-14T15:00:00Z');
    expect(utc(scheduledSessionTimes('WORKSHOP_AND_EVENT', workshop, during, 8))).toEqual([
      ['2027-03-15T13:00:00.000Z', '2027-03-15T17:00:00.000Z'],
    ]);
    expect(scheduledSessionTimes('WORKSHOP_AND_EVENT', workshop, new Date('2027-04-01T00:00:00Z'), 8)).toEqual([]);
  });
});
