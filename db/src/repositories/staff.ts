import type { Role } from '@app/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { revokeSessions, updateUser } from './user-edits';

/** Every staff account with its status, its last sign-in (newest session) and how many sessions are live. */
export async function listStaffAccounts(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('users')
    .leftJoin('sessions', 'sessions.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.disabled_at',
      'users.invited_at',
      sql<Date | null>`max(sessions.created_at)`.as('last_sign_in_at'),
      sql<number>`count(sessions.id) filter (where sessions.revoked_at is null and sessions.expires_at > ${now})::int`.as(
        'active_sessions',
      ),
    ])
    .groupBy(['users.id', 'users.email', 'users.name', 'users.role', 'users.disabled_at', 'users.invited_at'])
    .orderBy('users.email')
    .execute();
}

/**
 * Locks the enabled admins' rows (so two changes cannot both remove "the other" admin) and answers their
 * ids; an invitation not yet taken up is nobody who could sign in.
 */
export async function lockActiveAdminIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .where('invited_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function setUserDisabledAt(db: Kysely<Database>, userId: number, disabledAt: Date | null) {
  await updateUser(db, userId, { disabled_at: disabledAt }).execute();
}

export async function setUserRole(db: Kysely<Database>, userId: number, role: Role) {
  await updateUser(db, userId, { role }).execute();
}

/** Ends every live session of a user; answers how many. */
export async function revokeAllSessions(db: Kysely<Database>, userId: number, now: Date): Promise<number> {
  const rows = await revokeSessions(db, now)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .returning('id')
    .execute();
  return rows.length;
}

export async function findUserById(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Marks an account invited (waiting for its invitee) or, with null, taken up. */
export async function setUserInvitedAt(db: Kysely<Database>, userId: number, invitedAt: Date | null) {
  await updateUser(db, userId, { invited_at: invitedAt }).execute();
}
