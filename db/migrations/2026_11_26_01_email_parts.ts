import { type Kysely, sql } from 'kysely';

/**
 * Every email is queued whole, as it will be sent: besides the subject and the text and HTML parts
 * (`body_html` already existed), its extra headers (`{"List-Unsubscribe": "<…>"}`) and its attachments
 * (`[{"filename", "contentType", "content"}]`, content base64-encoded, e.g. a session's `.ics`).
 * Rows queued before keep no HTML and are sent as text only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE email_outbox
    ADD COLUMN headers jsonb NOT NULL DEFAULT '{}',
    ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE email_outbox DROP COLUMN headers, DROP COLUMN attachments`.execute(db);
}
