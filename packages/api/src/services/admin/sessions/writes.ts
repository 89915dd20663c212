import type { AuditAction, ClassType, LocalizedText, Roster } from '@app/contract';
import { type Db, repo } from '@app/db';
import { scopeChanged } from '../../../cache-scope';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import { classScope } from '../../bookings/class-scope';
import { finishPendingMoves } from '../../bookings/reschedule';
import type { LockedSession } from '../../bookings/waiting-list';
import { localize } from '../../resolve';
import { auditActor, type SessionUser } from '../../sessions';
import { SESSION_NOT_FOUND, sessionRoster } from './read';
import { enqueueBookingEvent } from '../../webhooks/events';

/** What staff did to a session, a booking or a request, in the audit log under their name. */
export async function staffAudit(
  db: Db,
  user: SessionUser,
  action: AuditAction,
  entity: 'session' | 'booking' | 'private session request',
  entityId: number,
  summary: Record<string, unknown> & { title: string },
) {
  await repo.insertAuditEntry(db, { ...auditActor(user), action, entity, entityId: String(entityId), summary });
}

/** An audit entry's title: the class (in English) and what happened to it. */
export const auditTitle = (subject: { title: LocalizedText }, what: string) =>
  `${localize(subject.title, 'en')}: ${what}`;

interface ChangedClass {
  classId: number;
  slug: string;
  classType: ClassType;
  /** The session whose bookings changed, when only they did (not its dates, capacity or status). */
  bookedSessionId?: number;
}

/**
 * What a staff change touched: a session itself (its capacity or status; which session is the class's
 * next may change with it) or only its bookings (their seats).
 */
type SessionChangeKind = 'session' | 'bookings';

export const classOf = (session: LockedSession, kind: SessionChangeKind): ChangedClass => ({
  classId: session.class_id,
  slug: session.slug,
  classType: session.class_type,
  ...(kind === 'bookings' ? { bookedSessionId: session.id } : {}),
});

/** A session's seats or dates changed: that class's cached public reads go, on every node (as bookings do). */
export async function classChanged(ctx: Context, changed: ChangedClass | null): Promise<void> {
  if (changed) await scopeChanged(ctx, await classScope(ctx, changed, changed.bookedSessionId));
}

/** The session row, locked until the transaction ends (404 when there is none). */
export async function lockSessionOrFail(trx: Db, sessionId: number): Promise<LockedSession> {
  const session = await repo.lockSession(trx, sessionId);
  if (!session) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  return session;
}

/** What a change to one session made: the session, and its class when the public seats or dates changed. */
interface SessionChange {
  sessionId: number;
  changed: ChangedClass | null;
}

/**
 * A staff change to one session, run in one transaction; then the class's cached public reads go (when
 * they changed) and the answer is the session's roster as it is now.
 */
export async function changeSession(
  ctx: Context,
  user: SessionUser,
  change: (trx: Db) => Promise<SessionChange>,
): Promise<Roster> {
  const { sessionId, changed } = await ctx.db.transaction().execute(change);
  await classChanged(ctx, changed);
  // Seats freed or taken may have confirmed a place held for a booking moving here: that move finishes now.
  if (changed) await finishPendingMoves(ctx);
  return sessionRoster(ctx, user, sessionId);
}

/**
 * A staff change to one session, made with its row locked (`changeSession`); `change` answers whether
 * the session's public seats or dates changed, `kind` whether it changed the session or only its bookings.
 */
export function changeLockedSession(
  ctx: Context,
  user: SessionUser,
  sessionId: number,
  kind: SessionChangeKind,
  change: (trx: Db, session: LockedSession) => Promise<boolean>,
): Promise<Roster> {
  return changeSession(ctx, user, async (trx) => {
    const session = await lockSessionOrFail(trx, sessionId);
    const changed = await change(trx, session);
    return { sessionId: session.id, changed: changed ? classOf(session, kind) : null };
  });
}

type ActiveStatus = 'confirmed' | 'waitlisted';

/** A booking not cancelled (yet): confirmed or on the waiting list. */
export const isActive = <B extends { status: string }>(booking: B): booking is B & { status: ActiveStatus } =>
  booking.status !== 'cancelled';

/** A booking staff make confirmed (a walk-in, a confirmed private request); answers its id. */
export async function insertConfirmedBooking(trx: Db, booking: Omit<repo.NewBooking, 'status'>): Promise<number> {
  const { id } = await repo.insertBooking(trx, { ...booking, status: 'confirmed' });
  await enqueueBookingEvent(trx, 'booking.created', id);
  return id;
}
