import { classDetailSchema } from '@app/contract';
import { createDb, type DbHandle } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { addClass, addSession, book, post, tokenOf } from './booking-fixtures';
import { startTestApp, type TestApp, testConfig } from './helpers';

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
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  it('keeps the rest of the cache warm, and the class page shows the new seats left', async () => {
    const classId = await addClass(t.db, 'cached-class', { capacity: 5 });
    const sessionId = await addSession(t.db, classId, 30);
    await warm(t.app, 'cached-class');
    expect(holds(t.app, 'class.detail', { slug: 'cached-class' })).toBe(true);
    expect(await seatsLeftOf(t.app, 'cached-class', sessionId)).toBe(5);

    const booked = await book(t.app, 'cached-class', sessionId, { seats: 2 });
    expectScopedDrop(t.app, 'cached-class');
    expect(await seatsLeftOf(t.app, 'cached-class', sessionId)).toBe(3);

    // A cancellation frees the seats: the same reads go, the same stay.
    await warm(t.app, 'cached-class');
    expect((await post(t.app, `/api/app/booking/${tokenOf(booked.manageUrl)}/cancel`)).statusCode).toBe(200);
    expectScopedDrop(t.app, 'cached-class');
    expect(await seatsLeftOf(t.app, 'cached-class', sessionId)).toBe(5);
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
});
