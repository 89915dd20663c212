import type { AdminSession, Roster, sessionCreateInputSchema, sessionUpdateInputSchema } from '@app/contract';
import { repo } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../../context';
import { AppError, invalidField } from '../../../errors';
import { cancelLockedBooking } from '../../bookings/manage';
import { classTimeZone } from '../../bookings/present';
import { fillFreedSeats } from '../../bookings/waiting-list';
import { resolveSessionTimes } from '../../session-dates';
import { auditActor, type SessionUser } from '../../sessions';
import { toAdminSession } from './present';
import { SESSION_NOT_FOUND } from './read';
import { auditTitle, changeLockedSession, classChanged, isActive, staffAudit } from './writes';
import { enqueueSessionCancelled } from '../../webhooks/events';

/**
 * A session's own capacity (null: the class's) and note. A capacity below the seats already confirmed
 * is refused (422 on `capacity`): nobody loses a confirmed place this way. A larger capacity moves the
 * waiting list up in the same transaction.
 */
export async function updateSession(
  ctx: Context,
  user: SessionUser,
  input: z.output<typeof sessionUpdateInputSchema>,
): Promise<Roster> {
  return changeLockedSession(ctx, user, input.sessionId, 'session', async (trx, session) => {
    const klass = await repo.findClassForSessions(trx, session.class_id);
    const capacity = input.capacity ?? klass?.capacity ?? null;
    const taken = await repo.countConfirmedSessionSeats(trx, session.id);
    if (capacity !== null && capacity < taken) {
      throw invalidField(
        'capacity',
        `${taken} seats are confirmed already: choose at least ${taken}, or cancel bookings first.`,
      );
    }
    await repo.updateSessionDetails(trx, session.id, {
      endsAt: session.ends_at,
      capacity: input.capacity,
      note: input.note,
      at: ctx.now(),
    });
    await staffAudit(trx, user, 'update', 'session', session.id, {
      title: auditTitle(session, `capacity ${capacity ?? 'unlimited'}`),
      capacity: input.capacity,
      was: session.capacity,
    });
    const grew = session.capacity !== null && (capacity === null || capacity > session.capacity);
    if (grew) await fillFreedSeats(trx, session.id, ctx);
    return capacity !== session.capacity;
  });
}

/**
 * Cancels the whole session: it shows as cancelled publicly, and every booking still active
 * (confirmed or waitlisted) is cancelled with its audit entry and an email saying the studio cancelled
 * it. Cancelling a cancelled session changes nothing.
 */
export async function cancelSession(ctx: Context, user: SessionUser, sessionId: number): Promise<Roster> {
  return changeLockedSession(ctx, user, sessionId, 'session', async (trx, session) => {
    if (session.status === 'cancelled') return false;
    // Marked first, so no freed seat is offered to the waiting list being cancelled with it.
    await repo.markSessionsCancelled(trx, [session.id], ctx.now());
    await enqueueSessionCancelled(trx, session.id, ctx.now());
    const active = (await repo.listSessionBookings(trx, session.id)).filter(isActive);
    for (const booking of active) {
      await cancelLockedBooking(trx, ctx, session, booking, { reason: 'session-cancelled', by: auditActor(user) });
    }
    await staffAudit(trx, user, 'cancel', 'session', session.id, {
      title: auditTitle(session, 'session cancelled'),
      bookingsCancelled: active.length,
    });
    return true;
  });
}

/**
 * A dated session added by hand to a weekly class or a workshop (an extra meeting, another date):
 * stored as `manual`, so the class's form lists it with its dates. Private sessions come from requests.
 */
export async function createSession(
  ctx: Context,
  user: SessionUser,
  input: z.output<typeof sessionCreateInputSchema>,
): Promise<AdminSession> {
  const klass = await repo.findClassForSessions(ctx.db, input.classId);
  if (!klass) throw invalidField('classId', /*i18n*/ 'This class does not exist.');
  if (klass.class_type === 'PRIVATE_SESSION') {
    throw invalidField('classId', /*i18n*/ 'Private sessions are dated from their requests, not by hand.');
  }
  const [times] = withPlainFields(() => resolveSessionTimes([input], classTimeZone(klass.extend_info), ctx.now()));
  if (!times) throw invalidField('startsAt', /*i18n*/ 'Choose a date and time.');
  const sessionId = await ctx.db.transaction().execute(async (trx) => {
    const id = await repo.insertSessionIfFree(trx, { classId: klass.id, kind: 'manual', ...times });
    if (id === undefined) throw invalidField('startsAt', /*i18n*/ 'This class has a session at that time already.');
    await staffAudit(trx, user, 'create', 'session', id, {
      title: auditTitle(klass, 'session added'),
      startsAt: times.startsAt.toISOString(),
    });
    return id;
  });
  await classChanged(ctx, { classId: klass.id, slug: klass.slug, classType: klass.class_type });
  const row = await repo.findStaffSession(ctx.db, sessionId);
  if (!row) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  return toAdminSession(row, ctx.locale);
}

/** `resolveSessionTimes` names fields of a class's date list (`sessions.0.startsAt`): here they are the input's own. */
function withPlainFields<T>(resolve: () => T): T {
  try {
    return resolve();
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([key, messages]) => [key.replace(/^sessions\.\d+\./, ''), messages]),
    );
    throw new AppError(error.code, error.message, fields);
  }
}
