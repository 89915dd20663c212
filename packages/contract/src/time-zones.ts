let zones: ReadonlySet<string> | null = null;

/** The IANA time zones this runtime knows (`Intl.supportedValuesOf`), plus `UTC`, sorted. */
export function supportedTimeZones(): string[] {
  return [...timeZoneSet()].sort();
}

function timeZoneSet(): ReadonlySet<string> {
  // Browsers from before 2022 lack supportedValuesOf: they offer the studio's zones and UTC.
  zones ??= new Set([
    ...(typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']),
    'UTC',
  ]);
  return zones;
}

/** A class's schedule is kept in one of these; anything else would break its calendar and times. */
export function isSupportedTimeZone(zone: string): boolean {
  return timeZoneSet().has(zone);
}

/** A zone's wall clock at an instant, as the digits a date-time is written with: four for the year, two for the rest. */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The wall clock (24-hour) of a zone at an instant: the studio's time in an export or a form's `datetime-local`. */
export function wallClockIn(timeZone: string, at: Date | number): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** A zone's offset from UTC at an instant as ISO 8601 writes it: "+07:00", "-03:30", "+00:00". */
export function utcOffsetIn(timeZone: string, at: Date | number): string {
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return zone === 'GMT' ? '+00:00' : zone.replace('GMT', '');
}

/** The calendar date (YYYY-MM-DD) in a zone at an instant: a class's "today" is the one on its own clock. */
export function calendarDateIn(timeZone: string, at: Date | number): string {
  const { year, month, day } = wallClockIn(timeZone, at);
  return `${year}-${month}-${day}`;
}

/**
 * The earliest "today" on Earth at an instant (the calendar of UTC−12, the last zone to start a day): a date before
 * it is in the past wherever a class meets. Which dates are past for one class depends on its zone: the server
 * checks that with the class in hand.
 */
export const earliestToday = (at: Date | number): string => calendarDateIn('Etc/GMT+12', at);

/** What a form or an integrator is told of a date in the past. */
export const PAST_DATE_MESSAGE = /*i18n*/ 'Choose today or a later date.';
