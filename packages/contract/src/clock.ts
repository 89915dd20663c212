import type { Locale } from './constants';

/**
 * How each language writes a time of day, as its own short time style does ("7:00 PM", "19:00",
 * "07.00"): the hour and minute options for formats that also name the day, which cannot take
 * `timeStyle`. A time alone, a range and a date with its time then read alike on the site and in the
 * emails (`timeStyle: 'short'`); `hour: 'numeric'` would write "7.00" beside a range's "07.00–08.15".
 */
const NUMERIC_HOUR = { hour: 'numeric', minute: '2-digit' } as const;
const TWO_DIGIT_HOUR = { hour: '2-digit', minute: '2-digit' } as const;
export const CLOCK_FORMAT = {
  en: NUMERIC_HOUR,
  es: NUMERIC_HOUR,
  fr: TWO_DIGIT_HOUR,
  'pt-BR': TWO_DIGIT_HOUR,
  'zh-CN': TWO_DIGIT_HOUR,
  id: TWO_DIGIT_HOUR,
} as const satisfies Record<Locale, Pick<Intl.DateTimeFormatOptions, 'hour' | 'minute'>>;
