import type { ReportFigures } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClass } from './booking-fixtures';
import { tokenFor, useStaffTestApp } from './helpers';
import { bearer } from './staff-trpc';

/** A wall-clock time in Jakarta (the studio's clock, UTC+7 all year) as an instant. */
const wib = (local: string) => new Date(`${local}:00+07:00`);

/** The studio's clock in the fixture: Friday 8 March 2030, noon in Jakarta. */
const NOW = wib('2030-03-08T12:00');

/** The period of the fixture: Monday 4 to Sunday 10 March 2030; the previous one is 25 February to 3 March. */
const PERIOD = { from: '2030-03-04', to: '2030-03-10' };

const ZERO: ReportFigures = {
  sessionsHeld: 0,
  sessionsUpcoming: 0,
  sessionsCancelled: 0,
  seatsOffered: 0,
  seatsBooked: 0,
  fillRate: null,
  attended: 0,
  noShows: 0,
  lateCancels: 0,
  turnedAway: 0,
  turnedAwaySeats: 0,
  newPeople: 0,
  returningPeople: 0,
  stoppedPeople: 0,
  newsletterConfirmed: 0,
  newsletterUnsubscribed: 0,
  newsletterIssuesSent: 0,
};
const NEWSLETTER_NOW = { newsletterConfirmed: 2, newsletterUnsubscribed: 1, newsletterIssuesSent: 1 };
const NEWSLETTER_BEFORE = { newsletterConfirmed: 1, newsletterUnsubscribed: 0, newsletterIssuesSent: 1 };
/** P1, the previous period's session held: class A at 23:30 on 3 March, 2 of 10 seats, 1 turned away with 3. */
const P1 = {
  sessionsHeld: 1,
  seatsOffered: 10,
  seatsBooked: 2,
  fillRate: 0.2,
  attended: 1,
  turnedAway: 1,
  turnedAwaySeats: 3,
};
/** S4, the period's workshop session not started yet: 4 of 20 seats. */
const S4 = { sessionsUpcoming: 1, seatsOffered: 20, seatsBooked: 4, fillRate: 0.2 };

/**
 * Reports (admin /admin/reports): every figure checked against a fixture counted by hand, in a period
 * (2030) the seeded data never reaches, with the clock fixed.
 */
describe.each(testDatabaseTargets())('reports on $kind', (target) => {
  // Signed in until a day after the fixture's clock.
  const t = useStaffTestApp(target, 'editor@reports.example', {
    now: () => NOW,
    expiresInMs: NOW.getTime() - Date.now() + 86_400_000,
  });
  let yoga: number;
  let talk: number;
  let facilitator: number;

  beforeAll(async () => {
    const db = t.db.db;

    // Class A (regular, 10 seats, led by the facilitator) and class B (a workshop, 20 seats).
    yoga = await addClass(t.db, 'report-yoga', { capacity: 10 });
    talk = await addClass(t.db, 'report-talk', { capacity: 20, classType: 'WORKSHOP_AND_EVENT' });
    facilitator = (await db.selectFrom('counselors').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await db
      .insertInto('class_counselors')
      .values({ class_id: yoga, counselor_id: facilitator, sort_order: 0 })
      .execute();

    const session = async (
      classId: number,
      local: string,
      options: { capacity?: number; status?: 'scheduled' | 'cancelled' } = {},
    ) => {
      const startsAt = wib(local);
      const row = await db
        .insertInto('class_sessions')
        .values({
          class_id: classId,
          starts_at: startsAt,
          ends_at: new Date(startsAt.getTime() + 3_600_000),
          capacity: options.capacity ?? null,
          status: options.status ?? 'scheduled',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, classId };
    };
    type Session = Awaited<ReturnType<typeof session>>;
    let bookingsAdded = 0;
    const book = async (
      s: Session,
      email: string,
      options: {
        seats?: number;
        status?: 'confirmed' | 'waitlisted' | 'cancelled';
        attendance?: 'attended' | 'no_show';
        locale?: string;
        source?: 'web' | 'walk-in' | 'staff' | 'private-request';
        lateCancel?: boolean;
        promoted?: boolean;
        movesBookingId?: number;
        erased?: boolean;
        guests?: Array<{ email?: string; attendance?: 'attended' | 'no_show' }>;
      } = {},
    ) => {
      bookingsAdded++;
      const row = await db
        .insertInto('class_registrations')
        .values({
          class_id: s.classId,
          session_id: s.id,
          name: options.erased ? '' : `Person ${bookingsAdded}`,
          email: options.erased ? '' : email,
          phone: options.erased ? '' : '+62 812 0000 0000',
          seats: options.seats ?? 1,
          status: options.status ?? 'confirmed',
          locale: options.locale ?? 'en',
          source: options.source ?? 'web',
          attendance: options.attendance ?? null,
          attendance_marked_at: options.attendance ? NOW : null,
          checked_in_at: options.attendance === 'attended' ? NOW : null,
          late_cancel: options.lateCancel ?? false,
          cancelled_at: options.status === 'cancelled' ? NOW : null,
          promoted_at: options.promoted ? NOW : null,
          moves_booking_id: options.movesBookingId ?? null,
          erased_at: options.erased ? NOW : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, guest] of (options.guests ?? []).entries()) {
        await db
          .insertInto('booking_guests')
          .values({
            booking_id: row.id,
            position: i + 2,
            name: `Guest ${i + 2}`,
            email: guest.email ?? null,
            attendance: guest.attendance ?? null,
            attendance_marked_at: guest.attendance ? NOW : null,
          })
          .execute();
      }
      return row.id;
    };

    // Earlier visits (all at 09:00, on Sundays and a Saturday): who is returning and who stopped.
    const old1 = await session(yoga, '2029-06-03T09:00');
    const old2 = await session(yoga, '2029-12-02T09:00');
    const old3 = await session(yoga, '2029-12-30T09:00');
    const old4 = await session(yoga, '2030-01-05T09:00');
    await book(old1, 'budi@reports.test');
    // Nina: three visits, the last on 5 January: 60 days later is 6 March, in the period (stopped).
    for (const s of [old1, old2, old4]) await book(s, 'nina@reports.test');
    // Putri: three visits, the last on 30 December: 60 days later is 28 February, in the previous period.
    for (const s of [old1, old2, old3]) await book(s, 'putri@reports.test');
    // Omar: two visits (never stopped), then one in the previous period (returning there).
    for (const s of [old2, old4]) await book(s, 'omar@reports.test');

    // The previous period: P1, class A on Sunday 3 March at 23:30 in Jakarta (16:30 UTC): its last day.
    const p1 = await session(yoga, '2030-03-03T23:30');
    await session(talk, '2030-02-25T09:00', { status: 'cancelled' });
    await book(p1, 'ayu@reports.test', { locale: 'id', attendance: 'attended' }); // Ayu's first visit
    await book(p1, 'omar@reports.test');
    await book(p1, 'mira@reports.test', { status: 'waitlisted', seats: 3, locale: 'pt-BR' }); // turned away

    // The period. S1: class A, Monday 09:00, the class's 10 seats.
    const s1 = await session(yoga, '2030-03-04T09:00');
    await book(s1, 'ayu@reports.test', {
      seats: 3,
      locale: 'id',
      attendance: 'attended',
      guests: [{ attendance: 'attended' }, { attendance: 'no_show' }],
    });
    const budi = await book(s1, 'BUDI@reports.test ', { source: 'walk-in', attendance: 'no_show' });
    await book(s1, 'citra@reports.test', { status: 'waitlisted', seats: 2 }); // turned away at 09:00
    await book(s1, 'dewi@reports.test', { status: 'cancelled', lateCancel: true, locale: 'id', source: 'staff' });
    // A place held for Budi's booking moving here: no booking of its own, counted nowhere.
    await book(s1, 'budi@reports.test', { status: 'waitlisted', movesBookingId: budi });
    // Erased: counted in every figure but the people ones.
    await book(s1, '', { seats: 2, locale: 'es', attendance: 'attended', erased: true });
    // S2: class A, Tuesday 19:00, its own 6 seats.
    const s2 = await session(yoga, '2030-03-05T19:00', { capacity: 6 });
    await book(s2, 'ayu@reports.test', {
      seats: 2,
      locale: 'id',
      attendance: 'attended',
      guests: [{ email: 'gita@reports.test', attendance: 'attended' }],
    });
    await book(s2, 'fajar@reports.test', { status: 'waitlisted', locale: 'fr' }); // turned away at 19:00
    await book(s2, 'gilang@reports.test', { promoted: true }); // Gilang's first visit
    // S3: class B, Wednesday, cancelled: its bookings count nowhere but in the cancelled sessions.
    const s3 = await session(talk, '2030-03-06T09:00', { status: 'cancelled' });
    await book(s3, 'hana@reports.test', { seats: 2 });
    await book(s3, 'indra@reports.test', { status: 'waitlisted' });
    // S4: class B, Sunday 10 March at 23:30 in Jakarta (16:30 UTC): the period's last day, not started yet.
    const s4 = await session(talk, '2030-03-10T23:30');
    await book(s4, 'joko@reports.test', { seats: 4, locale: 'zh-CN', source: 'staff' });
    await book(s4, 'kiki@reports.test', { status: 'waitlisted' }); // still waiting: not turned away yet
    // S5: 00:30 in Jakarta on Monday 11 March (17:30 UTC on the 10th): the day after the period.
    const s5 = await session(yoga, '2030-03-11T00:30');
    await book(s5, 'lina@reports.test', { seats: 5 });

    await db
      .insertInto('newsletter_subscribers')
      .values(
        [
          { confirmed_at: wib('2030-03-05T10:00'), unsubscribed_at: null },
          { confirmed_at: wib('2030-03-10T23:00'), unsubscribed_at: null },
          { confirmed_at: wib('2030-03-11T00:30'), unsubscribed_at: null },
          { confirmed_at: wib('2030-02-26T10:00'), unsubscribed_at: wib('2030-03-06T10:00') },
        ].map((row, i) => ({
          ...row,
          email: `reader${i}@reports.test`,
          unsubscribe_token: `reports-test-token-${i}-xxxxxxxxxxxxxxxx`,
        })),
      )
      .execute();
    await db
      .insertInto('newsletter_issues')
      .values(
        [
          { status: 'sent' as const, sent_at: wib('2030-03-06T08:00') },
          { status: 'sent' as const, sent_at: wib('2030-03-01T08:00') },
          { status: 'draft' as const, sent_at: null },
        ].map((row) => ({
          ...row,
          subject: JSON.stringify({ en: 'News' }),
          body: JSON.stringify({ en: '<p>News</p>' }),
        })),
      )
      .execute();
  });

  const report = async (input: Record<string, unknown>, token = t.admin) => {
    const res = await t.client.query('admin.reports.get', { ...PERIOD, ...input }, token);
    expect(res.status, res.body).toBe(200);
    return res.data as {
      from: string;
      to: string;
      previousFrom: string;
      previousTo: string;
      timeZone: string;
      current: ReportFigures;
      previous: ReportFigures;
      turnedAway: Array<{ classId: number; class: string; hour: number; bookings: number; seats: number }>;
      heatMap: Array<{ weekday: number; hour: number; seats: number }>;
      bySource: Array<{ source: string; bookings: number; seats: number }>;
      byLanguage: Array<{ language: string; bookings: number; seats: number }>;
    };
  };

  it('counts every figure of the period and of the one before it, on the studio’s clock', async () => {
    const r = await report({});
    expect(r).toMatchObject({
      from: '2030-03-04',
      to: '2030-03-10',
      previousFrom: '2030-02-25',
      previousTo: '2030-03-03',
      timeZone: 'Asia/Jakarta',
    });
    expect(r.current).toEqual({
      sessionsHeld: 2, // S1, S2 (S4 at 23:30 on the last day is in the period, not started)
      sessionsUpcoming: 1,
      sessionsCancelled: 1,
      seatsOffered: 36, // 10 (class) + 6 (session's own) + 20
      seatsBooked: 13, // S1 3 + 1 + 2 (erased), S2 2 + 1, S4 4; not S3 (cancelled) nor S5 (next day)
      fillRate: 13 / 36,
      attended: 5, // Ayu and her guest on S1, the erased booking, Ayu and Gita on S2
      noShows: 2, // Budi, Ayu's second guest
      lateCancels: 1,
      turnedAway: 2, // Citra (S1, 2 seats), Fajar (S2, 1 seat); not Kiki (S4 not started), not Indra (cancelled)
      turnedAwaySeats: 3,
      newPeople: 1, // Gilang
      returningPeople: 2, // Ayu (previous period), Budi (June 2029)
      stoppedPeople: 1, // Nina
      ...NEWSLETTER_NOW,
    });
    expect(r.previous).toEqual({
      ...ZERO,
      ...P1,
      sessionsCancelled: 1,
      newPeople: 1, // Ayu
      returningPeople: 1, // Omar
      stoppedPeople: 1, // Putri
      ...NEWSLETTER_BEFORE,
    });
    expect(r.turnedAway).toEqual([
      { classId: yoga, class: 'Class report-yoga', hour: 9, bookings: 1, seats: 2 },
      { classId: yoga, class: 'Class report-yoga', hour: 19, bookings: 1, seats: 1 },
    ]);
    expect(r.heatMap).toEqual([
      { weekday: 1, hour: 9, seats: 6 },
      { weekday: 2, hour: 19, seats: 3 },
      { weekday: 7, hour: 23, seats: 4 },
    ]);
    expect(r.bySource).toEqual([
      { source: 'web', bookings: 4, seats: 8 },
      { source: 'staff', bookings: 1, seats: 4 },
      { source: 'walk-in', bookings: 1, seats: 1 },
    ]);
    expect(r.byLanguage).toEqual([
      { language: 'en', bookings: 2, seats: 2 },
      { language: 'id', bookings: 2, seats: 5 },
      { language: 'es', bookings: 1, seats: 2 },
      { language: 'zh-CN', bookings: 1, seats: 4 },
    ]);
    // Figures only: no name or address anywhere in the answer.
    expect(JSON.stringify(r)).not.toMatch(/@|Person /);
  });

  it('narrows every figure to a class, a type or a facilitator', async () => {
    const classA = {
      current: {
        ...ZERO,
        sessionsHeld: 2,
        seatsOffered: 16,
        seatsBooked: 9,
        fillRate: 9 / 16,
        attended: 5,
        noShows: 2,
        lateCancels: 1,
        turnedAway: 2,
        turnedAwaySeats: 3,
        newPeople: 1,
        returningPeople: 2,
        stoppedPeople: 1,
        ...NEWSLETTER_NOW,
      },
      previous: {
        ...ZERO,
        ...P1,
        newPeople: 1,
        returningPeople: 1,
        stoppedPeople: 1,
        ...NEWSLETTER_BEFORE,
      },
    };
    expect(await report({ classId: yoga })).toMatchObject(classA);
    expect(await report({ counselorId: facilitator })).toMatchObject(classA);
    const workshops = await report({ classType: 'WORKSHOP_AND_EVENT' });
    expect(workshops.current).toEqual({
      ...ZERO,
      ...S4,
      sessionsCancelled: 1,
      ...NEWSLETTER_NOW,
    });
    expect(workshops.previous).toEqual({ ...ZERO, sessionsCancelled: 1, ...NEWSLETTER_BEFORE });
    expect(workshops.turnedAway).toEqual([]);
    expect(workshops.heatMap).toEqual([{ weekday: 7, hour: 23, seats: 4 }]);
    expect((await report({ classId: talk })).current).toEqual(workshops.current);
  });

  it('narrows to a weekday and an hour on the studio’s clock', async () => {
    // Tuesdays: S2 only. People are counted within the filter: Ayu's first Tuesday visit is this one.
    const tuesdays = await report({ weekday: 2 });
    expect(tuesdays.current).toEqual({
      ...ZERO,
      sessionsHeld: 1,
      seatsOffered: 6,
      seatsBooked: 3,
      fillRate: 0.5,
      attended: 2,
      turnedAway: 1,
      turnedAwaySeats: 1,
      newPeople: 2,
      ...NEWSLETTER_NOW,
    });
    expect(tuesdays.previous).toEqual({ ...ZERO, ...NEWSLETTER_BEFORE });
    expect(tuesdays.turnedAway).toEqual([
      { classId: yoga, class: 'Class report-yoga', hour: 19, bookings: 1, seats: 1 },
    ]);
    // 23:00–23:59 in Jakarta (16:00 UTC): S4 on the last day, and P1 on the previous period's last day.
    const late = await report({ hour: 23 });
    expect(late.current).toEqual({
      ...ZERO,
      ...S4,
      ...NEWSLETTER_NOW,
    });
    expect(late.previous).toEqual({
      ...ZERO,
      ...P1,
      newPeople: 2, // Ayu and Omar: their first visit at 23:00
      ...NEWSLETTER_BEFORE,
    });
    // Sunday 23:00 is a cell; Monday 00:00 (S5, the next day) is not in the period.
    expect((await report({ weekday: 1, hour: 0 })).current).toEqual({ ...ZERO, ...NEWSLETTER_NOW });
    expect((await report({ weekday: 7, hour: 23 })).current.seatsBooked).toBe(4);
  });

  it('narrows the booking figures, not the sessions, to a language', async () => {
    const id = await report({ language: 'id' });
    expect(id.current).toEqual({
      ...ZERO,
      sessionsHeld: 2,
      sessionsUpcoming: 1,
      sessionsCancelled: 1,
      seatsOffered: 36,
      seatsBooked: 5,
      fillRate: 5 / 36,
      attended: 4,
      noShows: 1,
      lateCancels: 1,
      returningPeople: 1, // Ayu
      ...NEWSLETTER_NOW,
    });
    expect(id.previous).toEqual({
      ...ZERO,
      sessionsHeld: 1,
      sessionsCancelled: 1,
      seatsOffered: 10,
      seatsBooked: 1,
      fillRate: 0.1,
      attended: 1,
      newPeople: 1,
      ...NEWSLETTER_BEFORE,
    });
    expect(id.byLanguage).toEqual([{ language: 'id', bookings: 2, seats: 5 }]);
    expect(id.bySource).toEqual([{ source: 'web', bookings: 2, seats: 5 }]);
    expect(id.turnedAway).toEqual([]);
  });

  it('lets editors read it, refuses visitors, and refuses a period ending before it starts', async () => {
    const asEditor = await report({}, t.editor);
    expect(asEditor.current.seatsBooked).toBe(13);
    const anonymous = await t.client.query('admin.reports.get', PERIOD, null);
    expect(anonymous.status).toBe(401);
    // A staff session that ended before the clock's now is nobody's.
    const ended = (await tokenFor(t.db, 'editor@reports.example')).token;
    expect((await t.client.query('admin.reports.get', PERIOD, ended)).status).toBe(401);
    const backwards = await t.client.query('admin.reports.get', { from: '2030-03-10', to: '2030-03-04' }, t.admin);
    expect(backwards.status).toBe(422);
    expect(backwards.error?.fieldErrors).toEqual({ to: ['The period must end on or after its first day.'] });
    const tooLong = await t.client.query('admin.reports.get', { from: '2027-01-01', to: '2030-03-04' }, t.admin);
    expect(tooLong.status).toBe(422);
    expect(tooLong.error?.fieldErrors).toEqual({ from: ['Choose a period of at most two years.'] });
  });

  it('answers GET /api/admin/reports with the same report, and the documented errors', async () => {
    const query = `from=${PERIOD.from}&to=${PERIOD.to}&classId=${yoga}&weekday=1&language=id`;
    const get = (search: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/admin/reports?${search}`, headers });
    const res = await get(query, bearer(t.editor));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { result: { current: ReportFigures; heatMap: unknown[] } };
    expect(body.result.current).toMatchObject({ sessionsHeld: 1, seatsOffered: 10, seatsBooked: 3, attended: 2 });
    expect(body.result.heatMap).toEqual([{ weekday: 1, hour: 9, seats: 3 }]);

    const anonymous = await get(query);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });
    const backwards = await get('from=2030-03-10&to=2030-03-04', { ...bearer(t.admin), 'accept-language': 'fr' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({
      message: expect.any(String),
      errors: { to: ['La période doit finir le jour de son début ou après.'] },
    });
    const badHour = await get(`${query}&hour=24`, bearer(t.admin));
    expect(badHour.statusCode).toBe(422);
    expect(Object.keys(badHour.json().errors)).toEqual(['hour']);
  });
});
