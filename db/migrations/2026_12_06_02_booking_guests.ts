import { type Kysely, sql } from 'kysely';

/**
 * Guests of a booking: each seat beyond the first may carry a guest's name, and optionally an email
 * address (the guest then gets the confirmation and the reminder too, in the booker's language).
 * `position` is the seat (2 for the first guest), unique per booking; the rows go with their booking.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE booking_guests (
    id serial PRIMARY KEY,
    booking_id integer NOT NULL REFERENCES class_registrations(id) ON DELETE CASCADE,
    position integer NOT NULL CHECK (position >= 2),
    name text NOT NULL,
    email text,
    reminder_sent_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (booking_id, position)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_guests').ifExists().execute();
}
