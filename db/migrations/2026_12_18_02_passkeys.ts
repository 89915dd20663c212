import { type Kysely, sql } from 'kysely';

/**
 * Passkeys of staff accounts (WebAuthn, discoverable credentials) and the challenges they answer.
 * A credential is stored as the browser names it (`credential_id`, base64url) with its COSE public key
 * (base64url) and signature counter; a counter that goes backwards is refused at sign-in (a cloned key).
 * A challenge is used once and lives 5 minutes; a discoverable sign-in's has no user (nobody is named yet).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE staff_passkeys (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    credential_id text NOT NULL UNIQUE CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND length(credential_id) BETWEEN 16 AND 1366),
    public_key text NOT NULL CHECK (public_key ~ '^[A-Za-z0-9_-]+$'),
    counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
    transports text[] NOT NULL DEFAULT '{}',
    name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 80),
    backed_up boolean NOT NULL DEFAULT false,
    device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX staff_passkeys_user_idx ON staff_passkeys (user_id)`.execute(db);
  await sql`CREATE TABLE webauthn_challenges (
    id serial PRIMARY KEY,
    user_id integer REFERENCES users(id) ON DELETE CASCADE,
    purpose text NOT NULL CHECK (purpose IN ('register', 'authenticate')),
    challenge text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    CHECK (purpose = 'authenticate' OR user_id IS NOT NULL)
  )`.execute(db);
  await sql`CREATE INDEX webauthn_challenges_expires_idx ON webauthn_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').ifExists().execute();
  await db.schema.dropTable('staff_passkeys').ifExists().execute();
}
