import type { AttendanceMode, Booking } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { localize } from '../resolve';
import { auditLinkChange, bookingOfToken, findBooking, getBooking, UNKNOWN_LINK } from './booking-link';
import { isCancellable } from './present';
import { tooLateToChange } from './reschedule';

/**
 * Changes how the person of a manage link's booking joins its hybrid class (in person or online), until
 * the cut-off before its start as seats are (409 after it). A class that meets one way only has nothing
 * to choose (409), nor has a cancelled booking. The same choice again changes nothing. Their later
 * emails (the reminder, a place opening, a move) and the calendar file show that way only.
 */
export async function changeAttendanceMode(
  ctx: Context,
  token: string,
  attendanceMode: AttendanceMode,
): Promise<Booking> {
  await ctx.rateLimits.manage(ctx.ip);
  const found = await findBooking(ctx, token);
  await ctx.db.transaction().execute(async (trx) => {
    const session = await repo.lockSession(trx, found.session_id);
    const current = await bookingOfToken(trx, ctx.sessionSecret, token);
    if (!current || current.id !== found.id || !session) throw new AppError('NOT_FOUND', UNKNOWN_LINK);
    if (current.extend_info.format !== 'hybrid') {
      throw new AppError('CONFLICT', /*i18n*/ 'This class meets one way only: there is nothing to choose.');
    }
    if (current.status === 'cancelled')
      throw new AppError('CONFLICT', /*i18n*/ 'This booking is cancelled: book again instead.');
    if (!isCancellable(current.status, current.starts_at, current.cancel_cutoff_hours, ctx.now())) {
      throw await tooLateToChange(trx, current.cancel_cutoff_hours, ctx.locale);
    }
    if (current.attendance_mode === attendanceMode) return;
    await repo.setBookingAttendanceMode(trx, current.id, attendanceMode, ctx.now());
    await auditLinkChange(trx, current.id, {
      title: `${localize(current.title, 'en')}: how they join changed through its link`,
      sessionId: current.session_id,
      attendanceMode,
      was: current.attendance_mode,
    });
  });
  return getBooking(ctx, token);
}
