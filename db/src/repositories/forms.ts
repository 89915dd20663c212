import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { insertedId } from './inserted-id';

/** Whether a subscription is active: confirmed and not unsubscribed (SQL, on the stored row). */
const active = sql<boolean>`(newsletter_subscribers.confirmed_at is not null and newsletter_subscribers.unsubscribed_at is null)`;

/**
 * Signs an address up (same email, any case: one row). A new row, or one that is unconfirmed or
 * unsubscribed, takes the new confirmation token hash, language and consent and waits for confirmation;
 * an active subscription keeps everything but a newly given name. `awaitsConfirmation` says whether the
 * given token is now the one to confirm (false: the address is already subscribed). The unsubscribe
 * token of an existing row is kept, so links in earlier emails go on working.
 */
export async function signUpNewsletterSubscriber(
  db: Kysely<Database>,
  subscriber: {
    email: string;
    name: string | null;
    locale: string;
    unsubscribeToken: string;
    confirmTokenHash: string;
    at: Date;
  },
): Promise<{ unsubscribeToken: string; awaitsConfirmation: boolean }> {
  const keepIfActive = <T>(column: string) =>
    sql<T>`case when ${active} then ${sql.ref(`newsletter_subscribers.${column}`)} else ${sql.ref(`excluded.${column}`)} end`;
  const row = await db
    .insertInto('newsletter_subscribers')
    .values({
      email: subscriber.email,
      name: subscriber.name,
      locale: subscriber.locale,
      unsubscribe_token: subscriber.unsubscribeToken,
      confirm_token_hash: subscriber.confirmTokenHash,
      consented_at: subscriber.at,
      confirmation_sent_at: subscriber.at,
    })
    .onConflict((oc) =>
      oc.expression(sql`lower(email)`).doUpdateSet({
        name: sql`coalesce(excluded.name, newsletter_subscribers.name)`,
        locale: keepIfActive<string>('locale'),
        consented_at: keepIfActive<Date>('consented_at'),
        confirm_token_hash: keepIfActive<string | null>('confirm_token_hash'),
        confirmation_sent_at: keepIfActive<Date>('confirmation_sent_at'),
        confirmed_at: sql<Date | null>`case when ${active} then newsletter_subscribers.confirmed_at end`,
        unsubscribed_at: null,
      }),
    )
    .returning(['unsubscribe_token', 'confirm_token_hash'])
    .executeTakeFirstOrThrow();
  return {
    unsubscribeToken: row.unsubscribe_token,
    awaitsConfirmation: row.confirm_token_hash === subscriber.confirmTokenHash,
  };
}

/**
 * Confirms the sign-up whose pending token has this hash, if its email was sent after `sentAfter`;
 * the token is used up. False when no pending sign-up has it.
 */
export async function confirmNewsletterSubscriber(db: Kysely<Database>, tokenHash: string, at: Date, sentAfter: Date) {
  return db
    .updateTable('newsletter_subscribers')
    .set({ confirmed_at: at, confirm_token_hash: null })
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirmed_at', 'is', null)
    .where('confirmation_sent_at', '>', sentAfter)
    .returning(['id', 'email', 'name', 'locale'])
    .executeTakeFirst();
}

/**
 * The subscriber an emailed link names: by the hash of a pending confirmation token sent after `sentAfter`, or by
 * the unsubscribe token. Undefined when none has it.
 */
export async function findNewsletterSubscriberByLink(
  db: Kysely<Database>,
  link: { confirmTokenHash: string; sentAfter: Date } | { unsubscribeToken: string },
) {
  let query = db.selectFrom('newsletter_subscribers').select(['email', 'locale', 'confirmed_at', 'unsubscribed_at']);
  query =
    'unsubscribeToken' in link
      ? query.where('unsubscribe_token', '=', link.unsubscribeToken)
      : query
          .where('confirm_token_hash', '=', link.confirmTokenHash)
          .where('confirmed_at', 'is', null)
          .where('confirmation_sent_at', '>', link.sentAfter);
  return query.executeTakeFirst();
}

/** Deletes the sign-ups never confirmed whose last confirmation email was sent before `sentBefore`. */
export async function deleteUnconfirmedNewsletterSubscribers(db: Kysely<Database>, sentBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('newsletter_subscribers')
    .where('confirmed_at', 'is', null)
    .where('confirmation_sent_at', '<', sentBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The active subscribers (confirmed, not unsubscribed) who read this language: whom a newsletter issue goes to. */
export async function activeNewsletterSubscribers(db: Kysely<Database>, locale: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'name', 'unsubscribe_token'])
    .where('locale', '=', locale)
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Marks the subscription with this token unsubscribed; answers false when no subscription has it. */
/**
 * Unsubscribes by the link's token; answers the subscriber, and whether this call unsubscribed them
 * (false when they already were), or undefined when no subscriber has the token.
 */
export async function unsubscribeNewsletter(db: Kysely<Database>, token: string, at: Date) {
  const before = await db
    .selectFrom('newsletter_subscribers')
    .select('unsubscribed_at')
    .where('unsubscribe_token', '=', token)
    .forUpdate()
    .executeTakeFirst();
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: at })
    .where('unsubscribe_token', '=', token)
    .returning(['id', 'email', 'name', 'locale'])
    .executeTakeFirst();
  return row && { ...row, changed: before !== undefined && before.unsubscribed_at === null };
}

export async function insertContactMessage(
  db: Kysely<Database>,
  message: { name: string; email: string; phone: string | null; topic: string | null; message: string; locale: string },
) {
  return insertedId(db.insertInto('contact_messages').values(message).returning('id'));
}
