import type { ClassType } from '@app/contract';
import { type Db, repo } from '@app/db';
import { scopeChanged } from '../../../cache-scope';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import { classScope } from '../../bookings/class-scope';
import type { LockedSession } from '../../bookings/waiting-list';
import type { SessionUser } from '../../sessions';
import { SESSION_NOT_FOUND } from './read';

/** What staff did to a session, a booking or a request, in the audit log under their name. */
export async function staffAudit(
  db: Db,
  user: SessionUser,
  action: string,
  entity: 'session' | 'booking' | 'private session request',
  entityId: number,
  summary: Record<string, unknown> & { title: string },
) {
  await repo.insertAuditEntry(db, { userId: user.id, action, entity, entityId: String(entityId), summary });
}

interface ChangedClass {
  classId: number;
  slug: string;
  classType: ClassType;
}

export const classOf = (session: LockedSession): ChangedClass => ({
  classId: session.class_id,
  slug: session.slug,
  classType: session.class_type,
});

/** A session's seats or dates changed: that class's cached public reads go, on every node (as bookings do). */
export async function classChanged(ctx: Context, changed: ChangedClass | null): Promise<void> {
  if (changed) await scopeChanged(ctx, await classScope(ctx.db, changed));
}

/** The session row, locked until the transaction ends (404 when there is none). */
export async function lockSessionOrFail(trx: Db, sessionId: number): Promise<LockedSession> {
  const session = await repo.lockSession(trx, sessionId);
  if (!session) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  return session;
}
