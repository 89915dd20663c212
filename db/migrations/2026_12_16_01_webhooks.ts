import { type Kysely, sql } from 'kysely';

/**
 * Webhooks (issue 31). `webhook_endpoints`: where events go. The secret must be readable to compute the
 * HMAC of each delivery (Standard Webhooks signs with the raw key), so it cannot be hashed like an API
 * key's: it is stored sealed (AES-256-GCM under a key derived from the server's SESSION_SECRET), never in
 * clear; during a rotation the previous secret also signs until `previous_secret_expires_at`.
 * `webhook_messages`: the outbox, one row per (event, endpoint), written in the transaction of the change;
 * `object_key` orders the messages of one object per endpoint. `webhook_deliveries`: the log of attempts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE webhook_endpoints (
    id serial PRIMARY KEY,
    url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
    description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
    events text[] NOT NULL CHECK (cardinality(events) > 0),
    secret_sealed text NOT NULL,
    secret_prefix text NOT NULL,
    previous_secret_sealed text,
    previous_secret_expires_at timestamptz,
    enabled boolean NOT NULL DEFAULT true,
    disabled_reason text,
    failing_since timestamptz,
    created_by integer REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE webhook_messages (
    id serial PRIMARY KEY,
    event_id text NOT NULL,
    endpoint_id integer NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
    type text NOT NULL,
    object_key text NOT NULL,
    payload text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    first_attempt_at timestamptz,
    delivered_at timestamptz,
    given_up_at timestamptz,
    locked_until timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  // The worker's scan: pending messages by when they are due.
  await sql`CREATE INDEX webhook_messages_pending ON webhook_messages (next_attempt_at, id)
    WHERE delivered_at IS NULL AND given_up_at IS NULL`.execute(db);
  // "Is an earlier message of this object still undelivered?"
  await sql`CREATE INDEX webhook_messages_object ON webhook_messages (endpoint_id, object_key, id)
    WHERE delivered_at IS NULL AND given_up_at IS NULL`.execute(db);
  await sql`CREATE TABLE webhook_deliveries (
    id serial PRIMARY KEY,
    message_id integer NOT NULL REFERENCES webhook_messages(id) ON DELETE CASCADE,
    endpoint_id integer NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
    attempt integer NOT NULL,
    attempted_at timestamptz NOT NULL,
    status integer,
    duration_ms integer NOT NULL,
    ok boolean NOT NULL,
    answer_start text NOT NULL DEFAULT '',
    error text
  )`.execute(db);
  await sql`CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').ifExists().execute();
  await db.schema.dropTable('webhook_messages').ifExists().execute();
  await db.schema.dropTable('webhook_endpoints').ifExists().execute();
}
