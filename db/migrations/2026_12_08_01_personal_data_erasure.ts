import { type Kysely, sql } from 'kysely';

/**
 * A person's right to erasure (docs/privacy.md): their bookings, private-session requests and messages
 * stay as anonymous rows for the studio's counts, with `erased_at` set and every personal field emptied.
 * The last email, confirming the erasure, is sent and then deleted from the outbox (`erase_after_send`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['class_registrations', 'private_session_requests', 'contact_messages']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN erased_at timestamptz`.execute(db);
  }
  await sql`ALTER TABLE email_outbox ADD COLUMN erase_after_send boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE email_outbox DROP COLUMN erase_after_send`.execute(db);
  for (const table of ['class_registrations', 'private_session_requests', 'contact_messages']) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN erased_at`.execute(db);
  }
}
