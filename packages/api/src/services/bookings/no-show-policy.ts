import { type Db, repo } from '@app/db';
import { AppError } from '../../errors';
import { readBookingSettings } from '../session-generator';

const WINDOW_MS = 30 * 86_400_000;

/** The address as people are grouped by: lower case, no surrounding spaces. */
const normalise = (email: string) => email.trim().toLowerCase();

/** The error code a refusal carries (`reason`), documented in docs/api.md. */
const NO_SHOW_LIMIT = 'NO_SHOW_LIMIT';

/**
 * The no-show policy (booking setting `noShowLimit`; null or 0: off) for one address: its no-shows on
 * sessions that started in the last 30 days, after its latest lift, and whether that pauses its online
 * booking. Null when the policy is off.
 */
export async function noShowPause(
  db: Db,
  email: string,
  now: Date,
): Promise<{ noShows: number; limit: number; paused: boolean } | null> {
  const { noShowLimit } = await readBookingSettings(db);
  if (!noShowLimit) return null;
  const noShows = await repo.countRecentNoShows(db, normalise(email), {
    since: new Date(now.getTime() - WINDOW_MS),
    now,
  });
  return { noShows, limit: noShowLimit, paused: noShows >= noShowLimit };
}

/**
 * An online booking (or waiting-list place) by an address the policy pauses is refused (409, reason
 * NO_SHOW_LIMIT), saying only that: to contact the studio. Staff bookings never come here.
 */
export async function refuseWhenPaused(db: Db, email: string, now: Date): Promise<void> {
  const pause = await noShowPause(db, email, now);
  if (pause?.paused) {
    throw new AppError(
      'CONFLICT',
      /*i18n*/ 'Online booking is not available for this email address at the moment. Please contact the studio to book.',
      undefined,
      undefined,
      undefined,
      NO_SHOW_LIMIT,
    );
  }
}
