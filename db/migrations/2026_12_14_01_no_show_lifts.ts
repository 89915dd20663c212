import { type Kysely, sql } from 'kysely';

/**
 * The optional no-show policy (booking setting `noShowLimit`): an address with that many no-shows on
 * sessions that started in the last 30 days cannot book online until an admin lifts the pause.
 * `no_show_lifts`: each lift, keyed by the normalised address (`lower(btrim(email))`), with when and by
 * whom; no-shows of sessions that started before the latest lift no longer count. Erased with the
 * person's "delete my data".
 *
 * The count runs on every online booking when the policy is on: these partial indexes hold only the
 * no-show marks, by normalised address, so it reads a handful of rows however many bookings there are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE no_show_lifts (
    id serial PRIMARY KEY,
    person_email text NOT NULL CHECK (person_email = lower(btrim(person_email)) AND person_email <> ''),
    lifted_at timestamptz NOT NULL DEFAULT now(),
    lifted_by integer REFERENCES users(id) ON DELETE SET NULL
  )`.execute(db);
  await sql`CREATE INDEX no_show_lifts_person_email_idx ON no_show_lifts (person_email, lifted_at)`.execute(db);
  await sql`CREATE INDEX class_registrations_no_show_email_idx ON class_registrations (lower(btrim(email)))
    WHERE attendance = 'no_show'`.execute(db);
  await sql`CREATE INDEX booking_guests_no_show_email_idx ON booking_guests (lower(btrim(email)))
    WHERE attendance = 'no_show'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS booking_guests_no_show_email_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS class_registrations_no_show_email_idx`.execute(db);
  await db.schema.dropTable('no_show_lifts').ifExists().execute();
}
