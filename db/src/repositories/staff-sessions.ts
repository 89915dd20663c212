import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { stampOnce } from './stamp-once';

/** A user's live sessions (not revoked, not expired), the most recently used first. */
export async function listLiveSessions(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'expires_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy((eb) => eb.fn.coalesce('last_used_at', 'created_at'), 'desc')
    .orderBy('id')
    .execute();
}

/** Revokes one live session of a user; answers whether there was one. */
export function revokeUserSession(
  db: Kysely<Database>,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  return stampOnce(db, 'sessions', 'revoked_at', now, { id: sessionId, user_id: userId });
}

/** Records that a session was just used. */
export async function touchSession(db: Kysely<Database>, sessionId: string, now: Date) {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}
