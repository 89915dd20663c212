import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDuration, formatPrice, formatTimeRange, weekdayName } from './classFormat';

/** French puts no-break spaces between a number and its unit; currency codes and symbols are followed by one. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDuration', () => {
  afterEach(() => i18n.activate('en'));
  i18n.load({ en: {}, fr: {}, 'zh-CN': {}, id: {} });
  i18n.activate('en');

  it('says hours and minutes, not a count of minutes', () => {
    expect(formatDuration(420)).toBe('7 hours');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(1)).toBe('1 minute');
  });

  it('speaks the visitor’s language', () => {
    i18n.activate('fr');
    expect(spaced(formatDuration(90))).toBe('1 heure 30 minutes');
    expect(spaced(formatDuration(240))).toBe('4 heures');
    i18n.activate('zh-CN');
    expect(formatDuration(90)).toBe('1小时30分钟');
    i18n.activate('id');
    expect(formatDuration(90)).toBe('1 jam, 30 menit');
  });
});

describe('a class’s price and schedule in Bahasa Indonesia', () => {
  afterEach(() => i18n.activate('en'));

  it('writes rupiah amounts with Rp and dots between thousands', () => {
    expect(spaced(formatPrice(250_000, 'IDR') ?? '')).toBe('IDR 250,000');
    i18n.activate('id');
    expect(spaced(formatPrice(250_000, 'IDR') ?? '')).toBe('Rp 250.000');
    expect(spaced(formatPrice(1_500_000, 'IDR') ?? '')).toBe('Rp 1.500.000');
    expect(formatPrice(0, 'IDR')).toBeNull();
  });

  it('names the day and writes the time on a 24-hour clock', () => {
    i18n.activate('id');
    expect(weekdayName('Tuesday')).toBe('Selasa');
    expect(weekdayName('Sunday')).toBe('Minggu');
    expect(spaced(formatTimeRange('19:00', '20:30') ?? '')).toBe('19.00–20.30');
  });
});
