import { type Kysely, sql } from 'kysely';

/**
 * OpenID Connect sign-in state kept in the database, so the callback may land on any node:
 * the PKCE verifier per `state`, and the one-time code that hands a new session to the SPA.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE oauth_states (
    state text PRIMARY KEY,
    provider text NOT NULL,
    code_verifier text NOT NULL,
    nonce text NOT NULL,
    return_to text,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE oauth_handoffs (
    code_hash text PRIMARY KEY,
    session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    remember boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oauth_handoffs').ifExists().execute();
  await db.schema.dropTable('oauth_states').ifExists().execute();
}
