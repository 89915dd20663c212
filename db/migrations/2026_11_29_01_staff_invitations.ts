import { type Kysely, sql } from 'kysely';

/**
 * Staff accounts managed in the back office: an invited account waits (`invited_at`) until its
 * invitee sets a password or signs in through OpenID Connect; invitation and password-reset links are
 * single-use tokens of which only the SHA-256 is kept; a session remembers when it was last used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN invited_at timestamptz`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN last_used_at timestamptz`.execute(db);
  await sql`CREATE TABLE staff_tokens (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose text NOT NULL CHECK (purpose IN ('invitation', 'password-reset')),
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX staff_tokens_user ON staff_tokens (user_id, purpose)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_tokens').ifExists().execute();
  await sql`ALTER TABLE sessions DROP COLUMN last_used_at`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN invited_at`.execute(db);
}
