import type { AppRouter } from '@app/api';
import { generateSessions } from '@app/api/server';
import { bookingSettingsSchema, type ClassInput, classSessionSchema, resultEnvelope } from '@app/contract';
import { DEMO_ADMIN } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp, tokenFor } from './helpers';
import { countRows } from './db-rows';

const HORIZON_WEEKS = bookingSettingsSchema.parse({}).horizonWeeks;
const sessionList = resultEnvelope(z.array(classSessionSchema));

type Client = ReturnType<typeof createTRPCClient<AppRouter>>;

const classInput = (slug: string, overrides: Partial<ClassInput> = {}): ClassInput => ({
  slug,
  classType: 'REGULAR',
  title: { en: `Class ${slug}` },
  summary: { en: 'A quiet hour.' },
  description: { en: '<p>Breathe.</p>' },
  extendInfo: { day: 'Tuesday', startTime: '18:00', endTime: '19:00', timeZone: 'Asia/Jakarta' },
  capacity: 10,
  status: 'published',
  ...overrides,
});

/** The field errors of a refused call (422). */
function fieldErrors(error: unknown): Record<string, string[]> {
  expect(error).toBeInstanceOf(TRPCClientError);
  const data = (error as TRPCClientError<AppRouter>).data;
  expect(data?.httpStatus).toBe(422);
  return (data as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
}

describe.each(testDatabaseTargets())('dated class sessions on $kind', (target) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp(target);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { token } = await tokenFor(t.db, DEMO_ADMIN.email);
    admin = createTRPCClient<AppRouter>({
      links: [
        httpLink({
          url: `${address}/trpc`,
          transformer: superjson,
          headers: () => ({ authorization: `Bearer ${token}` }),
        }),
      ],
    });
  });
  afterAll(() => t?.close());

  const publicSessions = async (slug: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/app/class/${slug}/sessions` });
    expect(res.statusCode, res.body).toBe(200);
    return sessionList.parse(res.json()).result;
  };
  const storedSessions = (classId: number) =>
    t.db.db
      .selectFrom('class_sessions')
      .select(['id', 'starts_at', 'ends_at', 'kind', 'status', 'capacity', 'note'])
      .where('class_id', '=', classId)
      .orderBy('starts_at')
      .execute();
  const book = (classId: number, sessionId: number, status: 'confirmed' | 'cancelled', email: string) =>
    t.db.db
      .insertInto('class_registrations')
      .values({ class_id: classId, session_id: sessionId, name: 'Ayu', email, phone: '+62 811', seats: 2, status })
      .execute();
  const weekdayIn = (zone: string, iso: string) =>
    new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: zone }).format(new Date(iso));

  it('dates a new weekly class for the horizon, each session at its wall-clock time', async () => {
    const created = await admin.admin.class.create.mutate(
      classInput('dawn-stretch', { extendInfo: { day: 'Wednesday', startTime: '06:30', endTime: '07:15' } }),
    );
    expect(created.sessionChanges).toEqual({ added: HORIZON_WEEKS, removed: 0, keptBooked: [] });
    const sessions = await publicSessions('dawn-stretch');
    expect(sessions).toHaveLength(HORIZON_WEEKS);
    for (const session of sessions) {
      expect(session).toMatchObject({ timeZone: 'Asia/Jakarta', capacity: 10, seatsLeft: 10, status: 'scheduled' });
      expect(session.startsAt).toMatch(/T06:30:00\+07:00$/);
      expect(session.endsAt).toBe(session.startsAt.replace('T06:30', 'T07:15'));
      expect(weekdayIn('Asia/Jakarta', session.startsAt)).toBe('Wednesday');
    }
    // The class detail and its summary in the list name the same next session.
    const detail = await admin.class.detail.query({ slug: 'dawn-stretch' });
    expect(detail.nextSessions).toEqual(sessions.slice(0, 8));
    expect(detail.nextSession).toEqual(sessions[0]);
  });

  it('keeps a weekly 09:00 in New York at 09:00 across both daylight-saving changes (UTC instants)', async () => {
    const created = await admin.admin.class.create.mutate(
      classInput('brooklyn-saturday', {
        extendInfo: { day: 'Saturday', startTime: '09:00', endTime: '10:00', timeZone: 'America/New_York' },
      }),
    );
    // The generator as it ran in October 2026 and will run in late February 2027.
    await generateSessions(t.db.db, new Date('2026-10-17T12:00:00Z'));
    await generateSessions(t.db.db, new Date('2027-02-27T12:00:00Z'));
    const instants = (await storedSessions(created.id)).map((s) => s.starts_at.toISOString());
    const around = (from: string, to: string) => instants.filter((i) => i >= from && i < to);
    // Summer time ends on 1 November 2026: 13:00 UTC becomes 14:00 UTC.
    expect(around('2026-10-20', '2026-11-10')).toEqual([
      '2026-10-24T13:00:00.000Z',
      '2026-10-31T13:00:00.000Z',
      '2026-11-07T14:00:00.000Z',
    ]);
    // It starts again on 14 March 2027: 14:00 UTC becomes 13:00 UTC.
    expect(around('2027-03-01', '2027-03-31')).toEqual([
      '2027-03-06T14:00:00.000Z',
      '2027-03-13T14:00:00.000Z',
      '2027-03-20T13:00:00.000Z',
      '2027-03-27T13:00:00.000Z',
    ]);
    const march = (await publicSessions('brooklyn-saturday')).filter((s) => s.startsAt.startsWith('2027-03'));
    expect(march.map((s) => s.startsAt)).toEqual([
      '2027-03-06T09:00:00-05:00',
      '2027-03-13T09:00:00-05:00',
      '2027-03-20T09:00:00-04:00',
      '2027-03-27T09:00:00-04:00',
    ]);
    expect(march.every((s) => s.timeZone === 'America/New_York')).toBe(true);
  });

  it('dates each session once, however often and however many at once the generator runs', async () => {
    const count = () => countRows(t.db, 'class_sessions');
    const now = new Date();
    await generateSessions(t.db.db, now);
    const complete = await count();
    // Forget the sessions nobody booked within the horizon: the generator must date them again, once.
    const forgotten = await t.db.db
      .deleteFrom('class_sessions')
      .where('kind', '=', 'generated')
      .where('starts_at', '>', now)
      .where('starts_at', '<=', new Date(now.getTime() + HORIZON_WEEKS * 7 * 86_400_000))
      .where(({ not, exists, selectFrom, ref }) =>
        not(exists(selectFrom('class_registrations').select('id').where('session_id', '=', ref('class_sessions.id')))),
      )
      .returning('id')
      .execute();
    expect(forgotten.length).toBeGreaterThan(50);
    // Concurrent runs: on PostgreSQL each in its own transaction on its own connection.
    const runs = await Promise.all([generateSessions(t.db.db, now), generateSessions(t.db.db, now)]);
    expect(runs[0]!.inserted + runs[1]!.inserted).toBe(forgotten.length);
    expect(await count()).toBe(complete);
    expect(await generateSessions(t.db.db, now)).toEqual({ inserted: 0 });
    expect(await count()).toBe(complete);
  });

  it('moves unbooked sessions when a weekly class’s weekday changes, and keeps booked ones for staff, saying so', async () => {
    const created = await admin.admin.class.create.mutate(classInput('moving-day'));
    const [, , booked, , onlyCancelled] = await storedSessions(created.id);
    await book(created.id, booked!.id, 'confirmed', 'kept@example.com');
    await book(created.id, onlyCancelled!.id, 'cancelled', 'gone@example.com');

    const moved = await admin.admin.class.update.mutate({
      id: created.id,
      version: created.version,
      data: classInput('moving-day', { extendInfo: { day: 'Thursday', startTime: '18:00', endTime: '19:00' } }),
    });
    expect(moved.sessionChanges).toEqual({
      added: HORIZON_WEEKS,
      // Six deleted; the one holding only a cancelled booking is kept, cancelled, with that booking.
      removed: HORIZON_WEEKS - 1,
      keptBooked: [{ id: booked!.id, startsAt: moved.sessionChanges!.keptBooked[0]!.startsAt, activeBookings: 1 }],
    });
    expect(moved.sessionChanges!.keptBooked[0]!.startsAt).toMatch(/T18:00:00\+07:00$/);
    expect(weekdayIn('Asia/Jakarta', moved.sessionChanges!.keptBooked[0]!.startsAt)).toBe('Tuesday');

    const stored = await storedSessions(created.id);
    const tuesdays = stored.filter((s) => weekdayIn('Asia/Jakarta', s.starts_at.toISOString()) === 'Tuesday');
    expect(tuesdays.map((s) => [s.id, s.status])).toEqual([
      [booked!.id, 'scheduled'],
      [onlyCancelled!.id, 'cancelled'],
    ]);
    const thursdays = stored.filter((s) => weekdayIn('Asia/Jakarta', s.starts_at.toISOString()) === 'Thursday');
    expect(thursdays).toHaveLength(HORIZON_WEEKS);
    expect(thursdays.every((s) => s.kind === 'generated' && s.status === 'scheduled')).toBe(true);
    const bookings = await t.db.db
      .selectFrom('class_registrations')
      .select(['email', 'session_id'])
      .where('class_id', '=', created.id)
      .orderBy('email')
      .execute();
    expect(bookings).toEqual([
      { email: 'gone@example.com', session_id: onlyCancelled!.id },
      { email: 'kept@example.com', session_id: booked!.id },
    ]);
    // The public list shows the kept Tuesday and the cancelled one among the Thursdays.
    const listed = await publicSessions('moving-day');
    expect(listed).toHaveLength(HORIZON_WEEKS + 2);
    expect(listed.find((s) => s.id === booked!.id)).toMatchObject({ status: 'scheduled', seatsLeft: 8 });
    expect(listed.find((s) => s.id === onlyCancelled!.id)).toMatchObject({ status: 'cancelled' });

    // Saved again unchanged: nothing moves; the booked Tuesday is still reported.
    const again = await admin.admin.class.update.mutate({
      id: moved.id,
      version: moved.version,
      data: classInput('moving-day', { extendInfo: { day: 'Thursday', startTime: '18:00', endTime: '19:00' } }),
    });
    expect(again.sessionChanges).toMatchObject({ added: 0, removed: 0, keptBooked: [{ id: booked!.id }] });
    // A new hour moves the unbooked Thursdays too.
    const later = await admin.admin.class.update.mutate({
      id: again.id,
      version: again.version,
      data: classInput('moving-day', { extendInfo: { day: 'Thursday', startTime: '19:30', endTime: '20:30' } }),
    });
    expect(later.sessionChanges).toMatchObject({ added: HORIZON_WEEKS, removed: HORIZON_WEEKS });
    expect((await publicSessions('moving-day')).filter((s) => s.startsAt.includes('T19:30'))).toHaveLength(
      HORIZON_WEEKS,
    );
  });

  it('stores a workshop’s dates given by hand, and removes dates left out unless someone booked them', async () => {
    const workshop = (sessions: ClassInput['sessions']) =>
      classInput('weekend-intensive', {
        classType: 'WORKSHOP_AND_EVENT',
        extendInfo: { day: null, startTime: null, endTime: null, timeZone: 'Asia/Jakarta' },
        capacity: 12,
        ...(sessions === undefined ? {} : { sessions }),
      });
    const created = await admin.admin.class.create.mutate(
      workshop([
        // A wall-clock time in the class's zone, and an instant with its offset.
        { startsAt: '2027-02-06T09:00', endsAt: '2027-02-06T12:00' },
        { startsAt: '2027-02-07T02:00:00Z', endsAt: '2027-02-07T05:00:00Z', capacity: 5, note: 'Bring a mat' },
      ]),
    );
    expect(created.sessionChanges).toEqual({ added: 2, removed: 0, keptBooked: [] });
    const [first, second] = created.data.sessions;
    expect(created.data.sessions).toEqual([
      {
        id: first!.id,
        startsAt: '2027-02-06T09:00:00+07:00',
        endsAt: '2027-02-06T12:00:00+07:00',
        capacity: null,
        note: null,
        status: 'scheduled',
      },
      {
        id: second!.id,
        startsAt: '2027-02-07T09:00:00+07:00',
        endsAt: '2027-02-07T12:00:00+07:00',
        capacity: 5,
        note: 'Bring a mat',
        status: 'scheduled',
      },
    ]);
    expect((await publicSessions('weekend-intensive')).map((s) => [s.startsAt, s.capacity])).toEqual([
      ['2027-02-06T09:00:00+07:00', 12],
      ['2027-02-07T09:00:00+07:00', 5],
    ]);
    await book(created.id, second!.id, 'confirmed', 'sunday@example.com');

    // The second date left out (booked: kept), the first given a capacity, a third added.
    const edited = await admin.admin.class.update.mutate({
      id: created.id,
      version: created.version,
      data: workshop([
        { startsAt: '2027-02-06T09:00', endsAt: '2027-02-06T12:30', capacity: 8 },
        { startsAt: '2027-02-13T09:00', endsAt: '2027-02-13T12:00' },
      ]),
    });
    expect(edited.sessionChanges).toEqual({
      added: 1,
      removed: 0,
      keptBooked: [{ id: second!.id, startsAt: '2027-02-07T09:00:00+07:00', activeBookings: 1 }],
    });
    expect(edited.data.sessions.map((s) => [s.startsAt, s.endsAt, s.capacity])).toEqual([
      ['2027-02-06T09:00:00+07:00', '2027-02-06T12:30:00+07:00', 8],
      ['2027-02-07T09:00:00+07:00', '2027-02-07T12:00:00+07:00', 5],
      ['2027-02-13T09:00:00+07:00', '2027-02-13T12:00:00+07:00', null],
    ]);

    // Saved by a form that does not send dates: they stay as they are.
    const untouched = await admin.admin.class.update.mutate({
      id: edited.id,
      version: edited.version,
      data: workshop(undefined),
    });
    expect(untouched.sessionChanges).toEqual({ added: 0, removed: 0, keptBooked: [] });
    expect(untouched.data.sessions).toHaveLength(3);

    // An empty list removes every date nobody booked.
    const emptied = await admin.admin.class.update.mutate({
      id: untouched.id,
      version: untouched.version,
      data: workshop([]),
    });
    expect(emptied.sessionChanges).toMatchObject({ added: 0, removed: 2, keptBooked: [{ id: second!.id }] });
    expect((await publicSessions('weekend-intensive')).map((s) => s.id)).toEqual([second!.id]);
  });

  it('refuses dates that end before they start, have passed, repeat, do not exist, or belong to a private session', async () => {
    const refused = async (input: ClassInput) => {
      try {
        await admin.admin.class.create.mutate(input);
      } catch (error) {
        return fieldErrors(error);
      }
      throw new Error('accepted');
    };
    const workshop = (sessions: ClassInput['sessions'], slug = 'refused-dates') =>
      classInput(slug, { classType: 'WORKSHOP_AND_EVENT', extendInfo: { day: null }, sessions });
    expect(await refused(workshop([{ startsAt: '2027-02-06T09:00', endsAt: '2027-02-06T08:00' }]))).toEqual({
      'sessions.0.endsAt': ['The end must come after the start.'],
    });
    expect(
      await refused(
        workshop([
          { startsAt: '2027-02-06T09:00', endsAt: '2027-02-06T10:00' },
          { startsAt: '2020-02-06T09:00', endsAt: '2020-02-06T10:00' },
          { startsAt: '2027-02-06T02:00:00Z', endsAt: '2027-02-06T04:00:00Z' },
        ]),
      ),
    ).toEqual({
      'sessions.1.startsAt': ['This date has passed: remove it or choose a later one.'],
      'sessions.2.startsAt': ['Another date starts at the same time.'],
    });
    expect(
      Object.keys(await refused(workshop([{ startsAt: '2027-02-30T09:00', endsAt: '2027-03-01T10:00' }]))),
    ).toEqual(['sessions.0.startsAt']);
    expect(Object.keys(await refused(workshop([{ startsAt: 'next Friday', endsAt: '2027-03-01T10:00' }])))).toEqual([
      'sessions.0.startsAt',
    ]);
    expect(
      await refused(
        classInput('refused-private', {
          classType: 'PRIVATE_SESSION',
          extendInfo: { day: null },
          sessions: [{ startsAt: '2027-02-06T09:00', endsAt: '2027-02-06T10:00' }],
        }),
      ),
    ).toEqual({ sessions: ['Private sessions have no public dates: they are arranged with each person.'] });
    // Nothing was saved.
    const saved = await t.db.db.selectFrom('classes').select('id').where('slug', 'like', 'refused-%').execute();
    expect(saved).toEqual([]);
  });
});
