import { type Kysely, sql } from 'kysely';

/**
 * The first-admin setup link a production server logs on an empty database: at most one row (the key is
 * always true), so nodes starting together on one database make exactly one link. Only the SHA-256 of
 * its token is kept; `used_at` ends it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE first_admin_setup (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    token_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    used_at timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('first_admin_setup').ifExists().execute();
}
