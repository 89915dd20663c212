import { type Kysely, sql } from 'kysely';

/**
 * A booking moving to a full session waits there without losing its place where it is.
 *
 * `class_registrations.moves_booking_id`: this row is not a booking of its own but a place on the
 * waiting list of another session held for the booking it names, which keeps its seats in its own
 * session meanwhile. The row queues like any waitlisted booking (same order, same position); once the
 * waiting list confirms it, the move is finished (services/bookings/reschedule.ts): the named booking
 * takes this session and seats, this row goes, and the seats left behind go to that session's waiting
 * list. At most one such row per booking that is not cancelled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE class_registrations
    ADD COLUMN moves_booking_id integer REFERENCES class_registrations(id) ON DELETE CASCADE`.execute(db);
  await sql`CREATE UNIQUE INDEX class_registrations_one_move
    ON class_registrations (moves_booking_id) WHERE moves_booking_id IS NOT NULL AND status <> 'cancelled'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM class_registrations WHERE moves_booking_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE class_registrations DROP COLUMN moves_booking_id`.execute(db);
}
