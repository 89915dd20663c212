import { type Kysely, sql } from 'kysely';

/**
 * How a person attends a hybrid class: 'in-person' or 'online', chosen when booking (and changeable from
 * the manage link until the cancellation deadline); null for bookings of in-person or online classes,
 * whose format says it already.
 *
 * Bookings of hybrid classes made before the choice existed are set to 'in-person': until now their
 * emails showed the place first and the studio counted them as bodies in the room, so that is what those
 * people were told and what the studio planned for; a member who meant online can switch on the manage page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE class_registrations ADD COLUMN attendance_mode text
    CHECK (attendance_mode IN ('in-person', 'online'))`.execute(db);
  await sql`UPDATE class_registrations r SET attendance_mode = 'in-person'
    FROM classes c
    WHERE c.id = r.class_id AND c.extend_info->>'format' = 'hybrid'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE class_registrations DROP COLUMN attendance_mode`.execute(db);
}
