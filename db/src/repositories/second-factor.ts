import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { stampOnce } from './stamp-once';
import { hasRow } from './has-row';

type Db = Kysely<Database>;

/** The account's authenticator secret (confirmed or pending), if any. */
export async function findStaffTotp(db: Db, userId: number) {
  return db
    .selectFrom('staff_totp')
    .select(['secret_sealed', 'confirmed_at', 'last_used_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A new pending secret (replacing a pending one; a confirmed one stays until removed). */
export async function putPendingStaffTotp(db: Db, userId: number, secretSealed: string): Promise<boolean> {
  return hasRow(
    db
      .insertInto('staff_totp')
      .values({ user_id: userId, secret_sealed: secretSealed })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ secret_sealed: secretSealed, last_used_step: null })
          .where('staff_totp.confirmed_at', 'is', null),
      )
      .returning('user_id'),
  );
}

/**
 * Records `step` as used when it is later than the last used one (a replayed or older code does nothing);
 * answers whether it was recorded. With `confirmAt`, also confirms a pending secret.
 */
export async function useTotpStep(db: Db, userId: number, step: number, confirmAt?: Date): Promise<boolean> {
  return hasRow(
    db
      .updateTable('staff_totp')
      .set(confirmAt ? { last_used_step: step, confirmed_at: confirmAt } : { last_used_step: step })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]))
      .returning('user_id'),
  );
}

export async function deleteStaffTotp(db: Db, userId: number): Promise<boolean> {
  return hasRow(db.deleteFrom('staff_totp').where('user_id', '=', userId).returning('user_id'));
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: readonly string[]) {
  await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length > 0)
    await db
      .insertInto('staff_recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
      .execute();
}

/** Marks one unused recovery code used; answers whether it was one. */
export function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  return stampOnce(db, 'staff_recovery_codes', 'used_at', now, { user_id: userId, code_hash: codeHash });
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the account has a confirmed second factor (passkeys join this when they land). */
/** Which factors an account has set up: a confirmed authenticator app, passkeys. */
export async function confirmedFactors(db: Db, userId: number): Promise<{ totp: boolean; passkeys: number }> {
  const [totp, passkeys] = await Promise.all([
    db
      .selectFrom('staff_totp')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('staff_passkeys')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { totp: totp !== undefined, passkeys: Number(passkeys.count) };
}

export async function hasConfirmedFactor(db: Db, userId: number): Promise<boolean> {
  const factors = await confirmedFactors(db, userId);
  return factors.totp || factors.passkeys > 0;
}

export async function insertLoginTicket(
  db: Db,
  row: { userId: number; ticketHash: string | null; sessionId: string | null; remember: boolean; expiresAt: Date },
) {
  return db
    .insertInto('staff_login_tickets')
    .values({
      user_id: row.userId,
      ticket_hash: row.ticketHash,
      session_id: row.sessionId,
      remember: row.remember,
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const ticketColumns = [
  'id',
  'user_id',
  'remember',
  'email_code_hash',
  'email_code_expires_at',
  'attempts',
  'expires_at',
] as const;

/** The live (unused, unexpired) tickets and step-ups. */
const liveTickets = (db: Db, now: Date) =>
  db.selectFrom('staff_login_tickets').select(ticketColumns).where('used_at', 'is', null).where('expires_at', '>', now);

/** A live ticket, locked for the caller's transaction. */
export async function findLiveLoginTicket(db: Db, ticketHash: string, now: Date) {
  return liveTickets(db, now).where('ticket_hash', '=', ticketHash).forUpdate().executeTakeFirst();
}

/** The newest live step-up row of a session, locked. */
export async function findLiveStepUp(db: Db, sessionId: string, now: Date) {
  return liveTickets(db, now).where('session_id', '=', sessionId).orderBy('id', 'desc').forUpdate().executeTakeFirst();
}

export async function setTicketEmailCode(db: Db, id: number, codeHash: string, expiresAt: Date) {
  await db
    .updateTable('staff_login_tickets')
    // Wrong tries are not forgotten when a new code is sent: a ticket takes at most 5 in all.
    .set({ email_code_hash: codeHash, email_code_expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function countTicketAttempt(db: Db, id: number) {
  await db
    .updateTable('staff_login_tickets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Uses a ticket once; answers false when it was used meanwhile. */
export function useLoginTicket(db: Db, id: number, now: Date): Promise<boolean> {
  return stampOnce(db, 'staff_login_tickets', 'used_at', now, { id });
}

/** Forgets expired tickets and step-ups (and their code hashes); answers how many. */
export async function deleteExpiredLoginTickets(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('staff_login_tickets').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Stamps the session as having shown a second factor at `at`. */
export async function markSessionSecondFactor(db: Db, sessionId: string, at: Date) {
  await db.updateTable('sessions').set({ second_factor_at: at }).where('id', '=', sessionId).execute();
}

/** Removes every second factor of an account (an admin's or the CLI's reset); its sessions need one again. */
export async function removeAllFactors(db: Db, userId: number) {
  await db.deleteFrom('staff_totp').where('user_id', '=', userId).execute();
  await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('staff_passkeys').where('user_id', '=', userId).execute();
  await sql`UPDATE sessions SET second_factor_at = NULL WHERE user_id = ${userId}`.execute(db);
}
