import { type Kysely, sql } from 'kysely';

/**
 * Idempotency keys (the `Idempotency-Key` header of the public submissions): one row per (scope, key),
 * where the scope is the operation (the procedure path, the same for its REST path and tRPC), with a
 * fingerprint of the validated input, and the first successful answer once it is made. A row whose
 * `answer` is null is a claim: the first request is running, and duplicates wait for it (`locked_until`
 * ends a claim whose node died). Rows live 24 hours (`expires_at`); a periodic job deletes them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      scope text NOT NULL,
      key text NOT NULL,
      fingerprint text NOT NULL,
      claim text NOT NULL,
      answer text,
      locked_until timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (scope, key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at)`.execute(db);
  await sql`
    COMMENT ON TABLE idempotency_keys IS
    'Answers replayed to retried submissions (Idempotency-Key header). answer holds personal data: what the first answer held (a booking''s status and times, its manage link when an answer carries one). Deleted 24 hours after created_at by the rate-limit clean-up job.'
  `.execute(db);
  await sql`COMMENT ON COLUMN idempotency_keys.answer IS 'The first successful answer (superjson); personal data, kept 24 hours.'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE idempotency_keys`.execute(db);
}
