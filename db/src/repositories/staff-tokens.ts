import type { Kysely } from 'kysely';
import type { Database, StaffTokenPurpose } from '../schema';
import { stampOnce } from './stamp-once';

export async function insertStaffToken(
  db: Kysely<Database>,
  token: { userId: number; purpose: StaffTokenPurpose; tokenHash: string; expiresAt: Date },
) {
  await db
    .insertInto('staff_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Ends the unused links of one purpose (a newer one replaces them, or they were used up by another way in). */
export async function retireStaffTokens(
  db: Kysely<Database>,
  userId: number,
  purposes: readonly StaffTokenPurpose[],
  now: Date,
) {
  await db
    .updateTable('staff_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

/** A link that still works (unused, not expired), with its account. */
export async function findLiveStaffToken(db: Kysely<Database>, tokenHash: string, now: Date) {
  return db
    .selectFrom('staff_tokens')
    .innerJoin('users', 'users.id', 'staff_tokens.user_id')
    .select([
      'staff_tokens.id as tokenId',
      'staff_tokens.purpose',
      'staff_tokens.expires_at',
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.disabled_at',
    ])
    .where('staff_tokens.token_hash', '=', tokenHash)
    .where('staff_tokens.used_at', 'is', null)
    .where('staff_tokens.expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks a link used, once: answers false when another request used it first. */
export function useStaffToken(db: Kysely<Database>, tokenId: number, now: Date): Promise<boolean> {
  return stampOnce(db, 'staff_tokens', 'used_at', now, { id: tokenId });
}

/** When each account's newest unused invitation expires (for the staff list). */
export async function pendingInvitationExpiries(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('staff_tokens')
    .select(['user_id', (eb) => eb.fn.max('expires_at').as('expires_at')])
    .where('purpose', '=', 'invitation')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .groupBy('user_id')
    .execute();
}

/** Queues a "forgot password" request for the reset job: the same statement whoever the address is. */
export async function queuePasswordResetRequest(db: Kysely<Database>, email: string, now: Date) {
  await db.insertInto('password_reset_requests').values({ email, requested_at: now }).execute();
}

/**
 * Takes the oldest waiting request, locked until the transaction ends and deleted with it; another node's
 * job skips it meanwhile (SKIP LOCKED), so each request is handled once.
 */
export async function takePasswordResetRequest(trx: Kysely<Database>) {
  const row = await trx
    .selectFrom('password_reset_requests')
    .select(['id', 'email'])
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (row) await trx.deleteFrom('password_reset_requests').where('id', '=', row.id).execute();
  return row;
}
