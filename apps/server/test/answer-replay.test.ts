import type { IncomingMessage } from 'node:http';
import { classDetailSchema, classSummarySchema, COOKIE_NAMES } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerReplay, arrivalOf, type CacheRead } from '../src/answer-replay';
import { addClass, addSession, book } from './booking-fixtures';
import { SPA_INDEX, startTestApp, type TestApp, webDistWith } from './helpers';

/** An answer's headers without those made per request. */
const lasting = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !['x-request-id', 'date', 'set-cookie'].includes(name)));

describe.each(testDatabaseTargets())('answer replay over HTTP on $kind', (target) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp(target, { webDist: webDistWith(SPA_INDEX) });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t?.close());

  const read = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('answers an identical public read again, byte for byte, with its own request id', async () => {
    const before = t.app.answerReplay.replayed;
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const res = await read('/api/app/class', { type: 'REGULAR' });
      answers.push({ status: res.status, headers: res.headers, body: await res.text() });
    }
    // The first teaches the path, the second is recorded, the rest are replayed.
    expect(t.app.answerReplay.replayed - before).toBe(2);
    const [first, ...rest] = answers;
    for (const answer of rest) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(first?.body);
      expect(lasting(answer.headers)).toEqual(lasting(first?.headers ?? new Headers()));
    }
    const ids = answers.map((a) => a.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(4);
    expect(classSummarySchema.array().parse(JSON.parse(first?.body ?? '').result).length).toBeGreaterThan(0);
  });

  it('answers another body on the same path from the app, parsed from the copy read first', async () => {
    await read('/api/app/class', { type: 'REGULAR' });
    const workshops = await read('/api/app/class', { type: 'WORKSHOP_AND_EVENT' });
    expect(workshops.status).toBe(200);
    const list = classSummarySchema.array().parse(((await workshops.json()) as { result: unknown }).result);
    expect(list.every((c) => c.classType === 'WORKSHOP_AND_EVENT')).toBe(true);
    const broken = await fetch(`${base}/api/app/class`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toHaveProperty('message');
  });

  it('shows a booking and a content write at once', async () => {
    const classId = await addClass(t.db, 'replayed-class', { capacity: 5 });
    const sessionId = await addSession(t.db, classId, 30);
    const seatsLeft = async () => {
      const res = await read('/api/app/class-detail', { slug: 'replayed-class' });
      const detail = classDetailSchema.parse(((await res.json()) as { result: unknown }).result);
      return detail.nextSessions.find((s) => s.id === sessionId)?.seatsLeft;
    };
    for (let i = 0; i < 3; i++) expect(await seatsLeft()).toBe(5);
    const replayed = t.app.answerReplay.replayed;
    expect(await seatsLeft()).toBe(5);
    expect(t.app.answerReplay.replayed).toBe(replayed + 1);
    await book(t.app, 'replayed-class', sessionId);
    expect(await seatsLeft()).toBe(4);

    await t.db.db
      .updateTable('classes')
      .set({ title: JSON.stringify({ en: 'Renamed while replayed' }) })
      .where('id', '=', classId)
      .execute();
    // What every content write does after it commits.
    t.app.contentCache.clear();
    const res = await read('/api/app/class-detail', { slug: 'replayed-class' });
    expect(((await res.json()) as { result: { title: string } }).result.title).toBe('Renamed while replayed');
  });

  it("retires a booked class's replayed answers and keeps those of other classes", async () => {
    const booked = await addClass(t.db, 'replay-scope-a', { capacity: 5 });
    const bookedSession = await addSession(t.db, booked, 30);
    const other = await addClass(t.db, 'replay-scope-b', { capacity: 5 });
    const otherSession = await addSession(t.db, other, 30);
    const seatsLeft = async (slug: string, sessionId: number) => {
      const res = await read('/api/app/class-detail', { slug });
      const detail = classDetailSchema.parse(((await res.json()) as { result: unknown }).result);
      return detail.nextSessions.find((s) => s.id === sessionId)?.seatsLeft;
    };
    for (let i = 0; i < 2; i++) {
      expect(await seatsLeft('replay-scope-a', bookedSession)).toBe(5);
      expect(await seatsLeft('replay-scope-b', otherSession)).toBe(5);
    }
    let replayed = t.app.answerReplay.replayed;
    expect(await seatsLeft('replay-scope-a', bookedSession)).toBe(5);
    expect(await seatsLeft('replay-scope-b', otherSession)).toBe(5);
    expect(t.app.answerReplay.replayed).toBe(replayed + 2);

    await book(t.app, 'replay-scope-a', bookedSession);
    replayed = t.app.answerReplay.replayed;
    // The booked class's answer went with its cache entry: the app answers, with the seat taken.
    expect(await seatsLeft('replay-scope-a', bookedSession)).toBe(4);
    expect(t.app.answerReplay.replayed).toBe(replayed);
    // The other class's answer is still the current one, and is replayed.
    expect(await seatsLeft('replay-scope-b', otherSession)).toBe(5);
    expect(t.app.answerReplay.replayed).toBe(replayed + 1);

    // A content write still retires every answer.
    t.app.contentCache.clear();
    expect(await seatsLeft('replay-scope-b', otherSession)).toBe(5);
    expect(t.app.answerReplay.replayed).toBe(replayed + 1);
  });

  it('leaves requests with an Origin, credentials or a condition to the app', async () => {
    for (let i = 0; i < 3; i++) await read('/api/app/class', { type: 'REGULAR' });
    const replayed = t.app.answerReplay.replayed;
    const cors = await read('/api/app/class', { type: 'REGULAR' }, { origin: 'https://partner.example' });
    expect(cors.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const signedIn = await read('/api/app/class', { type: 'REGULAR' }, { authorization: 'Bearer nonsense' });
    expect(signedIn.status).toBe(200);
    const etag = cors.headers.get('etag') ?? '';
    const unchanged = await read('/api/app/class', { type: 'REGULAR' }, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(t.app.answerReplay.replayed).toBe(replayed);
  });

  it('hands out a new anti-forgery cookie with each replayed page', async () => {
    const pages = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/about`);
      pages.push({ status: res.status, cookie: res.headers.get('set-cookie') ?? '', body: await res.text() });
    }
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    const tokens = pages.map((p) => new RegExp(`^${COOKIE_NAMES.xsrf}=([^;]+);`).exec(p.cookie)?.[1]);
    expect(tokens.every(Boolean)).toBe(true);
    expect(new Set(tokens).size).toBe(4);
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    // A browser that holds the cookie gets none.
    const again = await fetch(`${base}/about`, { headers: { cookie: `${COOKIE_NAMES.xsrf}=${tokens[0]}` } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });
});

describe('AnswerReplay', () => {
  const kept = new Map<string, Promise<unknown>>();
  const cache = { version: 0, keeps: ([key, promise]: CacheRead) => kept.get(key) === promise };
  let clock = 0;
  const replay = new AnswerReplay(cache, { ttlMs: 1_000, maxEntries: 2, now: () => clock });
  const request = (url: string, headers: Record<string, string> = {}) =>
    ({ method: 'GET', url, headers }) as unknown as IncomingMessage;
  /** Runs a request through the replay: 'replayed' or 'app'. */
  const handle = (req: IncomingMessage) => {
    let outcome = '';
    replay.handle(
      req,
      {} as never,
      () => {
        outcome = 'replayed';
      },
      () => {
        outcome = 'app';
      },
    );
    return outcome;
  };
  const answer = { headers: ['content-type', 'text/plain'], body: Buffer.from('x'), route: '/x' };

  it('replays within its time to live and while the cache version holds', () => {
    const first = request('/a');
    expect(handle(first)).toBe('app');
    replay.record(first, answer);
    clock = 999;
    expect(handle(request('/a'))).toBe('replayed');
    clock = 1_000;
    expect(handle(request('/a'))).toBe('app');

    const again = request('/a');
    handle(again);
    replay.record(again, answer);
    cache.version++;
    expect(handle(request('/a'))).toBe('app');
  });

  it('does not keep an answer made while the cache changed', () => {
    const req = request('/b');
    handle(req);
    expect(arrivalOf(req)?.signature).toBeTruthy();
    cache.version++;
    replay.record(req, answer);
    expect(handle(request('/b'))).toBe('app');
  });

  it('tells requests apart by language, encoding and cookies, and never replays credentials', () => {
    const req = request('/c', { 'accept-language': 'fr' });
    handle(req);
    replay.record(req, answer);
    expect(handle(request('/c', { 'accept-language': 'fr' }))).toBe('replayed');
    expect(handle(request('/c', { 'accept-language': 'es' }))).toBe('app');
    expect(handle(request('/c', { 'accept-language': 'fr', cookie: 'lang=es' }))).toBe('app');
    expect(handle(request('/c', { 'accept-language': 'fr', 'accept-encoding': 'br' }))).toBe('app');
    const credentialed = request('/c', { 'accept-language': 'fr', authorization: 'Bearer x' });
    expect(handle(credentialed)).toBe('app');
    expect(arrivalOf(credentialed)?.signature).toBeNull();
  });

  it('keeps at most maxEntries answers, dropping the oldest', () => {
    for (const url of ['/d1', '/d2', '/d3']) {
      const req = request(url);
      handle(req);
      replay.record(req, answer);
    }
    expect(replay.size).toBe(2);
    expect(handle(request('/d1'))).toBe('app');
    expect(handle(request('/d3'))).toBe('replayed');
  });

  it('keeps an answer made from cache entries while they stay, whatever else changes', () => {
    const entry = Promise.resolve('e');
    kept.set('class.detail', entry);
    const first = request('/e');
    handle(first);
    replay.record(first, { ...answer, reads: [['class.detail', entry]] });
    cache.version++;
    expect(handle(request('/e'))).toBe('replayed');
    kept.set('class.detail', Promise.resolve('e2'));
    expect(handle(request('/e'))).toBe('app');
  });

  it('does not keep an answer whose cache entry changed while it was made', () => {
    const entry = Promise.resolve('f');
    const req = request('/f');
    handle(req);
    kept.delete('class.list');
    replay.record(req, { ...answer, reads: [['class.list', entry]] });
    expect(handle(request('/f'))).toBe('app');
  });
});
