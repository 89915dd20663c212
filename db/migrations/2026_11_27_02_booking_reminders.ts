import { type Kysely, sql } from 'kysely';

/**
 * Each confirmed booking is reminded once before its session: `reminder_sent_at` records when, and the
 * partial index holds only the bookings still waiting for one, so the scheduler's claim stays small
 * however many bookings the site keeps.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE class_registrations ADD COLUMN reminder_sent_at timestamptz NULL`.execute(db);
  await sql`CREATE INDEX class_registrations_reminder_due ON class_registrations (session_id)
    WHERE status = 'confirmed' AND reminder_sent_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX class_registrations_reminder_due`.execute(db);
  await sql`ALTER TABLE class_registrations DROP COLUMN reminder_sent_at`.execute(db);
}
