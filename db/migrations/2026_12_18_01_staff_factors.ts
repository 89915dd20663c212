import { type Kysely, sql } from 'kysely';

/**
 * A second factor for staff (issue 32). `staff_totp`: one authenticator secret per account, sealed
 * (AES-256-GCM under a key derived from SESSION_SECRET: a copy of the database alone does not reveal it),
 * active once confirmed; `last_used_step` refuses a replayed code. `staff_recovery_codes`: SHA-256 of the
 * ten single-use codes. `staff_login_tickets`: a correct password's ticket (5 minutes, once), with the
 * emailed 6-digit code when one is sent (hash only, 10 minutes, wrong tries counted); a row with a
 * `session_id` is an emailed code for a fresh factor on that session (step-up). `sessions.second_factor_at`:
 * when the session last showed a second factor (null: a password only). Passkeys have their own migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE staff_totp (
    user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    secret_sealed text NOT NULL,
    confirmed_at timestamptz,
    last_used_step bigint,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE staff_recovery_codes (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (user_id, code_hash)
  )`.execute(db);
  await sql`CREATE TABLE staff_login_tickets (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    ticket_hash text UNIQUE CHECK (ticket_hash ~ '^[0-9a-f]{64}$'),
    session_id text REFERENCES sessions(id) ON DELETE CASCADE,
    remember boolean NOT NULL DEFAULT false,
    email_code_hash text CHECK (email_code_hash ~ '^[0-9a-f]{64}$'),
    email_code_expires_at timestamptz,
    attempts integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    CHECK ((ticket_hash IS NULL) <> (session_id IS NULL))
  )`.execute(db);
  await sql`CREATE INDEX staff_login_tickets_user ON staff_login_tickets (user_id)`.execute(db);
  await sql`CREATE INDEX staff_login_tickets_session ON staff_login_tickets (session_id) WHERE session_id IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE sessions ADD COLUMN second_factor_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS second_factor_at`.execute(db);
  await db.schema.dropTable('staff_login_tickets').ifExists().execute();
  await db.schema.dropTable('staff_recovery_codes').ifExists().execute();
  await db.schema.dropTable('staff_totp').ifExists().execute();
}
