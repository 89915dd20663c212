import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { personKey, samePerson } from './person-address';
import { bookingsWithSessionAndClass, guestsWithBookingSessionAndClass } from './session-fragments';

/** Rows of a person: their address in `column` compared as the forms store it, whatever its case. */
const sameAddress = (email: string, column = 'email') => samePerson(column, personKey(email));

/** Everything stored about one email address, for "Download my data" (docs/privacy.md). */
export async function findPersonalData(db: Kysely<Database>, email: string) {
  const [bookings, requests, messages, subscription, emails, staffNotes, noShowLifts] = await Promise.all([
    bookingsWithSessionAndClass(db)
      .select([
        'b.id',
        'c.title',
        'c.slug',
        'c.extend_info',
        's.starts_at',
        's.ends_at',
        'b.name',
        'b.email',
        'b.phone',
        'b.seats',
        'b.message',
        'b.status',
        'b.locale',
        'b.source',
        'b.created_at',
        'b.promoted_at',
        'b.cancelled_at',
        'b.checked_in_at',
        'b.attendance',
        'b.late_cancel',
      ])
      .where(sameAddress(email, 'b.email'))
      .orderBy('b.created_at', 'desc')
      .execute(),
    db
      .selectFrom('private_session_requests as r')
      .innerJoin('classes as c', 'c.id', 'r.class_id')
      .select([
        'r.id',
        'c.title',
        'c.slug',
        'r.name',
        'r.email',
        'r.phone',
        sql<string[]>`array(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(r.preferred_dates) AS d ORDER BY d)`.as(
          'preferred_dates',
        ),
        'r.preferred_times',
        'r.message',
        'r.status',
        'r.proposed_starts_at',
        'r.locale',
        'r.created_at',
        'r.updated_at',
      ])
      .where(sameAddress(email, 'r.email'))
      .orderBy('r.created_at', 'desc')
      .execute(),
    db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'email', 'phone', 'topic', 'message', 'status', 'locale', 'created_at', 'handled_at'])
      .where(sameAddress(email))
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'name', 'locale', 'consented_at', 'confirmed_at', 'unsubscribed_at', 'created_at'])
      .where(sameAddress(email))
      .executeTakeFirst(),
    db
      .selectFrom('email_outbox')
      .select(['subject', 'created_at', 'sent_at'])
      .where(sql<boolean>`lower(to_address) = lower(${email})`)
      .where('subject', '!=', '')
      .orderBy('created_at', 'desc')
      .execute(),
    // What staff wrote about the person: theirs to read under the right of access (docs/privacy.md).
    db
      .selectFrom('staff_notes')
      .select(['body', 'created_at'])
      .where('person_email', '=', personKey(email))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    // When an admin lifted the no-show policy's pause of the address.
    db
      .selectFrom('no_show_lifts')
      .select(['lifted_at'])
      .where('person_email', '=', personKey(email))
      .orderBy('lifted_at')
      .orderBy('id')
      .execute(),
  ]);
  const bookingIds = bookings.map((b) => b.id);
  const [guests, asGuest] = await Promise.all([
    bookingIds.length === 0
      ? []
      : db
          .selectFrom('booking_guests')
          .select(['booking_id', 'position', 'name', 'email'])
          .where('booking_id', 'in', bookingIds)
          .orderBy('booking_id')
          .orderBy('position')
          .execute(),
    guestsWithBookingSessionAndClass(db)
      .select(['g.name', 'g.email', 'c.title', 'c.slug', 'c.extend_info', 's.starts_at', 'b.status', 'g.created_at'])
      .where(sameAddress(email, 'g.email'))
      .orderBy('s.starts_at', 'desc')
      .execute(),
  ]);
  return {
    bookings,
    guests,
    asGuest,
    requests,
    messages,
    subscription: subscription ?? null,
    emails,
    staffNotes,
    noShowLifts,
  };
}

/** The person's bookings still to come and still holding a seat or a place in line: erasure cancels them. */
export async function findUpcomingBookingsOf(db: Kysely<Database>, email: string, now: Date) {
  return db
    .selectFrom('class_registrations as b')
    .innerJoin('class_sessions as s', 's.id', 'b.session_id')
    .select(['b.id', 'b.session_id', 'b.name', 'b.email', 'b.seats', 'b.locale', 'b.status'])
    .where(sameAddress(email, 'b.email'))
    .where('b.status', 'in', ['confirmed', 'waitlisted'])
    .where('s.starts_at', '>', now)
    .orderBy('b.session_id')
    .execute();
}

/** How many rows of each kind an erasure emptied or deleted: the audit entry's only content. */
export interface ErasedCounts {
  bookings: number;
  guests: number;
  privateSessionRequests: number;
  messages: number;
  subscriptions: number;
  emails: number;
  sessionNotes: number;
  staffNotes: number;
}

const count = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n);

/**
 * Empties every personal field of the person's rows (they stay, anonymous, for the studio's counts),
 * deletes their newsletter subscription (its deliveries go with it) and every email to them, and
 * replaces their name and address in staff's session notes. Run it in the transaction that cancelled
 * their upcoming bookings.
 */
export async function erasePersonalRows(
  db: Kysely<Database>,
  person: { email: string; names: readonly string[] },
  at: Date,
): Promise<ErasedCounts> {
  const { email } = person;
  // Guests the person named on their bookings, and the person as someone else's guest: the seats stay.
  const guests = await db
    .deleteFrom('booking_guests')
    .where((eb) =>
      eb.or([
        eb('booking_id', 'in', eb.selectFrom('class_registrations').select('id').where(sameAddress(email))),
        sameAddress(email),
      ]),
    )
    .executeTakeFirst();
  const bookings = await db
    .updateTable('class_registrations')
    .set({ name: '', email: '', phone: '', message: null, erased_at: at, updated_at: at })
    .where(sameAddress(email))
    .executeTakeFirst();
  const requests = await db
    .updateTable('private_session_requests')
    .set({ name: '', email: '', phone: '', preferred_times: '', message: null, erased_at: at, updated_at: at })
    .where(sameAddress(email))
    .executeTakeFirst();
  const messages = await db
    .updateTable('contact_messages')
    .set({ name: '', email: '', phone: null, message: '', erased_at: at })
    .where(sameAddress(email))
    .executeTakeFirst();
  const subscriptions = await db.deleteFrom('newsletter_subscribers').where(sameAddress(email)).executeTakeFirst();
  const emails = await db
    .deleteFrom('email_outbox')
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(to_address) = lower(${email})`,
        // Emails to the studio about the person (a booking, a cancellation, a message) name them too.
        sql<boolean>`strpos(lower(body_text), lower(${email})) > 0`,
        sql<boolean>`strpos(lower(coalesce(message::text, '')), lower(${email})) > 0`,
      ]),
    )
    .executeTakeFirst();
  // Sign-in links asked for or sent to the address (they would expire within the hour anyway).
  await db.deleteFrom('member_link_requests').where(sameAddress(email)).execute();
  await db.deleteFrom('member_links').where(sameAddress(email)).execute();
  // Counts of a per-address limit name the address; they would expire within the hour anyway.
  await db.deleteFrom('rate_limit_counters').where(sql<boolean>`strpos(lower(key), lower(${email})) > 0`).execute();
  const staffNotes = await db.deleteFrom('staff_notes').where('person_email', '=', personKey(email)).executeTakeFirst();
  // Webhook events about the person (a booking's name, address and phone), sent or still queued, with
  // their delivery log: an integration keeps its own copy, the studio's queue keeps none.
  await db.deleteFrom('webhook_messages').where(sql<boolean>`strpos(lower(payload), lower(${email})) > 0`).execute();
  // Lifts of the no-show policy's pause name the address.
  await db.deleteFrom('no_show_lifts').where('person_email', '=', personKey(email)).execute();
  let sessionNotes = 0;
  for (const words of [email, ...person.names.filter((name) => name.trim().length >= 3)]) {
    const notes = await db
      .updateTable('class_sessions')
      .set({ note: sql`replace(note, ${words}, '[erased]')` })
      .where(sql<boolean>`strpos(note, ${words}) > 0`)
      .executeTakeFirst();
    sessionNotes += count(notes);
  }
  return {
    bookings: count(bookings),
    guests: count(guests),
    privateSessionRequests: count(requests),
    messages: count(messages),
    subscriptions: count(subscriptions),
    emails: count(emails),
    sessionNotes,
    staffNotes: count(staffNotes),
  };
}

/** Every name the person gave with their address, to find them in staff's free text. */
export async function findNamesOf(db: Kysely<Database>, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom('class_registrations')
    .select('name')
    .where(sameAddress(email))
    .union(db.selectFrom('private_session_requests').select('name').where(sameAddress(email)))
    .union(db.selectFrom('contact_messages').select('name').where(sameAddress(email)))
    .union(
      db
        .selectFrom('newsletter_subscribers')
        .select(sql<string>`coalesce(name, '')`.as('name'))
        .where(sameAddress(email)),
    )
    .execute();
  return [...new Set(rows.map((row) => row.name).filter(Boolean))];
}
