import { type ClassDetail, hasCalendarDates, type WEEKDAYS } from '@app/contract';
import { createEvents, type DateArray, type EventAttributes } from 'ics';

/** How many upcoming sessions of a weekly class the calendar file lists. */
export const REGULAR_OCCURRENCES = 8;
const DEFAULT_MINUTES = 60;
const MAX_WORKSHOP_DAYS = 31;

/** JavaScript's getUTCDay() numbers of the class weekdays. */
const WEEKDAY_NUMBERS: Record<(typeof WEEKDAYS)[number], number> = {
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sunday: 0,
};

/** Minutes the zone is ahead of UTC at that instant (Asia/Jakarta: 420). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The UTC instant of a wall-clock date and time in a zone. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  // A second pass settles instants near a daylight-saving change.
  return wall - zoneOffsetMinutes(first, timeZone) * 60_000;
}

/** Today's date (YYYY-MM-DD) in a zone. */
function todayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const dateArray = (date: string): DateArray => date.split('-').map(Number) as DateArray;

function minutesBetween(start: string, end: string | null): number | null {
  if (!end) return null;
  const [sh, sm] = start.split(':').map(Number) as [number, number];
  const [eh, em] = end.split(':').map(Number) as [number, number];
  const minutes = eh * 60 + em - (sh * 60 + sm);
  return minutes > 0 ? minutes : null;
}

/** The timed or all-day sessions of a class: the next weekly ones, or the workshop's own dates. */
function sessions(c: ClassDetail, now: Date): Array<{ start: number | DateArray; end: number | DateArray }> {
  const info = c.extendInfo;
  const length =
    (minutesBetween(info.startTime ?? '', info.endTime) ?? info.durationMinutes ?? DEFAULT_MINUTES) * 60_000;
  if (info.day && info.startTime) {
    const today = todayIn(now, info.timeZone);
    const startTime = info.startTime;
    const target = WEEKDAY_NUMBERS[info.day];
    const ahead = (target - new Date(`${today}T00:00:00Z`).getUTCDay() + 7) % 7;
    const dates = Array.from({ length: REGULAR_OCCURRENCES + 1 }, (_, i) => isoDate(addDays(today, ahead + 7 * i)));
    return dates
      .map((date) => zonedTimeToUtc(date, startTime, info.timeZone))
      .filter((start) => start + length > now.getTime())
      .slice(0, REGULAR_OCCURRENCES)
      .map((start) => ({ start, end: start + length }));
  }
  if (info.startDate && info.startTime) {
    // A workshop over several days meets each day at the same hours.
    const startDate = info.startDate;
    const startTime = info.startTime;
    const days = Math.min(
      MAX_WORKSHOP_DAYS,
      Math.max(1, Math.round((Date.parse(info.endDate ?? startDate) - Date.parse(startDate)) / 86_400_000) + 1),
    );
    return Array.from({ length: days }, (_, i) => {
      const start = zonedTimeToUtc(isoDate(addDays(startDate, i)), startTime, info.timeZone);
      return { start, end: start + length };
    });
  }
  if (info.startDate) {
    // All-day: the end date of an iCalendar DATE event is exclusive.
    return [{ start: dateArray(info.startDate), end: dateArray(isoDate(addDays(info.endDate ?? info.startDate, 1))) }];
  }
  return [];
}

/** An iCalendar file of the class's sessions; null when the class has no dates. */
export function classCalendar(c: ClassDetail, options: { pageUrl: string; host: string; now: Date }): string | null {
  const info = c.extendInfo;
  const found = hasCalendarDates(info) ? sessions(c, options.now) : [];
  if (found.length === 0) return null;
  // The meeting link goes to registrants by email only, as the class page says.
  const where = info.format === 'online' ? 'Online' : info.location;
  const description = [c.summary, options.pageUrl].filter(Boolean).join('\n\n');
  const events: EventAttributes[] = found.map(({ start, end }) => ({
    uid: `${c.slug}-${typeof start === 'number' ? new Date(start).toISOString() : start.join('-')}@${options.host}`,
    start,
    end,
    ...(typeof start === 'number'
      ? { startInputType: 'utc', startOutputType: 'utc', endInputType: 'utc', endOutputType: 'utc' }
      : {}),
    title: c.title,
    description,
    url: options.pageUrl,
    status: 'CONFIRMED',
    ...(where ? { location: where } : {}),
    ...(c.facilitators.length > 0 ? { organizer: { name: c.facilitators.map((f) => f.name).join(', ') } } : {}),
  }));
  const { error, value } = createEvents(events, { productId: 'ruang-teduh/classes', calName: c.title });
  if (error || !value) throw error ?? new Error('calendar could not be written');
  return value;
}
