import { type Kysely, sql } from 'kysely';

/**
 * Registrants' personal data is never removed by a content delete: a class that has registrations
 * cannot be deleted (the back office answers 409 and suggests unpublishing it). Contact messages and
 * newsletter subscribers reference no content row, so no content delete reaches them either.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE class_registrations
    DROP CONSTRAINT class_registrations_class_id_fkey,
    ADD CONSTRAINT class_registrations_class_id_fkey
      FOREIGN KEY (class_id) REFERENCES classes (id) ON DELETE RESTRICT`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE class_registrations
    DROP CONSTRAINT class_registrations_class_id_fkey,
    ADD CONSTRAINT class_registrations_class_id_fkey
      FOREIGN KEY (class_id) REFERENCES classes (id) ON DELETE CASCADE`.execute(db);
}
