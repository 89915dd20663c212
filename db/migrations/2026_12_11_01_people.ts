import { type Kysely, sql } from 'kysely';

/**
 * People (admin /admin/people): everyone who booked, was a guest with an address, subscribed, wrote or
 * asked for a private session is one person per normalised address, `lower(btrim(email))`. These indexes
 * on that expression let the people list group and a person's page find their rows without a scan each.
 *
 * `staff_notes`: what staff wrote about a person (admins only), keyed by the normalised address; erased
 * with the person's "delete my data", included in "download my data" (GDPR access right).
 */
const PERSON_INDEXES = [
  ['class_registrations_person_email_idx', 'class_registrations'],
  ['booking_guests_person_email_idx', 'booking_guests'],
  ['newsletter_subscribers_person_email_idx', 'newsletter_subscribers'],
  ['contact_messages_person_email_idx', 'contact_messages'],
  ['private_session_requests_person_email_idx', 'private_session_requests'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table] of PERSON_INDEXES) {
    await sql`CREATE INDEX ${sql.id(name)} ON ${sql.table(table)} (lower(btrim(email)))`.execute(db);
  }
  await sql`CREATE TABLE staff_notes (
    id serial PRIMARY KEY,
    person_email text NOT NULL CHECK (person_email = lower(btrim(person_email)) AND person_email <> ''),
    body text NOT NULL CHECK (btrim(body) <> ''),
    author_id integer REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX staff_notes_person_email_idx ON staff_notes (person_email, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_notes').ifExists().execute();
  for (const [name] of PERSON_INDEXES) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
}
