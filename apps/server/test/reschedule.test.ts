import { ContentCache, finishPendingMovesNow } from '@app/api/server';
import { errorResponseSchema } from '@app/contract';
import { DEMO_ADMIN } from '@app/db';
import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import {
  addClass,
  addSession,
  auditOf,
  bookingOf,
  bookingsOf,
  bookWithLink,
  latestMailTo,
  mailsTo,
  post,
  tokenOf,
} from './booking-fixtures';
import { describeWithTestApp, staffAs, testConfig } from './helpers';
import { rowsWhere } from './db-rows';

describeWithTestApp('moving a booking to another date', (t) => {
  const get = (token: string) => post(t.app, '/api/app/booking', { token });
  const reschedule = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    post(t.app, `/api/app/booking/${token}/reschedule`, body, headers);
  const cancel = (token: string) => post(t.app, `/api/app/booking/${token}/cancel`);

  /** The emails queued to an address with their calendar files, newest last. */
  const mailsWithFiles = (to: string) =>
    t.db.db
      .selectFrom('email_outbox')
      .select(['subject', 'body_text', 'attachments'])
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();

  const eventsOf = (attachments: unknown) => {
    const files = (typeof attachments === 'string' ? JSON.parse(attachments) : attachments) as Array<{
      content: string;
    }>;
    expect(files).toHaveLength(1);
    const ics = Buffer.from(files[0]!.content, 'base64').toString('utf8');
    return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((event) => ({
      uid: new ICAL.Event(event).uid,
      status: String(event.getFirstPropertyValue('status')),
      sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
      start: new ICAL.Event(event).startDate.toJSDate().getTime(),
    }));
  };

  it('moves a booking: seats taken on the new date, the old date’s waiting list moves, one email, the same link', async () => {
    const classId = await addClass(t.db, 'move-basic', { capacity: 10 });
    const from = await addSession(t.db, classId, 72, { capacity: 2 });
    const to = await addSession(t.db, classId, 96, { capacity: 3 });
    const mover = await bookWithLink(t, 'move-basic', from, { email: 'mover@example.com', seats: 2 });
    const waiter = await bookWithLink(t, 'move-basic', from, { email: 'waiter@example.com' });
    expect(waiter.status).toBe('waitlisted');
    const mailsBefore = (await mailsTo(t.db, 'mover@example.com')).length;

    const res = await reschedule(tokenOf(mover.link), { sessionId: to });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const moved = bookingOf(res.json());
    expect(moved).toMatchObject({
      status: 'confirmed',
      seats: 2,
      session: { id: to, seatsLeft: 1 },
      pendingMove: null,
    });

    // The same link shows the new date; the person on the old date's waiting list has the freed place.
    expect(bookingOf((await get(tokenOf(mover.link))).json()).session.id).toBe(to);
    const old = await bookingsOf(t.db, from);
    expect(old.map((b) => [b.email, b.status])).toEqual([['waiter@example.com', 'confirmed']]);
    expect((await latestMailTo(t.db, 'waiter@example.com')).subject).toContain('A place opened');
    const [movedRow] = await bookingsOf(t.db, to);
    expect(await auditOf(t.db, 'booking', movedRow!.id)).toEqual([{ action: 'move', user_id: null }]);

    // One email with the new date, its calendar file moving the event: the new session's CONFIRMED,
    // the old one's CANCELLED, each above the SEQUENCE the booking's files gave before.
    const mails = await mailsWithFiles('mover@example.com');
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('New date for your booking: Class move-basic');
    expect(mail.body_text).toContain(mover.link);
    const events = eventsOf(mail.attachments);
    const host = 'localhost:3000';
    expect(events.map((e) => [e.uid, e.status])).toEqual([
      [`session-${to}@${host}`, 'CONFIRMED'],
      [`session-${from}@${host}`, 'CANCELLED'],
    ]);
    expect(events.every((e) => e.sequence >= 1)).toBe(true);
    expect(events[0]!.start).toBe(new Date(moved.session.startsAt).getTime());
    const file = await t.app.inject({ method: 'GET', url: `/api/app/booking/${tokenOf(mover.link)}/calendar.ics` });
    const served = new ICAL.Component(ICAL.parse(file.body)).getFirstSubcomponent('vevent')!;
    expect(new ICAL.Event(served).uid).toBe(`session-${to}@${host}`);
    expect(Number(served.getFirstPropertyValue('sequence'))).toBe(events[0]!.sequence);

    // Moving to the date it holds answers it unchanged.
    const again = await reschedule(tokenOf(mover.link), { sessionId: to });
    expect(again.statusCode).toBe(200);
    expect(bookingOf(again.json()).session.id).toBe(to);
    expect(await mailsTo(t.db, 'mover@example.com')).toHaveLength(mailsBefore + 1);
  });

  it('lets two members swap dates at once: both end moved, neither waits on the other forever', async () => {
    const classId = await addClass(t.db, 'move-swap', { capacity: 3 });
    const first = await addSession(t.db, classId, 72);
    const second = await addSession(t.db, classId, 96);
    const ayu = await bookWithLink(t, 'move-swap', first, { email: 'ayu-swap@example.com', seats: 2 });
    const budi = await bookWithLink(t, 'move-swap', second, { email: 'budi-swap@example.com', seats: 1 });
    // Back and forth a few times, each time both at once.
    for (const [ayuTo, budiTo] of [
      [second, first],
      [first, second],
      [second, first],
    ] as const) {
      const [a, b] = await Promise.all([
        reschedule(tokenOf(ayu.link), { sessionId: ayuTo }),
        reschedule(tokenOf(budi.link), { sessionId: budiTo }),
      ]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
    }
    expect((await bookingsOf(t.db, second)).map((b) => [b.email, b.status, b.seats])).toEqual([
      ['ayu-swap@example.com', 'confirmed', 2],
    ]);
    expect((await bookingsOf(t.db, first)).map((b) => [b.email, b.status, b.seats])).toEqual([
      ['budi-swap@example.com', 'confirmed', 1],
    ]);
  });

  it('into a full date with joinWaitingList: keeps the old seats until a place opens, then moves by itself', async () => {
    const classId = await addClass(t.db, 'move-wait', { capacity: 10 });
    const from = await addSession(t.db, classId, 72, { capacity: 2 });
    const to = await addSession(t.db, classId, 96, { capacity: 1 });
    const mover = await bookWithLink(t, 'move-wait', from, { email: 'patient@example.com', seats: 1 });
    const fromFiller = await bookWithLink(t, 'move-wait', from, { email: 'from-filler@example.com', seats: 1 });
    const fromWaiter = await bookWithLink(t, 'move-wait', from, { email: 'from-waiter@example.com', seats: 1 });
    const holder = await bookWithLink(t, 'move-wait', to, { email: 'holder@example.com', seats: 1 });
    expect([fromFiller.status, fromWaiter.status, holder.status]).toEqual(['confirmed', 'waitlisted', 'confirmed']);

    const res = await reschedule(tokenOf(mover.link), { sessionId: to, joinWaitingList: true });
    expect(res.statusCode, res.body).toBe(200);
    const waiting = bookingOf(res.json());
    expect(waiting).toMatchObject({
      status: 'confirmed',
      session: { id: from, seatsLeft: 0 },
      pendingMove: { session: { id: to, seatsLeft: 0 }, waitlistPosition: 1 },
    });
    // "Leave that waiting list": asking for the date it holds gives the place up; asking again takes a new one.
    const stayed = bookingOf((await reschedule(tokenOf(mover.link), { sessionId: from })).json());
    expect(stayed).toMatchObject({ session: { id: from }, pendingMove: null });
    const again = await reschedule(tokenOf(mover.link), { sessionId: to, joinWaitingList: true });
    expect(bookingOf(again.json()).pendingMove).toMatchObject({ session: { id: to }, waitlistPosition: 1 });
    const waitingMail = await latestMailTo(t.db, 'patient@example.com');
    expect(waitingMail.subject).toBe('On the waiting list for another date: Class move-wait');
    expect(waitingMail.body_text).toContain('You are number 1 on the waiting list.');
    expect(waitingMail.body_text).toContain(`${mover.link}#leave-move`);
    // The seats on the old date are still held: nobody from its waiting list moved up.
    expect((await bookingsOf(t.db, from)).map((b) => [b.email, b.status])).toEqual([
      ['patient@example.com', 'confirmed'],
      ['from-filler@example.com', 'confirmed'],
      ['from-waiter@example.com', 'waitlisted'],
    ]);

    // A place opens on the new date: the booking moves, and its old seat goes to the old waiting list.
    expect((await cancel(tokenOf(holder.link))).statusCode).toBe(200);
    const moved = bookingOf((await get(tokenOf(mover.link))).json());
    expect(moved).toMatchObject({ status: 'confirmed', session: { id: to, seatsLeft: 0 }, pendingMove: null });
    expect((await bookingsOf(t.db, to)).map((b) => [b.email, b.status])).toEqual([
      ['patient@example.com', 'confirmed'],
      ['holder@example.com', 'cancelled'],
    ]);
    expect((await bookingsOf(t.db, from)).map((b) => [b.email, b.status])).toEqual([
      ['from-filler@example.com', 'confirmed'],
      ['from-waiter@example.com', 'confirmed'],
    ]);
    const movedMail = await latestMailTo(t.db, 'patient@example.com');
    expect(movedMail.subject).toBe('New date for your booking: Class move-wait');
    expect(movedMail.body_text).toContain(mover.link);
    expect((await latestMailTo(t.db, 'from-waiter@example.com')).subject).toContain('A place opened');
  });

  it('refuses a full date without joinWaitingList (409 saying how many places are left, in the reader’s language), and changes nothing', async () => {
    const classId = await addClass(t.db, 'move-full', { capacity: 10 });
    const from = await addSession(t.db, classId, 72);
    const to = await addSession(t.db, classId, 96, { capacity: 2 });
    const mover = await bookWithLink(t, 'move-full', from, { email: 'full@example.com', seats: 2 });
    await bookWithLink(t, 'move-full', to, { email: 'taker@example.com', seats: 1 });

    const res = await reschedule(tokenOf(mover.link), { sessionId: to });
    expect(res.statusCode).toBe(409);
    const error = errorResponseSchema.parse(res.json());
    expect(error.message).toContain('Only 1 place is left on this date');
    const fr = await reschedule(tokenOf(mover.link), { sessionId: to }, { 'accept-language': 'fr' });
    expect(errorResponseSchema.parse(fr.json()).message).toContain('Il ne reste que 1 place');
    expect(bookingOf((await get(tokenOf(mover.link))).json()).session.id).toBe(from);
  });

  it('refuses after the cut-off of the date it leaves, another class’s date, a past or cancelled date, and a cancelled booking', async () => {
    const classId = await addClass(t.db, 'move-rules', { cancelCutoffHours: 12 });
    const otherClass = await addClass(t.db, 'move-other');
    const soon = await addSession(t.db, classId, 6);
    const later = await addSession(t.db, classId, 96);
    const past = await addSession(t.db, classId, -24);
    const cancelledDate = await addSession(t.db, classId, 120, { status: 'cancelled' });
    const foreign = await addSession(t.db, otherClass, 100);
    const late = await bookWithLink(t, 'move-rules', soon, { email: 'late@example.com' });
    const onTime = await bookWithLink(t, 'move-rules', later, { email: 'ontime@example.com' });

    const tooLate = await reschedule(tokenOf(late.link), { sessionId: later });
    expect(tooLate.statusCode).toBe(409);
    expect(errorResponseSchema.parse(tooLate.json()).message).toContain('Online changes close 12 hours before');

    for (const sessionId of [foreign, past, cancelledDate]) {
      const res = await reschedule(tokenOf(onTime.link), { sessionId });
      expect(res.statusCode, String(sessionId)).toBe(422);
      expect(Object.keys(errorResponseSchema.parse(res.json()).errors ?? {})).toEqual(['sessionId']);
    }
    expect((await reschedule(tokenOf(onTime.link), { sessionId: 'x' })).statusCode).toBe(422);
    expect((await reschedule('A'.repeat(43), { sessionId: later })).statusCode).toBe(404);

    expect((await cancel(tokenOf(onTime.link))).statusCode).toBe(200);
    expect((await reschedule(tokenOf(onTime.link), { sessionId: soon })).statusCode).toBe(409);
    expect((await bookingsOf(t.db, soon)).map((b) => b.email)).toEqual(['late@example.com']);
  });

  it('finishes in the periodic round a move whose place was confirmed but not moved (a node stopped between the two)', async () => {
    const classId = await addClass(t.db, 'move-sweep');
    const from = await addSession(t.db, classId, 72);
    const to = await addSession(t.db, classId, 96, { capacity: 1 });
    const mover = await bookWithLink(t, 'move-sweep', from, { email: 'swept@example.com' });
    await bookWithLink(t, 'move-sweep', to, { email: 'holder3@example.com' });
    expect((await reschedule(tokenOf(mover.link), { sessionId: to, joinWaitingList: true })).statusCode).toBe(200);
    // The promotion committed, the move did not: the holder left and the place is confirmed.
    await t.db.db
      .updateTable('class_registrations')
      .set({ status: 'cancelled' })
      .where('email', '=', 'holder3@example.com')
      .execute();
    await t.db.db
      .updateTable('class_registrations')
      .set({ status: 'confirmed' })
      .where('moves_booking_id', 'is not', null)
      .where('session_id', '=', to)
      .execute();
    const deps = { ...testConfig, db: t.db.db, cache: new ContentCache() };
    expect(await finishPendingMovesNow(deps, new Date())).toEqual({ moved: 1 });
    expect(await finishPendingMovesNow(deps, new Date())).toEqual({ moved: 0 });
    expect(bookingOf((await get(tokenOf(mover.link))).json())).toMatchObject({
      session: { id: to },
      pendingMove: null,
    });
    expect((await bookingsOf(t.db, to)).map((b) => [b.email, b.status])).toEqual([
      ['swept@example.com', 'confirmed'],
      ['holder3@example.com', 'cancelled'],
    ]);
    expect((await latestMailTo(t.db, 'swept@example.com')).subject).toBe('New date for your booking: Class move-sweep');
  });

  it('gives up the waiting place when the booking is cancelled meanwhile', async () => {
    const classId = await addClass(t.db, 'move-give-up');
    const from = await addSession(t.db, classId, 72);
    const to = await addSession(t.db, classId, 96, { capacity: 1 });
    const mover = await bookWithLink(t, 'move-give-up', from, { email: 'giver@example.com' });
    const holder = await bookWithLink(t, 'move-give-up', to, { email: 'holder2@example.com' });
    expect((await reschedule(tokenOf(mover.link), { sessionId: to, joinWaitingList: true })).statusCode).toBe(200);
    expect((await cancel(tokenOf(mover.link))).statusCode).toBe(200);
    expect((await cancel(tokenOf(holder.link))).statusCode).toBe(200);
    expect((await bookingsOf(t.db, to)).filter((b) => b.status !== 'cancelled')).toEqual([]);
    expect(bookingOf((await get(tokenOf(mover.link))).json())).toMatchObject({
      status: 'cancelled',
      pendingMove: null,
    });
  });

  it('lets admins move a booking from the roster, whatever the cut-off, audited under their name; editors may not', async () => {
    const classId = await addClass(t.db, 'move-staff', { cancelCutoffHours: 24 });
    const from = await addSession(t.db, classId, 6);
    const to = await addSession(t.db, classId, 96);
    await bookWithLink(t, 'move-staff', from, { email: 'moved-by-staff@example.com' });
    const [row] = await bookingsOf(t.db, from);
    const editor = await staffAs(t, 'editor');
    const denied = await editor.mutate('admin.sessions.moveBooking', { bookingId: row!.id, sessionId: to });
    expect(denied.status).toBe(403);
    expect((await bookingsOf(t.db, from)).map((b) => b.email)).toEqual(['moved-by-staff@example.com']);

    const admin = await staffAs(t, 'admin');
    const moved = await admin.mutate('admin.sessions.moveBooking', { bookingId: row!.id, sessionId: to });
    expect(moved.status, moved.body).toBe(200);
    expect(moved.data.session.id).toBe(from);
    expect((await bookingsOf(t.db, to)).map((b) => [b.email, b.status])).toEqual([
      ['moved-by-staff@example.com', 'confirmed'],
    ]);
    const admins = await rowsWhere(t.db, 'users', { email: DEMO_ADMIN.email });
    expect(await auditOf(t.db, 'booking', row!.id)).toEqual([{ action: 'move', user_id: admins[0]!.id }]);
    expect((await latestMailTo(t.db, 'moved-by-staff@example.com')).subject).toBe(
      'New date for your booking: Class move-staff',
    );
    const other = await admin.mutate('admin.sessions.moveBooking', { bookingId: row!.id, sessionId: 999_999 });
    expect(other.status).toBe(422);
  });
});
