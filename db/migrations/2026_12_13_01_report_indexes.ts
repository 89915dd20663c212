import { type Kysely, sql } from 'kysely';

/**
 * Reports (admin /admin/reports) count newsletter sign-ups confirmed, unsubscribes and issues sent in a
 * period: these indexes find those rows by the instant without reading every subscriber or issue. The
 * session and booking figures use the indexes already there (class_sessions_starts_idx on `starts_at`,
 * class_registrations_session_idx on `(session_id, status, …)`, and 2026_12_11_01_people's
 * `lower(btrim(email))` for a person's earlier visits).
 */
const INDEXES = [
  [
    'newsletter_subscribers_confirmed_at_idx',
    sql`newsletter_subscribers (confirmed_at) WHERE confirmed_at IS NOT NULL`,
  ],
  [
    'newsletter_subscribers_unsubscribed_at_idx',
    sql`newsletter_subscribers (unsubscribed_at) WHERE unsubscribed_at IS NOT NULL`,
  ],
  ['newsletter_issues_sent_at_idx', sql`newsletter_issues (sent_at) WHERE status = 'sent'`],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, on] of INDEXES) await sql`CREATE INDEX ${sql.id(name)} ON ${on}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
}
