import { type Kysely, sql } from 'kysely';

/**
 * A booking queues its emails as their facts (`message`, the template's props as JSON) inside its
 * transaction, under the session's lock, and renders them right after it commits, so the lock is not
 * held while React renders. A row whose `message` is not null is not rendered yet (subject and parts
 * empty); rendering fills them and clears `message`. The mailer renders any row left so (a crash
 * between commit and render) before sending it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE email_outbox ADD COLUMN message jsonb`.execute(db);
  await sql`CREATE INDEX email_outbox_unrendered ON email_outbox (id) WHERE message IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE email_outbox DROP COLUMN message`.execute(db);
}
