import { describe, expect, it } from 'vitest';
import { CLOCK_FORMAT } from '../src/clock';
import { LOCALES } from '../src/constants';

// 07:05 and 08:15 in Jakarta: an hour below ten shows whether a language writes its leading zero.
const start = new Date('2026-12-01T00:05:00Z');
const end = new Date('2026-12-01T01:15:00Z');
const timeZone = 'Asia/Jakarta';

describe('CLOCK_FORMAT', () => {
  it.each(LOCALES)('writes a %s time as the language’s short time style does (what the emails use)', (locale) => {
    const short = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
    const clock = new Intl.DateTimeFormat(locale, { ...CLOCK_FORMAT[locale], timeZone });
    expect(clock.format(start)).toBe(short.format(start));
    expect(clock.formatRange(start, end)).toBe(short.formatRange(start, end));
  });

  it.each(LOCALES)('writes the hour of a %s date-and-time as its times alone', (locale) => {
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(start);
    const withDay = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...CLOCK_FORMAT[locale],
      timeZone,
    }).format(start);
    expect(withDay).toContain(time);
  });

  it('writes Indonesian hours with their leading zero and a full stop', () => {
    expect(new Intl.DateTimeFormat('id', { ...CLOCK_FORMAT.id, timeZone }).format(start)).toBe('07.05');
  });
});
