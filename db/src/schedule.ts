import type { ClassType } from '@app/contract';
import { TZDate } from '@date-fns/tz';
import type { StoredExtendInfo } from './schema';

/**
 * When a class meets, computed from its stored schedule in its own IANA time zone (`@date-fns/tz`, never
 * hand-written offsets). The one implementation behind the session generator, the seed, and anything
 * that writes a session's wall-clock time (answers, JSON-LD, calendar files).
 */

/** Minutes a session lasts when the class names neither an end time nor a duration. */
const DEFAULT_MINUTES = 60;
/** A workshop meets on each of its days; a longer span is a typo, not a course. */
const MAX_WORKSHOP_DAYS = 31;
const DAY_MS = 86_400_000;

/** Date.prototype.getDay() numbers of the class weekdays. */
const WEEKDAY_NUMBERS: Record<NonNullable<StoredExtendInfo['day']>, number> = {
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sunday: 0,
};

export type ClassSchedule = Pick<
  StoredExtendInfo,
  'day' | 'startTime' | 'endTime' | 'timeZone' | 'startDate' | 'endDate' | 'durationMinutes'
>;

/** One meeting's start and end instants. */
export interface SessionTime {
  startsAt: Date;
  endsAt: Date;
}

/** Zones already checked: the runtime's zone data does not change while it runs. */
const checkedZones = new Map<string, boolean>();
/** Stored classes hold a handful of zones; a bound keeps odd stored text from growing the map. */
const MAX_CHECKED_ZONES = 256;

/**
 * Whether the runtime knows the IANA zone (a stored class could hold anything). Making a formatter to
 * find out costs tens of microseconds, and every session presented asks: answers are remembered.
 */
export function isTimeZone(zone: string): boolean {
  const known = checkedZones.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    valid = zone.length > 0;
  } catch {
    valid = false;
  }
  if (checkedZones.size < MAX_CHECKED_ZONES) checkedZones.set(zone, valid);
  return valid;
}

const numbers = (text: string) => text.split(/[-:]/).map(Number);

/** A wall-clock date (YYYY-MM-DD) and time (HH:MM) in a zone, as an instant. */
export function zonedTime(date: string, time: string, timeZone: string): Date {
  const [y = 0, m = 1, d = 1] = numbers(date);
  const [hh = 0, mm = 0] = numbers(time);
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** ISO 8601 with the zone's offset at that instant, e.g. `2027-01-09T09:00:00+07:00`. */
export const zonedIso = (instant: Date, timeZone: string): string =>
  new TZDate(instant.getTime(), timeZone).toISOString().replace('.000', '');

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
const zonedDate = (instant: Date, timeZone: string) => zonedIso(instant, timeZone).slice(0, 10);

function minutesBetween(start: string, end: string | null): number | null {
  if (!end) return null;
  const [sh = 0, sm = 0] = numbers(start);
  const [eh = 0, em = 0] = numbers(end);
  const minutes = eh * 60 + em - (sh * 60 + sm);
  return minutes > 0 ? minutes : null;
}

/** How long one session of the class lasts, in minutes. */
export function sessionMinutes(info: ClassSchedule): number {
  return (info.startTime && minutesBetween(info.startTime, info.endTime)) || info.durationMinutes || DEFAULT_MINUTES;
}

const after = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The weekly sessions of a regular class starting after `from` and no later than `until`, each at the
 * class's wall-clock time on its weekday (so 09:00 stays 09:00 across a daylight-saving change).
 */
export function weeklySessionTimes(info: ClassSchedule, from: Date, until: Date): SessionTime[] {
  if (!info.day || !info.startTime || !isTimeZone(info.timeZone)) return [];
  const zone = info.timeZone;
  const minutes = sessionMinutes(info);
  const today = new TZDate(from.getTime(), zone);
  const ahead = (WEEKDAY_NUMBERS[info.day] - today.getDay() + 7) % 7;
  const [hh = 0, mm = 0] = numbers(info.startTime);
  const times: SessionTime[] = [];
  for (let week = 0; ; week++) {
    const day = today.getDate() + ahead + 7 * week;
    const start = new Date(new TZDate(today.getFullYear(), today.getMonth(), day, hh, mm, zone).getTime());
    if (start.getTime() > until.getTime()) return times;
    if (start.getTime() > from.getTime()) times.push({ startsAt: start, endsAt: after(start, minutes) });
  }
}

/**
 * A workshop's days from its start date to its end date, each at its hours; without hours, one span
 * from the first day's midnight to the midnight after the last day (an all-day session).
 */
export function workshopSessionTimes(info: ClassSchedule): SessionTime[] {
  if (!info.startDate || !isTimeZone(info.timeZone)) return [];
  const zone = info.timeZone;
  const firstDay = info.startDate;
  const lastDay = info.endDate && info.endDate > firstDay ? info.endDate : firstDay;
  const days = Math.min(MAX_WORKSHOP_DAYS, Math.round((Date.parse(lastDay) - Date.parse(firstDay)) / DAY_MS) + 1);
  if (!info.startTime) {
    return [
      { startsAt: zonedTime(firstDay, '00:00', zone), endsAt: zonedTime(shiftDate(firstDay, days), '00:00', zone) },
    ];
  }
  const startTime = info.startTime;
  const minutes = sessionMinutes(info);
  return Array.from({ length: days }, (_, i) => {
    const start = zonedTime(shiftDate(firstDay, i), startTime, zone);
    return { startsAt: start, endsAt: after(start, minutes) };
  });
}

/**
 * The sessions a class's own schedule calls for that start after `now`: a regular class's weekly ones
 * within `horizonWeeks`, a workshop's days. Private sessions have none (they are arranged one by one).
 */
export function scheduledSessionTimes(
  classType: ClassType,
  info: ClassSchedule,
  now: Date,
  horizonWeeks: number,
): SessionTime[] {
  if (classType === 'REGULAR')
    return weeklySessionTimes(info, now, new Date(now.getTime() + horizonWeeks * 7 * DAY_MS));
  if (classType === 'WORKSHOP_AND_EVENT') {
    return workshopSessionTimes(info).filter((time) => time.startsAt.getTime() > now.getTime());
  }
  return [];
}

/**
 * The days a session spans when it runs from one midnight to a later one in the zone (an all-day
 * session; `lastDay` inclusive), else null.
 */
export function allDaySpan(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
): { firstDay: string; lastDay: string } | null {
  const midnight = (instant: Date) => zonedIso(instant, timeZone).slice(11, 19) === '00:00:00';
  if (!midnight(startsAt) || !midnight(endsAt) || endsAt.getTime() <= startsAt.getTime()) return null;
  const lastDay = shiftDate(zonedDate(endsAt, timeZone), -1);
  return { firstDay: zonedDate(startsAt, timeZone), lastDay };
}
