import { classDetailSchema, classSummarySchema, type Roster } from '@app/contract';
import { createDb, type DbHandle, repo } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { addClass, addFacilitator, addSession, book, bookWithLink, post, tokenOf } from './booking-fixtures';
import { testConfig, useStaffTestApp } from './helpers';

/** The content-cache key of a REST read with no Accept-Language (trpc.ts cacheKey), without the extra part some add. */
const keyOf = (path: string, input?: unknown) =>
  `${path}\u0000en\u0000${input === undefined ? '' : JSON.stringify(input)}`;
/** Whether the node keeps an answer for the read (reads of upcoming sessions add the minute to their key). */
const holds = (app: FastifyInstance, path: string, input?: unknown) => {
  const key = keyOf(path, input);
  const minute = Math.floor(Date.now() / 60_000);
  return [key, `${key}\u0000${minute}`, `${key}\u0000${minute - 1}`].some(
    (candidate) => app.contentCache.peek(candidate) !== undefined,
  );
};

const seatsLeftOf = async (app: FastifyInstance, slug: string, sessionId: number) => {
  const detail = classDetailSchema.parse((await post(app, '/api/app/class-detail', { slug })).json().result);
  return detail.nextSessions.find((session) => session.id === sessionId)?.seatsLeft;
};

/** The next session the regular class list shows for a class (the list's summaries name only that one). */
const nextSessionListed = async (app: FastifyInstance, slug: string) => {
  const res = await post(app, '/api/app/class', { type: 'REGULAR' });
  expect(res.statusCode).toBe(200);
  const list = classSummarySchema.array().parse(res.json().result);
  return list.find((summary) => summary.slug === slug)?.nextSession;
};

/** Warms the reads a booking must keep (other content) and those it must drop (the class's). */
async function warm(app: FastifyInstance, slug: string) {
  await app.inject({ method: 'GET', url: '/api/app/counselor' });
  await post(app, '/api/app/static-content', { code: 'about' });
  await post(app, '/api/app/class', { type: 'WORKSHOP_AND_EVENT' });
  await post(app, '/api/app/class', { type: 'REGULAR' });
  await post(app, '/api/app/class-detail', { slug });
}

function expectScopedDrop(app: FastifyInstance, slug: string) {
  // Kept: nothing a booking changes.
  expect(holds(app, 'counselor.list')).toBe(true);
  expect(holds(app, 'staticContent.get', { code: 'about' })).toBe(true);
  expect(holds(app, 'class.list', { type: 'WORKSHOP_AND_EVENT' })).toBe(true);
  // Dropped: the class's page and the list of its type (its summary names the next session).
  expect(holds(app, 'class.detail', { slug })).toBe(false);
  expect(holds(app, 'class.list', { type: 'REGULAR' })).toBe(false);
}

describe.each(testDatabaseTargets())('a booking clears only its class’s cached reads on $kind', (target) => {
  const t = useStaffTestApp(target, 'cache-editor@ruangteduh.example');

  it('keeps the rest of the cache warm, and the class page shows the new seats left', async () => {
    const classId = await addClass(t.db, 'cached-class', { capacity: 5 });
    const sessionId = await addSession(t.db, classId, 30);
    await warm(t.app, 'cached-class');
    expect(holds(t.app, 'class.detail', { slug: 'cached-class' })).toBe(true);
    expect(await seatsLeftOf(t.app, 'cached-class', sessionId)).toBe(5);

    const booked = await bookWithLink(t, 'cached-class', sessionId, { seats: 2 });
    expectScopedDrop(t.app, 'cached-class');
    expect(await seatsLeftOf(t.app, 'cached-class', sessionId)).toBe(3);

    // A cancellation frees the seats: the same reads go, the same stay.
    await warm(t.app, 'cached-class');
    expect((await post(t.app, `/api/app/booking/${tokenOf(booked.link)}/cancel`)).statusCode).toBe(200);
    expectScopedDrop(t.app, 'cached-class');
    expect(await seatsLeftOf(t.app, 'cached-class', sessionId)).toBe(5);
  });

  it('reads what a booking changes in one go: the class’s published facilitators and its next session', async () => {
    const classId = await addClass(t.db, 'scope-facts');
    expect(await repo.classScopeFacts(t.db.db, classId, new Date())).toEqual({
      facilitatorSlugs: [],
      nextSessionId: null,
    });
    const ids = [
      await addFacilitator(t.db, 'scope-b'),
      await addFacilitator(t.db, 'scope-a'),
      await addFacilitator(t.db, 'scope-draft', { status: 'draft' }),
    ];
    await t.db.db
      .insertInto('class_counselors')
      .values(ids.map((id, i) => ({ class_id: classId, counselor_id: id, sort_order: i })))
      .execute();
    await addSession(t.db, classId, 60);
    const next = await addSession(t.db, classId, 40);
    expect(await repo.classScopeFacts(t.db.db, classId, new Date())).toEqual({
      facilitatorSlugs: ['scope-a', 'scope-b'],
      nextSessionId: next,
    });
    // A cancelled date is still the next one the class's summary shows.
    const cancelled = await addSession(t.db, classId, 30, { status: 'cancelled' });
    expect((await repo.classScopeFacts(t.db.db, classId, new Date())).nextSessionId).toBe(cancelled);
  });

  it('keeps the list of its type while a later session is booked, and drops it for the next one', async () => {
    const classId = await addClass(t.db, 'cached-later', { capacity: 5 });
    const nextId = await addSession(t.db, classId, 30);
    const laterId = await addSession(t.db, classId, 60 * 24);
    await warm(t.app, 'cached-later');
    expect(await nextSessionListed(t.app, 'cached-later')).toMatchObject({ id: nextId, seatsLeft: 5 });

    // 60 days ahead: the class's page shows that session's seats and goes; the list shows only the next.
    const later = await bookWithLink(t, 'cached-later', laterId, { seats: 2 });
    expect(holds(t.app, 'class.detail', { slug: 'cached-later' })).toBe(false);
    expect(holds(t.app, 'class.list', { type: 'REGULAR' })).toBe(true);
    expect(await seatsLeftOf(t.app, 'cached-later', laterId)).toBe(3);
    expect(await nextSessionListed(t.app, 'cached-later')).toMatchObject({ id: nextId, seatsLeft: 5 });

    // Cancelling it through its link frees seats of the same later session: the list stays too.
    await warm(t.app, 'cached-later');
    expect((await post(t.app, `/api/app/booking/${tokenOf(later.link)}/cancel`)).statusCode).toBe(200);
    expect(holds(t.app, 'class.detail', { slug: 'cached-later' })).toBe(false);
    expect(holds(t.app, 'class.list', { type: 'REGULAR' })).toBe(true);

    // The next session: the list names its seats, so it goes, and answers the new count.
    await book(t.app, 'cached-later', nextId, { seats: 1 });
    expectScopedDrop(t.app, 'cached-later');
    expect(await nextSessionListed(t.app, 'cached-later')).toMatchObject({ id: nextId, seatsLeft: 4 });
  });

  it('keeps the list when staff change the bookings of a later session, not when they change the session', async () => {
    const classId = await addClass(t.db, 'cached-staff', { capacity: 5 });
    const nextId = await addSession(t.db, classId, 30);
    const laterId = await addSession(t.db, classId, 60 * 24);
    const staffChange = async (path: string, input: unknown) => {
      await warm(t.app, 'cached-staff');
      const res = await t.client.mutate<Roster>(path, input, t.admin);
      expect(res.status, res.body).toBe(200);
      expect(holds(t.app, 'class.detail', { slug: 'cached-staff' })).toBe(false);
      return { res, listKept: holds(t.app, 'class.list', { type: 'REGULAR' }) };
    };

    // Bookings of the later session: a walk-in, then staff cancelling it.
    const walkIn = await staffChange('admin.sessions.walkIn', { sessionId: laterId, name: 'Eka', seats: 2 });
    expect(walkIn.listKept).toBe(true);
    const bookingId = walkIn.res.data.confirmed[0]!.id;
    expect((await staffChange('admin.sessions.cancelBooking', { bookingId })).listKept).toBe(true);
    // The later session itself: which session is next may change with it, so the list goes.
    const resized = await staffChange('admin.sessions.update', { sessionId: laterId, capacity: 8, note: null });
    expect(resized.listKept).toBe(false);
    // A walk-in of the next session changes the seats the list shows.
    expect((await staffChange('admin.sessions.walkIn', { sessionId: nextId, name: 'Fajar', seats: 1 })).listKept).toBe(
      false,
    );
    expect(await nextSessionListed(t.app, 'cached-staff')).toMatchObject({ id: nextId, seatsLeft: 4 });
  });

  it('keeps everything when the booking only joins the waiting list (no seats change)', async () => {
    const classId = await addClass(t.db, 'cached-full', { capacity: 1 });
    const sessionId = await addSession(t.db, classId, 30);
    await book(t.app, 'cached-full', sessionId, { email: 'first@example.com' });
    await warm(t.app, 'cached-full');
    expect((await book(t.app, 'cached-full', sessionId, { email: 'second@example.com' })).status).toBe('waitlisted');
    expect(holds(t.app, 'class.detail', { slug: 'cached-full' })).toBe(true);
    expect(holds(t.app, 'class.list', { type: 'REGULAR' })).toBe(true);
  });
});

const postgres = testDatabaseTargets().find((target) => target.kind === 'postgres');

// Needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process's private database, one node.
describe.runIf(postgres)('a booking on one node clears that class’s reads on the other', () => {
  let database: { url: string; drop(): Promise<void> };
  const handles: DbHandle[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await postgres!.seededUrl!();
    for (let i = 0; i < 2; i++) {
      const handle = await createDb({ databaseUrl: database.url, poolMax: 5 });
      handles.push(handle);
      const app = await buildApp({ db: handle, config: testConfig });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  it('drops the class’s page on node B within a second, and keeps the rest of B’s cache', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const classId = await addClass(handles[0]!, 'two-node-class', { capacity: 4 });
    const sessionId = await addSession(handles[0]!, classId, 30);
    await warm(b, 'two-node-class');
    expect(await seatsLeftOf(b, 'two-node-class', sessionId)).toBe(4);

    await book(a, 'two-node-class', sessionId, { seats: 3 });
    const booked = Date.now();
    while (holds(b, 'class.detail', { slug: 'two-node-class' }) && Date.now() - booked < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expectScopedDrop(b, 'two-node-class');
    expect(await seatsLeftOf(b, 'two-node-class', sessionId)).toBe(1);
  });

  it('tells node B to keep the list of the class’s type when a later session is booked', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const classId = await addClass(handles[0]!, 'two-node-later', { capacity: 4 });
    await addSession(handles[0]!, classId, 30);
    const laterId = await addSession(handles[0]!, classId, 60 * 24);
    await warm(b, 'two-node-later');

    await book(a, 'two-node-later', laterId, { seats: 3 });
    const booked = Date.now();
    while (holds(b, 'class.detail', { slug: 'two-node-later' }) && Date.now() - booked < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(holds(b, 'class.detail', { slug: 'two-node-later' })).toBe(false);
    expect(holds(b, 'class.list', { type: 'REGULAR' })).toBe(true);
    expect(await seatsLeftOf(b, 'two-node-later', laterId)).toBe(1);
  });
});
