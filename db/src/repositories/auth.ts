import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { revokeSessions, updateUser } from './user-edits';

export async function updateUserName(db: Kysely<Database>, userId: number, name: string) {
  return updateUser(db, userId, { name }).returning(['id', 'email', 'name', 'role']).executeTakeFirstOrThrow();
}

export async function findPasswordHash(db: Kysely<Database>, userId: number) {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function updatePasswordHash(db: Kysely<Database>, userId: number, passwordHash: string) {
  await updateUser(db, userId, { password_hash: passwordHash }).execute();
}

/** Revokes every live session of a user except one. */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, keepSessionId: string, now: Date) {
  await revokeSessions(db, now).where('user_id', '=', userId).where('id', '<>', keepSessionId).execute();
}

export async function listUsers(db: Kysely<Database>) {
  return db.selectFrom('users').select(['id', 'email', 'name', 'role']).orderBy('name').execute();
}

export async function insertOauthState(
  db: Kysely<Database>,
  row: {
    state: string;
    provider: string;
    codeVerifier: string;
    nonce: string;
    returnTo: string | null;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('oauth_states')
    .values({
      state: row.state,
      provider: row.provider,
      code_verifier: row.codeVerifier,
      nonce: row.nonce,
      return_to: row.returnTo,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Reads and deletes a sign-in state: each may be used once. */
export async function takeOauthState(db: Kysely<Database>, state: string, now: Date) {
  const row = await db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .returning(['provider', 'code_verifier', 'nonce', 'return_to', 'expires_at'])
    .executeTakeFirst();
  await db.deleteFrom('oauth_states').where('expires_at', '<', now).execute();
  return row && row.expires_at > now ? row : undefined;
}

export async function insertOauthHandoff(
  db: Kysely<Database>,
  row: { codeHash: string; sessionId: string; expiresAt: Date },
) {
  await db
    .insertInto('oauth_handoffs')
    .values({ code_hash: row.codeHash, session_id: row.sessionId, expires_at: row.expiresAt })
    .execute();
}

/** Marks a handoff code used and answers its session, once, before it expires. */
export async function takeOauthHandoff(db: Kysely<Database>, codeHash: string, now: Date) {
  return db
    .updateTable('oauth_handoffs')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['session_id'])
    .executeTakeFirst();
}

export async function findSessionExpiry(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('sessions')
    .select(['expires_at', 'user_id', 'second_factor_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}
