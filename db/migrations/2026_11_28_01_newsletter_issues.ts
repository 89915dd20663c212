import { type Kysely, sql } from 'kysely';

/**
 * Newsletter issues written in the back office, and who each was queued for. A delivery row is the
 * record that a subscriber got an issue: its primary key (issue, subscriber) is what keeps anyone from
 * receiving an issue twice, whichever node sends and however often it restarts. Issues that have
 * deliveries cannot be deleted (only drafts can, and drafts have none).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE newsletter_issues (
    id serial PRIMARY KEY,
    subject jsonb NOT NULL,
    body jsonb NOT NULL,
    status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sending', 'sent')),
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    updated_by integer REFERENCES users (id) ON DELETE SET NULL,
    started_by integer REFERENCES users (id) ON DELETE SET NULL,
    send_started_at timestamptz,
    sent_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    version integer NOT NULL DEFAULT 1
  )`.execute(db);
  await sql`CREATE TABLE newsletter_deliveries (
    issue_id integer NOT NULL REFERENCES newsletter_issues (id),
    subscriber_id integer NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
    outbox_id integer REFERENCES email_outbox (id) ON DELETE SET NULL,
    locale text NOT NULL,
    queued_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (issue_id, subscriber_id)
  )`.execute(db);
  await sql`CREATE INDEX newsletter_deliveries_outbox ON newsletter_deliveries (outbox_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE newsletter_deliveries`.execute(db);
  await sql`DROP TABLE newsletter_issues`.execute(db);
}
