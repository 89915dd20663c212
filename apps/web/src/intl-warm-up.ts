/**
 * One format of each kind the public pages use (lib/intl-cache.ts, the date, price, duration and language helpers),
 * for the page's language: what intl-warm-up.worker.ts runs so that the browser loads that language's locale data
 * off the main thread.
 */
export const formatsToWarmUp = (lang: string | undefined, now: number): Array<() => unknown> => [
  () => new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(now),
  () => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'Asia/Jakarta' }).format(now),
  () => new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZoneName: 'longOffset' }).format(now),
  () => new Intl.DateTimeFormat().resolvedOptions(),
  () => new Intl.NumberFormat(lang, { style: 'currency', currency: 'IDR' }).format(0),
  () => new Intl.NumberFormat(lang, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(1),
  () => new Intl.ListFormat(lang, { type: 'conjunction' }).format(['a', 'b']),
  () => new Intl.PluralRules(lang).select(1),
  () => new Intl.DisplayNames(lang, { type: 'language' }).of('en'),
];
