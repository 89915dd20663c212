import type { Locale } from '@app/contract';
import { AppError } from '../../../errors';
import { translate } from '../../../translations';

const HOUR_MS = 3_600_000;

const CHECK_IN_NOT_OPEN =
  /*i18n*/ '{hours, plural, =0 {Check-in opens at {time} on {day} ({zone}), when the session starts.} one {Check-in opens at {time} on {day} ({zone}), # hour before the start.} other {Check-in opens at {time} on {day} ({zone}), # hours before the start.}}';

/** Check-in opens the booking setting's `checkInOpensHours` before the start (days early it would only be a mistake). */
export const checkInOpensAt = (startsAt: Date, openHours: number) => new Date(startsAt.getTime() - openHours * HOUR_MS);

/** The 409 before check-in opens: from when it does, on the class's clock, in the request's language. */
export function checkInNotOpenYet(opensAt: Date, openHours: number, zone: string, locale: Locale): AppError {
  const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(opensAt);
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(opensAt);
  return new AppError('CONFLICT', translate(locale, CHECK_IN_NOT_OPEN, { hours: openHours, time, day, zone }));
}
