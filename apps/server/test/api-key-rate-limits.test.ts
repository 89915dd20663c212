import { DEMO_ADMIN } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { startTestApp, type TestApp, testConfig, tokenFor } from './helpers';

/** A small limit, so a test reaches it in a few requests. */
const LIMIT = 3;
const REPORT = '/api/admin/reports?from=2026-01-01&to=2026-01-31';

/** Requests authenticated by an API key are limited per key, on every node together (issue 31). */
describe.each(testDatabaseTargets())('API key rate limits on $kind', (target) => {
  let t: TestApp;
  let other: FastifyInstance;
  let admin: string;
  // The limits' clock: moved by the tests, never waited for.
  let now = Date.parse('2026-03-02T03:00:00Z');
  const config = { rateLimits: { loginPerIp: 0, loginPerEmail: 0, formsPerMinute: 0, apiKeyPerMinute: LIMIT } };

  beforeAll(async () => {
    t = await startTestApp(target, config, { rateLimitClock: () => now });
    // A second node: another app on the same database, as a second server process would be.
    other = await buildApp({ db: t.db, config: { ...testConfig, ...config }, rateLimitClock: () => now });
    await other.ready();
    admin = (await tokenFor(t.db, DEMO_ADMIN.email)).token;
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  async function createKey(name: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.apiKeys.create',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: { json: { name, scopes: ['sessions:read'] } },
    });
    expect(res.statusCode).toBe(200);
    return res.json().result.data.json.secret;
  }

  const get = (app: FastifyInstance, secret: string, url = REPORT) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` } });

  it('answers the policy and what is left, counting down, then 429 with Retry-After; another key is unaffected', async () => {
    now += 120_000;
    const key = await createKey('Limited');
    const remaining: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await get(t.app, key);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe(`"default";q=${LIMIT};w=60`);
      remaining.push(String(res.headers.ratelimit));
    }
    expect(remaining).toEqual(['"default";r=2;t=60', '"default";r=1;t=60', '"default";r=0;t=60']);

    now += 15_000;
    const refused = await get(t.app, key);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.headers['ratelimit-policy']).toBe(`"default";q=${LIMIT};w=60`);
    expect(refused.headers.ratelimit).toBe('"default";r=0;t=45');
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please try again in 45 seconds.' });

    // tRPC is counted and refused alike.
    const trpc = await t.app.inject({
      method: 'GET',
      url: `/trpc/admin.sessions.list?input=${encodeURIComponent(JSON.stringify({ json: { pageSize: 5 } }))}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(trpc.statusCode).toBe(429);
    expect(trpc.headers['retry-after']).toBe('45');
    expect(trpc.headers.ratelimit).toBe('"default";r=0;t=45');

    // Another key has its own count.
    const fresh = await createKey('Other');
    const otherKey = await get(t.app, fresh);
    expect(otherKey.statusCode).toBe(200);
    expect(otherKey.headers.ratelimit).toBe('"default";r=2;t=60');

    // A staff person's session is not limited this way, and carries no RateLimit headers.
    const staff = await get(t.app, admin);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers).not.toHaveProperty('ratelimit');

    // Once the window has passed, the key may call again.
    now += 45_000;
    const again = await get(t.app, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers.ratelimit).toBe('"default";r=2;t=60');
  });

  it('counts a key once across two nodes on the same database', async () => {
    now += 120_000;
    const key = await createKey('Two nodes');
    expect((await get(t.app, key)).headers.ratelimit).toBe('"default";r=2;t=60');
    expect((await get(other, key)).headers.ratelimit).toBe('"default";r=1;t=60');
    expect((await get(t.app, key)).headers.ratelimit).toBe('"default";r=0;t=60');
    const refused = await get(other, key);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
  });

  it('does not count an unknown key, nor give it the back office’s body limit', async () => {
    const unknown = await get(t.app, 'rt_not-a-key-at-all');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers).not.toHaveProperty('ratelimit');
    // 200 KB to a back-office procedure: a staff session may send it (2 MB); any `rt_` token is held to 100 KB.
    const body = JSON.stringify({ json: { name: 'x'.repeat(200 * 1024), scopes: ['sessions:read'] } });
    const asKey = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.apiKeys.create',
      headers: { authorization: 'Bearer rt_not-a-key-at-all', 'content-type': 'application/json' },
      payload: body,
    });
    expect(asKey.statusCode).toBe(413);
    const asStaff = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.apiKeys.create',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: body,
    });
    // Read, then refused by the schema (the name is too long), not by the body limit.
    expect(asStaff.statusCode).toBe(422);
  });
});
