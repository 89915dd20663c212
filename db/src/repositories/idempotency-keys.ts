import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** One operation's key (`scope`: the procedure path). */
export interface IdempotencyKeyId {
  scope: string;
  key: string;
}

export interface IdempotencyKeyClaim extends IdempotencyKeyId {
  fingerprint: string;
  /** A random name of the claiming request. */
  claim: string;
  now: Date;
  lockedUntil: Date;
  expiresAt: Date;
}

export interface StoredIdempotencyKey {
  fingerprint: string;
  answer: string | null;
  lockedUntil: Date;
  expiresAt: Date;
}

/**
 * Claims a key for a request: inserts its row, or takes over a row that expired or whose claim was left
 * (its holder's lease ended with no answer). One statement, so of concurrent claims on every node exactly
 * one wins; true for it.
 */
export async function claimIdempotencyKey(db: Kysely<Database>, claim: IdempotencyKeyClaim): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      scope: claim.scope,
      key: claim.key,
      fingerprint: claim.fingerprint,
      claim: claim.claim,
      answer: null,
      locked_until: claim.lockedUntil,
      created_at: claim.now,
      expires_at: claim.expiresAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet((eb) => ({
          fingerprint: eb.ref('excluded.fingerprint'),
          claim: eb.ref('excluded.claim'),
          answer: null,
          locked_until: eb.ref('excluded.locked_until'),
          created_at: eb.ref('excluded.created_at'),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.expires_at', '<=', eb.ref('excluded.created_at')),
            eb.and([
              eb('idempotency_keys.answer', 'is', null),
              eb('idempotency_keys.locked_until', '<=', eb.ref('excluded.created_at')),
            ]),
          ]),
        ),
    )
    .returning('claim')
    .executeTakeFirst();
  return row?.claim === claim.claim;
}

export async function findIdempotencyKey(
  db: Kysely<Database>,
  id: IdempotencyKeyId,
): Promise<StoredIdempotencyKey | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'answer', 'locked_until', 'expires_at'])
    .where('scope', '=', id.scope)
    .where('key', '=', id.key)
    .executeTakeFirst();
  return (
    row && {
      fingerprint: row.fingerprint,
      answer: row.answer,
      lockedUntil: row.locked_until,
      expiresAt: row.expires_at,
    }
  );
}

/** Stores the answer of the request holding the claim; false if the claim is no longer its own. */
export async function storeIdempotentAnswer(
  db: Kysely<Database>,
  id: IdempotencyKeyId & { claim: string; answer: string },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ answer: id.answer })
    .where('scope', '=', id.scope)
    .where('key', '=', id.key)
    .where('claim', '=', id.claim)
    .where('answer', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives a claim up (its request failed and nothing was stored): the next request with the key runs. */
export async function releaseIdempotencyKey(db: Kysely<Database>, id: IdempotencyKeyId & { claim: string }) {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', id.scope)
    .where('key', '=', id.key)
    .where('claim', '=', id.claim)
    .where('answer', 'is', null)
    .execute();
}

/** Deletes keys past their 24 hours; answers how many. */
export async function deleteExpiredIdempotencyKeys(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
