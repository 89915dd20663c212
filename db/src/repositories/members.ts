import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Members of "My bookings": people known only by the email address their bookings, requests or newsletter
 * subscription hold. Addresses are compared in any case (as bookings store them as typed).
 */

/** Queues a "send me a link" request for the member-link job: the same statement whoever the address is. */
export async function queueMemberLinkRequest(db: Kysely<Database>, email: string, locale: string, now: Date) {
  await db.insertInto('member_link_requests').values({ email, locale, requested_at: now }).execute();
}

/**
 * Takes the oldest waiting request, locked until the transaction ends and deleted with it; another node's
 * job skips it meanwhile (SKIP LOCKED), so each request is handled once.
 */
export async function takeMemberLinkRequest(trx: Kysely<Database>) {
  const row = await trx
    .selectFrom('member_link_requests')
    .select(['id', 'email', 'locale'])
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (row) await trx.deleteFrom('member_link_requests').where('id', '=', row.id).execute();
  return row;
}

/** Whether any booking, private-session request or newsletter subscription (not unsubscribed) holds the address. */
export async function memberHasAnything(db: Kysely<Database>, email: string): Promise<boolean> {
  const lower = email.toLowerCase();
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('class_registrations').select('id').where(sql<string>`lower(email)`, '=', lower)),
          eb.exists(
            eb.selectFrom('private_session_requests').select('id').where(sql<string>`lower(email)`, '=', lower),
          ),
          eb.exists(
            eb
              .selectFrom('newsletter_subscribers')
              .select('id')
              .where(sql<string>`lower(email)`, '=', lower)
              .where('unsubscribed_at', 'is', null),
          ),
        ])
        .as('found'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.found);
}

/** Stores a sign-in link by its token's hash. Expired links of anyone are deleted on the way (they count for nothing). */
export async function insertMemberLink(
  db: Kysely<Database>,
  link: { tokenHash: string; email: string; now: Date; expiresAt: Date },
) {
  await db.deleteFrom('member_links').where('expires_at', '<', link.now).execute();
  await db
    .insertInto('member_links')
    .values({ token_hash: link.tokenHash, email: link.email, created_at: link.now, expires_at: link.expiresAt })
    .execute();
}

/** The link with this hash while it is live: unused and unexpired at `now`. */
const liveLink = (tokenHash: string, now: Date) => (eb: ExpressionBuilder<Database, 'member_links'>) =>
  eb.and([eb('token_hash', '=', tokenHash), eb('used_at', 'is', null), eb('expires_at', '>', now)]);

/** The address of the live (unused, unexpired) link with this hash, without using it; undefined if none. */
export async function findLiveMemberLink(db: Kysely<Database>, tokenHash: string, now: Date) {
  const row = await db.selectFrom('member_links').select('email').where(liveLink(tokenHash, now)).executeTakeFirst();
  return row?.email;
}

/** Uses up the live link with this hash (once: two clicks at once, one wins); answers its address, or undefined. */
export async function useMemberLink(db: Kysely<Database>, tokenHash: string, now: Date) {
  const row = await db
    .updateTable('member_links')
    .set({ used_at: now })
    .where(liveLink(tokenHash, now))
    .returning('email')
    .executeTakeFirst();
  return row?.email;
}

/** A member's sign-out stamp and feed version (absent: never signed out everywhere, version 0). */
export async function findMemberState(db: Kysely<Database>, emailKey: string) {
  return db
    .selectFrom('member_states')
    .select(['signed_out_at', 'feed_version'])
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
}

/** Every member session issued before `at` stops working. */
export async function signOutMemberEverywhere(db: Kysely<Database>, emailKey: string, at: Date) {
  await db
    .insertInto('member_states')
    .values({ email_key: emailKey, signed_out_at: at })
    .onConflict((oc) => oc.column('email_key').doUpdateSet({ signed_out_at: at }))
    .execute();
}

/** Raises the calendar feed's version: its old address stops working. Answers the new version. */
export async function bumpMemberFeedVersion(db: Kysely<Database>, emailKey: string): Promise<number> {
  const row = await db
    .insertInto('member_states')
    .values({ email_key: emailKey, feed_version: 1 })
    .onConflict((oc) => oc.column('email_key').doUpdateSet({ feed_version: sql`member_states.feed_version + 1` }))
    .returning('feed_version')
    .executeTakeFirstOrThrow();
  return row.feed_version;
}

/** The newsletter subscription of an address (any case), if there is one. */
export async function findNewsletterSubscriberByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['confirmed_at', 'unsubscribed_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * Subscribes an address that proved itself (a member signed in through an emailed link): confirmed at
 * once, no confirmation email. An existing row (any state) becomes active, keeping its unsubscribe token.
 */
export async function subscribeConfirmedNewsletter(
  db: Kysely<Database>,
  subscriber: { email: string; locale: string; unsubscribeToken: string; at: Date },
) {
  await db
    .insertInto('newsletter_subscribers')
    .values({
      email: subscriber.email,
      name: null,
      locale: subscriber.locale,
      unsubscribe_token: subscriber.unsubscribeToken,
      confirm_token_hash: null,
      consented_at: subscriber.at,
      confirmation_sent_at: subscriber.at,
      confirmed_at: subscriber.at,
    })
    .onConflict((oc) =>
      oc.expression(sql`lower(email)`).doUpdateSet({
        consented_at: sql`case when newsletter_subscribers.confirmed_at is not null and newsletter_subscribers.unsubscribed_at is null then newsletter_subscribers.consented_at else excluded.consented_at end`,
        confirmed_at: sql`coalesce(newsletter_subscribers.confirmed_at, excluded.confirmed_at)`,
        confirm_token_hash: null,
        unsubscribed_at: null,
      }),
    )
    .execute();
}

/** Unsubscribes an address (any case); answers the subscriptions it ended (none when it was not subscribed). */
export async function unsubscribeNewsletterByEmail(db: Kysely<Database>, email: string, at: Date) {
  return db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: at })
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('unsubscribed_at', 'is', null)
    .returning(['id', 'email', 'name', 'locale'])
    .execute();
}

/** An address's subscription (any case), locked until the transaction ends; undefined when it has none. */
export async function lockNewsletterSubscription(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'name', 'locale', 'confirmed_at', 'unsubscribed_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}
