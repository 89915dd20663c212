import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { hasRow } from './has-row';
import { textArray } from './text-array';

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: readonly string[];
  name: string;
  backedUp: boolean;
  deviceType: 'singleDevice' | 'multiDevice';
}

const PASSKEY_COLUMNS = [
  'staff_passkeys.id',
  'staff_passkeys.user_id',
  'staff_passkeys.credential_id',
  'staff_passkeys.public_key',
  'staff_passkeys.counter',
  'staff_passkeys.transports',
  'staff_passkeys.name',
  'staff_passkeys.backed_up',
  'staff_passkeys.device_type',
  'staff_passkeys.created_at',
  'staff_passkeys.last_used_at',
] as const;

/** Stores a verified passkey; answers its row (a credential already registered to anyone throws: unique). */
export async function insertPasskey(db: Kysely<Database>, passkey: NewPasskey) {
  return db
    .insertInto('staff_passkeys')
    .values({
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: textArray(passkey.transports),
      name: passkey.name,
      backed_up: passkey.backedUp,
      device_type: passkey.deviceType,
    })
    .returning(PASSKEY_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** One person's passkeys, oldest first. */
export async function listPasskeys(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('staff_passkeys')
    .select(PASSKEY_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Whether a credential id is registered already (to anyone). */
export async function passkeyExists(db: Kysely<Database>, credentialId: string): Promise<boolean> {
  return hasRow(db.selectFrom('staff_passkeys').select('id').where('credential_id', '=', credentialId));
}

/** The passkey with this credential id, with its owner's account. */
export async function findPasskeyByCredential(db: Kysely<Database>, credentialId: string) {
  return db
    .selectFrom('staff_passkeys')
    .innerJoin('users', 'users.id', 'staff_passkeys.user_id')
    .select([...PASSKEY_COLUMNS, 'users.disabled_at'])
    .where('staff_passkeys.credential_id', '=', credentialId)
    .executeTakeFirst();
}

/**
 * Records a sign-in with a passkey: its new counter and last use, only if the counter moved forward (or
 * the authenticator keeps none: both zero). Answers false when another sign-in got there first with an
 * equal or higher counter, which is then a regression too.
 */
export async function recordPasskeyUse(db: Kysely<Database>, id: number, counter: number, now: Date): Promise<boolean> {
  return hasRow(
    db
      .updateTable('staff_passkeys')
      .set({ counter, last_used_at: now })
      .where('id', '=', id)
      .where('counter', counter === 0 ? '=' : '<', counter)
      .returning('id'),
  );
}

/** Renames one of the person's passkeys; answers false when they have none with that id. */
export async function renamePasskey(db: Kysely<Database>, userId: number, id: number, name: string) {
  return hasRow(
    db.updateTable('staff_passkeys').set({ name }).where('id', '=', id).where('user_id', '=', userId).returning('id'),
  );
}

/** Removes one of the person's passkeys; answers the removed row, or undefined when they have none with that id. */
export async function deletePasskey(db: Kysely<Database>, userId: number, id: number) {
  return db
    .deleteFrom('staff_passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

/** Stores a challenge to be answered once before `expiresAt`. */
export async function insertWebauthnChallenge(
  db: Kysely<Database>,
  challenge: { userId: number | null; purpose: 'register' | 'authenticate'; challenge: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('webauthn_challenges')
    .values({
      user_id: challenge.userId,
      purpose: challenge.purpose,
      challenge: challenge.challenge,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/**
 * Uses a challenge: marks it used if it is this purpose's (and this user's, for a registration), unused
 * and unexpired; answers whether it was. One statement, so two answers to one challenge cannot both pass.
 */
export async function useWebauthnChallenge(
  db: Kysely<Database>,
  query: { challenge: string; purpose: 'register' | 'authenticate'; userId: number | null },
  now: Date,
): Promise<boolean> {
  let update = db
    .updateTable('webauthn_challenges')
    .set({ used_at: now })
    .where('challenge', '=', query.challenge)
    .where('purpose', '=', query.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  update = query.userId === null ? update.where('user_id', 'is', null) : update.where('user_id', '=', query.userId);
  return hasRow(update.returning('id'));
}

/** Deletes challenges past their time (a periodic job); answers how many. */
export async function deleteExpiredWebauthnChallenges(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
