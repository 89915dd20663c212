import { type Kysely, sql } from 'kysely';

/**
 * Rate-limit counters shared by every server node on one database, so N nodes allow a limit once, not N
 * times. One row per (scope, key): how many attempts counted, when the first and the last were, and when
 * the row stops mattering (expired rows are deleted by a periodic job, and ignored until then).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE rate_limit_counters (
      scope text NOT NULL,
      key text NOT NULL,
      count integer NOT NULL,
      first_at timestamptz NOT NULL,
      last_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (scope, key)
    )`.execute(db);
  await sql`CREATE INDEX rate_limit_counters_expires_at ON rate_limit_counters (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE rate_limit_counters`.execute(db);
}
