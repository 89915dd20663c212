import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Adds a newsletter subscriber, or (same email, any case) undoes a past unsubscribe and keeps the
 * stored name unless a new one is given. `inserted` says whether the row is new.
 */
export async function upsertNewsletterSubscriber(
  db: Kysely<Database>,
  subscriber: { email: string; name: string | null; locale: string; unsubscribeToken: string },
): Promise<{ unsubscribeToken: string; inserted: boolean }> {
  const row = await db
    .insertInto('newsletter_subscribers')
    .values({
      email: subscriber.email,
      name: subscriber.name,
      locale: subscriber.locale,
      unsubscribe_token: subscriber.unsubscribeToken,
    })
    .onConflict((oc) =>
      oc
        .expression(sql`lower(email)`)
        .doUpdateSet({ unsubscribed_at: null, name: sql`coalesce(excluded.name, newsletter_subscribers.name)` }),
    )
    .returning(['unsubscribe_token', sql<boolean>`(xmax = 0)`.as('inserted')])
    .executeTakeFirstOrThrow();
  return { unsubscribeToken: row.unsubscribe_token, inserted: row.inserted };
}

/** Marks the subscription with this token unsubscribed; answers false when no subscription has it. */
export async function unsubscribeNewsletter(db: Kysely<Database>, token: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: at })
    .where('unsubscribe_token', '=', token)
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertContactMessage(
  db: Kysely<Database>,
  message: { name: string; email: string; phone: string | null; topic: string | null; message: string; locale: string },
) {
  await db.insertInto('contact_messages').values(message).execute();
}
