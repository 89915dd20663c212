import { AppError } from '../../../errors';

const HOUR_MS = 3_600_000;

/** Check-in opens the booking setting's `checkInOpensHours` before the start (days early it would only be a mistake). */
export const checkInOpensAt = (startsAt: Date, openHours: number) => new Date(startsAt.getTime() - openHours * HOUR_MS);

/** The 409 before check-in opens: from when it does, on the class's clock. */
export function checkInNotOpenYet(opensAt: Date, openHours: number, timeZone: string): AppError {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(opensAt);
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(
    opensAt,
  );
  const before =
    openHours === 0 ? 'at the start' : `${openHours === 1 ? '1 hour' : `${openHours} hours`} before the start`;
  return new AppError('CONFLICT', `Check-in opens at ${time} on ${day} (${timeZone}), ${before}.`);
}
