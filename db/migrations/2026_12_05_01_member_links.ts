import { type Kysely, sql } from 'kysely';

/**
 * Members sign in to "My bookings" with an emailed link; the email address is their identity.
 *
 * - `member_link_requests`: "send me a link" requests waiting for the link job (the request only adds a
 *   row, the same for any address, so its answer tells nothing by its time); deleted once handled.
 * - `member_links`: the sign-in links sent, by the SHA-256 of their token (the token itself is never
 *   stored), single use, 30 minutes.
 * - `member_states`: per member, keyed by an HMAC of the normalised address (not the address itself), what
 *   signing out everywhere and resetting the calendar feed need: sessions issued before `signed_out_at`
 *   are refused; the feed's address holds `feed_version`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE member_link_requests (
      id serial PRIMARY KEY,
      email text NOT NULL,
      locale text NOT NULL,
      requested_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE member_links (
      id serial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX member_links_expires_at ON member_links (expires_at)`.execute(db);
  await sql`
    CREATE TABLE member_states (
      email_key text PRIMARY KEY,
      signed_out_at timestamptz,
      feed_version integer NOT NULL DEFAULT 0
    )`.execute(db);
  // "My bookings" lists a member's bookings and requests by address, in any case.
  await sql`CREATE INDEX class_registrations_lower_email ON class_registrations (lower(email))`.execute(db);
  await sql`CREATE INDEX private_session_requests_lower_email ON private_session_requests (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX private_session_requests_lower_email`.execute(db);
  await sql`DROP INDEX class_registrations_lower_email`.execute(db);
  await sql`DROP TABLE member_states`.execute(db);
  await sql`DROP TABLE member_links`.execute(db);
  await sql`DROP TABLE member_link_requests`.execute(db);
}
