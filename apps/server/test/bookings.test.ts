import { createHash } from 'node:crypto';
import { errorResponseSchema } from '@app/contract';
import { sql } from '@app/db/testing';
import { expect, it } from 'vitest';
import {
  addClass,
  addSession,
  book,
  bookingInput,
  bookingsOf,
  bookWithLink,
  linkFromLatestEmail,
  mailsTo,
  post,
  registrationResultOf,
  tokenOf,
  whileMailRefused,
} from './booking-fixtures';
import { describeWithTestApp } from './helpers';
import { rowWhere, rowsWhere } from './db-rows';

describeWithTestApp('booking a dated session', (t) => {
  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    post(t.app, '/api/app/class-registration', payload, headers);

  it('never oversells: 200 concurrent bookings over two sessions of 10 leave 10 confirmed each, the rest waitlisted in arrival order', async () => {
    const classId = await addClass(t.db, 'two-sessions-race', { capacity: 10 });
    const sessions = [await addSession(t.db, classId, 48), await addSession(t.db, classId, 72)];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        register(bookingInput('two-sessions-race', sessions[i % 2], { email: `racer${i}@example.com` })),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    const results = answers.map((a) => registrationResultOf(a.json()));
    for (const sessionId of sessions) {
      const mine = results.filter((r) => r.sessionId === sessionId);
      expect(mine).toHaveLength(100);
      expect(mine.filter((r) => r.status === 'confirmed')).toHaveLength(10);
      expect(mine.filter((r) => r.status === 'waitlisted')).toHaveLength(90);
      // Each answer's seatsLeft is what its booking left: 9, 8, … 0 once each, then 0 for the waiting list.
      expect(
        mine
          .filter((r) => r.status === 'confirmed')
          .map((r) => r.seatsLeft)
          .sort((a, b) => (b ?? 0) - (a ?? 0)),
      ).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);

      const stored = await bookingsOf(t.db, sessionId);
      expect(stored).toHaveLength(100);
      // In the order the bookings took the session's lock: the first ten confirmed, then the waiting list.
      expect(stored.map((b) => b.status)).toEqual([
        ...Array<string>(10).fill('confirmed'),
        ...Array<string>(90).fill('waitlisted'),
      ]);
      const ids = stored.map((b) => b.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    // 200 bookings and their emails: time enough on a loaded two-core runner (it took 34 s there).
  }, 120_000);

  it('answers the session and its start in the class’s time zone; the manage link goes by email only', async () => {
    const classId = await addClass(t.db, 'answer-shape', { capacity: 3 });
    const sessionId = await addSession(t.db, classId, 30);
    const result = await book(t.app, 'answer-shape', sessionId, { seats: 2 });
    expect(result).toMatchObject({ status: 'confirmed', seats: 2, seatsLeft: 1, sessionId });
    expect(result.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
    const session = await rowWhere(t.db, 'class_sessions', { id: sessionId });
    expect(new Date(result.startsAt!).getTime()).toBe(session.starts_at.getTime());
    expect(result.manageUrl).toBeNull();
    expect(await linkFromLatestEmail(t.db, 'ayu@example.com')).toMatch(
      /^http:\/\/localhost:3000\/booking\/[A-Za-z0-9_-]{54}$/,
    );
  });

  it('stores nothing the manage link could be rebuilt from, and emails it with the date in the class’s zone and the reader’s language', async () => {
    const classId = await addClass(t.db, 'hashed-token', { format: 'online', onlineUrl: 'https://meet.example/abc' });
    const sessionId = await addSession(t.db, classId, 30);
    const result = await bookWithLink(t, 'hashed-token', sessionId, { email: 'hash@example.com' });
    const token = tokenOf(result.link);
    const [row] = await bookingsOf(t.db, sessionId);
    const stored = await rowWhere(t.db, 'class_registrations', { id: row!.id });
    expect(stored.manage_token_hash).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(createHash('sha256').update(token).digest('hex'));

    const [mail] = await mailsTo(t.db, 'hash@example.com');
    expect(mail!.body_text).toContain(result.link);
    // The meeting link goes to confirmed online bookings.
    expect(mail!.body_text).toContain('https://meet.example/abc');
    const session = await rowWhere(t.db, 'class_sessions', { id: sessionId });
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'Asia/Jakarta' }).format(
      session.starts_at,
    );
    expect(mail!.body_text).toContain(date);
    expect(mail!.body_text).toContain('(Asia/Jakarta)');

    await book(t.app, 'hashed-token', sessionId, { email: 'lecteur@example.com' });
    const french = await register(bookingInput('hashed-token', sessionId, { email: 'fr@example.com' }), {
      'accept-language': 'fr',
    });
    expect(french.statusCode).toBe(200);
    const [frenchMail] = await mailsTo(t.db, 'fr@example.com');
    expect(frenchMail!.body_text).toContain(
      new Intl.DateTimeFormat('fr', { dateStyle: 'full', timeZone: 'Asia/Jakarta' }).format(session.starts_at),
    );
    expect(frenchMail!.body_text).toContain('Cours hashed-token');
  });

  it('keeps the meeting link from the waiting list', async () => {
    const classId = await addClass(t.db, 'online-full', {
      capacity: 1,
      format: 'online',
      onlineUrl: 'https://meet.example/full',
    });
    const sessionId = await addSession(t.db, classId, 30);
    await book(t.app, 'online-full', sessionId, { email: 'first@example.com' });
    const waiting = await book(t.app, 'online-full', sessionId, { email: 'second@example.com' });
    expect(waiting.status).toBe('waitlisted');
    const [mail] = await mailsTo(t.db, 'second@example.com');
    expect(mail!.subject).toContain('waiting list');
    expect(mail!.body_text).not.toContain('https://meet.example/full');
    expect(mail!.body_text).toMatch(/\/booking\/[A-Za-z0-9_-]{54}/);
    // Where the booking stands, and the way off the list: its manage page, at the leave action.
    expect(mail!.body_text).toContain('You are number 1 on the waiting list.');
    const link = /http:\/\/localhost:3000\/booking\/[A-Za-z0-9_-]+/.exec(mail!.body_text)![0];
    expect(mail!.body_text).toContain('Leave the waiting list');
    expect(mail!.body_text).toContain(`${link}#leave`);
    // The next one, booking in Indonesian, is number 2, in Indonesian.
    const third = await post(
      t.app,
      '/api/app/class-registration',
      bookingInput('online-full', sessionId, { email: 'third@example.com' }),
      { 'accept-language': 'id' },
    );
    expect(third.json().result.status).toBe('waitlisted');
    const [thirdMail] = await mailsTo(t.db, 'third@example.com');
    expect(thirdMail!.body_text).toContain('Anda berada di urutan ke-2 dalam daftar tunggu.');
    expect(thirdMail!.body_text).toContain('Keluar dari daftar tunggu');
  });

  it('answers a booking with an address that holds one exactly as a new booking, changes nothing, and emails the owner what they hold with the same link', async () => {
    const classId = await addClass(t.db, 'twice', { capacity: 10 });
    const sessionId = await addSession(t.db, classId, 30);
    const owner = await bookWithLink(t, 'twice', sessionId, { email: 'again@example.com', seats: 2 });
    const [before] = await bookingsOf(t.db, sessionId);

    // Someone else types the same address (any case): the answer is a new booking's of what they asked for.
    const repeated = await register(
      bookingInput('twice', sessionId, { email: 'AGAIN@Example.com', name: 'Someone else', seats: 1 }),
    );
    const fresh = await register(bookingInput('twice', sessionId, { email: 'new@example.com', seats: 1 }));
    expect(repeated.statusCode).toBe(200);
    expect(repeated.body).toBe(fresh.body);
    expect(registrationResultOf(repeated.json())).toEqual({
      status: 'confirmed',
      seats: 1,
      seatsLeft: 7,
      sessionId,
      startsAt: owner.startsAt,
      manageUrl: null,
    });
    // Nothing of the owner's booking changed, nor was anything booked.
    expect((await bookingsOf(t.db, sessionId)).filter((b) => b.email !== 'new@example.com')).toEqual([before]);

    // Its owner is told what they hold, with the link their first email carries.
    const mails = await mailsTo(t.db, 'again@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body_text).toContain('Nothing was booked twice');
    expect(mails[1]!.body_text).toContain('2 seats');
    expect(await linkFromLatestEmail(t.db, 'again@example.com')).toBe(owner.link);
    const shown = await t.app.inject({ method: 'GET', url: `/api/app/booking/${tokenOf(owner.link)}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().result).toMatchObject({ status: 'confirmed', seats: 2, name: 'Ayu Lestari' });

    // A full session: a new booking would wait, and so is the answer, whatever the owner holds.
    await book(t.app, 'twice', sessionId, { email: 'filler@example.com', seats: 7 });
    const whenFull = registrationResultOf(
      (await register(bookingInput('twice', sessionId, { email: 'again@example.com', seats: 3 }))).json(),
    );
    expect(whenFull).toMatchObject({ status: 'waitlisted', seats: 3, seatsLeft: 0 });
    // More seats than are left is refused as for anyone.
    const other = await addSession(t.db, classId, 54);
    await book(t.app, 'twice', other, { email: 'again@example.com', seats: 9 });
    const tooMany = await register(bookingInput('twice', other, { email: 'again@example.com', seats: 2 }));
    expect(tooMany.statusCode).toBe(422);
    expect(errorResponseSchema.parse(tooMany.json()).errors).toEqual({
      seats: ['Only 1 place is left: choose 1 seat.'],
    });
    expect((await bookingsOf(t.db, sessionId)).map((b) => [b.email, b.seats, b.status])).toEqual([
      ['again@example.com', 2, 'confirmed'],
      ['new@example.com', 1, 'confirmed'],
      ['filler@example.com', 7, 'confirmed'],
    ]);
  });

  it('refuses more seats than the session has left, saying how many, and waitlists a full session', async () => {
    const classId = await addClass(t.db, 'three-places', { capacity: 10 });
    // The session's own capacity overrides the class's.
    const sessionId = await addSession(t.db, classId, 30, { capacity: 3 });
    expect(await book(t.app, 'three-places', sessionId, { seats: 2 })).toMatchObject({ seatsLeft: 1 });
    const tooMany = await register(bookingInput('three-places', sessionId, { seats: 2, email: 'two@example.com' }));
    expect(tooMany.statusCode).toBe(422);
    expect(errorResponseSchema.parse(tooMany.json()).errors).toEqual({
      seats: ['Only 1 place is left: choose 1 seat.'],
    });
    expect(await mailsTo(t.db, 'two@example.com')).toHaveLength(0);
    expect(await book(t.app, 'three-places', sessionId, { email: 'one@example.com' })).toMatchObject({
      status: 'confirmed',
      seatsLeft: 0,
    });
    expect(await book(t.app, 'three-places', sessionId, { seats: 3, email: 'wait@example.com' })).toMatchObject({
      status: 'waitlisted',
      seatsLeft: 0,
    });
    expect((await bookingsOf(t.db, sessionId)).map((b) => [b.status, b.seats])).toEqual([
      ['confirmed', 2],
      ['confirmed', 1],
      ['waitlisted', 3],
    ]);
  });

  it('refuses a session that is unknown, past, cancelled or another class’s, and a missing one, on sessionId', async () => {
    const classId = await addClass(t.db, 'checked-dates');
    const otherClass = await addClass(t.db, 'other-dates');
    const upcoming = await addSession(t.db, classId, 30);
    const past = await addSession(t.db, classId, -2);
    const cancelled = await addSession(t.db, classId, 40, { status: 'cancelled' });
    const others = await addSession(t.db, otherClass, 30);
    const cases: Array<[number | undefined, string]> = [
      [2_000_000_000, 'This date is not one of this class’s sessions.'],
      [others, 'This date is not one of this class’s sessions.'],
      [past, 'This date has passed: choose another.'],
      [cancelled, 'This date is cancelled: choose another.'],
      [undefined, 'Choose a date.'],
    ];
    for (const [sessionId, message] of cases) {
      const res = await register(bookingInput('checked-dates', sessionId, { email: `dates-${sessionId}@example.com` }));
      expect(res.statusCode, `${sessionId}`).toBe(422);
      expect(errorResponseSchema.parse(res.json()).errors, `${sessionId}`).toEqual({ sessionId: [message] });
    }
    for (const id of [upcoming, past, cancelled, others]) expect(await bookingsOf(t.db, id)).toEqual([]);

    await addClass(t.db, 'no-dates');
    const undated = await register(bookingInput('no-dates', undefined));
    expect(errorResponseSchema.parse(undated.json()).errors).toEqual({
      sessionId: ['This class has no dates open for booking.'],
    });

    const privateClass = await addClass(t.db, 'one-to-one', { classType: 'PRIVATE_SESSION', capacity: 1 });
    const privateSession = await addSession(t.db, privateClass, 30);
    const refused = await register(bookingInput('one-to-one', privateSession));
    expect(refused.statusCode).toBe(422);
    expect(errorResponseSchema.parse(refused.json()).errors).toEqual({
      sessionId: ['Private sessions are arranged on request: send a private-session request instead.'],
    });

    expect((await register(bookingInput('no-such-class', upcoming))).statusCode).toBe(404);
    const malformed = await register(bookingInput('checked-dates', 'soon' as never));
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(errorResponseSchema.parse(malformed.json()).errors ?? {})).toEqual(['sessionId']);
  });

  it('leaves nothing half-written when a booking fails after its insert', async () => {
    const classId = await addClass(t.db, 'failing-mail');
    const sessionId = await addSession(t.db, classId, 30);
    await whileMailRefused(t.db, 'broken@example.com', async () => {
      const res = await register(bookingInput('failing-mail', sessionId, { email: 'broken@example.com' }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).not.toHaveProperty('errors');
      expect(await bookingsOf(t.db, sessionId)).toEqual([]);
    });
    expect((await book(t.app, 'failing-mail', sessionId, { email: 'fine@example.com' })).status).toBe('confirmed');
  });

  it('answers a filled honeypot like a success and books nothing', async () => {
    const classId = await addClass(t.db, 'honeypot-class');
    const sessionId = await addSession(t.db, classId, 30);
    const res = await register(bookingInput('honeypot-class', sessionId, { website: 'http://spam.example' }));
    expect(registrationResultOf(res.json())).toMatchObject({ status: 'confirmed', manageUrl: null });
    expect(await bookingsOf(t.db, sessionId)).toEqual([]);
  });

  it('stores a private-session request with the person’s language and emails both sides', async () => {
    await addClass(t.db, 'private-coaching', { classType: 'PRIVATE_SESSION', capacity: 1 });
    const request = {
      slug: 'private-coaching',
      name: 'Rina',
      email: 'rina.private@example.com',
      phone: '+62 811 111 111',
      preferredTimes: 'Weekday mornings before 10',
      preferredDates: ['2031-02-03', '2031-02-01'],
      message: 'First time.',
      consent: true,
    };
    const res = await post(t.app, '/api/app/private-session-request', request, { 'accept-language': 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { ok: true } });
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = await t.db.db
      .selectFrom('private_session_requests')
      .select(['status', 'locale', 'preferred_times', sql<string[]>`preferred_dates::text[]`.as('dates')])
      .where('email', '=', 'rina.private@example.com')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      status: 'new',
      locale: 'fr',
      preferred_times: 'Weekday mornings before 10',
      dates: ['2031-02-01', '2031-02-03'],
    });
    // The acknowledgement is in the language of the request.
    const [ack] = await mailsTo(t.db, 'rina.private@example.com');
    expect(ack!.subject).toBe('Nous avons bien reçu votre demande\u00a0: Cours private-coaching');
    expect(ack!.body_text).toContain('samedi 1 février 2031');
    const staff = await mailsTo(t.db, 'hello@ruangteduh.example');
    expect(staff.some((m) => m.subject.startsWith('Private session request'))).toBe(true);

    const regular = await post(t.app, '/api/app/private-session-request', { ...request, slug: 'checked-dates' });
    expect(regular.statusCode).toBe(422);
    expect(Object.keys(errorResponseSchema.parse(regular.json()).errors ?? {})).toEqual(['slug']);
    expect(
      (await post(t.app, '/api/app/private-session-request', { ...request, slug: 'no-such-class' })).statusCode,
    ).toBe(404);
    const tooMany = await post(t.app, '/api/app/private-session-request', {
      ...request,
      preferredDates: ['2031-01-01', '2031-01-02', '2031-01-03', '2031-01-04'],
    });
    expect(Object.keys(errorResponseSchema.parse(tooMany.json()).errors ?? {})).toEqual(['preferredDates']);

    const spam = await post(t.app, '/api/app/private-session-request', {
      ...request,
      email: 'bot@example.com',
      website: 'x',
    });
    expect(spam.statusCode).toBe(200);
    const bots = await rowsWhere(t.db, 'private_session_requests', { email: 'bot@example.com' });
    expect(bots).toEqual([]);
  });
});
