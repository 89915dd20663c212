import { CLOCK_FORMAT } from '@app/contract/constants';
import { currentLocale } from '../../../app/i18n';

/** "Tue, 2 Dec 2026" in the interface language, on the calendar of the session's time zone. */
export function formatSessionDate(iso: string, timeZone: string): string {
  const format = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone } as const;
  return new Intl.DateTimeFormat(currentLocale(), format).format(new Date(iso));
}

/** "Tue, 2 Dec 2026, 18:00" in the session's time zone. */
export function formatSessionStart(iso: string, timeZone: string): string {
  const locale = currentLocale();
  const format = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...CLOCK_FORMAT[locale],
    timeZone,
  } as const;
  return new Intl.DateTimeFormat(locale, format).format(new Date(iso));
}

/** "18:00 – 19:00" in the session's time zone (where the class happens). */
export function formatSessionTimes(startsAt: string, endsAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { timeStyle: 'short', timeZone }).formatRange(
    new Date(startsAt),
    new Date(endsAt),
  );
}

/** A session's date and times together, e.g. for a dialog's title. */
export const formatSession = (s: { startsAt: string; endsAt: string; timeZone: string }) =>
  `${formatSessionDate(s.startsAt, s.timeZone)}, ${formatSessionTimes(s.startsAt, s.endsAt, s.timeZone)}`;

/** The wall-clock value of a `datetime-local` box (YYYY-MM-DDTHH:MM) for an ISO time with its offset. */
export const wallClock = (iso: string) => iso.slice(0, 16);
