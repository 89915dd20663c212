import { CLOCK_FORMAT, WEEKDAYS, type ClassType, type Weekday } from '@app/contract/constants';
import type { ExtendInfo } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { currentLocale } from '../../app/i18n';
import { formatDateRange } from '../content/format';
import { dateTimeFormat, listFormat, numberFormat } from '../../lib/intl-cache';
import { plainSpaces } from '../../lib/plain-spaces';

/** In-page anchors of the three class types on /session-classes. */
export const CLASS_TYPE_ANCHORS: Record<ClassType, string> = {
  PRIVATE_SESSION: 'private-sessions',
  REGULAR: 'regular-classes',
  WORKSHOP_AND_EVENT: 'workshops-and-events',
};

/** Translated class type labels ("Private sessions", "Regular classes", "Workshops and events"). */
export function useClassTypeLabel(): (type: ClassType) => string {
  const { t } = useLingui();
  return (type) =>
    ({
      PRIVATE_SESSION: t`Private sessions`,
      REGULAR: t`Regular classes`,
      WORKSHOP_AND_EVENT: t`Workshops and events`,
    })[type];
}

/** Translated session formats. */
export function useFormatLabel(): (format: ExtendInfo['format']) => string {
  const { t } = useLingui();
  return (format) =>
    ({
      'in-person': t`In person`,
      online: t`Online`,
      hybrid: t`In person and online`,
    })[format];
}

/** 2026-11-24 is a Tuesday; WEEKDAYS starts on Tuesday. */
const A_TUESDAY = Date.UTC(2026, 10, 24);
const DAY_MS = 86_400_000;

/** The weekday's name in the visitor's language, e.g. "Tuesday" / "mardi". */
export function weekdayName(day: Weekday): string {
  const offset = WEEKDAYS.indexOf(day);
  return dateTimeFormat(currentLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(A_TUESDAY + offset * DAY_MS),
  );
}

function timeToDate(time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2026, 0, 1, hours, minutes));
}

/** "19:00"–"20:30" as the language writes times, e.g. "7:00 – 8:30 PM", "19.00–20.30"; null without a start. */
export function formatTimeRange(start: string | null, end: string | null): string | null {
  if (!start) return null;
  const locale = currentLocale();
  const format = dateTimeFormat(locale, { ...CLOCK_FORMAT[locale], timeZone: 'UTC' });
  return plainSpaces(end ? format.formatRange(timeToDate(start), timeToDate(end)) : format.format(timeToDate(start)));
}

/**
 * The zone's name at a time (`at`: the page's time, useNow; a zone's name changes with summer time), e.g.
 * "Western Indonesia Time"; the IANA id if the browser does not know it.
 */
export function timeZoneName(timeZone: string, at: number, style: 'long' | 'short' = 'long'): string {
  try {
    const parts = dateTimeFormat(currentLocale(), { timeZone, timeZoneName: style }).formatToParts(new Date(at));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** A price such as "IDR 250,000", or null when the class is free. */
export function formatPrice(price: number | null, currency: string): string | null {
  if (price === null || price === 0) return null;
  try {
    return numberFormat(currentLocale(), { style: 'currency', currency, maximumFractionDigits: 0 }).format(price);
  } catch {
    return `${currency} ${price}`;
  }
}

function formatUnit(value: number, unit: 'day' | 'hour' | 'minute'): string {
  return numberFormat(currentLocale(), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A length in hours and minutes in the visitor's language: "45 minutes", "7 hours", "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours > 0 ? [formatUnit(hours, 'hour')] : []),
    ...(rest > 0 || hours === 0 ? [formatUnit(rest, 'minute')] : []),
  ];
  // "narrow" joins units without "and": "1 hour 30 minutes", "1 heure 30 minutes", "1小时30分钟".
  return listFormat(currentLocale(), { type: 'unit', style: 'narrow' }).format(parts);
}

/** Calendar days from the first to the last date, both included ("2026-12-05".."2026-12-06" is 2). */
function daysBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;
}

/**
 * How long a class lasts, or null when it does not say: "7 hours"; for an event over several days,
 * "2 days, 4 hours each day" (durationMinutes is the length of one day's session).
 */
export function useDurationLabel(): (info: ExtendInfo) => string | null {
  const { t } = useLingui();
  return (info) => {
    const days = info.startDate && info.endDate ? daysBetween(info.startDate, info.endDate) : 1;
    if (days > 1) {
      const length = formatUnit(days, 'day');
      if (!info.durationMinutes) return length;
      const daily = formatDuration(info.durationMinutes);
      return t`${length}, ${daily} each day`;
    }
    return info.durationMinutes ? formatDuration(info.durationMinutes) : null;
  };
}

/** A number with at most one decimal, e.g. a rating of "4.5". */
export function formatRating(value: number): string {
  return numberFormat(currentLocale(), { maximumFractionDigits: 1 }).format(value);
}

/** One line saying when a class happens: weekday and time, workshop dates, or "By appointment". */
export function useScheduleSummary(): (type: ClassType, info: ExtendInfo) => string {
  const { t } = useLingui();
  return (type, info) => {
    const time = formatTimeRange(info.startTime, info.endTime);
    if (type === 'REGULAR' && info.day) {
      const day = weekdayName(info.day);
      return time ? `${day} · ${time}` : day;
    }
    if (type === 'WORKSHOP_AND_EVENT' && info.startDate) {
      const dates = formatDateRange(info.startDate, info.endDate);
      return time ? `${dates} · ${time}` : dates;
    }
    if (info.durationMinutes) {
      const duration = formatDuration(info.durationMinutes);
      return t`By appointment · ${duration}`;
    }
    return t`By appointment`;
  };
}
