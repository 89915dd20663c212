import { type BookingSettings, bookingSettingsFormSchema } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../../context';
import type { SessionUser } from '../sessions';
import { BOOKING_SETTING, generateSessions, readBookingSettings } from '../session-generator';
import { getVersion, listVersions, recordVersion, versionAsInput } from './history';
import { audit, contentChanged } from './writes';

export const getBookingSettings = (ctx: Context) => readBookingSettings(ctx.db);

const VERSION_KEY = { resourceType: 'setting', itemId: BOOKING_SETTING };
export const bookingSettingsHistory = (ctx: Context) => listVersions(ctx, VERSION_KEY);
export const bookingSettingsVersion = (ctx: Context, versionNo: number) => getVersion(ctx, VERSION_KEY, versionNo);

/** Saves an earlier version of the settings again (a new version), checked by today's rules. */
export async function restoreBookingSettings(ctx: Context, user: SessionUser, versionNo: number) {
  const input = await versionAsInput(ctx, VERSION_KEY, versionNo, bookingSettingsFormSchema);
  return updateBookingSettings(ctx, user, input);
}

/**
 * Saves the booking settings. A longer horizon dates the new weeks at once (the periodic job would
 * otherwise add them within the hour); a shorter one keeps sessions already dated, booked or not.
 * A new reminder lead applies to reminders not yet sent. A new retention period is stated on the
 * privacy page at once (the public settings' cache is cleared).
 */
export async function updateBookingSettings(ctx: Context, user: SessionUser, input: BookingSettings) {
  const before = await readBookingSettings(ctx.db);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.writeSiteSetting(trx, BOOKING_SETTING, input);
    await recordVersion(trx, user, VERSION_KEY, input);
    await audit(trx, user, 'update', 'booking settings', null, { before, after: input });
  });
  let changed = input.eraseAfterMonths !== before.eraseAfterMonths; // the privacy page states it
  if (input.horizonWeeks > before.horizonWeeks) {
    const { inserted } = await generateSessions(ctx.db, ctx.now());
    if (inserted > 0) changed = true;
  }
  if (changed) await contentChanged(ctx);
  return readBookingSettings(ctx.db);
}
