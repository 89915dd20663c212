import { type Kysely, sql } from 'kysely';

/**
 * The REST surface for integrations (/api/v1, issue 31): bookings made with an API key have the source
 * 'api', and a sync asks for every booking changed since a time, by (updated_at, id). `updated_at` was
 * set by most writes but not all (reminders, attendance marks, erasure): a trigger now stamps every
 * update with the transaction's time, whatever the writer, so no change is missed; the index serves the
 * sync's keyset. Existing rows keep their `updated_at` (set at insert and by the writes that kept it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE class_registrations DROP CONSTRAINT IF EXISTS class_registrations_source_check`.execute(db);
  await sql`ALTER TABLE class_registrations ADD CONSTRAINT class_registrations_source_check
    CHECK (source IN ('web', 'walk-in', 'staff', 'private-request', 'api'))`.execute(db);
  await sql`CREATE FUNCTION class_registrations_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.updated_at := now();
      RETURN NEW;
    END
  $$`.execute(db);
  await sql`CREATE TRIGGER class_registrations_touch BEFORE UPDATE ON class_registrations
    FOR EACH ROW EXECUTE FUNCTION class_registrations_touch()`.execute(db);
  await sql`CREATE INDEX class_registrations_updated_at_id ON class_registrations (updated_at, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS class_registrations_updated_at_id`.execute(db);
  await sql`DROP TRIGGER IF EXISTS class_registrations_touch ON class_registrations`.execute(db);
  await sql`DROP FUNCTION IF EXISTS class_registrations_touch()`.execute(db);
  await sql`ALTER TABLE class_registrations DROP CONSTRAINT IF EXISTS class_registrations_source_check`.execute(db);
  // Bookings an integration made were made on someone's behalf, as staff do.
  await sql`UPDATE class_registrations SET source = 'staff' WHERE source = 'api'`.execute(db);
  await sql`ALTER TABLE class_registrations ADD CONSTRAINT class_registrations_source_check
    CHECK (source IN ('web', 'walk-in', 'staff', 'private-request'))`.execute(db);
}
