import { describe, expect, it } from 'vitest';
import { calendarDateIn, utcOffsetIn, wallClockIn } from '../src/time-zones';

// 17:05:09 UTC on 30 November: already 1 December in Jakarta, still the 30th in New York.
const at = new Date('2026-11-30T17:05:09Z');

describe('wallClockIn', () => {
  it('reads the digits of a zone’s clock, midnight as 00', () => {
    expect(wallClockIn('Asia/Jakarta', at)).toEqual({
      year: '2026',
      month: '12',
      day: '01',
      hour: '00',
      minute: '05',
      second: '09',
    });
  });

  it('gives the calendar date of the zone', () => {
    expect(calendarDateIn('Asia/Jakarta', at)).toBe('2026-12-01');
    expect(calendarDateIn('America/New_York', at)).toBe('2026-11-30');
  });
});

describe('utcOffsetIn', () => {
  it('writes the offset as ISO 8601 does, UTC as +00:00', () => {
    expect(utcOffsetIn('Asia/Jakarta', at)).toBe('+07:00');
    expect(utcOffsetIn('America/St_Johns', at)).toBe('-03:30');
    expect(utcOffsetIn('UTC', at)).toBe('+00:00');
  });

  it('follows a change of offset (daylight saving time)', () => {
    expect(utcOffsetIn('Europe/Lisbon', new Date('2026-07-01T12:00:00Z'))).toBe('+01:00');
    expect(utcOffsetIn('Europe/Lisbon', at)).toBe('+00:00');
  });
});
