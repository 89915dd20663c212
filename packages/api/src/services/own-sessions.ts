import { createHash } from 'node:crypto';
import type { OwnSession } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import type { SessionUser } from './sessions';
import { auditStaff } from './staff';
import { describeUserAgent } from './user-agent';

/**
 * The signed-in person's own sessions, each named by a hash of its id: the id itself stays on the
 * server, where it is half of a bearer token.
 */
const publicId = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

export async function listOwnSessions(ctx: Context, user: SessionUser): Promise<OwnSession[]> {
  const rows = await repo.listLiveSessions(ctx.db, user.id, ctx.now());
  return rows.map((row) => ({
    id: publicId(row.id),
    device: describeUserAgent(row.user_agent),
    signedInAt: row.created_at.toISOString(),
    lastUsedAt: (row.last_used_at ?? row.created_at).toISOString(),
    expiresAt: row.expires_at.toISOString(),
    current: row.id === user.sessionId,
  }));
}

/** Ends one of the person's own sessions (this one too, if they choose it: that signs them out here). */
export async function revokeOwnSession(ctx: Context, user: SessionUser, id: string): Promise<{ ok: true }> {
  const now = ctx.now();
  const rows = await repo.listLiveSessions(ctx.db, user.id, now);
  const session = rows.find((row) => publicId(row.id) === id);
  if (!session || !(await repo.revokeUserSession(ctx.db, user.id, session.id, now)))
    throw new AppError('NOT_FOUND', /*i18n*/ 'This session has already ended.');
  await auditStaff(ctx.db, user.id, 'staff.session-revoked', user, { device: describeUserAgent(session.user_agent) });
  return { ok: true };
}
