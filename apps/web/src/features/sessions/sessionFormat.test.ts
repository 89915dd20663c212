import { describe, expect, it } from 'vitest';
import {
  formatMoment,
  formatSessionDay,
  formatSessionShort,
  formatSessionShortDay,
  formatSessionTime,
  formatVisitorTime,
  sessionZoneLabel,
} from './sessionFormat';

/** Some languages put narrow or no-break spaces around the time range's dash and before AM/PM. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

const jakarta = {
  startsAt: '2026-12-01T19:00:00+07:00',
  endsAt: '2026-12-01T20:30:00+07:00',
  timeZone: 'Asia/Jakarta',
};
const now = Date.parse('2026-11-25T03:00:00Z');

describe('a session’s date and time', () => {
  it('is read on the class’s clock, in the visitor’s language', () => {
    expect(formatSessionDay(jakarta, now, 'en')).toBe('Tuesday, December 1');
    expect(formatSessionDay(jakarta, now, 'fr')).toBe('mardi 1 décembre');
    expect(formatSessionDay(jakarta, now, 'es')).toBe('martes, 1 de diciembre');
    expect(formatSessionDay(jakarta, now, 'zh-CN')).toBe('12月1日星期二');
    expect(spaced(formatSessionTime(jakarta, 'en'))).toBe('7:00 – 8:30 PM');
    expect(spaced(formatSessionTime(jakarta, 'pt-BR'))).toBe('19:00 – 20:30');
    expect(spaced(formatSessionShort(jakarta, 'en'))).toBe('Tue, Dec 1, 7:00 PM');
    expect(formatSessionShortDay(jakarta, 'en')).toBe('Tue, Dec 1');
    expect(formatSessionShortDay(jakarta, 'fr')).toBe('mar. 1 déc.');
  });

  it('reads in Bahasa Indonesia with the id locale', () => {
    expect(formatSessionDay(jakarta, now, 'id')).toBe('Selasa, 1 Desember');
    expect(spaced(formatSessionTime(jakarta, 'id'))).toBe('19.00–20.30');
    expect(formatSessionShortDay(jakarta, 'id')).toBe('Sel, 1 Des');
    expect(spaced(formatMoment('2026-12-01T07:00:00+07:00', 'Asia/Jakarta', 'id'))).toBe('1 Des 2026, 07.00');
  });

  it('keeps the class’s day when the instant falls on another day in UTC', () => {
    // 06:30 in Jakarta is 23:30 the evening before in UTC.
    const early = {
      startsAt: '2026-12-02T06:30:00+07:00',
      endsAt: '2026-12-02T07:30:00+07:00',
      timeZone: 'Asia/Jakarta',
    };
    expect(formatSessionDay(early, now, 'en')).toBe('Wednesday, December 2');
    expect(spaced(formatSessionTime(early, 'en'))).toBe('6:30 – 7:30 AM');
  });

  it('holds the wall-clock time across a daylight-saving change', () => {
    // New York moves its clocks on 14 March 2027: the offset changes, 7 PM stays 7 PM.
    const before = {
      startsAt: '2027-03-09T19:00:00-05:00',
      endsAt: '2027-03-09T20:00:00-05:00',
      timeZone: 'America/New_York',
    };
    const after = {
      startsAt: '2027-03-16T19:00:00-04:00',
      endsAt: '2027-03-16T20:00:00-04:00',
      timeZone: 'America/New_York',
    };
    expect(spaced(formatSessionTime(before, 'en'))).toBe('7:00 – 8:00 PM');
    expect(spaced(formatSessionTime(after, 'en'))).toBe('7:00 – 8:00 PM');
    expect(sessionZoneLabel(before, 'Asia/Jakarta', 'en')).toBe('EST');
    expect(sessionZoneLabel(after, 'Asia/Jakarta', 'en')).toBe('EDT');
  });

  it('names the year only when it is not this year', () => {
    const nextYear = { ...jakarta, startsAt: '2027-01-05T19:00:00+07:00', endsAt: '2027-01-05T20:30:00+07:00' };
    expect(formatSessionDay(nextYear, now, 'en')).toBe('Tuesday, January 5, 2027');
  });

  it('names the class’s zone only for a visitor whose clock differs', () => {
    expect(sessionZoneLabel(jakarta, 'Asia/Jakarta', 'en')).toBeNull();
    // Another zone with the same offset then shows the same time: nothing to say.
    expect(sessionZoneLabel(jakarta, 'Asia/Bangkok', 'en')).toBeNull();
    expect(sessionZoneLabel(jakarta, 'Europe/Paris', 'en')).toBe('GMT+7');
    expect(sessionZoneLabel(jakarta, 'Europe/Paris', 'fr')).toBe('UTC+7');
    expect(sessionZoneLabel({ ...jakarta, timeZone: 'Mars/Olympus_Mons' }, 'Europe/Paris', 'en')).toBe(
      'Mars/Olympus_Mons',
    );
  });

  it('names no zone before the visitor’s is known: the server and the page it hydrates cannot know it', () => {
    expect(sessionZoneLabel(jakarta, null, 'en')).toBeNull();
  });

  it('writes the session on the visitor’s clock, with the day there and the zone’s name', () => {
    // 7 PM in Jakarta is 7 AM the same day in New York in December, and 11 AM UTC.
    expect(formatVisitorTime(jakarta, 'America/New_York', 'en')).toEqual({
      time: 'Tue, Dec 1, 7:00 – 8:30 AM',
      zone: 'Eastern Standard Time',
    });
    const early = {
      startsAt: '2026-12-02T06:30:00+07:00',
      endsAt: '2026-12-02T07:30:00+07:00',
      timeZone: 'Asia/Jakarta',
    };
    expect(spaced(formatVisitorTime(early, 'Europe/Paris', 'en').time)).toBe('Wed, Dec 2, 12:30 – 1:30 AM');
    expect(spaced(formatVisitorTime(early, 'America/New_York', 'en').time)).toBe('Tue, Dec 1, 6:30 – 7:30 PM');
    expect(formatVisitorTime(jakarta, 'America/New_York', 'id').zone).toBe('Waktu Standar Timur');
  });

  it('writes a cut-off with its date and time', () => {
    expect(spaced(formatMoment('2026-12-01T07:00:00+07:00', 'Asia/Jakarta', 'en'))).toBe('Dec 1, 2026, 7:00 AM');
  });
});
