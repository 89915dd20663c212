import { type Kysely, sql } from 'kysely';

/**
 * Double opt-in: a sign-up waits for its confirmation link (only the token's SHA-256 is kept, cleared
 * once used) and counts from `confirmation_sent_at`, which a repeated sign-up moves on; unconfirmed rows
 * are deleted 7 days after it. Subscribers from before confirmation existed signed up under the old
 * single opt-in form and stay subscribed: their consent time stands for the confirmation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE newsletter_subscribers
    ADD COLUMN confirmed_at timestamptz,
    ADD COLUMN confirm_token_hash text,
    ADD COLUMN confirmation_sent_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`UPDATE newsletter_subscribers SET confirmed_at = consented_at, confirmation_sent_at = consented_at`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX newsletter_subscribers_confirm_token_key
    ON newsletter_subscribers (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX newsletter_subscribers_confirm_token_key`.execute(db);
  await sql`ALTER TABLE newsletter_subscribers
    DROP COLUMN confirmed_at, DROP COLUMN confirm_token_hash, DROP COLUMN confirmation_sent_at`.execute(db);
}
