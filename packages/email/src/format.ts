import { calendarDateIn, type Locale } from '@app/contract';
import { dateTimeFormat, listFormat, numberFormat } from './intl';
import { intlLocale } from './locale';

const DAY_MS = 86_400_000;

/** A session of a day's length or more is written as a range of days; a shorter one by its start day. */
const spansDays = (startsAt: Date, endsAt: Date) => endsAt.getTime() - startsAt.getTime() >= DAY_MS;

/** The session's day, e.g. "Tuesday, December 1, 2026" / "Selasa, 01 Desember 2026", in the class's zone. */
export function formatSessionDate(startsAt: Date, endsAt: Date, timeZone: string, locale: Locale): string {
  const format = dateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone });
  return spansDays(startsAt, endsAt) ? format.formatRange(startsAt, endsAt) : format.format(startsAt);
}

/** The zone's long name in a language at an instant, e.g. "Western Indonesia Time"; undefined when it has none. */
const longZoneName = (tag: string, timeZone: string, at: Date) =>
  dateTimeFormat(tag, { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;

/** The zone's name in the reader's language with its IANA id, e.g. "Western Indonesia Time (Asia/Jakarta)". */
function formatTimeZone(timeZone: string, at: Date, locale: Locale): string {
  const name = longZoneName(intlLocale(locale), timeZone, at);
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

/**
 * Start to end with the zone, e.g. "7:00 – 8:30 PM · Western Indonesia Time (Asia/Jakarta)"; an evening
 * that runs past midnight is "23:00 – 00:30", a session of several days names its days.
 */
export function formatSessionTime(startsAt: Date, endsAt: Date, timeZone: string, locale: Locale): string {
  const tag = intlLocale(locale);
  const zone = formatTimeZone(timeZone, startsAt, locale);
  if (spansDays(startsAt, endsAt)) {
    const days = dateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    return `${days.formatRange(startsAt, endsAt)} · ${zone}`;
  }
  const time = dateTimeFormat(tag, { timeStyle: 'short', timeZone });
  // formatRange would name both dates when the end is on the next day: the two times say enough.
  const range =
    calendarDateIn(timeZone, startsAt) === calendarDateIn(timeZone, endsAt)
      ? time.formatRange(startsAt, endsAt)
      : `${time.format(startsAt)} – ${time.format(endsAt)}`;
  return `${range} · ${zone}`;
}

/**
 * A moment on the class's clock with the zone's name, e.g. "Tuesday, December 1, 2026 at 7:00 AM
 * (Western Indonesia Time)": a cancellation deadline.
 */
export function formatMoment(at: Date, timeZone: string, locale: Locale): string {
  const tag = intlLocale(locale);
  const moment = dateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
  return `${moment} (${longZoneName(tag, timeZone, at) ?? timeZone})`;
}

function formatUnit(value: number, unit: 'hour' | 'minute', locale: Locale): string {
  return numberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A length in hours and minutes: "1 hour, 30 minutes" is written "1 hour 30 minutes", "1 jam 30 menit", "1小时30分钟". */
export function formatDuration(minutes: number, locale: Locale): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours > 0 ? [formatUnit(hours, 'hour', locale)] : []),
    ...(rest > 0 || hours === 0 ? [formatUnit(rest, 'minute', locale)] : []),
  ];
  return listFormat(intlLocale(locale), { type: 'unit', style: 'narrow' }).format(parts);
}

/** A price as the site writes it, e.g. "IDR 150,000" / "Rp 150.000"; null when the class is free. */
export function formatPrice(price: number | null, currency: string, locale: Locale): string | null {
  if (price === null || price === 0) return null;
  try {
    return numberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(price);
  } catch {
    return `${currency} ${price}`;
  }
}

/** A calendar date as typed in a form (YYYY-MM-DD), written out in the reader's language. */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  const instant = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return isoDate;
  return dateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(instant);
}

/** A Google Maps search for a place, which opens the map app on phones. */
export function mapUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}
