import { type Kysely, sql } from 'kysely';

/**
 * One link per booking, for as long as the booking exists, and calendar events that update.
 *
 * - `class_registrations.manage_link_version`: the version a booking's signed manage link carries
 *   (services/bookings/tokens.ts); staff reissuing a leaked link raise it, which retires the old one.
 *   Nothing in the database can rebuild a link: it is an HMAC under a key derived from SESSION_SECRET.
 *   `manage_token_hash` stays for links emailed before this migration (random tokens whose SHA-256 was
 *   kept): they keep working until the link is reissued, which clears the hash.
 * - `calendar_sequence` on bookings and sessions: the iCalendar SEQUENCE of the session's event grows
 *   with every change of either (a promotion, a cancellation, a new end), so calendars that imported
 *   it take the change. Rows already changed start where their files said, or above: a cancelled
 *   session's file said 1.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE class_registrations
    ADD COLUMN manage_link_version integer NOT NULL DEFAULT 1,
    ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0`.execute(db);
  await sql`UPDATE class_registrations
    SET calendar_sequence = (promoted_at IS NOT NULL)::int + (status = 'cancelled')::int`.execute(db);
  await sql`ALTER TABLE class_sessions ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0`.execute(db);
  await sql`UPDATE class_sessions SET calendar_sequence = 1 WHERE status = 'cancelled'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE class_sessions DROP COLUMN calendar_sequence`.execute(db);
  await sql`ALTER TABLE class_registrations DROP COLUMN calendar_sequence, DROP COLUMN manage_link_version`.execute(db);
}
