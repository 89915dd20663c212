import type { Kysely } from 'kysely';
import type { Database } from '../schema';

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
export async function revokeUserSession(
  db: Kysely<Database>,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records that a session was just used. */
export async function touchSession(db: Kysely<Database>, sessionId: string, now: Date) {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}
