import { CONTENT_CHANGED_CHANNEL } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { appConfigFrom, parseEnv } from '../src/env';
import { addClass, addSession, book, bookingInput, post } from './booking-fixtures';
import { SPA_INDEX, TEST_SECRET, testConfig, useTestApp, webDistWith } from './helpers';

const TOKEN = 'metrics-token-of-the-operator-0123456789';

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample (`name{labels} value`) in a scrape; undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => have[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const metricsText = async (app: FastifyInstance) => {
  const res = await scrape(app, `Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe.each(testDatabaseTargets())('GET /metrics on $kind', (target) => {
  describe('without METRICS_TOKEN', () => {
    const t = useTestApp(target);

    it('is unknown (404), whatever the request sends', async () => {
      expect((await scrape(t.app)).statusCode).toBe(404);
      expect((await scrape(t.app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    });
  });

  describe('with METRICS_TOKEN', () => {
    const t = useTestApp(target, { metricsToken: TOKEN });

    it('refuses a request without the token or with another one (401)', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN]) {
        const res = await scrape(t.app, authorization);
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.json()).toEqual({ message: 'A valid metrics token is required.' });
        expect(res.body).not.toContain('http_requests_total');
      }
    });

    it('answers the Prometheus text format with every signal named', async () => {
      const res = await scrape(t.app, `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      for (const name of [
        'http_requests_total',
        'http_request_duration_seconds',
        'content_cache_lookups_total',
        'content_cache_invalidations_total',
        'bookings_total',
        'outbox_sent_total',
        'outbox_send_failures_total',
        'outbox_emails',
        'outbox_oldest_pending_age_seconds',
        'db_pool_connections',
        'db_pool_waiting_requests',
        'nodejs_eventloop_lag_seconds',
        'nodejs_heap_size_used_bytes',
      ]) {
        expect(res.body).toContain(`# TYPE ${name} `);
      }
      expect(sample(res.body, 'db_pool_waiting_requests')).toBe(0);
      expect(sample(res.body, 'db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(
        target.kind === 'pglite' ? 1 : 0,
      );
    });

    it('names counters, and only counters, with _total, as promtool check metrics requires', async () => {
      const types = [...(await metricsText(t.app)).matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({
        name: name!,
        type: type!,
      }));
      expect(types.length).toBeGreaterThan(20);
      expect(types.filter(({ name, type }) => (type === 'counter') !== name.endsWith('_total'))).toEqual([]);
    });

    it('leaves the health checks and scrapes out of the request counts', async () => {
      const counted = async () =>
        [...(await metricsText(t.app)).matchAll(/^http_requests_total\{[^}]*\} (\S+)$/gm)].reduce(
          (sum, [, value]) => sum + Number(value),
          0,
        );
      const before = await counted();
      for (const url of ['/readyz', '/healthz', '/readyz']) await t.app.inject({ method: 'GET', url });
      const text = await metricsText(t.app);
      expect(await counted()).toBe(before);
      expect(text).not.toMatch(/route="\/(readyz|healthz|metrics)"/);
    });

    it('counts a request under its route pattern, not its URL', async () => {
      const classId = await addClass(t.db, 'metrics-route-class');
      await addSession(t.db, classId, 48);
      const labels = { route: '/api/app/class/:slug/sessions', method: 'GET', status: '200' };
      const before = sample(await metricsText(t.app), 'http_requests_total', labels) ?? 0;
      const res = await t.app.inject({ method: 'GET', url: '/api/app/class/metrics-route-class/sessions' });
      expect(res.statusCode).toBe(200);
      const text = await metricsText(t.app);
      expect(sample(text, 'http_requests_total', labels)).toBe(before + 1);
      expect(text).not.toContain('metrics-route-class');
      expect(
        sample(text, 'http_request_duration_seconds_count', { route: labels.route, method: 'GET' }),
      ).toBeGreaterThanOrEqual(1);
      // A path no route takes is counted as unmatched, not by what was asked.
      await t.app.inject({ method: 'GET', url: '/api/app/no-such-thing-here' });
      const after = await metricsText(t.app);
      expect(sample(after, 'http_requests_total', { route: '(unmatched)', method: 'GET', status: '404' })).toBe(1);
      expect(after).not.toContain('no-such-thing-here');
    });

    it('counts the pages the not-found handler renders as (page), by status', async () => {
      const app = await buildApp({
        db: t.db,
        config: { ...testConfig, metricsToken: TOKEN, webDist: webDistWith(SPA_INDEX) },
      });
      try {
        expect((await app.inject({ method: 'GET', url: '/session-classes' })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/no-such-page-at-all' })).statusCode).toBe(404);
        const text = await metricsText(app);
        expect(sample(text, 'http_requests_total', { route: '(page)', method: 'GET', status: '200' })).toBe(1);
        expect(sample(text, 'http_requests_total', { route: '(unmatched)', method: 'GET', status: '404' })).toBe(1);
        expect(text).not.toContain('session-classes');
      } finally {
        await app.close();
      }
    });

    it('counts a cached public read called twice as a miss, then a hit', async () => {
      const classId = await addClass(t.db, 'metrics-cache-class');
      await addSession(t.db, classId, 48);
      const labels = (result: string) => ({ procedure: 'class.detail', result });
      const text0 = await metricsText(t.app);
      const hits0 = sample(text0, 'content_cache_lookups_total', labels('hit')) ?? 0;
      const misses0 = sample(text0, 'content_cache_lookups_total', labels('miss')) ?? 0;
      for (let i = 0; i < 2; i++) {
        expect((await post(t.app, '/api/app/class-detail', { slug: 'metrics-cache-class' })).statusCode).toBe(200);
      }
      const text = await metricsText(t.app);
      expect(sample(text, 'content_cache_lookups_total', labels('miss'))).toBe(misses0 + 1);
      expect(sample(text, 'content_cache_lookups_total', labels('hit'))).toBe(hits0 + 1);
    });

    it('counts bookings by outcome and shows their queued emails in the outbox gauge', async () => {
      const classId = await addClass(t.db, 'metrics-booking-class', { capacity: 1 });
      const sessionId = await addSession(t.db, classId, 48);
      const text0 = await metricsText(t.app);
      const count = (text: string, outcome: string) => sample(text, 'bookings_total', { outcome }) ?? 0;
      const queued0 = sample(text0, 'outbox_emails', { state: 'queued' }) ?? 0;

      await book(t.app, 'metrics-booking-class', sessionId, { email: 'first@example.com' });
      await book(t.app, 'metrics-booking-class', sessionId, { email: 'second@example.com' });
      await book(t.app, 'metrics-booking-class', sessionId, { email: 'first@example.com' });
      const refused = await post(t.app, '/api/app/class-registration', bookingInput('no-such-class', sessionId));
      expect(refused.statusCode).toBe(404);

      const text = await metricsText(t.app);
      expect(count(text, 'confirmed')).toBe(count(text0, 'confirmed') + 1);
      expect(count(text, 'waitlisted')).toBe(count(text0, 'waitlisted') + 1);
      expect(count(text, 'existing')).toBe(count(text0, 'existing') + 1);
      expect(count(text, 'refused')).toBe(count(text0, 'refused') + 1);

      const unsent = await t.db.db
        .selectFrom('email_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(sample(text, 'outbox_emails', { state: 'queued' })).toBe(Number(unsent.n));
      expect(Number(unsent.n)).toBeGreaterThan(queued0);
      expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    });

    it('counts a content-change notification as an invalidation received', async () => {
      const before = sample(await metricsText(t.app), 'content_cache_invalidations_total', { scope: 'all' }) ?? 0;
      await t.db.notify(CONTENT_CHANGED_CHANNEL, 'write');
      await expect
        .poll(async () => sample(await metricsText(t.app), 'content_cache_invalidations_total', { scope: 'all' }))
        .toBe(before + 1);
    });
  });
});

describe.each(testDatabaseTargets())('outbox and pool metrics on $kind', (target) => {
  const mail = (url: string) => ({
    delivery: { kind: 'smtp' as const, url },
    from: testConfig.mail.from,
    intervalMs: 50,
  });
  const signUp = (app: FastifyInstance, email: string) =>
    post(app, '/api/app/newsletter', { email, consent: true }).then((res) => expect(res.statusCode).toBe(200));

  describe('a mailer that sends', () => {
    const t = useTestApp(target, { metricsToken: TOKEN, mail: { ...testConfig.mail, intervalMs: 50 } });

    it('counts the emails it sent, and the queue empties', async () => {
      await signUp(t.app, 'metrics-sent@example.com');
      await expect.poll(async () => sample(await metricsText(t.app), 'outbox_sent_total') ?? 0).toBeGreaterThan(0);
      await expect.poll(async () => sample(await metricsText(t.app), 'outbox_emails', { state: 'queued' })).toBe(0);
      expect(sample(await metricsText(t.app), 'outbox_oldest_pending_age_seconds')).toBe(0);
    });
  });

  describe('a mail server that refuses connections', () => {
    const t = useTestApp(target, { metricsToken: TOKEN, mail: mail('smtp://127.0.0.1:1') });

    it('counts the failed attempts, and the email shows as failing', async () => {
      await signUp(t.app, 'metrics-failing@example.com');
      await expect
        .poll(async () => sample(await metricsText(t.app), 'outbox_send_failures_total') ?? 0, { timeout: 10_000 })
        .toBeGreaterThan(0);
      const text = await metricsText(t.app);
      expect(sample(text, 'outbox_sent_total')).toBe(0);
      expect(sample(text, 'outbox_emails', { state: 'failing' })).toBeGreaterThanOrEqual(1);
    });
  });

  describe('the pool', () => {
    const t = useTestApp(target, { metricsToken: TOKEN });

    it.runIf(target.kind === 'postgres')('counts a connection held by a transaction as in use', async () => {
      const inUse = await t.db.db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').limit(1).execute();
        return sample(await metricsText(t.app), 'db_pool_connections', { state: 'in_use' });
      });
      expect(inUse).toBeGreaterThanOrEqual(1);
      const after = await metricsText(t.app);
      expect(sample(after, 'db_pool_waiting_requests')).toBe(0);
      expect(sample(after, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
    });

    // PGlite is one connection: a transaction holding it would keep the scrape's outbox query waiting.
    it.runIf(target.kind === 'pglite')('shows PGlite as one connection in use, none waiting', async () => {
      const text = await metricsText(t.app);
      expect(sample(text, 'db_pool_connections', { state: 'in_use' })).toBe(1);
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBe(0);
      expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
    });
  });
});

describe('metrics settings', () => {
  // A configured secret: without one, development would make and keep one in .data/.
  const SECRET = { SESSION_SECRET: TEST_SECRET };

  it('METRICS_TOKEN turns metrics on (at least 16 characters); SLOW_REQUEST_MS defaults to 1000', () => {
    expect(appConfigFrom(parseEnv(SECRET), 3000)).toMatchObject({ slowRequestMs: 1000 });
    expect(appConfigFrom(parseEnv(SECRET), 3000).metricsToken).toBeUndefined();
    expect(appConfigFrom(parseEnv({ ...SECRET, METRICS_TOKEN: TOKEN, SLOW_REQUEST_MS: '0' }), 3000)).toMatchObject({
      metricsToken: TOKEN,
      slowRequestMs: 0,
    });
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => parseEnv({ SLOW_REQUEST_MS: '-1' })).toThrow(/SLOW_REQUEST_MS/);
  });
});

describe.each(testDatabaseTargets())('logs on $kind', (target) => {
  /** Runs `use` on an app with this SLOW_REQUEST_MS whose log lines are kept, then closes it and its database. */
  async function withLoggedApp(slowRequestMs: number, use: (app: FastifyInstance, lines: string[]) => Promise<void>) {
    const lines: string[] = [];
    const db = await target.seeded();
    const app = await buildApp({
      db,
      config: { ...testConfig, slowRequestMs },
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    try {
      await app.ready();
      await use(app, lines);
    } finally {
      await app.close();
      await db.close();
    }
  }

  it('writes JSON lines with the request id, and one warning for a request slower than SLOW_REQUEST_MS', () =>
    withLoggedApp(1, async (app, lines) => {
      // Slow for sure: the first server-side read of the class list loads it from the database.
      const res = await post(app, '/api/app/class', { type: 'REGULAR' });
      expect(res.statusCode).toBe(200);
      const requestId = res.headers['x-request-id'];
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const ofRequest = logged.filter((entry) => entry.reqId === requestId);
      expect(ofRequest.length).toBeGreaterThanOrEqual(2);
      const slow = ofRequest.filter((entry) => entry.msg === 'slow request');
      expect(slow).toHaveLength(1);
      expect(slow[0]).toMatchObject({ level: 40, route: '/api/app/class', method: 'POST', statusCode: 200 });
      expect(slow[0]?.durationMs).toEqual(expect.any(Number));
    }));

  it('logs no slow-request warning with SLOW_REQUEST_MS=0', () =>
    withLoggedApp(0, async (app, lines) => {
      expect((await post(app, '/api/app/class', { type: 'REGULAR' })).statusCode).toBe(200);
      expect(lines.some((line) => line.includes('"request completed"'))).toBe(true);
      expect(lines.some((line) => line.includes('slow request'))).toBe(false);
    }));
});
