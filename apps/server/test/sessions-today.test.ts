import type { Roster, SessionsToday } from '@app/contract';
import { DEMO_ADMIN, zonedIso, zonedTime } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClass, book } from './booking-fixtures';
import { addStaff, startTestApp, type TestApp, tokenFor } from './helpers';
import { staffClient } from './staff-trpc';

const ZONE = 'Asia/Jakarta';
const DAY_MS = 86_400_000;
const EDITOR = 'today-editor@ruangteduh.example';

/**
 * The dashboard's "Today" (admin.sessions.today): the studio's day and "the next session" are the
 * server's, read from its clock; here a clock the test moves, on a day far from the seeded sessions.
 */
describe.each(testDatabaseTargets())('the dashboard’s today on $kind', (target) => {
  const day = zonedIso(new Date(Date.now() + 200 * DAY_MS), ZONE).slice(0, 10);
  const nextDay = zonedIso(new Date(Date.now() + 201 * DAY_MS), ZONE).slice(0, 10);
  const previousDay = zonedIso(new Date(Date.now() + 199 * DAY_MS), ZONE).slice(0, 10);
  let clock = zonedTime(day, '07:00', ZONE);
  let t: TestApp;
  let admin: string;
  let editor: string;
  const client = () => staffClient(t.app);
  const ids: Record<string, number> = {};

  const addSessionAt = async (classId: number, date: string, start: string, end: string, status = 'scheduled') => {
    const row = await t.db.db
      .insertInto('class_sessions')
      .values({
        class_id: classId,
        starts_at: zonedTime(date, start, ZONE),
        ends_at: zonedTime(date, end, ZONE),
        capacity: null,
        status: status as 'scheduled',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    t = await startTestApp(target, {}, { now: () => clock });
    await addStaff(t.db, { email: EDITOR, name: 'Eko', role: 'editor', password: 'editor-password-1' });
    admin = (await tokenFor(t.db, DEMO_ADMIN.email, 400 * DAY_MS)).token;
    editor = (await tokenFor(t.db, EDITOR, 400 * DAY_MS)).token;
    const classId = await addClass(t.db, 'today-class', { capacity: 3 });
    ids.yesterday = await addSessionAt(classId, previousDay, '20:00', '21:00');
    ids.morning = await addSessionAt(classId, day, '08:00', '09:00');
    ids.cancelled = await addSessionAt(classId, day, '09:30', '10:45', 'cancelled');
    ids.late = await addSessionAt(classId, day, '10:00', '11:00');
    ids.evening = await addSessionAt(classId, day, '19:00', '20:00');
    ids.tomorrow = await addSessionAt(classId, nextDay, '08:00', '09:00');
    // At 07:00: Ayu with her guest Sari (2 seats), Budi (1): full; Citra waits.
    await book(t.app, 'today-class', ids.late!, {
      email: 'today-ayu@example.com',
      name: 'Ayu',
      seats: 2,
      guests: [{ name: 'Sari', email: 'today-sari@example.com' }],
    });
    await book(t.app, 'today-class', ids.late!, { email: 'today-budi@example.com', name: 'Budi', seats: 1 });
    await book(t.app, 'today-class', ids.late!, { email: 'today-citra@example.com', name: 'Citra', seats: 1 });
  });
  afterAll(() => t?.close());

  const today = async (token = admin) => {
    const res = await client().query<SessionsToday>('admin.sessions.today', undefined, token);
    expect(res.status, res.body).toBe(200);
    return res.data;
  };

  it('lists the studio’s day with seats, waiting list and attended marks, and the next session', async () => {
    clock = zonedTime(day, '10:30', ZONE);
    const roster = await client().query<Roster>('admin.sessions.roster', { sessionId: ids.late }, admin);
    const ayu = roster.data.confirmed.find((b) => b.name === 'Ayu')!;
    const marked = await client().mutate<Roster>(
      'admin.sessions.markAttendance',
      { bookingId: ayu.id, state: 'attended' },
      admin,
    );
    expect(marked.status, marked.body).toBe(200);
    await client().mutate(
      'admin.sessions.markAttendance',
      { bookingId: ayu.id, guestId: ayu.guests[0]!.id, state: 'attended' },
      admin,
    );

    const answer = await today();
    expect(answer.date).toBe(day);
    expect(answer.sessions.map((s) => s.id)).toEqual([ids.morning, ids.cancelled, ids.late, ids.evening]);
    const late = answer.sessions.find((s) => s.id === ids.late)!;
    expect(late).toMatchObject({ capacity: 3, seatsTaken: 3, seatsWaitlisted: 1, seatsCheckedIn: 2 });
    expect(late.startsAt).toBe(`${day}T10:00:00+07:00`);
    // The morning has ended, the cancelled one does not count: the session under way is next.
    expect(answer.nextSessionId).toBe(ids.late);
  });

  it('moves the next session on as sessions end, and has none once the day’s last has ended', async () => {
    clock = zonedTime(day, '11:00', ZONE);
    expect((await today()).nextSessionId).toBe(ids.evening);
    clock = zonedTime(day, '20:30', ZONE);
    const late = await today();
    expect(late.nextSessionId).toBeNull();
    expect(late.sessions).toHaveLength(4);
  });

  it('answers editors (who see rosters) and refuses anyone signed out', async () => {
    clock = zonedTime(day, '07:30', ZONE);
    const answer = await today(editor);
    expect(answer.nextSessionId).toBe(ids.morning);
    const anonymous = await client().query('admin.sessions.today', undefined, null);
    expect(anonymous.status).toBe(401);
  });
});
