import { type ExtendInfo, hasCalendarDates, type Weekday } from '@app/contract';
import { TZDate } from '@date-fns/tz';

/** How many upcoming sessions of a weekly class the calendar file lists. */
export const REGULAR_OCCURRENCES = 8;
const DEFAULT_MINUTES = 60;
const MAX_WORKSHOP_DAYS = 31;

/** Date.prototype.getDay() numbers of the class weekdays. */
const WEEKDAY_NUMBERS: Record<Weekday, number> = {
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sunday: 0,
};

type Schedule = Pick<
  ExtendInfo,
  'day' | 'startTime' | 'endTime' | 'timeZone' | 'startDate' | 'endDate' | 'durationMinutes'
>;

/** One meeting of a class: a timed session, or whole days (a workshop without hours; `lastDay` inclusive). */
export type ClassSession =
  | { allDay: false; start: TZDate; end: TZDate }
  | { allDay: true; firstDay: string; lastDay: string };

/** Whether the runtime knows the IANA zone (a stored class could hold anything). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const numbers = (text: string) => text.split(/[-:]/).map(Number);

/** A wall-clock date and time in a zone, as an instant that also knows its zone (`@date-fns/tz`). */
export function zonedTime(date: string, time: string, timeZone: string): TZDate {
  const [y = 0, m = 1, d = 1] = numbers(date);
  const [hh = 0, mm = 0] = numbers(time);
  return new TZDate(y, m - 1, d, hh, mm, timeZone);
}

/** ISO 8601 with the zone's offset at that instant, e.g. `2027-01-09T09:00:00+07:00`. */
export const zonedIso = (instant: TZDate): string => instant.toISOString().replace('.000', '');

function minutesBetween(start: string, end: string | null): number | null {
  if (!end) return null;
  const [sh = 0, sm = 0] = numbers(start);
  const [eh = 0, em = 0] = numbers(end);
  const minutes = eh * 60 + em - (sh * 60 + sm);
  return minutes > 0 ? minutes : null;
}

const addMinutes = (start: TZDate, minutes: number, zone: string) =>
  new TZDate(start.getTime() + minutes * 60_000, zone);
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The sessions of a class, in its own time zone: the next weekly ones (those not yet over at `now`), or
 * each day of a workshop. Empty for classes without dates (private sessions) or with a zone the runtime
 * does not know.
 */
export function classSessions(info: Schedule, now: Date, weeks = REGULAR_OCCURRENCES): ClassSession[] {
  if (!hasCalendarDates(info) || !isTimeZone(info.timeZone)) return [];
  const zone = info.timeZone;
  const length =
    (info.startTime && minutesBetween(info.startTime, info.endTime)) || info.durationMinutes || DEFAULT_MINUTES;
  if (info.day && info.startTime) {
    const today = new TZDate(now.getTime(), zone);
    const ahead = (WEEKDAY_NUMBERS[info.day] - today.getDay() + 7) % 7;
    const [hh = 0, mm = 0] = numbers(info.startTime);
    return Array.from({ length: weeks + 1 }, (_, i) => {
      const start = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + ahead + 7 * i, hh, mm, zone);
      return { allDay: false as const, start, end: addMinutes(start, length, zone) };
    })
      .filter((session) => session.end.getTime() > now.getTime())
      .slice(0, weeks);
  }
  if (!info.startDate) return [];
  const firstDay = info.startDate;
  const lastDay = info.endDate && info.endDate > firstDay ? info.endDate : firstDay;
  if (!info.startTime) return [{ allDay: true, firstDay, lastDay }];
  // A workshop over several days meets each day at the same hours.
  const days = Math.min(MAX_WORKSHOP_DAYS, Math.round((Date.parse(lastDay) - Date.parse(firstDay)) / 86_400_000) + 1);
  const startTime = info.startTime;
  return Array.from({ length: days }, (_, i) => {
    const start = zonedTime(shiftDate(firstDay, i), startTime, zone);
    return { allDay: false as const, start, end: addMinutes(start, length, zone) };
  });
}
