import { type Kysely, sql } from 'kysely';

const TABLES = ['classes', 'counselors', 'media_articles', 'stories', 'slider_items', 'corporate_clients', 'faq_items'];

/**
 * Scheduled publishing: a content row may carry the time it goes public (`publish_at`) and the time it
 * stops being public (`unpublish_at`). The scheduler job sets the status at those times and clears the
 * field it acted on; the partial indexes keep its every-minute look-up cheap.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN publish_at timestamptz, ADD COLUMN unpublish_at timestamptz`.execute(
      db,
    );
    await sql`CREATE INDEX ${sql.id(`${table}_publish_at`)} ON ${sql.table(table)} (publish_at) WHERE publish_at IS NOT NULL`.execute(
      db,
    );
    await sql`CREATE INDEX ${sql.id(`${table}_unpublish_at`)} ON ${sql.table(table)} (unpublish_at) WHERE unpublish_at IS NOT NULL`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN publish_at, DROP COLUMN unpublish_at`.execute(db);
  }
}
