import type { BookingSettings } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../../context';
import type { SessionUser } from '../sessions';
import { BOOKING_SETTING, generateSessions, readBookingSettings } from '../session-generator';
import { recordVersion } from './history';
import { audit, contentChanged } from './writes';

export const getBookingSettings = (ctx: Context) => readBookingSettings(ctx.db);

/**
 * Saves the booking settings. A longer horizon dates the new weeks at once (the periodic job would
 * otherwise add them within the hour); a shorter one keeps sessions already dated, booked or not.
 * A new reminder lead applies to reminders not yet sent.
 */
export async function updateBookingSettings(ctx: Context, user: SessionUser, input: BookingSettings) {
  const before = await readBookingSettings(ctx.db);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.writeSiteSetting(trx, BOOKING_SETTING, input);
    await recordVersion(trx, user, { resourceType: 'setting', itemId: BOOKING_SETTING }, input);
    await audit(trx, user, 'update', 'booking settings', null, { before, after: input });
  });
  if (input.horizonWeeks > before.horizonWeeks) {
    const { inserted } = await generateSessions(ctx.db, ctx.now());
    if (inserted > 0) await contentChanged(ctx);
  }
  return readBookingSettings(ctx.db);
}
