import { type Kysely, sql } from 'kysely';

/**
 * API keys for integrations: a key is its own principal with scopes, created by an admin. The secret
 * (`rt_` + 32 random bytes, base64url) is shown once; only its SHA-256 (hex) is stored, with its first
 * characters (`prefix`) to recognise it in lists. Last use is kept to the minute, with the client address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE api_keys (
    id serial PRIMARY KEY,
    name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 80),
    prefix text NOT NULL UNIQUE,
    secret_hash text NOT NULL UNIQUE CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
    scopes text[] NOT NULL CHECK (
      cardinality(scopes) > 0 AND
      scopes <@ ARRAY['content:read', 'sessions:read', 'bookings:read', 'bookings:write', 'people:read', 'webhooks:manage']::text[]
    ),
    expires_at timestamptz,
    last_used_at timestamptz,
    last_used_ip text,
    revoked_at timestamptz,
    created_by integer REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_keys').ifExists().execute();
}
