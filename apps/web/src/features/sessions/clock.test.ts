import { LOCALES } from '@app/contract/constants';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTimeRange } from '../classes/classFormat';
import { formatMoment, formatSessionShort, formatSessionTime } from './sessionFormat';

// 07:05–08:15 in Jakarta: an hour below ten shows whether a language writes its leading zero.
const morning = {
  startsAt: '2026-12-01T07:05:00+07:00',
  endsAt: '2026-12-01T08:15:00+07:00',
  timeZone: 'Asia/Jakarta',
};

/** The site writes plain spaces where Intl puts narrow or thin ones (plainSpaces); the emails keep them. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

/** How the emails write the same times (packages/email/src/format.ts): the language's short time style. */
const emailTime = new Map(
  LOCALES.map((locale) => {
    const short = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: morning.timeZone });
    const [start, end] = [new Date(morning.startsAt), new Date(morning.endsAt)];
    return [locale, { start: spaced(short.format(start)), range: spaced(short.formatRange(start, end)) }];
  }),
);

describe('a time of day, on every page and in the emails', () => {
  afterEach(() => i18n.activate('en'));

  it.each(LOCALES)('is written one way in %s: alone, in a range, beside a date', (locale) => {
    const email = emailTime.get(locale)!;
    expect(spaced(formatSessionTime(morning, locale))).toBe(email.range);
    expect(spaced(formatSessionShort(morning, locale))).toContain(email.start);
    expect(spaced(formatMoment(morning.startsAt, morning.timeZone, locale))).toContain(email.start);
    i18n.loadAndActivate({ locale, messages: {} });
    expect(spaced(formatTimeRange('07:05', '08:15') ?? '')).toBe(email.range);
  });

  it('writes Indonesian hours with their leading zero on a class card, as beside its range', () => {
    expect(formatSessionShort(morning, 'id')).toBe('Sel, 1 Des, 07.05');
    expect(formatSessionTime(morning, 'id')).toBe('07.05–08.15');
  });
});
