import { sendDueReminders } from '@app/api/server';
import { errorResponseSchema } from '@app/contract';
import { DEMO_ADMIN, type DbHandle } from '@app/db';
import { expect, it } from 'vitest';
import {
  addClass,
  addSession,
  auditOf,
  bookingInput,
  bookingOf,
  bookingsOf,
  bookWithLink,
  latestMailTo,
  linkFromLatestEmail,
  mailsTo,
  post,
  tokenOf,
} from './booking-fixtures';
import { describeWithTestApp, testConfig, tokenFor } from './helpers';
import { staffClient } from './staff-trpc';

const HOUR_MS = 3_600_000;
const deps = { publicUrl: testConfig.publicUrl, site: testConfig.site, sessionSecret: testConfig.sessionSecret };
const remindAt = (db: DbHandle, hours: number) => sendDueReminders(db.db, deps, new Date(Date.now() + hours * HOUR_MS));

describeWithTestApp('seats and guests of a booking', (t) => {
  const seats = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    post(t.app, `/api/app/booking/${token}/seats`, body, headers);
  const get = (token: string) => post(t.app, '/api/app/booking', { token });

  it('adds seats up to what is left, refuses more (422 on seats), and gives seats removed to the waiting list', async () => {
    const classId = await addClass(t.db, 'seats-change', { capacity: 10 });
    const sessionId = await addSession(t.db, classId, 72, { capacity: 4 });
    const booker = await bookWithLink(t, 'seats-change', sessionId, { email: 'grow@example.com', seats: 1 });
    await bookWithLink(t, 'seats-change', sessionId, { email: 'other@example.com', seats: 1 });

    const grown = await seats(tokenOf(booker.link), { seats: 3 });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.headers['cache-control']).toBe('no-store');
    expect(bookingOf(grown.json())).toMatchObject({ seats: 3, session: { seatsLeft: 0 }, guests: [] });

    const tooMany = await seats(tokenOf(booker.link), { seats: 4 });
    expect(tooMany.statusCode).toBe(422);
    expect(errorResponseSchema.parse(tooMany.json()).errors?.seats?.[0]).toBe('No more places are left on this date.');

    const waiter = await bookWithLink(t, 'seats-change', sessionId, { email: 'waiting@example.com', seats: 2 });
    expect(waiter.status).toBe('waitlisted');
    const shrunk = await seats(tokenOf(booker.link), { seats: 1 });
    expect(shrunk.statusCode).toBe(200);
    expect((await bookingsOf(t.db, sessionId)).map((b) => [b.email, b.seats, b.status])).toEqual([
      ['grow@example.com', 1, 'confirmed'],
      ['other@example.com', 1, 'confirmed'],
      ['waiting@example.com', 2, 'confirmed'],
    ]);
    expect((await latestMailTo(t.db, 'waiting@example.com')).subject).toContain('A place opened');
    const [row] = await bookingsOf(t.db, sessionId);
    expect((await auditOf(t.db, 'booking', row!.id)).map((a) => a.action)).toEqual(['update', 'update']);
  });

  it('stores guests from the booking form and the manage link, emails those with an address in the booker’s language, and reminds them', async () => {
    const classId = await addClass(t.db, 'seats-guests', { capacity: 10 });
    const sessionId = await addSession(t.db, classId, 30);
    const booked = await post(
      t.app,
      '/api/app/class-registration',
      bookingInput('seats-guests', sessionId, {
        email: 'host@example.com',
        seats: 2,
        guests: [{ name: 'Sari', email: 'sari@example.com' }],
      }),
      { 'accept-language': 'fr' },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const link = await linkFromLatestEmail(t.db, 'host@example.com');
    const guestMail = await latestMailTo(t.db, 'sari@example.com');
    expect(guestMail.subject).toBe('Une place pour vous\u00a0: Cours seats-guests');
    expect(guestMail.body_text).toContain('Ayu Lestari');
    expect(guestMail.body_text).not.toContain('/booking/');

    // More seats, one more guest: only the new one is emailed; the booking shows both.
    const res = await seats(tokenOf(link), {
      seats: 3,
      guests: [
        { name: 'Sari', email: 'sari@example.com' },
        { name: 'Wayan', email: 'wayan@example.com' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(bookingOf(res.json()).guests).toEqual([
      { name: 'Sari', email: 'sari@example.com' },
      { name: 'Wayan', email: 'wayan@example.com' },
    ]);
    expect(await mailsTo(t.db, 'sari@example.com')).toHaveLength(1);
    expect((await latestMailTo(t.db, 'wayan@example.com')).subject).toBe(
      'Une place pour vous\u00a0: Cours seats-guests',
    );

    // The reminder goes to the booker and to each guest with an address, once.
    await remindAt(t.db, 10);
    await remindAt(t.db, 11);
    expect((await latestMailTo(t.db, 'sari@example.com')).subject).toBe('Rappel\u00a0: Cours seats-guests approche');
    expect(await mailsTo(t.db, 'sari@example.com')).toHaveLength(2);
    expect(await mailsTo(t.db, 'wayan@example.com')).toHaveLength(2);

    // Fewer seats cut the guests to fit; more guests than seats beyond the first is 422 on guests.
    const cut = await seats(tokenOf(link), { seats: 2 });
    expect(bookingOf(cut.json()).guests).toEqual([{ name: 'Sari', email: 'sari@example.com' }]);
    const over = await seats(tokenOf(link), { seats: 1, guests: [{ name: 'Nyoman' }] });
    expect(over.statusCode).toBe(422);
    expect(Object.keys(errorResponseSchema.parse(over.json()).errors ?? {})).toEqual(['guests']);
    const overForm = await post(
      t.app,
      '/api/app/class-registration',
      bookingInput('seats-guests', sessionId, { email: 'x@example.com', seats: 1, guests: [{ name: 'Nyoman' }] }),
    );
    expect(overForm.statusCode).toBe(422);

    // The roster shows the guests under the booker (to admins).
    const { token } = await tokenFor(t.db, DEMO_ADMIN.email);
    const roster = await staffClient(t.app).query('admin.sessions.roster', { sessionId }, token);
    expect(roster.data.confirmed[0].guests).toEqual([
      {
        id: expect.any(Number),
        name: 'Sari',
        email: 'sari@example.com',
        // Each guest's own attendance mark, not taken yet.
        attendance: null,
        attendanceMarkedAt: null,
        attendanceMarkedBy: null,
      },
    ]);
    expect(bookingOf((await get(tokenOf(link))).json()).seats).toBe(2);
  });

  it('refuses after the cut-off and for a cancelled booking (409), and lets a waitlisted booking ask for fewer and fit', async () => {
    const classId = await addClass(t.db, 'seats-rules', { capacity: 10, cancelCutoffHours: 12 });
    const soon = await addSession(t.db, classId, 6);
    const later = await addSession(t.db, classId, 72, { capacity: 2 });
    const late = await bookWithLink(t, 'seats-rules', soon, { email: 'late-seats@example.com' });
    expect((await seats(tokenOf(late.link), { seats: 2 })).statusCode).toBe(409);

    const first = await bookWithLink(t, 'seats-rules', later, { email: 'first-seat@example.com', seats: 2 });
    const waiter = await bookWithLink(t, 'seats-rules', later, { email: 'big-party@example.com', seats: 2 });
    expect(waiter.status).toBe('waitlisted');
    // One seat frees up: not enough for the party of two, which then asks for one.
    expect(bookingOf((await seats(tokenOf(first.link), { seats: 1 })).json()).seats).toBe(1);
    expect(bookingOf((await get(tokenOf(waiter.link))).json()).status).toBe('waitlisted');
    const fewer = await seats(tokenOf(waiter.link), { seats: 1 });
    expect(bookingOf(fewer.json())).toMatchObject({ status: 'confirmed', seats: 1 });

    expect((await post(t.app, `/api/app/booking/${tokenOf(waiter.link)}/cancel`)).statusCode).toBe(200);
    expect((await seats(tokenOf(waiter.link), { seats: 1 })).statusCode).toBe(409);
    expect((await seats(tokenOf(waiter.link), { seats: 0 })).statusCode).toBe(422);
  });
});
