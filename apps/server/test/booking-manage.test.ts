import { bookingSchema, errorResponseSchema, resultEnvelope } from '@app/contract';
import { sql, testDatabaseTargets } from '@app/db/testing';
import ICAL from 'ical.js';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import {
  addClass,
  addSession,
  auditOf,
  book,
  bookingsOf,
  latestMailTo,
  post,
  tokenFromLatestEmail,
  tokenOf,
} from './booking-fixtures';
import { useTestApp } from './helpers';

const bookingOf = (body: unknown) => resultEnvelope(bookingSchema).parse(body).result;

describe.each(testDatabaseTargets())('managing a booking through its link on $kind', (target) => {
  const t = useTestApp(target);

  const get = (token: string) => t.app.inject({ method: 'GET', url: `/api/app/booking/${token}` });
  const cancel = (token: string) => post(t.app, `/api/app/booking/${token}/cancel`);

  it('shows the booking: class, session in its zone, seats, status, waiting-list place, cut-off and calendar link', async () => {
    const classId = await addClass(t.db, 'shown-booking', { capacity: 2, cancelCutoffHours: 24 });
    const sessionId = await addSession(t.db, classId, 72);
    const confirmed = await book(t.app, 'shown-booking', sessionId, { seats: 2, email: 'shown@example.com' });
    const first = await book(t.app, 'shown-booking', sessionId, { email: 'w1@example.com' });
    const second = await book(t.app, 'shown-booking', sessionId, { email: 'w2@example.com' });

    const res = await get(tokenOf(confirmed.manageUrl));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const booking = bookingOf(res.json());
    expect(booking).toMatchObject({
      status: 'confirmed',
      name: 'Ayu Lestari',
      seats: 2,
      waitlistPosition: null,
      class: { slug: 'shown-booking', title: 'Class shown-booking', format: 'in-person', location: 'Studio Kemang' },
      session: { id: sessionId, timeZone: 'Asia/Jakarta', capacity: 2, seatsLeft: 0, status: 'scheduled' },
      cancellable: true,
      calendarUrl: `http://localhost:3000/api/app/booking/${tokenOf(confirmed.manageUrl)}/calendar.ics`,
    });
    expect(booking.session.startsAt).toBe(confirmed.startsAt);
    expect(new Date(booking.session.startsAt).getTime() - new Date(booking.cancelUntil).getTime()).toBe(24 * 3_600_000);
    expect(booking.cancelUntil).toMatch(/\+07:00$/);
    expect(bookingOf((await get(tokenOf(first.manageUrl))).json()).waitlistPosition).toBe(1);
    expect(bookingOf((await get(tokenOf(second.manageUrl))).json()).waitlistPosition).toBe(2);

    // Over tRPC too, with the answer marked as personal data.
    const trpc = await t.app.inject({
      method: 'GET',
      url: `/trpc/booking.get?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ token: tokenOf(first.manageUrl) })))}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers['cache-control']).toBe('no-store');
    const overTrpc = superjson.deserialize<{ class: { title: string }; waitlistPosition: number }>(
      trpc.json().result.data,
    );
    expect(overTrpc.class.title).toBe('Cours shown-booking');
    expect(overTrpc.waitlistPosition).toBe(1);
  });

  it('answers 404 for a link no booking has and 422 for one no link could be', async () => {
    const unknown = await get('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(errorResponseSchema.parse(unknown.json()).message).toContain('not valid');
    expect((await cancel('A'.repeat(43))).statusCode).toBe(404);
    const malformed = await get('short');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(errorResponseSchema.parse(malformed.json()).errors ?? {})).toEqual(['token']);
  });

  it('cancels once: a repeated cancel answers 200 with the booking unchanged, and both are audited once', async () => {
    const classId = await addClass(t.db, 'cancel-twice', { capacity: 4 });
    const sessionId = await addSession(t.db, classId, 48);
    const booked = await book(t.app, 'cancel-twice', sessionId, { email: 'leaver@example.com', seats: 2 });
    const token = tokenOf(booked.manageUrl);

    const first = await cancel(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const cancelled = bookingOf(first.json());
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellable: false, session: { seatsLeft: 4 } });
    const again = await cancel(token);
    expect(again.statusCode).toBe(200);
    expect(bookingOf(again.json())).toEqual(cancelled);

    const [row] = await bookingsOf(t.db, sessionId);
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(row!.cancelled_at).toBeInstanceOf(Date);
    expect(await auditOf(t.db, 'booking', row!.id)).toEqual([{ action: 'cancel', user_id: null }]);
    expect((await latestMailTo(t.db, 'leaver@example.com')).subject).toContain('Booking cancelled');
    // The link keeps showing the booking, now cancelled.
    expect(bookingOf((await get(token)).json()).status).toBe('cancelled');
  });

  it('refuses to cancel after the cut-off with 409 naming the studio’s contact, and changes nothing', async () => {
    const classId = await addClass(t.db, 'late-cancel', { cancelCutoffHours: 12 });
    const sessionId = await addSession(t.db, classId, 6);
    const booked = await book(t.app, 'late-cancel', sessionId, { email: 'late@example.com' });
    const token = tokenOf(booked.manageUrl);
    expect(bookingOf((await get(token)).json()).cancellable).toBe(false);

    const res = await cancel(token);
    expect(res.statusCode).toBe(409);
    const { message } = errorResponseSchema.parse(res.json());
    expect(message).toContain('12 hours before the start');
    expect(message).toContain('hello@ruangteduh.example');
    expect(message).toContain('+62 21 555 0123');
    expect((await bookingsOf(t.db, sessionId)).map((b) => b.status)).toEqual(['confirmed']);
  });

  it('promotes the earliest waitlisted booking that fits, in the same transaction: 3 seats do not block a later 1', async () => {
    const classId = await addClass(t.db, 'three-then-one', { capacity: 2 });
    const sessionId = await addSession(t.db, classId, 48);
    const a = await book(t.app, 'three-then-one', sessionId, { email: 'a@example.com' });
    await book(t.app, 'three-then-one', sessionId, { email: 'b@example.com' });
    const c = await book(t.app, 'three-then-one', sessionId, { email: 'c@example.com', seats: 3 });
    const d = await book(t.app, 'three-then-one', sessionId, { email: 'd@example.com' });
    const e = await book(t.app, 'three-then-one', sessionId, { email: 'e@example.com' });
    expect([c.status, d.status, e.status]).toEqual(['waitlisted', 'waitlisted', 'waitlisted']);

    const res = await cancel(tokenOf(a.manageUrl));
    expect(res.statusCode).toBe(200);
    expect(bookingOf(res.json()).session.seatsLeft).toBe(0);
    const stored = await bookingsOf(t.db, sessionId);
    expect(stored.map((b) => [b.email, b.status])).toEqual([
      ['a@example.com', 'cancelled'],
      ['b@example.com', 'confirmed'],
      ['c@example.com', 'waitlisted'],
      ['d@example.com', 'confirmed'],
      ['e@example.com', 'waitlisted'],
    ]);
    const promoted = stored.find((b) => b.email === 'd@example.com')!;
    expect(promoted.promoted_at).toBeInstanceOf(Date);
    expect(await auditOf(t.db, 'booking', promoted.id)).toEqual([{ action: 'promote', user_id: null }]);

    // The promoted person is emailed a working link; the one from their first email stopped working.
    const mail = await latestMailTo(t.db, 'd@example.com');
    expect(mail.subject).toContain('A place opened');
    const fresh = await tokenFromLatestEmail(t.db, 'd@example.com');
    expect(bookingOf((await get(fresh)).json()).status).toBe('confirmed');
    expect((await get(tokenOf(d.manageUrl))).statusCode).toBe(404);
    // The waiting list closes up: C is first, E second.
    expect(bookingOf((await get(tokenOf(c.manageUrl))).json()).waitlistPosition).toBe(1);
    expect(bookingOf((await get(tokenOf(e.manageUrl))).json()).waitlistPosition).toBe(2);
  });

  it('promotes only once when two cancellations of one booking race, and each freed seat once when two bookings cancel at once', async () => {
    const classId = await addClass(t.db, 'cancel-race', { capacity: 2 });
    const sessionId = await addSession(t.db, classId, 48);
    const a = await book(t.app, 'cancel-race', sessionId, { email: 'ra@example.com' });
    const b = await book(t.app, 'cancel-race', sessionId, { email: 'rb@example.com' });
    for (const name of ['w1', 'w2', 'w3'])
      await book(t.app, 'cancel-race', sessionId, { email: `${name}@race.example` });

    const same = await Promise.all([cancel(tokenOf(a.manageUrl)), cancel(tokenOf(a.manageUrl))]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    let stored = await bookingsOf(t.db, sessionId);
    expect(stored.map((r) => r.status)).toEqual(['cancelled', 'confirmed', 'confirmed', 'waitlisted', 'waitlisted']);
    const promotions = await t.db.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'promote')
      .where(
        'entity_id',
        'in',
        stored.map((r) => String(r.id)),
      )
      .execute();
    expect(promotions).toEqual([{ entity_id: String(stored[2]!.id) }]);

    const w1 = await tokenFromLatestEmail(t.db, 'w1@race.example');
    const both = await Promise.all([cancel(tokenOf(b.manageUrl)), cancel(w1)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    stored = await bookingsOf(t.db, sessionId);
    expect(stored.map((r) => [r.email, r.status])).toEqual([
      ['ra@example.com', 'cancelled'],
      ['rb@example.com', 'cancelled'],
      ['w1@race.example', 'cancelled'],
      ['w2@race.example', 'confirmed'],
      ['w3@race.example', 'confirmed'],
    ]);
    const seats = await t.db.db
      .selectFrom('class_registrations')
      .select((eb) => eb.fn.sum<number>('seats').as('taken'))
      .where('session_id', '=', sessionId)
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    expect(Number(seats.taken)).toBe(2);
  });

  it('cancels nothing when the promotion that follows fails: one transaction', async () => {
    const classId = await addClass(t.db, 'promotion-fails', { capacity: 1 });
    const sessionId = await addSession(t.db, classId, 48);
    const a = await book(t.app, 'promotion-fails', sessionId, { email: 'pf-a@example.com' });
    await book(t.app, 'promotion-fails', sessionId, { email: 'pf-b@example.com' });
    await sql`CREATE FUNCTION refuse_promotion_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.to_address = 'pf-b@example.com' THEN RAISE EXCEPTION 'mail refused'; END IF; RETURN NEW; END $$`.execute(
      t.db.db,
    );
    await sql`CREATE TRIGGER refuse_promotion_mail BEFORE INSERT ON email_outbox
      FOR EACH ROW EXECUTE FUNCTION refuse_promotion_mail()`.execute(t.db.db);
    try {
      expect((await cancel(tokenOf(a.manageUrl))).statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_promotion_mail ON email_outbox`.execute(t.db.db);
      await sql`DROP FUNCTION refuse_promotion_mail()`.execute(t.db.db);
    }
    const stored = await bookingsOf(t.db, sessionId);
    expect(stored.map((b) => [b.status, b.cancelled_at, b.promoted_at])).toEqual([
      ['confirmed', null, null],
      ['waitlisted', null, null],
    ]);
    expect(await auditOf(t.db, 'booking', stored[0]!.id)).toEqual([]);
    // Nothing was half-done, so cancelling again works and promotes.
    expect((await cancel(tokenOf(a.manageUrl))).statusCode).toBe(200);
    expect((await bookingsOf(t.db, sessionId)).map((b) => b.status)).toEqual(['cancelled', 'confirmed']);
  });

  it('stops promoting the setting’s hours before the start: from then on staff decide', async () => {
    const classId = await addClass(t.db, 'starting-soon', { capacity: 1, cancelCutoffHours: 0 });
    const sessionId = await addSession(t.db, classId, 1);
    const a = await book(t.app, 'starting-soon', sessionId, { email: 'soon-a@example.com' });
    await book(t.app, 'starting-soon', sessionId, { email: 'soon-b@example.com' });
    expect((await cancel(tokenOf(a.manageUrl))).statusCode).toBe(200);
    expect((await bookingsOf(t.db, sessionId)).map((b) => b.status)).toEqual(['cancelled', 'waitlisted']);
    expect((await latestMailTo(t.db, 'soon-b@example.com')).subject).not.toContain('A place opened');

    // With the `booking` setting's promotionStopHours at 0, an hour ahead is still open to the waiting list.
    await t.db.db
      .insertInto('site_settings')
      .values({ key: 'booking', value: JSON.stringify({ horizonWeeks: 8, promotionStopHours: 0 }) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: JSON.stringify({ horizonWeeks: 8, promotionStopHours: 0 }) }),
      )
      .execute();
    try {
      const c = await book(t.app, 'starting-soon', sessionId, { email: 'soon-c@example.com' });
      expect(c.status).toBe('confirmed');
      await book(t.app, 'starting-soon', sessionId, { email: 'soon-d@example.com' });
      expect((await cancel(tokenOf(c.manageUrl))).statusCode).toBe(200);
      expect((await bookingsOf(t.db, sessionId)).map((b) => [b.email, b.status])).toEqual([
        ['soon-a@example.com', 'cancelled'],
        ['soon-b@example.com', 'confirmed'],
        ['soon-c@example.com', 'cancelled'],
        ['soon-d@example.com', 'waitlisted'],
      ]);
    } finally {
      await t.db.db.deleteFrom('site_settings').where('key', '=', 'booking').execute();
    }
  });

  it('serves the booked session as an iCalendar file, cancelled once the booking is', async () => {
    const classId = await addClass(t.db, 'calendar-booking');
    const sessionId = await addSession(t.db, classId, 50);
    const booked = await book(t.app, 'calendar-booking', sessionId, { email: 'ics@example.com' });
    const token = tokenOf(booked.manageUrl);
    const calendar = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/app/booking/${token}/calendar.ics` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe('attachment; filename="calendar-booking.ics"');
      const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      return events[0]!;
    };
    const event = await calendar();
    const parsed = new ICAL.Event(event);
    expect(parsed.summary).toBe('Class calendar-booking');
    expect(parsed.startDate.toJSDate().getTime()).toBe(new Date(booked.startsAt!).getTime());
    expect(parsed.endDate.toJSDate().getTime() - parsed.startDate.toJSDate().getTime()).toBe(3_600_000);
    expect(parsed.location).toBe('Studio Kemang');
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.getFirstPropertyValue('url')).toBe(booked.manageUrl);
    expect(String(event.getFirstProperty('organizer')?.getFirstValue())).toBe('mailto:hello@ruangteduh.example');

    await cancel(token);
    expect((await calendar()).getFirstPropertyValue('status')).toBe('CANCELLED');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/app/booking/${'B'.repeat(43)}/calendar.ics` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe.each(testDatabaseTargets().slice(0, 1))('cancellation rate limit on $kind', (target) => {
  const t = useTestApp(target, {
    rateLimits: { loginPerIp: 0, loginPerEmail: 0, formsPerMinute: 0, managePerMinute: 2 },
  });

  it('answers 429 with Retry-After past the manage limit', async () => {
    const send = () => post(t.app, `/api/app/booking/${'C'.repeat(43)}/cancel`);
    for (let i = 0; i < 2; i++) expect((await send()).statusCode).toBe(404);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

// Two connections at once: PostgreSQL only (PGlite runs one transaction at a time).
describe.each(testDatabaseTargets().filter((target) => target.kind === 'postgres'))(
  'a manage link replaced while its cancellation waits on $kind',
  (target) => {
    const t = useTestApp(target);

    it('cancels nothing and answers 404 when the waiting list confirmed the booking (a new link) in between', async () => {
      const classId = await addClass(t.db, 'link-replaced', { capacity: 1 });
      const sessionId = await addSession(t.db, classId, 48);
      await book(t.app, 'link-replaced', sessionId, { email: 'first@replaced.example' });
      const waiting = await book(t.app, 'link-replaced', sessionId, { email: 'waiting@replaced.example' });
      const { id } = await t.db.db
        .selectFrom('class_registrations')
        .select('id')
        .where('email', '=', 'waiting@replaced.example')
        .executeTakeFirstOrThrow();

      let answer: Promise<{ statusCode: number }> | undefined;
      await t.db.db.transaction().execute(async (trx) => {
        // Holds the session as a promotion does, while the cancellation arrives and waits for it.
        await sql`SELECT id FROM class_sessions WHERE id = ${sessionId} FOR UPDATE`.execute(trx);
        answer = post(t.app, `/api/app/booking/${tokenOf(waiting.manageUrl)}/cancel`);
        for (let i = 0; i < 400; i++) {
          const { rows } = await sql<{ waiting: number }>`
            SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND datname = current_database()`.execute(t.db.db);
          if (rows[0]!.waiting > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        // What a promotion does: the booking is confirmed and gets a new manage link.
        await trx
          .updateTable('class_registrations')
          .set({ status: 'confirmed', manage_token_hash: 'replaced-by-the-promotion' })
          .where('id', '=', id)
          .execute();
      });

      expect((await answer!).statusCode).toBe(404);
      const after = await t.db.db
        .selectFrom('class_registrations')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe('confirmed');
    });
  },
);
