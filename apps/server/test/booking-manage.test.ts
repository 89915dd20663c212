import { createHash, randomBytes } from 'node:crypto';
import { sendDueReminders } from '@app/api/server';
import { errorResponseSchema } from '@app/contract';
import { repo } from '@app/db';
import { sql, testDatabaseTargets } from '@app/db/testing';
import ICAL from 'ical.js';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import {
  addClass,
  addSession,
  auditOf,
  book,
  bookingOf,
  bookingsOf,
  bookWithLink,
  latestMailTo,
  linkFromLatestEmail,
  post,
  tokenFromLatestEmail,
  tokenOf,
  whileMailRefused,
} from './booking-fixtures';
import { describeWithTestApp, staffAs, testConfig, useTestApp } from './helpers';
import { rowWhere } from './db-rows';

describeWithTestApp('managing a booking through its link', (t) => {
  const get = (token: string) => t.app.inject({ method: 'GET', url: `/api/app/booking/${token}` });
  const cancel = (token: string) => post(t.app, `/api/app/booking/${token}/cancel`);

  it('shows the booking: class, session in its zone, seats, status, waiting-list place, cut-off and calendar link', async () => {
    const classId = await addClass(t.db, 'shown-booking', { capacity: 2, cancelCutoffHours: 24 });
    const sessionId = await addSession(t.db, classId, 72);
    const confirmed = await bookWithLink(t, 'shown-booking', sessionId, { seats: 2, email: 'shown@example.com' });
    const first = await bookWithLink(t, 'shown-booking', sessionId, { email: 'w1@example.com' });
    const second = await bookWithLink(t, 'shown-booking', sessionId, { email: 'w2@example.com' });

    const res = await get(tokenOf(confirmed.link));
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
      calendarUrl: `http://localhost:3000/api/app/booking/${tokenOf(confirmed.link)}/calendar.ics`,
    });
    expect(booking.session.startsAt).toBe(confirmed.startsAt);
    expect(new Date(booking.session.startsAt).getTime() - new Date(booking.cancelUntil).getTime()).toBe(24 * 3_600_000);
    expect(booking.cancelUntil).toMatch(/\+07:00$/);
    expect(bookingOf((await get(tokenOf(first.link))).json()).waitlistPosition).toBe(1);
    expect(bookingOf((await get(tokenOf(second.link))).json()).waitlistPosition).toBe(2);

    // Over tRPC too, with the answer marked as personal data: a POST, the token in the body.
    const input = JSON.stringify(superjson.serialize({ token: tokenOf(first.link) }));
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/booking.get',
      headers: { 'accept-language': 'fr', 'content-type': 'application/json' },
      payload: input,
    });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers['cache-control']).toBe('no-store');
    const overTrpc = superjson.deserialize<{ class: { title: string }; waitlistPosition: number }>(
      trpc.json().result.data,
    );
    expect(overTrpc.class.title).toBe('Cours shown-booking');
    expect(overTrpc.waitlistPosition).toBe(1);

    // And through the REST read that keeps the token out of the URL.
    const posted = await post(t.app, '/api/app/booking', { token: tokenOf(first.link) });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(bookingOf(posted.json())).toEqual(bookingOf((await get(tokenOf(first.link))).json()));
    expect((await post(t.app, '/api/app/booking', { token: 'A'.repeat(54) })).statusCode).toBe(404);
  });

  it('never reads a booking with its token in a GET query string: tRPC’s GET (`?input=`) is refused', async () => {
    const classId = await addClass(t.db, 'token-in-url');
    const sessionId = await addSession(t.db, classId, 72);
    const booked = await bookWithLink(t, 'token-in-url', sessionId, { email: 'url@example.com' });
    for (const procedure of ['booking.get', 'booking.calendar']) {
      const input = encodeURIComponent(JSON.stringify(superjson.serialize({ token: tokenOf(booked.link) })));
      const res = await t.app.inject({ method: 'GET', url: `/trpc/${procedure}?input=${input}` });
      expect(res.statusCode, procedure).toBe(405);
      expect(res.body, procedure).not.toContain('Class token-in-url');
    }
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
    const booked = await bookWithLink(t, 'cancel-twice', sessionId, { email: 'leaver@example.com', seats: 2 });
    const token = tokenOf(booked.link);

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
    const booked = await bookWithLink(t, 'late-cancel', sessionId, { email: 'late@example.com' });
    const token = tokenOf(booked.link);
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
    const a = await bookWithLink(t, 'three-then-one', sessionId, { email: 'a@example.com' });
    await bookWithLink(t, 'three-then-one', sessionId, { email: 'b@example.com' });
    const c = await bookWithLink(t, 'three-then-one', sessionId, { email: 'c@example.com', seats: 3 });
    const d = await bookWithLink(t, 'three-then-one', sessionId, { email: 'd@example.com' });
    const e = await bookWithLink(t, 'three-then-one', sessionId, { email: 'e@example.com' });
    expect([c.status, d.status, e.status]).toEqual(['waitlisted', 'waitlisted', 'waitlisted']);

    const res = await cancel(tokenOf(a.link));
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

    // The promoted person is emailed the link their first email carries: it shows the confirmation.
    const mail = await latestMailTo(t.db, 'd@example.com');
    expect(mail.subject).toContain('A place opened');
    expect(await tokenFromLatestEmail(t.db, 'd@example.com')).toBe(tokenOf(d.link));
    expect(bookingOf((await get(tokenOf(d.link))).json()).status).toBe('confirmed');
    // The waiting list closes up: C is first, E second.
    expect(bookingOf((await get(tokenOf(c.link))).json()).waitlistPosition).toBe(1);
    expect(bookingOf((await get(tokenOf(e.link))).json()).waitlistPosition).toBe(2);
  });

  it('promotes only once when two cancellations of one booking race, and each freed seat once when two bookings cancel at once', async () => {
    const classId = await addClass(t.db, 'cancel-race', { capacity: 2 });
    const sessionId = await addSession(t.db, classId, 48);
    const a = await bookWithLink(t, 'cancel-race', sessionId, { email: 'ra@example.com' });
    const b = await bookWithLink(t, 'cancel-race', sessionId, { email: 'rb@example.com' });
    for (const name of ['w1', 'w2', 'w3'])
      await bookWithLink(t, 'cancel-race', sessionId, { email: `${name}@race.example` });

    const same = await Promise.all([cancel(tokenOf(a.link)), cancel(tokenOf(a.link))]);
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
    const both = await Promise.all([cancel(tokenOf(b.link)), cancel(w1)]);
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
    const a = await bookWithLink(t, 'promotion-fails', sessionId, { email: 'pf-a@example.com' });
    await bookWithLink(t, 'promotion-fails', sessionId, { email: 'pf-b@example.com' });
    const refused = await whileMailRefused(t.db, 'pf-b@example.com', () => cancel(tokenOf(a.link)));
    expect(refused.statusCode).toBe(500);
    const stored = await bookingsOf(t.db, sessionId);
    expect(stored.map((b) => [b.status, b.cancelled_at, b.promoted_at])).toEqual([
      ['confirmed', null, null],
      ['waitlisted', null, null],
    ]);
    expect(await auditOf(t.db, 'booking', stored[0]!.id)).toEqual([]);
    // Nothing was half-done, so cancelling again works and promotes.
    expect((await cancel(tokenOf(a.link))).statusCode).toBe(200);
    expect((await bookingsOf(t.db, sessionId)).map((b) => b.status)).toEqual(['cancelled', 'confirmed']);
  });

  it('stops promoting the setting’s hours before the start: from then on staff decide', async () => {
    const classId = await addClass(t.db, 'starting-soon', { capacity: 1, cancelCutoffHours: 0 });
    const sessionId = await addSession(t.db, classId, 1);
    const a = await bookWithLink(t, 'starting-soon', sessionId, { email: 'soon-a@example.com' });
    await bookWithLink(t, 'starting-soon', sessionId, { email: 'soon-b@example.com' });
    expect((await cancel(tokenOf(a.link))).statusCode).toBe(200);
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
      const c = await bookWithLink(t, 'starting-soon', sessionId, { email: 'soon-c@example.com' });
      expect(c.status).toBe('confirmed');
      await bookWithLink(t, 'starting-soon', sessionId, { email: 'soon-d@example.com' });
      expect((await cancel(tokenOf(c.link))).statusCode).toBe(200);
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
    const booked = await bookWithLink(t, 'calendar-booking', sessionId, { email: 'ics@example.com' });
    const token = tokenOf(booked.link);
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
    expect(event.getFirstPropertyValue('url')).toBe(booked.link);
    expect(String(event.getFirstProperty('organizer')?.getFirstValue())).toBe('mailto:hello@ruangteduh.example');

    await cancel(token);
    expect((await calendar()).getFirstPropertyValue('status')).toBe('CANCELLED');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/app/booking/${'B'.repeat(43)}/calendar.ics` });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives a session one event in every file: the class’s and the booking’s share its UID, TENTATIVE while waiting, SEQUENCE growing with each change', async () => {
    const classId = await addClass(t.db, 'one-event', { capacity: 1 });
    const sessionId = await addSession(t.db, classId, 50);
    const holder = await bookWithLink(t, 'one-event', sessionId, { email: 'holder@example.com' });
    const waiting = await bookWithLink(t, 'one-event', sessionId, { email: 'waiter@example.com' });
    const onlyEvent = (ics: string) => {
      const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      const event = events[0]!;
      return {
        uid: new ICAL.Event(event).uid,
        status: String(event.getFirstPropertyValue('status')),
        sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
      };
    };
    const fileOf = async (link: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/app/booking/${tokenOf(link)}/calendar.ics` });
      expect(res.statusCode).toBe(200);
      return onlyEvent(res.body);
    };

    const classFile = onlyEvent((await t.app.inject({ method: 'GET', url: '/class/one-event.ics' })).body);
    const confirmed = await fileOf(holder.link);
    const waited = await fileOf(waiting.link);
    expect(classFile.uid).toBe(`session-${sessionId}@localhost:3000`);
    expect([confirmed.uid, waited.uid]).toEqual([classFile.uid, classFile.uid]);
    expect(confirmed.status).toBe('CONFIRMED');
    expect(waited.status).toBe('TENTATIVE');

    // The holder cancels: their file is CANCELLED, and the waiting booking, promoted, CONFIRMED; both newer.
    expect((await cancel(tokenOf(holder.link))).statusCode).toBe(200);
    const cancelled = await fileOf(holder.link);
    const promoted = await fileOf(waiting.link);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(confirmed.sequence);
    expect(promoted.status).toBe('CONFIRMED');
    expect(promoted.sequence).toBeGreaterThan(waited.sequence);
    // Its email says so with the same file attached.
    const promotion = await latestMailTo(t.db, 'waiter@example.com');
    const attached = onlyEvent(Buffer.from(promotion.attachments[0]!.content, 'base64').toString('utf8'));
    expect(attached).toEqual(promoted);

    // The studio cancels the session: every file of it is newer again, and CANCELLED.
    await repo.markSessionsCancelled(t.db.db, [sessionId], new Date());
    t.app.contentCache.clear();
    const ended = await fileOf(waiting.link);
    expect(ended.status).toBe('CANCELLED');
    expect(ended.sequence).toBeGreaterThan(promoted.sequence);
    const classEnded = onlyEvent((await t.app.inject({ method: 'GET', url: '/class/one-event.ics' })).body);
    expect(classEnded.status).toBe('CANCELLED');
    expect(classEnded.sequence).toBeGreaterThan(classFile.sequence);
  });

  it('keeps one link per booking: the first email’s link works after a repeat booking, a promotion and a reminder', async () => {
    const classId = await addClass(t.db, 'one-link', { capacity: 1 });
    const sessionId = await addSession(t.db, classId, 30);
    const holder = await bookWithLink(t, 'one-link', sessionId, { email: 'first-holder@example.com' });
    const waiting = await bookWithLink(t, 'one-link', sessionId, { email: 'keeps-link@example.com' });
    // Someone books again with the same address: the owner is emailed the same link.
    await book(t.app, 'one-link', sessionId, { email: 'KEEPS-LINK@example.com', name: 'A friend' });
    expect(await linkFromLatestEmail(t.db, 'keeps-link@example.com')).toBe(waiting.link);
    expect((await get(tokenOf(waiting.link))).statusCode).toBe(200);
    // Promoted: the email names the same link, which now shows the confirmation.
    await cancel(tokenOf(holder.link));
    expect((await latestMailTo(t.db, 'keeps-link@example.com')).subject).toContain('A place opened');
    expect(await linkFromLatestEmail(t.db, 'keeps-link@example.com')).toBe(waiting.link);
    expect(bookingOf((await get(tokenOf(waiting.link))).json()).status).toBe('confirmed');
    // Reminded (the job runs 7 hours on, inside the reminder's 24 hours before the start): the same link again.
    await sendDueReminders(
      t.db.db,
      { publicUrl: testConfig.publicUrl, site: testConfig.site, sessionSecret: testConfig.sessionSecret },
      new Date(Date.now() + 7 * 3_600_000),
    );
    const reminder = await latestMailTo(t.db, 'keeps-link@example.com');
    expect(reminder.subject).toContain('Reminder');
    expect(await linkFromLatestEmail(t.db, 'keeps-link@example.com')).toBe(waiting.link);
    expect(bookingOf((await get(tokenOf(waiting.link))).json()).status).toBe('confirmed');
    // Nothing in the database is the link or can rebuild it.
    const row = await rowWhere(t.db, 'class_registrations', { email: 'keeps-link@example.com' });
    expect(row.manage_token_hash).toBeNull();
    expect(JSON.stringify(row)).not.toContain(tokenOf(waiting.link));
  });

  it('refuses a link whose signature does not match, and one signed with another secret', async () => {
    const classId = await addClass(t.db, 'forged-link');
    const sessionId = await addSession(t.db, classId, 72);
    const booked = await bookWithLink(t, 'forged-link', sessionId, { email: 'forged@example.com' });
    const token = tokenOf(booked.link);
    const bytes = Buffer.from(token, 'base64url');
    const other = Buffer.from(bytes);
    other[bytes.length - 1]! ^= 1;
    expect((await get(other.toString('base64url'))).statusCode).toBe(404);
    // The next booking's id with this booking's signature.
    const next = Buffer.from(bytes);
    next.writeUInt32BE(bytes.readUInt32BE(0) + 1, 0);
    expect((await get(next.toString('base64url'))).statusCode).toBe(404);
    expect((await cancel(next.toString('base64url'))).statusCode).toBe(404);
    expect((await bookingsOf(t.db, sessionId)).map((b) => b.status)).toEqual(['confirmed']);
  });

  it('lets an admin reissue a leaked link: the old one stops working, the person is emailed the new one', async () => {
    const classId = await addClass(t.db, 'leaked-link');
    const sessionId = await addSession(t.db, classId, 72);
    const booked = await bookWithLink(t, 'leaked-link', sessionId, { email: 'leaked@example.com' });
    const [row] = await bookingsOf(t.db, sessionId);
    const admin = await staffAs(t, 'admin');
    const editor = await staffAs(t, 'editor');
    expect((await editor.mutate('admin.sessions.reissueLink', { bookingId: row!.id })).status).toBe(403);
    expect((await get(tokenOf(booked.link))).statusCode).toBe(200);

    expect((await admin.mutate('admin.sessions.reissueLink', { bookingId: row!.id })).status).toBe(200);
    const mail = await latestMailTo(t.db, 'leaked@example.com');
    expect(mail.subject).toBe('A new link to your booking: Class leaked-link');
    const fresh = await linkFromLatestEmail(t.db, 'leaked@example.com');
    expect(fresh).not.toBe(booked.link);
    expect((await get(tokenOf(booked.link))).statusCode).toBe(404);
    expect((await cancel(tokenOf(booked.link))).statusCode).toBe(404);
    expect(bookingOf((await get(tokenOf(fresh))).json())).toMatchObject({ status: 'confirmed', seats: 1 });
    expect(await auditOf(t.db, 'booking', row!.id)).toEqual([{ action: 'reissue link', user_id: expect.any(Number) }]);
    // Later emails carry the new link.
    await book(t.app, 'leaked-link', sessionId, { email: 'leaked@example.com' });
    expect(await linkFromLatestEmail(t.db, 'leaked@example.com')).toBe(fresh);
  });

  it('keeps a link emailed before links were signed working until it is reissued', async () => {
    const classId = await addClass(t.db, 'legacy-link');
    const sessionId = await addSession(t.db, classId, 72);
    const booked = await bookWithLink(t, 'legacy-link', sessionId, { email: 'legacy@example.com' });
    const [row] = await bookingsOf(t.db, sessionId);
    // What a booking made before this release holds: the SHA-256 of a random token its emails carried.
    const legacy = randomBytes(32).toString('base64url');
    await t.db.db
      .updateTable('class_registrations')
      .set({ manage_token_hash: createHash('sha256').update(legacy).digest('hex') })
      .where('id', '=', row!.id)
      .execute();
    expect(bookingOf((await get(legacy)).json()).status).toBe('confirmed');
    expect((await get(tokenOf(booked.link))).statusCode).toBe(200);
    const admin = await staffAs(t, 'admin');
    expect((await admin.mutate('admin.sessions.reissueLink', { bookingId: row!.id })).status).toBe(200);
    expect((await get(legacy)).statusCode).toBe(404);
    expect((await get(tokenOf(booked.link))).statusCode).toBe(404);
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

    it('cancels nothing and answers 404 when staff reissued the link in between', async () => {
      const classId = await addClass(t.db, 'link-replaced', { capacity: 1 });
      const sessionId = await addSession(t.db, classId, 48);
      await bookWithLink(t, 'link-replaced', sessionId, { email: 'first@replaced.example' });
      const waiting = await bookWithLink(t, 'link-replaced', sessionId, { email: 'waiting@replaced.example' });
      const { id } = await rowWhere(t.db, 'class_registrations', { email: 'waiting@replaced.example' });

      let answer: Promise<{ statusCode: number }> | undefined;
      await t.db.db.transaction().execute(async (trx) => {
        // Holds the session as a promotion does, while the cancellation arrives and waits for it.
        await sql`SELECT id FROM class_sessions WHERE id = ${sessionId} FOR UPDATE`.execute(trx);
        answer = post(t.app, `/api/app/booking/${tokenOf(waiting.link)}/cancel`);
        for (let i = 0; i < 400; i++) {
          const { rows } = await sql<{ waiting: number }>`
            SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND datname = current_database()`.execute(t.db.db);
          if (rows[0]!.waiting > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        // What staff reissuing the link do, meanwhile.
        await repo.reissueManageLink(trx, id, new Date());
      });

      expect((await answer!).statusCode).toBe(404);
      const after = await rowWhere(t.db, 'class_registrations', { id });
      expect(after.status).toBe('waitlisted');
    });
  },
);
