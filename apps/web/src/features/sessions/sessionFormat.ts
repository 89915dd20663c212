import type { ClassSession } from '@app/contract';
import { CLOCK_FORMAT } from '@app/contract/constants';
import { currentLocale } from '../../app/i18n';
import { dateTimeFormat } from '../../lib/intl-cache';
import { plainSpaces } from '../../lib/plain-spaces';

/** What formatting a session needs: its start and end (ISO with offset) and the class's IANA zone. */
export type SessionTimes = Pick<ClassSession, 'startsAt' | 'endsAt' | 'timeZone'>;

function calendarYear(date: Date, timeZone: string): string {
  return dateTimeFormat('en', { year: 'numeric', timeZone }).format(date);
}

/**
 * The session's day in the class's zone, as the visitor's language writes it: "Tuesday, 1 December",
 * "mardi 1 décembre", "12月1日星期二"; with the year when it is not the year of `now` (the page's time, useNow).
 */
export function formatSessionDay(session: SessionTimes, now: number, locale = currentLocale()): string {
  const start = new Date(session.startsAt);
  const thisYear = calendarYear(start, session.timeZone) === calendarYear(new Date(now), session.timeZone);
  return dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(thisYear ? {} : { year: 'numeric' }),
    timeZone: session.timeZone,
  }).format(start);
}

/** Start to end on the class's clock: "7:00 – 8:30 PM", "19:00 – 20:30". */
export function formatSessionTime(session: SessionTimes, locale = currentLocale()): string {
  const format = dateTimeFormat(locale, { ...CLOCK_FORMAT[locale], timeZone: session.timeZone });
  return plainSpaces(format.formatRange(new Date(session.startsAt), new Date(session.endsAt)));
}

/** The day in few characters, for a phone-wide list: "Tue, Dec 1", "mar. 1 déc.", "12月1日周二". */
export function formatSessionShortDay(session: SessionTimes, locale = currentLocale()): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: session.timeZone,
  }).format(new Date(session.startsAt));
}

/** A short date and start time for cards: "Tue, Dec 1, 7:00 PM", "Sel, 1 Des, 07.00". */
export function formatSessionShort(session: SessionTimes, locale = currentLocale()): string {
  return plainSpaces(
    dateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...CLOCK_FORMAT[locale],
      timeZone: session.timeZone,
    }).format(new Date(session.startsAt)),
  );
}

/** A moment (e.g. a cancellation cut-off) with date and time on the class's clock: "30 Nov 2026, 7:00 PM". */
export function formatMoment(iso: string, timeZone: string, locale = currentLocale()): string {
  return plainSpaces(
    dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
  );
}

function utcOffset(date: Date, timeZone: string): string | undefined {
  return dateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
}

/** Whether a clock in the visitor's zone shows another time than the class's at the session's start. */
export function showsOtherTime(session: SessionTimes, visitorZone: string): boolean {
  const start = new Date(session.startsAt);
  try {
    return utcOffset(start, session.timeZone) !== utcOffset(start, visitorZone);
  } catch {
    // A zone this browser does not know: say which zone the times are in.
    return true;
  }
}

/**
 * The class zone's short name at the session's start ("GMT+7", "WIB", "EST"), or null when the visitor's clock
 * shows the same time then: the times are always the class's, and only a visitor elsewhere needs to be told so.
 * The visitor's zone is known only once the page runs (useVisitorTimeZone): null before, and no name.
 */
export function sessionZoneLabel(
  session: SessionTimes,
  visitorZone: string | null,
  locale = currentLocale(),
): string | null {
  if (visitorZone === null || !showsOtherTime(session, visitorZone)) return null;
  try {
    return (
      dateTimeFormat(locale, { timeZone: session.timeZone, timeZoneName: 'short' })
        .formatToParts(new Date(session.startsAt))
        .find((part) => part.type === 'timeZoneName')?.value ?? session.timeZone
    );
  } catch {
    // A zone this browser does not know: name it as the class does.
    return session.timeZone;
  }
}

/**
 * The session on the visitor's clock, day included (it may be another day there): "Wed, Dec 2, 12:00 – 1:00 AM";
 * with the zone's name at that date: "Eastern Standard Time", "Waktu Indonesia Barat".
 */
export function formatVisitorTime(
  session: SessionTimes,
  visitorZone: string,
  locale = currentLocale(),
): { time: string; zone: string } {
  const start = new Date(session.startsAt);
  const format = dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: visitorZone,
  });
  const zone =
    dateTimeFormat(locale, { timeZone: visitorZone, timeZoneName: 'long' })
      .formatToParts(start)
      .find((part) => part.type === 'timeZoneName')?.value ?? visitorZone;
  return { time: plainSpaces(format.formatRange(start, new Date(session.endsAt))), zone };
}
