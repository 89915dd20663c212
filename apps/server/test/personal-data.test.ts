import { deliverDueMail, forgetOldSentEmails, type OutgoingMail } from '@app/api/server';
import { myDataErasureSchema, myDataSchema, resultEnvelope } from '@app/contract';
import { sql } from '@app/db/testing';
import type { Db } from '@app/db';
import { expect, it } from 'vitest';
import { addClass, addSession, book, bookingsOf, post } from './booking-fixtures';
import { memberHeaders } from './member-session';
import { describeWithTestApp } from './helpers';
import { rowWhere, rowsWhere } from './db-rows';

/**
 * Every column of every table, as reviewed for personal data (docs/privacy.md). A column added without
 * being listed here fails the first test: decide whether it holds a visitor's personal data (then list it
 * in VISITOR_DATA too, and make the erasure empty or delete it) before adding it.
 */
const REVIEWED: Record<string, string> = {
  booking_guests:
    'id booking_id position name email reminder_sent_at created_at attendance attendance_marked_at attendance_marked_by',
  idempotency_keys: 'scope key fingerprint claim answer locked_until created_at expires_at',
  audio_tracks: 'id sha256 title artist mime duration_seconds data sort_order status created_at',
  api_keys: 'id name prefix secret_hash scopes expires_at last_used_at last_used_ip revoked_at created_by created_at',
  audit_log: 'id user_id action entity entity_id summary created_at api_key_id',
  class_comments: 'id class_id author_name body rating approved created_at',
  class_counselors: 'class_id counselor_id sort_order',
  class_registrations:
    'id class_id name email phone seats message status locale created_at updated_at session_id manage_token_hash source cancelled_at promoted_at checked_in_at reminder_sent_at manage_link_version calendar_sequence moves_booking_id erased_at attendance_mode attendance attendance_marked_at attendance_marked_by late_cancel',
  class_sessions: 'id class_id starts_at ends_at capacity status kind note created_at updated_at calendar_sequence',
  classes:
    'id slug class_type title summary description image_id extend_info capacity sort_order status created_at updated_at version cancel_cutoff_hours publish_at unpublish_at deleted_at deleted_by status_before_delete',
  contact_messages: 'id name email phone topic message status locale created_at handled_at erased_at',
  content_versions: 'id resource_type item_id version_no saved_by saved_at data',
  corporate_clients:
    'id name logo_image_id url sort_order status created_at updated_at version publish_at unpublish_at deleted_at deleted_by status_before_delete',
  counselors:
    'id slug name title summary bio photo_image_id groups languages contact_links sort_order status created_at updated_at version publish_at unpublish_at deleted_at deleted_by status_before_delete',
  email_outbox:
    'id to_address subject body_text body_html attempts next_attempt_at sent_at last_error created_at headers attachments message erase_after_send',
  faq_items:
    'id scope question answer sort_order status created_at updated_at version publish_at unpublish_at deleted_at deleted_by status_before_delete',
  first_admin_setup: 'id token_hash created_at used_at',
  image_variants: 'image_id width height bytes data',
  images: 'id sha256 mime width height bytes alt created_at caption decorative file_name updated_at',
  kysely_migration: 'name timestamp',
  kysely_migration_lock: 'id is_locked',
  member_link_requests: 'id email locale requested_at',
  member_links: 'id token_hash email created_at expires_at used_at',
  member_states: 'email_key signed_out_at feed_version',
  media_articles:
    'id slug title excerpt body cover_image_id author source external_url published_at status created_at updated_at version publish_at unpublish_at deleted_at deleted_by status_before_delete',
  no_show_lifts: 'id person_email lifted_at lifted_by',
  newsletter_deliveries: 'issue_id subscriber_id outbox_id locale queued_at',
  newsletter_issues:
    'id subject body status created_by updated_by started_by send_started_at sent_at created_at updated_at version',
  newsletter_subscribers:
    'id email name locale unsubscribe_token consented_at unsubscribed_at created_at confirmed_at confirm_token_hash confirmation_sent_at',
  oauth_handoffs: 'code_hash session_id remember created_at expires_at used_at',
  oauth_states: 'state provider code_verifier nonce return_to created_at expires_at',
  password_reset_requests: 'id email requested_at',
  private_session_requests:
    'id class_id name email phone preferred_times preferred_dates message status proposed_starts_at session_id registration_id locale created_at updated_at erased_at',
  rate_limit_counters: 'scope key count first_at last_at expires_at',
  staff_passkeys:
    'id user_id credential_id public_key counter transports name backed_up device_type created_at last_used_at',
  webauthn_challenges: 'id user_id purpose challenge created_at expires_at used_at',
  sessions: 'id user_id created_at expires_at revoked_at user_agent last_used_at second_factor_at',
  site_settings: 'key value updated_at',
  slider_items:
    'id title text image_id link_url link_label sort_order status created_at updated_at version publish_at unpublish_at deleted_at deleted_by status_before_delete',
  staff_tokens: 'id user_id purpose token_hash created_at expires_at used_at',
  // Staff second factors (issue 32): secrets sealed, codes hashed; staff accounts, not visitors.
  staff_totp: 'user_id secret_sealed confirmed_at last_used_step created_at',
  staff_recovery_codes: 'id user_id code_hash used_at created_at',
  staff_login_tickets:
    'id user_id ticket_hash session_id remember email_code_hash email_code_expires_at attempts created_at expires_at used_at',
  staff_notes: 'id person_email body author_id created_at',
  static_contents: 'id code title content status created_at updated_at version',
  stories:
    'id slug title excerpt body cover_image_id author published_at status created_at updated_at version publish_at unpublish_at deleted_at deleted_by status_before_delete',
  webhook_deliveries: 'id message_id endpoint_id attempt attempted_at status duration_ms ok answer_start error',
  webhook_endpoints:
    'id url description events secret_sealed secret_prefix previous_secret_sealed previous_secret_expires_at enabled disabled_reason failing_since created_by created_at updated_at',
  webhook_messages:
    'id event_id endpoint_id type object_key payload attempts next_attempt_at first_attempt_at delivered_at given_up_at locked_until created_at',
  users: 'id email name role password_hash created_at updated_at version disabled_at invited_at',
};

/**
 * The columns that hold a visitor's personal data, and what an erasure does to them: `emptied` (the row
 * stays for the studio's counts), `deleted` (the row goes), `scrubbed` (staff's free text: the name and
 * address replaced).
 */
const VISITOR_DATA: Record<string, { columns: string[]; erasure: 'emptied' | 'deleted' | 'scrubbed' }> = {
  class_registrations: { columns: ['name', 'email', 'phone', 'message'], erasure: 'emptied' },
  booking_guests: { columns: ['name', 'email'], erasure: 'deleted' },
  private_session_requests: {
    columns: ['name', 'email', 'phone', 'preferred_times', 'message'],
    erasure: 'emptied',
  },
  contact_messages: { columns: ['name', 'email', 'phone', 'message'], erasure: 'emptied' },
  newsletter_subscribers: { columns: ['email', 'name', 'unsubscribe_token', 'confirm_token_hash'], erasure: 'deleted' },
  email_outbox: {
    columns: ['to_address', 'subject', 'body_text', 'body_html', 'message', 'headers', 'attachments'],
    erasure: 'deleted',
  },
  rate_limit_counters: { columns: ['key'], erasure: 'deleted' },
  member_link_requests: { columns: ['email'], erasure: 'deleted' },
  member_links: { columns: ['email'], erasure: 'deleted' },
  class_sessions: { columns: ['note'], erasure: 'scrubbed' },
  staff_notes: { columns: ['person_email', 'body'], erasure: 'deleted' },
  no_show_lifts: { columns: ['person_email'], erasure: 'deleted' },
  webhook_messages: { columns: ['payload'], erasure: 'deleted' },
};

const PERSON = {
  name: 'Zuzana Erasmus-Wibowo',
  email: 'Zuzana.Erase@example.com',
  phone: '+62 811 9000 4321',
};

async function columnsOf(db: Db) {
  const rows = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`.execute(db);
  const columns: Record<string, string[]> = {};
  for (const row of rows.rows) {
    columns[row.table_name] ??= [];
    columns[row.table_name]!.push(row.column_name);
  }
  return columns;
}

describeWithTestApp('a person’s data', (t) => {
  it('every column of every table has been reviewed for personal data', async () => {
    const actual = await columnsOf(t.db.db);
    const unreviewed = Object.entries(actual).flatMap(([table, columns]) =>
      columns.filter((column) => !(REVIEWED[table] ?? '').split(' ').includes(column)).map((c) => `${table}.${c}`),
    );
    expect(unreviewed, 'columns nobody has decided about: see REVIEWED and VISITOR_DATA').toEqual([]);
    for (const [table, { columns }] of Object.entries(VISITOR_DATA)) {
      for (const column of columns) expect(actual[table], `${table}.${column}`).toContain(column);
    }
  });

  /** Where the person's name, address or phone still appears: `table.column` for each hit. */
  async function traces(values: string[]) {
    const hits: string[] = [];
    for (const [table, columns] of Object.entries(await columnsOf(t.db.db))) {
      for (const column of columns) {
        for (const value of values) {
          const found = await sql<{ n: number }>`
            SELECT count(*)::int AS n FROM ${sql.table(table)}
            WHERE strpos(lower(${sql.ref(column)}::text), lower(${value})) > 0`.execute(t.db.db);
          if (found.rows[0]!.n > 0) hits.push(`${table}.${column}`);
        }
      }
    }
    return [...new Set(hits)];
  }

  it('downloads everything stored about the address, then deletes it: no trace left, counts unchanged', async () => {
    const classId = await addClass(t.db, 'erasure-class', { capacity: 1, cancelCutoffHours: 1 });
    const upcoming = await addSession(t.db, classId, 72);
    const past = await addSession(t.db, classId, -72);
    // An integration's webhook endpoint: the booking's event (name, address, phone) waits in the queue.
    await t.db.db
      .insertInto('webhook_endpoints')
      .values({
        url: 'https://crm.example.com/hooks',
        events: ['booking.created'],
        secret_sealed: 'x',
        secret_prefix: 'whsec_x',
      })
      .execute();
    await book(t.app, 'erasure-class', upcoming, { ...PERSON, message: 'Near the window, please' });
    const queued = await t.db.db.selectFrom('webhook_messages').select('payload').execute();
    expect(queued.some((m) => m.payload.toLowerCase().includes(PERSON.email.toLowerCase()))).toBe(true);
    await book(t.app, 'erasure-class', upcoming, { email: 'next-in-line@example.com', name: 'Budi' });
    // A past booking (the form books only what is ahead): as staff's roster would hold it.
    const pastBooking = await t.db.db
      .insertInto('class_registrations')
      .values({
        class_id: classId,
        session_id: past,
        name: PERSON.name,
        email: PERSON.email.toLowerCase(),
        phone: PERSON.phone,
        seats: 2,
        status: 'confirmed',
        checked_in_at: new Date(),
        attendance: 'attended',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A guest the person named on it, and the person named as a guest on someone else's booking.
    const budiBooking = await rowWhere(t.db, 'class_registrations', { email: 'next-in-line@example.com' });
    await t.db.db
      .insertInto('booking_guests')
      .values([
        { booking_id: pastBooking.id, position: 2, name: 'Rara Friend', email: null },
        { booking_id: budiBooking.id, position: 2, name: PERSON.name, email: PERSON.email },
      ])
      .execute();
    await t.db.db
      .insertInto('private_session_requests')
      .values({
        class_id: classId,
        name: PERSON.name,
        email: PERSON.email,
        phone: PERSON.phone,
        preferred_times: 'Early mornings',
        preferred_dates: ['2031-05-06'],
        message: 'A private one for my knees',
      })
      .execute();
    await t.db.db
      .updateTable('class_sessions')
      .set({ note: `Mat by the door for ${PERSON.name}` })
      .where('id', '=', past)
      .execute();
    expect(
      (await post(t.app, '/api/app/contact', { name: PERSON.name, email: PERSON.email, message: 'Hello' })).statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/api/app/newsletter', { email: PERSON.email, name: PERSON.name, consent: true })).statusCode,
    ).toBe(200);

    const member = await memberHeaders(t, PERSON.email);
    const download = await t.app.inject({ method: 'GET', url: '/api/app/my-data', headers: member });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('no-store');
    const data = resultEnvelope(myDataSchema).parse(download.json()).result;
    expect(data.bookings.map((b) => [b.status, b.name, b.phone])).toEqual([
      ['confirmed', PERSON.name, PERSON.phone],
      ['confirmed', PERSON.name, PERSON.phone],
    ]);
    expect(data.bookings.find((b) => b.message)?.message).toBe('Near the window, please');
    // What the studio marked: the past one (booked last) attended; none cancelled late.
    expect(data.bookings.map((b) => [b.attendance, b.lateCancel])).toEqual([
      ['attended', false],
      [null, false],
    ]);
    expect(data.messages).toHaveLength(1);
    expect(data.bookings.flatMap((b) => b.guests)).toEqual([{ seat: 2, name: 'Rara Friend', email: null }]);
    expect(data.asGuest.map((g) => [g.name, g.classSlug])).toEqual([[PERSON.name, 'erasure-class']]);
    expect(data.privateSessionRequests.map((r) => [r.preferredDates, r.message])).toEqual([
      [['2031-05-06'], 'A private one for my knees'],
    ]);
    expect(data.newsletter?.name).toBe(PERSON.name);
    expect(data.emails.length).toBeGreaterThan(0);

    const countsBefore = await counts(classId);
    const deleted = await post(t.app, '/api/app/my-data/delete', {}, member);
    expect(deleted.statusCode).toBe(200);
    expect(resultEnvelope(myDataErasureSchema).parse(deleted.json()).result).toEqual({
      erased: true,
      cancelledBookings: 1,
    });

    // The place freed went to the waiting list.
    const upcomingBookings = await bookingsOf(t.db, upcoming);
    expect(upcomingBookings.map((b) => [b.email, b.status])).toEqual([
      ['', 'cancelled'],
      ['next-in-line@example.com', 'confirmed'],
    ]);
    // The last email waits in the outbox, to be deleted once sent; nothing else names the person.
    const lastEmail = await t.db.db
      .selectFrom('email_outbox')
      .select(['id', 'erase_after_send'])
      .where(sql<boolean>`lower(to_address) = lower(${PERSON.email})`)
      .execute();
    expect(lastEmail).toEqual([{ id: expect.any(Number), erase_after_send: true }]);
    const sent: OutgoingMail[] = [];
    const transport = {
      send: async (mail: OutgoingMail) => {
        sent.push(mail);
        return { accepted: [mail.to] };
      },
    };
    await deliverDueMail(t.db.db, transport, 'studio@example.com', new Date(Date.now() + 120_000), 500);
    const last = sent.find((mail) => mail.to.toLowerCase() === PERSON.email.toLowerCase());
    expect(last?.subject).toBe('Your data has been deleted');
    expect(last?.text).not.toContain(PERSON.name);
    expect(await traces([PERSON.email, PERSON.name, PERSON.phone, 'Rara Friend'])).toEqual([]);

    expect(await counts(classId)).toEqual({ ...countsBefore, upcomingConfirmedSeats: 1 });
    const audit = await rowsWhere(t.db, 'audit_log', { action: 'erase', entity: 'personal data' });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary).toMatchObject({
      cancelledBookings: 1,
      bookings: 2,
      guests: 2,
      privateSessionRequests: 1,
      messages: 1,
      subscriptions: 1,
    });

    // The session ended with the erasure: the cookie reads nothing any more.
    const after = await t.app.inject({ method: 'GET', url: '/api/app/my-data', headers: member });
    expect(after.statusCode).toBe(401);
  });

  /** What the studio counts: rows and seats, per kind. */
  async function counts(classId: number) {
    const bookings = await t.db.db
      .selectFrom('class_registrations as b')
      .innerJoin('class_sessions as s', 's.id', 'b.session_id')
      .select([
        sql<number>`count(*)::int`.as('rows'),
        sql<number>`coalesce(sum(b.seats) FILTER (WHERE b.status = 'confirmed' AND s.starts_at < now()), 0)::int`.as(
          'pastConfirmedSeats',
        ),
        sql<number>`coalesce(sum(b.seats) FILTER (WHERE b.status = 'confirmed' AND s.starts_at > now()), 0)::int`.as(
          'upcomingConfirmedSeats',
        ),
        sql<number>`count(b.checked_in_at)::int`.as('checkIns'),
      ])
      .where('b.class_id', '=', classId)
      .executeTakeFirstOrThrow();
    const messages = await t.db.db
      .selectFrom('contact_messages')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return { ...bookings, messages: messages.n };
  }

  it('a request without a member session reads and deletes nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/app/my-data' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/app/my-data/delete', {})).statusCode).toBe(401);
  });

  it('keeps a sent email 90 days, an unsent one until it is sent', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const now = new Date();
    const row = (to: string, sentDaysAgo: number | null) => ({
      to_address: to,
      subject: 'Hello',
      body_text: 'Hello',
      sent_at: sentDaysAgo === null ? null : new Date(now.getTime() - sentDaysAgo * DAY),
    });
    await t.db.db
      .insertInto('email_outbox')
      .values([
        row('old@retention.example', 91),
        row('recent@retention.example', 89),
        row('queued@retention.example', null),
      ])
      .execute();
    expect((await forgetOldSentEmails(t.db.db, now)).deleted).toBeGreaterThanOrEqual(1);
    const left = await t.db.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('to_address', 'like', '%@retention.example')
      .orderBy('to_address')
      .execute();
    expect(left.map((r) => r.to_address)).toEqual(['queued@retention.example', 'recent@retention.example']);
  });
});
