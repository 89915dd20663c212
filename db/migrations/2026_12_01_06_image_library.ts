import { type Kysely, sql } from 'kysely';

/**
 * The media library: an image carries a caption per language beside its alternative text, may be
 * marked decorative (it then has no alternative text: screen readers skip it), keeps the name it was
 * uploaded under (for search) and the time its details or file last changed (replace in place).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE images
    ADD COLUMN caption jsonb NOT NULL DEFAULT '{}',
    ADD COLUMN decorative boolean NOT NULL DEFAULT false,
    ADD COLUMN file_name text,
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE images
    DROP COLUMN caption,
    DROP COLUMN decorative,
    DROP COLUMN file_name,
    DROP COLUMN updated_at`.execute(db);
}
