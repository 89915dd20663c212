import { classSessionSchema, type Roster, resultEnvelope } from '@app/contract';
import { DEMO_ADMIN } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addClass, addSession, book, bookingsOf } from './booking-fixtures';
import { startTestApp, type TestApp, tokenFor } from './helpers';
import { staffClient } from './staff-trpc';
import { rowWhere } from './db-rows';

const sessionList = resultEnvelope(z.array(classSessionSchema));

describe.each(testDatabaseTargets())('a larger capacity moves the waiting list up on $kind', (target) => {
  let t: TestApp;
  let admin: string;
  let client: ReturnType<typeof staffClient>;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = (await tokenFor(t.db, DEMO_ADMIN.email)).token;
    client = staffClient(t.app);
  });
  afterAll(() => t?.close());

  /** The subjects of the emails queued to each address, in the order they were queued. */
  const mailsTo = async (addresses: string[]) => {
    const rows = await t.db.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject'])
      .where('to_address', 'in', addresses)
      .orderBy('id')
      .execute();
    return rows.map((row) => [row.to_address, row.subject]);
  };
  const promotionsLogged = (bookingIds: number[]) =>
    t.db.db
      .selectFrom('audit_log')
      .select(['entity_id', 'user_id'])
      .where('action', '=', 'promote')
      .where('entity', '=', 'booking')
      .where(
        'entity_id',
        'in',
        bookingIds.map((id) => String(id)),
      )
      .orderBy('id')
      .execute();
  const seatsLeftOf = async (slug: string, sessionId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/app/class/${slug}/sessions` });
    expect(res.statusCode, res.body).toBe(200);
    return sessionList.parse(res.json()).result.find((s) => s.id === sessionId)?.seatsLeft;
  };

  /** Saves a class through the back office's form with another capacity; answers the save. */
  async function saveClassCapacity(classId: number, capacity: number) {
    const loaded = await client.query('admin.class.get', { id: classId }, admin);
    expect(loaded.status, loaded.body).toBe(200);
    const saved = await client.mutate(
      'admin.class.update',
      { id: classId, version: loaded.data.version, data: { ...loaded.data.data, capacity } },
      admin,
    );
    expect(saved.status, saved.body).toBe(200);
    expect(saved.data.data.capacity).toBe(capacity);
    return saved.data;
  }

  it('raising a class’s capacity confirms the waitlisted who fit, in order, and emails exactly them', async () => {
    const klass = await rowWhere(t.db, 'classes', { slug: 'evening-breathwork' });
    // The seeded full session: 20 of 20 seats confirmed, then 1, 2 and 1 seats waiting.
    const full = await rowWhere(t.db, 'class_registrations', { class_id: klass.id, status: 'waitlisted' });
    const sessionId = full.session_id!;
    const before = await bookingsOf(t.db, sessionId);
    const confirmedSeats = (rows: typeof before) =>
      rows.filter((b) => b.status === 'confirmed').reduce((sum, b) => sum + b.seats, 0);
    expect(confirmedSeats(before)).toBe(20);
    const waiting = before.filter((b) => b.status === 'waitlisted');
    expect(waiting.map((b) => b.seats)).toEqual([1, 2, 1]);
    const [first, second, third] = waiting as [(typeof waiting)[0], (typeof waiting)[0], (typeof waiting)[0]];
    const waitingEmails = waiting.map((b) => b.email);
    expect(await mailsTo(waitingEmails)).toEqual([]);

    // The next session has its own capacity of 1, full, one person waiting: the class's capacity is not its.
    const next = await t.db.db
      .selectFrom('class_sessions')
      .select('id')
      .where('class_id', '=', klass.id)
      .where('starts_at', '>', (await rowWhere(t.db, 'class_sessions', { id: sessionId })).starts_at)
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    await t.db.db.updateTable('class_sessions').set({ capacity: 1 }).where('id', '=', next.id).execute();
    await book(t.app, 'evening-breathwork', next.id, { email: 'own-capacity-a@example.com', name: 'Ayu' });
    const stillWaiting = await book(t.app, 'evening-breathwork', next.id, {
      email: 'own-capacity-b@example.com',
      name: 'Budi',
    });
    expect(stillWaiting.status).toBe('waitlisted');

    // 20 → 22: two seats free. The first (1 seat) fits; the second (2) no longer does and is passed over,
    // not waited for; the third (1) takes the last seat.
    const saved = await saveClassCapacity(klass.id, 22);
    expect(saved.sessionChanges).toMatchObject({ added: 0, removed: 0 });
    const after = await bookingsOf(t.db, sessionId);
    const statusOf = (rows: typeof after, id: number) => rows.find((b) => b.id === id)?.status;
    expect([first, second, third].map((b) => statusOf(after, b.id))).toEqual(['confirmed', 'waitlisted', 'confirmed']);
    expect(after.find((b) => b.id === first.id)?.promoted_at).toBeInstanceOf(Date);
    expect(after.find((b) => b.id === second.id)?.promoted_at).toBeNull();
    expect(confirmedSeats(after)).toBe(22);
    expect(await mailsTo(waitingEmails)).toEqual([
      [first.email, 'A place opened: you are booked for Evening breathwork'],
      [third.email, 'A place opened: you are booked for Evening breathwork'],
    ]);
    expect(await promotionsLogged([first.id, second.id, third.id])).toEqual([
      { entity_id: String(first.id), user_id: null },
      { entity_id: String(third.id), user_id: null },
    ]);
    expect(await seatsLeftOf('evening-breathwork', sessionId)).toBe(0);
    const own = await bookingsOf(t.db, next.id);
    expect(own.map((b) => [b.email, b.status])).toEqual([
      ['own-capacity-a@example.com', 'confirmed'],
      ['own-capacity-b@example.com', 'waitlisted'],
    ]);

    // 22 → 21, below the 22 seats confirmed: nobody loses a place, nobody else is confirmed or emailed.
    await saveClassCapacity(klass.id, 21);
    const lowered = await bookingsOf(t.db, sessionId);
    expect(lowered.map((b) => [b.id, b.status])).toEqual(after.map((b) => [b.id, b.status]));
    expect(confirmedSeats(lowered)).toBe(22);
    expect(await mailsTo(waitingEmails)).toHaveLength(2);
    expect(await seatsLeftOf('evening-breathwork', sessionId)).toBe(0);

    // 21 → 24: two seats free again, and the two-seat booking still waiting gets them.
    await saveClassCapacity(klass.id, 24);
    expect(statusOf(await bookingsOf(t.db, sessionId), second.id)).toBe('confirmed');
    expect((await mailsTo(waitingEmails)).map(([to]) => to)).toEqual([first.email, third.email, second.email]);
    expect(await mailsTo(['own-capacity-b@example.com'])).toEqual([
      ['own-capacity-b@example.com', 'You are on the waiting list: Evening breathwork'],
    ]);
  });

  it('raising one session’s own capacity confirms the waitlisted who fit; lowering it below the confirmed is refused', async () => {
    const classId = await addClass(t.db, 'override-capacity', { capacity: 3 });
    const sessionId = await addSession(t.db, classId, 72);
    const people = [
      { name: 'Ayu', seats: 2 },
      { name: 'Budi', seats: 1 },
      { name: 'Citra', seats: 1 },
      { name: 'Dimas', seats: 2 },
      { name: 'Eka', seats: 1 },
    ].map((p) => ({ ...p, email: `override-${p.name.toLowerCase()}@example.com` }));
    for (const person of people) await book(t.app, 'override-capacity', sessionId, person);
    const statuses = async () => (await bookingsOf(t.db, sessionId)).map((b) => [b.email, b.status]);
    const emails = people.map((p) => p.email);
    const placeOpened = async () =>
      (await mailsTo(emails)).filter(([, subject]) => subject?.startsWith('A place opened')).map(([to]) => to);
    expect(await statuses()).toEqual([
      ['override-ayu@example.com', 'confirmed'],
      ['override-budi@example.com', 'confirmed'],
      ['override-citra@example.com', 'waitlisted'],
      ['override-dimas@example.com', 'waitlisted'],
      ['override-eka@example.com', 'waitlisted'],
    ]);

    // 3 → 5: Citra (1) fits, Dimas (2) does not and is passed over, Eka (1) takes the last seat.
    const raised = await client.mutate<Roster>('admin.sessions.update', { sessionId, capacity: 5, note: null }, admin);
    expect(raised.status, raised.body).toBe(200);
    expect(raised.data.session).toMatchObject({ capacity: 5, ownCapacity: 5, seatsTaken: 5, seatsLeft: 0 });
    expect(raised.data.waitlisted.map((b) => [b.name, b.waitlistPosition])).toEqual([['Dimas', 1]]);
    expect(await statuses()).toEqual([
      ['override-ayu@example.com', 'confirmed'],
      ['override-budi@example.com', 'confirmed'],
      ['override-citra@example.com', 'confirmed'],
      ['override-dimas@example.com', 'waitlisted'],
      ['override-eka@example.com', 'confirmed'],
    ]);
    expect(await placeOpened()).toEqual(['override-citra@example.com', 'override-eka@example.com']);

    // Lower than the 5 seats confirmed, by its own number or by falling back to the class's 3: refused.
    for (const capacity of [4, null]) {
      const lowered = await client.mutate('admin.sessions.update', { sessionId, capacity, note: null }, admin);
      expect(lowered.status).toBe(422);
      expect(lowered.error?.fieldErrors).toEqual({
        capacity: ['5 seats are confirmed already: choose at least 5, or cancel bookings first.'],
      });
    }
    // The same capacity again frees nothing: nobody else is confirmed or emailed.
    const same = await client.mutate<Roster>('admin.sessions.update', { sessionId, capacity: 5, note: 'Same' }, admin);
    expect(same.status, same.body).toBe(200);
    expect((await statuses()).filter(([, status]) => status === 'confirmed')).toHaveLength(4);
    expect(await placeOpened()).toEqual(['override-citra@example.com', 'override-eka@example.com']);
  });
});
