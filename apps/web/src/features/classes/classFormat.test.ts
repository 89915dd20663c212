import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDuration } from './classFormat';

/** French puts no-break spaces between a number and its unit. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDuration', () => {
  afterEach(() => i18n.activate('en'));
  i18n.load({ en: {}, fr: {}, 'zh-CN': {} });
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
  });
});
