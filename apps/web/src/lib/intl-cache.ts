/**
 * Intl formatters, made once per (locale, options) and reused. Building one costs far more than using
 * it (ICU loads the locale's patterns each time: tens of microseconds, ×4 on a slow phone), and a class
 * page formats every upcoming session several ways while it hydrates. The keys are few: the site's
 * languages × the zones of its classes × the formats the pages use.
 */
const cache = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions = {}) =>
  cached('date', locale ?? '', options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}) =>
  cached('list', locale, options, () => new Intl.ListFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  cached('names', locale, options, () => new Intl.DisplayNames(locale, options));
