import type { ClassSessionInput } from '@app/contract';
import { zonedTime } from '@app/db';
import { AppError, INVALID_INPUT_MESSAGE } from '../errors';

/** A dated session given by hand, as validated by the class input schema. */
export type SessionDateInput = Required<Pick<ClassSessionInput, 'startsAt' | 'endsAt'>> & {
  capacity: number | null;
  note: string | null;
};

export interface ExplicitSession {
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  note: string | null;
}

const HAS_OFFSET = /(Z|[+-]\d{2}:\d{2})$/;

/** An instant from ISO 8601 with an offset, or from a wall-clock date and time in the class's zone. */
export function instant(value: string, timeZone: string): Date {
  if (HAS_OFFSET.test(value)) return new Date(value);
  return zonedTime(value.slice(0, 10), value.slice(11, 16), timeZone);
}

/**
 * The instants of sessions given by hand, each checked: it ends after it starts, it is still ahead, and
 * no two start together. Problems are per field (`sessions.2.endsAt`), all at once.
 */
export function resolveSessionTimes(
  dates: readonly SessionDateInput[],
  timeZone: string,
  now: Date,
): ExplicitSession[] {
  const fields: Record<string, string[]> = {};
  const seen = new Set<number>();
  const sessions = dates.map((date, index) => {
    const startsAt = instant(date.startsAt, timeZone);
    const endsAt = instant(date.endsAt, timeZone);
    if (startsAt.getTime() <= now.getTime()) {
      fields[`sessions.${index}.startsAt`] = [/*i18n*/ 'This date has passed: remove it or choose a later one.'];
    } else if (seen.has(startsAt.getTime())) {
      fields[`sessions.${index}.startsAt`] = [/*i18n*/ 'Another date starts at the same time.'];
    }
    if (endsAt.getTime() <= startsAt.getTime())
      fields[`sessions.${index}.endsAt`] = [/*i18n*/ 'The end must come after the start.'];
    seen.add(startsAt.getTime());
    return { startsAt, endsAt, capacity: date.capacity, note: date.note };
  });
  if (Object.keys(fields).length > 0) throw new AppError('INVALID', INVALID_INPUT_MESSAGE, fields);
  return sessions;
}
