import type { Kysely, Selectable } from 'kysely';
import type { Database, RateLimitCountersTable } from '../schema';

/** Names one counter: what is counted (e.g. sign-in failures per address) and for whom. */
export interface RateLimitKey {
  scope: string;
  key: string;
}

export interface RateLimitCounter extends RateLimitKey {
  count: number;
  firstAt: Date;
  lastAt: Date;
  expiresAt: Date;
}

const toCounter = (row: Selectable<RateLimitCountersTable>): RateLimitCounter => ({
  scope: row.scope,
  key: row.key,
  count: Number(row.count),
  firstAt: row.first_at,
  lastAt: row.last_at,
  expiresAt: row.expires_at,
});

/**
 * Counts one attempt in a fixed window that starts at the first attempt and ends at `windowEnd`; an
 * ended window starts over. Atomic, so every node sees one count. Answers the count so far and when the
 * window ends.
 */
export async function countRateLimitAttempt(
  db: Kysely<Database>,
  counter: RateLimitKey,
  now: Date,
  windowEnd: Date,
): Promise<{ count: number; expiresAt: Date }> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ ...counter, count: 1, first_at: now, last_at: now, expires_at: windowEnd })
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet((eb) => {
        const ended = eb('rate_limit_counters.expires_at', '<=', eb.ref('excluded.first_at'));
        /** The stored window's value, or the new window's once the stored one ended. */
        const keptUnlessEnded = (column: 'first_at' | 'expires_at') =>
          eb
            .case()
            .when(ended)
            .then(eb.ref(`excluded.${column}`))
            .else(eb.ref(`rate_limit_counters.${column}`))
            .end();
        return {
          count: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('rate_limit_counters.count', '+', 1))
            .end(),
          first_at: keptUnlessEnded('first_at'),
          expires_at: keptUnlessEnded('expires_at'),
          last_at: eb.ref('excluded.last_at'),
        };
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), expiresAt: row.expires_at };
}

/**
 * Locks the counters (in a transaction, until it ends) and answers them as they are; a counter not
 * stored yet is answered with count 0, already expired. Callers lock in one order (sorted here) so two
 * transactions never wait on each other.
 */
export async function lockRateLimitCounters(
  trx: Kysely<Database>,
  keys: readonly RateLimitKey[],
  now: Date,
): Promise<RateLimitCounter[]> {
  const sorted = [...keys].sort((a, b) => a.scope.localeCompare(b.scope) || a.key.localeCompare(b.key));
  const rows = await trx
    .insertInto('rate_limit_counters')
    .values(sorted.map((k) => ({ ...k, count: 0, first_at: now, last_at: now, expires_at: now })))
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet((eb) => ({ count: eb.ref('rate_limit_counters.count') })),
    )
    .returningAll()
    .execute();
  return rows.map(toCounter);
}

/** Writes counters as given (rows locked by `lockRateLimitCounters` in the same transaction). */
export async function saveRateLimitCounters(trx: Kysely<Database>, counters: readonly RateLimitCounter[]) {
  if (counters.length === 0) return;
  await trx
    .insertInto('rate_limit_counters')
    .values(
      counters.map((c) => ({
        scope: c.scope,
        key: c.key,
        count: c.count,
        first_at: c.firstAt,
        last_at: c.lastAt,
        expires_at: c.expiresAt,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet((eb) => ({
        count: eb.ref('excluded.count'),
        first_at: eb.ref('excluded.first_at'),
        last_at: eb.ref('excluded.last_at'),
        expires_at: eb.ref('excluded.expires_at'),
      })),
    )
    .execute();
}

/** Takes back one counted attempt; a counter left at none is deleted. */
export async function uncountRateLimitAttempt(db: Kysely<Database>, counter: RateLimitKey) {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('scope', '=', counter.scope)
    .where('key', '=', counter.key)
    .execute();
  await db
    .deleteFrom('rate_limit_counters')
    .where('scope', '=', counter.scope)
    .where('key', '=', counter.key)
    .where('count', '<=', 0)
    .execute();
}

/** Forgets a counter. */
export async function clearRateLimitCounter(db: Kysely<Database>, counter: RateLimitKey) {
  await db
    .deleteFrom('rate_limit_counters')
    .where('scope', '=', counter.scope)
    .where('key', '=', counter.key)
    .execute();
}

/** Deletes the counters that count for nothing any more; answers how many. */
export async function deleteExpiredRateLimitCounters(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
