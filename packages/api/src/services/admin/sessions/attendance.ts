import type {
  AttendanceState,
  checkInInputSchema,
  markAttendanceInputSchema,
  markRestInputSchema,
  Roster,
} from '@app/contract';
import { type Db, repo } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import { classTimeZone } from '../../bookings/present';
import type { LockedSession } from '../../bookings/waiting-list';
import { localize } from '../../resolve';
import { readBookingSettings } from '../../session-generator';
import type { SessionUser } from '../../sessions';
import { checkInNotOpenYet, checkInOpensAt } from './check-in';
import { changeBooking } from './roster-actions';
import { auditTitle, changeSession, lockSessionOrFail, staffAudit } from './writes';
import { enqueueBookingEvent } from '../../webhooks/events';

const NOT_CONFIRMED = /*i18n*/ 'Only a confirmed booking can be checked in.';
const GUEST_NOT_FOUND = /*i18n*/ 'This booking has no such guest.';

/** Marking is refused (409, saying from when) before check-in opens; taking a mark back never is. */
async function ensureCheckInOpen(ctx: Context, trx: Db, session: LockedSession): Promise<void> {
  const { checkInOpensHours } = await readBookingSettings(trx);
  const opensAt = checkInOpensAt(session.starts_at, checkInOpensHours);
  if (ctx.now() < opensAt)
    throw checkInNotOpenYet(opensAt, checkInOpensHours, classTimeZone(session.extend_info), ctx.locale);
}

const MARKED: Record<AttendanceState | 'none', string> = {
  attended: 'attended',
  no_show: 'no-show',
  none: 'attendance mark taken back',
};

/**
 * Attendance of one confirmed booking, or (with `guestId`) of one of its guests: attended, no-show, or
 * not marked (null). Marks made by the no-show job are corrected the same way. The public seats do not
 * change; audited under the staff member's name.
 */
export async function markAttendance(
  ctx: Context,
  user: SessionUser,
  input: z.output<typeof markAttendanceInputSchema>,
  actions: { unmark: 'undo check-in' | 'clear attendance' } = { unmark: 'clear attendance' },
): Promise<Roster> {
  return changeBooking(ctx, user, input.bookingId, async (trx, booking, session) => {
    if (booking.status !== 'confirmed') throw new AppError('CONFLICT', NOT_CONFIRMED);
    if (input.state !== null) await ensureCheckInOpen(ctx, trx, session);
    const mark = { state: input.state, at: ctx.now(), by: user.id };
    if (input.guestId === undefined) {
      // booking.checked_in once per check-in: marking an attended booking attended again tells nothing new.
      const before = await repo.findSyncedBooking(trx, booking.id);
      await repo.setBookingAttendance(trx, booking.id, mark);
      if (input.state === 'attended' && before?.attendance !== 'attended')
        await enqueueBookingEvent(trx, 'booking.checked_in', booking.id, mark.at);
    } else if (!(await repo.setGuestAttendance(trx, booking.id, input.guestId, mark)))
      throw new AppError('NOT_FOUND', GUEST_NOT_FOUND);
    const action =
      input.state === 'attended' ? 'check in' : input.state === 'no_show' ? 'mark no-show' : actions.unmark;
    const what = MARKED[input.state ?? 'none'];
    await staffAudit(trx, user, action, 'booking', booking.id, {
      title: auditTitle(session, input.guestId === undefined ? what : `guest ${what}`),
      sessionId: session.id,
      ...(input.guestId === undefined ? {} : { guestId: input.guestId }),
    });
    return false;
  });
}

/**
 * The first check-in, kept as it was: checked in is marked attended, and undoing it takes the mark
 * back (whatever it was).
 */
export function setCheckIn(
  ctx: Context,
  user: SessionUser,
  input: z.output<typeof checkInInputSchema>,
): Promise<Roster> {
  return markAttendance(
    ctx,
    user,
    { bookingId: input.bookingId, state: input.checkedIn ? 'attended' : null },
    { unmark: 'undo check-in' },
  );
}

/**
 * "Check in everyone present" in one go: every confirmed booking of the session, and every guest of
 * one, that is still unmarked gets `state` (attended: everyone not marked otherwise came; no-show: the
 * ones present are marked already, nobody else came). Marks made are kept. Refused before check-in
 * opens, and for a cancelled session; one audit entry with the counts.
 */
export async function markRest(
  ctx: Context,
  user: SessionUser,
  input: z.output<typeof markRestInputSchema>,
): Promise<Roster> {
  return changeSession(ctx, user, async (trx) => {
    const session = await lockSessionOrFail(trx, input.sessionId);
    if (session.status === 'cancelled') throw new AppError('CONFLICT', /*i18n*/ 'This session is cancelled.');
    await ensureCheckInOpen(ctx, trx, session);
    const marked = await repo.markUnmarked(trx, [session.id], { state: input.state, at: ctx.now(), by: user.id });
    if (marked.bookings + marked.guests > 0) {
      await staffAudit(trx, user, 'mark the rest', 'session', session.id, {
        title: auditTitle(session, `everyone unmarked marked ${MARKED[input.state]}`),
        state: input.state,
        ...marked,
      });
    }
    return { sessionId: session.id, changed: null };
  });
}

/** How far back the no-show job looks: a node down for days still catches up; older sessions stay as they are. */
const NO_SHOW_LOOKBACK_MS = 7 * 86_400_000;

/**
 * The no-show job: confirmed bookings (and their guests) of sessions that have ended, still unmarked,
 * become no-shows, when the booking setting `takeAttendance` is on (off: nothing happens). Sessions
 * that ended more than 7 days ago are left alone (those from before attendance was taken, or while the
 * setting was off). Each session in its own transaction, one audit entry (no user) per session it
 * marked; on several nodes at once a row is marked once (`markUnmarked` skips rows marked meanwhile).
 * Staff correct a mark with `markAttendance`. Answers how many bookings and guests it marked.
 */
export async function markNoShows(db: Db, now: Date): Promise<{ noShows: number; guestNoShows: number }> {
  const counts = { noShows: 0, guestNoShows: 0 };
  const { takeAttendance } = await readBookingSettings(db);
  if (!takeAttendance) return counts;
  const sessionIds = await repo.listEndedSessionsWithUnmarked(db, now, new Date(now.getTime() - NO_SHOW_LOOKBACK_MS));
  for (const sessionId of sessionIds) {
    await db.transaction().execute(async (trx) => {
      const marked = await repo.markUnmarked(trx, [sessionId], { state: 'no_show', at: now, by: null });
      if (marked.bookings + marked.guests === 0) return;
      const session = await repo.findStaffSession(trx, sessionId);
      await repo.insertAuditEntry(trx, {
        userId: null,
        action: 'mark the rest',
        entity: 'session',
        entityId: String(sessionId),
        summary: {
          title: `${session ? localize(session.title, 'en') : 'Session'}: everyone unmarked marked no-show after the end`,
          state: 'no_show',
          by: 'no-show job',
          ...marked,
        },
      });
      counts.noShows += marked.bookings;
      counts.guestNoShows += marked.guests;
    });
  }
  return counts;
}
