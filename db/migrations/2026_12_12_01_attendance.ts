import { type Kysely, sql } from 'kysely';

/**
 * Attendance: each confirmed booking, and each of its guests, is marked `attended` or `no_show` (null:
 * not marked yet), with when and by whom (`attendance_marked_by`: the staff member; null when the
 * no-show job marked it after the session ended). A booking's `checked_in_at` stays: it is the moment
 * of an `attended` mark (the constraint keeps the two together), so every check-in made before this
 * migration becomes `attended`. `late_cancel`: staff cancelled the booking after the class's online
 * cancellation deadline (someone at the door or on the phone).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['class_registrations', 'booking_guests']) {
    await sql`ALTER TABLE ${sql.table(table)}
      ADD COLUMN attendance text CHECK (attendance IN ('attended', 'no_show')),
      ADD COLUMN attendance_marked_at timestamptz,
      ADD COLUMN attendance_marked_by integer REFERENCES users(id) ON DELETE SET NULL`.execute(db);
  }
  await sql`UPDATE class_registrations
    SET attendance = 'attended', attendance_marked_at = checked_in_at
    WHERE checked_in_at IS NOT NULL`.execute(db);
  await sql`ALTER TABLE class_registrations
    ADD CONSTRAINT class_registrations_checked_in_attended
      CHECK ((attendance IS NOT DISTINCT FROM 'attended') = (checked_in_at IS NOT NULL)),
    ADD COLUMN late_cancel boolean NOT NULL DEFAULT false`.execute(db);
  // The no-show job looks for unmarked confirmed bookings of sessions that have ended.
  await sql`CREATE INDEX class_registrations_unmarked_idx ON class_registrations (session_id)
    WHERE status = 'confirmed' AND attendance IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS class_registrations_unmarked_idx`.execute(db);
  await sql`ALTER TABLE class_registrations
    DROP CONSTRAINT class_registrations_checked_in_attended,
    DROP COLUMN late_cancel`.execute(db);
  for (const table of ['class_registrations', 'booking_guests']) {
    await sql`ALTER TABLE ${sql.table(table)}
      DROP COLUMN attendance, DROP COLUMN attendance_marked_at, DROP COLUMN attendance_marked_by`.execute(db);
  }
}
