import { errorResponseSchema } from '@app/contract';
import { createDb, DEMO_ADMIN, type DbHandle } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { backgroundJobs } from '../src/background-jobs';
import type { AppConfig } from '../src/env';
import { testConfig } from './helpers';

const rateLimits = { loginPerIp: 100, loginPerEmail: 3, formsPerMinute: 4 } satisfies AppConfig['rateLimits'];

/**
 * Two nodes on one database. On PostgreSQL each has its own pool on a database both share, as two
 * processes would; PGlite serves one process, so there both apps share the one embedded database.
 */
async function twoNodes(target: ReturnType<typeof testDatabaseTargets>[number]) {
  if (target.seededUrl) {
    const database = await target.seededUrl();
    const handles = await Promise.all([
      createDb({ databaseUrl: database.url }),
      createDb({ databaseUrl: database.url }),
    ]);
    return { handles, drop: database.drop };
  }
  const handle = await target.seeded();
  return { handles: [handle, handle], drop: async () => {} };
}

describe.each(testDatabaseTargets())('rate limits shared by two nodes on $kind', (target) => {
  let handles: DbHandle[];
  let drop: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    ({ handles, drop } = await twoNodes(target));
    const start = async (db: DbHandle) => {
      const app = await buildApp({ db, config: { ...testConfig, rateLimits } });
      await app.ready();
      return app;
    };
    [a, b] = await Promise.all([start(handles[0]!), start(handles[1]!)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    for (const handle of new Set(handles)) await handle.close();
    await drop?.();
  });

  const signIn = (node: FastifyInstance, password: string) =>
    node.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_ADMIN.email, password },
      remoteAddress: '198.51.100.20',
    });

  it('counts wrong passwords tried on node A when node B is asked', async () => {
    // Three failures, spread over both nodes: the limit (3) is reached once, not once per node.
    expect((await signIn(a, 'wrong-1')).statusCode).toBe(401);
    expect((await signIn(b, 'wrong-2')).statusCode).toBe(401);
    expect((await signIn(a, 'wrong-3')).statusCode).toBe(401);
    for (const node of [b, a]) {
      const limited = await signIn(node, DEMO_ADMIN.password);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorResponseSchema.parse(limited.json()).message).toMatch(
        /^Too many attempts\. Please try again in \d+ seconds?\.$/,
      );
    }
    // Another address is not held back, and its right password is let in on either node.
    const elsewhere = await a.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      remoteAddress: '198.51.100.21',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('allows a public form RATE_LIMIT_FORMS times a minute across both nodes', async () => {
    const subscribe = (node: FastifyInstance, i: number) =>
      node.inject({
        method: 'POST',
        url: '/api/app/newsletter',
        payload: { email: `shared-${i}@example.com`, consent: true },
        remoteAddress: '198.51.100.30',
      });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await subscribe(i % 2 === 0 ? a : b, i)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
    const stored = await handles[0]!.db
      .selectFrom('rate_limit_counters')
      .select(['count'])
      .where('scope', '=', 'form-ip')
      .where('key', '=', '198.51.100.30')
      .executeTakeFirstOrThrow();
    expect(stored.count).toBe(6);
  });

  it('has every node delete the counters whose window has ended, now and then', async () => {
    const db = handles[0]!;
    const past = new Date(Date.now() - 60_000);
    await db.db
      .insertInto('rate_limit_counters')
      .values({ scope: 'form-ip', key: '198.51.100.99', count: 9, first_at: past, last_at: past, expires_at: past })
      .execute();
    const jobs = backgroundJobs(db, {} as Parameters<typeof backgroundJobs>[1], {
      rateLimitCleanupIntervalMs: 600_000,
    });
    // The same hourly housekeeping round also forgets sent emails past their 90 days (docs/privacy.md).
    expect(jobs.map((job) => [job.name, job.intervalMs])).toEqual([
      ['forgetting expired rate-limit counts and idempotency keys', 600_000],
      ['forgetting old sent emails', 600_000],
    ]);
    expect(await jobs[0]!.round()).toEqual({
      message: 'expired rate-limit counts and idempotency keys deleted',
      counts: { deleted: 1, idempotencyKeys: 0, loginTickets: 0 },
    });
    // The counters still counting stay (the sign-in failures and the form's, from the tests above).
    const left = await db.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(left.map((r) => r.key)).not.toContain('198.51.100.99');
    expect(left.length).toBeGreaterThan(0);
    expect(await jobs[0]!.round()).toBeUndefined();
  });
});
