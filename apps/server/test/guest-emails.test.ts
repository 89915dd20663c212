import { DEMO_ADMIN } from '@app/db';
import { expect, it } from 'vitest';
import {
  addClass,
  addSession,
  bookingInput,
  bookingsOf,
  linkFromLatestEmail,
  mailsTo,
  post,
  tokenOf,
} from './booking-fixtures';
import { describeWithTestApp, tokenFor } from './helpers';
import { staffClient } from './staff-trpc';

/**
 * Guests named with an address on a booking hear of everything that changes their place, in the
 * booker's language: the booking moving (by its link, by staff, or once a place opens on the date it
 * waits for), confirmed from the waiting list (by itself or by staff), or cancelled (by the booker, by
 * staff, or with its session). Guests without an address, and guests of a booking still waiting, hear nothing.
 */
describeWithTestApp('emails to the guests of a booking', (t) => {
  /** Books with guests (the first with an address) in a language, and answers the booking's manage token. */
  async function bookWithGuests(slug: string, sessionId: number, email: string, locale = 'en', seats = 3) {
    const res = await post(
      t.app,
      '/api/app/class-registration',
      bookingInput(slug, sessionId, {
        email,
        seats,
        // One guest per seat beyond the booker's: the first with an address.
        guests: [{ name: 'Sari', email: `guest-of-${email}` }, { name: 'Nyoman' }].slice(0, seats - 1),
      }),
      { 'accept-language': locale },
    );
    expect(res.statusCode, res.body).toBe(200);
    return { status: res.json().result.status as string, token: tokenOf(await linkFromLatestEmail(t.db, email)) };
  }

  const subjectsTo = async (to: string) => (await mailsTo(t.db, to)).map((mail) => mail.subject);
  const guestOf = (email: string) => `guest-of-${email}`;

  async function admin() {
    const { token } = await tokenFor(t.db, DEMO_ADMIN.email);
    return (path: string, input: unknown) => staffClient(t.app).mutate(path, input, token);
  }

  it('tells the guest of a booking moved by its link, and by staff, the new date in the booker’s language', async () => {
    const classId = await addClass(t.db, 'guests-move', { capacity: 10 });
    const first = await addSession(t.db, classId, 72);
    const second = await addSession(t.db, classId, 96);
    const third = await addSession(t.db, classId, 120);
    const booker = await bookWithGuests('guests-move', first, 'mover-g@example.com', 'fr');
    expect(await subjectsTo(guestOf('mover-g@example.com'))).toEqual(['Une place pour vous\u00a0: Cours guests-move']);

    const moved = await post(t.app, `/api/app/booking/${booker.token}/reschedule`, { sessionId: second });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await mailsTo(t.db, guestOf('mover-g@example.com'));
    expect(afterMove.map((m) => m.subject)).toEqual([
      'Une place pour vous\u00a0: Cours guests-move',
      'Nouvelle date pour votre place\u00a0: Cours guests-move',
    ]);
    expect(afterMove.at(-1)!.body_text).toContain('Ayu Lestari a déplacé la réservation');
    // The guest gets no link to the booking: it is the booker's.
    expect(afterMove.at(-1)!.body_text).not.toContain('/booking/');

    const [row] = await bookingsOf(t.db, second);
    const res = await (await admin())('admin.sessions.moveBooking', { bookingId: row!.id, sessionId: third });
    expect(res.status, res.body).toBe(200);
    expect((await subjectsTo(guestOf('mover-g@example.com'))).at(-1)).toBe(
      'Nouvelle date pour votre place\u00a0: Cours guests-move',
    );
    expect(await subjectsTo(guestOf('mover-g@example.com'))).toHaveLength(3);
  });

  it('tells the guest of a move that waited for a place once it moves, and nothing while it waits', async () => {
    const classId = await addClass(t.db, 'guests-wait', { capacity: 10 });
    const from = await addSession(t.db, classId, 72);
    const to = await addSession(t.db, classId, 96, { capacity: 3 });
    const holder = await bookWithGuests('guests-wait', to, 'holder-g@example.com', 'en', 1);
    const booker = await bookWithGuests('guests-wait', from, 'patient-g@example.com');
    const waiting = await post(t.app, `/api/app/booking/${booker.token}/reschedule`, {
      sessionId: to,
      joinWaitingList: true,
    });
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(await subjectsTo(guestOf('patient-g@example.com'))).toEqual(['You have a place: Class guests-wait']);

    expect((await post(t.app, `/api/app/booking/${holder.token}/cancel`)).statusCode).toBe(200);
    expect(await subjectsTo(guestOf('patient-g@example.com'))).toEqual([
      'You have a place: Class guests-wait',
      'New date for your place: Class guests-wait',
    ]);
  });

  it('gives the guests of a waitlisted booking their place when it is confirmed, by itself or by staff, in the booker’s language', async () => {
    const classId = await addClass(t.db, 'guests-promote', { capacity: 10 });
    const sessionId = await addSession(t.db, classId, 72, { capacity: 4 });
    const holder = await bookWithGuests('guests-promote', sessionId, 'full-g@example.com', 'en', 4);
    const byItself = await bookWithGuests('guests-promote', sessionId, 'auto-g@example.com', 'id', 2);
    const byStaff = await bookWithGuests('guests-promote', sessionId, 'staff-g@example.com', 'es', 2);
    expect([byItself.status, byStaff.status]).toEqual(['waitlisted', 'waitlisted']);
    // Waiting gives the guests no place: no email yet.
    expect(await subjectsTo(guestOf('auto-g@example.com'))).toEqual([]);

    // Staff promote the second, over the capacity.
    const rows = await bookingsOf(t.db, sessionId);
    const staffRow = rows.find((b) => b.email === 'staff-g@example.com')!;
    const res = await (await admin())('admin.sessions.promote', { bookingId: staffRow.id, overCapacity: true });
    expect(res.status, res.body).toBe(200);
    expect(await subjectsTo(guestOf('staff-g@example.com'))).toEqual(['Tienes una plaza: Class guests-promote']);

    // The holder cancels: the first on the list moves up by itself, and its guest hears of it.
    expect((await post(t.app, `/api/app/booking/${holder.token}/cancel`)).statusCode).toBe(200);
    expect(await subjectsTo(guestOf('auto-g@example.com'))).toEqual(['Anda mendapat tempat: Class guests-promote']);
    // The holder's own guest lost the place.
    expect(await subjectsTo(guestOf('full-g@example.com'))).toEqual([
      'You have a place: Class guests-promote',
      'Your place is cancelled: Class guests-promote',
    ]);
  });

  it('tells the guests their place is gone when staff cancel the booking or the session, and not those of a waiting booking', async () => {
    const classId = await addClass(t.db, 'guests-cancel', { capacity: 10 });
    const sessionId = await addSession(t.db, classId, 72, { capacity: 5 });
    await bookWithGuests('guests-cancel', sessionId, 'staff-cancelled-g@example.com', 'en', 2);
    await bookWithGuests('guests-cancel', sessionId, 'session-cancelled-g@example.com', 'fr', 3);
    const waiter = await bookWithGuests('guests-cancel', sessionId, 'waiter-g@example.com', 'en', 2);
    expect(waiter.status).toBe('waitlisted');
    const call = await admin();

    const [first] = await bookingsOf(t.db, sessionId);
    expect((await call('admin.sessions.cancelBooking', { bookingId: first!.id })).status).toBe(200);
    expect(await subjectsTo(guestOf('staff-cancelled-g@example.com'))).toEqual([
      'You have a place: Class guests-cancel',
      'Your place is cancelled: Class guests-cancel',
    ]);
    // The waiter was promoted by that cancellation, then the studio cancels the whole session.
    expect(await subjectsTo(guestOf('waiter-g@example.com'))).toEqual(['You have a place: Class guests-cancel']);
    expect((await call('admin.sessions.cancel', { sessionId })).status).toBe(200);
    const french = await mailsTo(t.db, guestOf('session-cancelled-g@example.com'));
    expect(french.map((m) => m.subject)).toEqual([
      'Une place pour vous\u00a0: Cours guests-cancel',
      'Votre place est annulée\u00a0: Cours guests-cancel',
    ]);
    expect(french.at(-1)!.body_text).toContain('Le studio a annulé cette séance');
    expect((await subjectsTo(guestOf('waiter-g@example.com'))).at(-1)).toBe(
      'Your place is cancelled: Class guests-cancel',
    );

    // A booking still waiting when it is cancelled had no place to lose: its guests hear nothing.
    const other = await addSession(t.db, classId, 96, { capacity: 1 });
    await bookWithGuests('guests-cancel', other, 'first-g@example.com', 'en', 1);
    const late = await bookWithGuests('guests-cancel', other, 'late-g@example.com', 'en', 2);
    expect(late.status).toBe('waitlisted');
    expect((await post(t.app, `/api/app/booking/${late.token}/cancel`)).statusCode).toBe(200);
    expect(await subjectsTo(guestOf('late-g@example.com'))).toEqual([]);
  });
});
