import { type Kysely, sql } from 'kysely';

const TABLES = ['classes', 'counselors', 'media_articles', 'stories', 'slider_items', 'corporate_clients', 'faq_items'];

/**
 * The trash: deleting a content row marks it (`deleted_at`, `deleted_by`) and makes it a draft, keeping
 * the status it had (`status_before_delete`) for a restore. Public reads ask for published rows only,
 * so a trashed row is never public; the back office's lists leave trashed rows out. The purge job
 * deletes rows trashed more than 30 days ago (the partial index keeps its look-up cheap).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)}
      ADD COLUMN deleted_at timestamptz,
      ADD COLUMN deleted_by integer REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN status_before_delete text`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_deleted_at`)} ON ${sql.table(table)} (deleted_at) WHERE deleted_at IS NOT NULL`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN deleted_at, DROP COLUMN deleted_by, DROP COLUMN status_before_delete`.execute(
      db,
    );
  }
}
