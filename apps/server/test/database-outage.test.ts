import { CONTENT_CHANGED_CHANNEL, createDb } from '@app/db';
import { errorResponseSchema } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinDir, startPostgresCluster } from './postgres-cluster';
import { type ServerProcess, startServerProcess } from './server-process';

type Cluster = Awaited<ReturnType<typeof startPostgresCluster>>;

const post = (server: ServerProcess, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

const METRICS_TOKEN = 'outage-metrics-token-0123456789';

const ready = (server: ServerProcess) => async () => (await fetch(`${server.url}/readyz`)).status === 200;

// Stops and starts a real PostgreSQL server under a running app, so it needs Debian's postgresql.
describe.runIf(postgresBinDir())('the database goes away and comes back', () => {
  let cluster: Cluster;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    server = await startServerProcess({ DATABASE_URL: cluster.url, METRICS_TOKEN });
  }, 180_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    cluster?.remove();
  });

  it('answers 503 JSON while PostgreSQL is down, keeps cached pages, and recovers without a restart', async () => {
    const warm = await fetch(`${server.url}/api/app/counselor`);
    expect(warm.status).toBe(200);
    const cachedBody = await warm.text();

    cluster.stop();
    await until(async () => (await fetch(`${server.url}/readyz`)).status === 503, 10_000);

    // What the process already holds is still served.
    const cached = await fetch(`${server.url}/api/app/counselor`);
    expect(cached.status).toBe(200);
    expect(await cached.text()).toBe(cachedBody);

    // Anything that needs the database gets the documented error shape, never a stack trace.
    for (const res of [
      await post(server, '/api/app/class-detail', { slug: 'tuesday-morning-yoga' }),
      await post(server, '/api/app/newsletter', { email: 'outage@example.com', consent: true }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await res.text();
      expect(errorResponseSchema.parse(JSON.parse(body)).message).toMatch(/temporarily unavailable/);
      expect(body).not.toMatch(/\n\s+at |node_modules|ECONNREFUSED/);
    }

    // The metrics still answer, without the outbox counts they could not read (their absence is the alert).
    const scrape = () => fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const down = await scrape();
    expect(down.status).toBe(200);
    const downText = await down.text();
    expect(downText).toContain('http_requests_total{');
    expect(downText).not.toMatch(/^outbox_emails\{/m);

    cluster.start();
    await until(ready(server), 30_000);
    expect(await (await scrape()).text()).toMatch(/^outbox_emails\{state="queued"\} \d+$/m);
    expect(server.child.exitCode).toBeNull();

    expect((await post(server, '/api/app/class-detail', { slug: 'tuesday-morning-yoga' })).status).toBe(200);
    expect((await post(server, '/api/app/newsletter', { email: 'after@example.com', consent: true })).status).toBe(200);
    const db = await createDb({ databaseUrl: cluster.url, poolMax: 1 });
    try {
      const emails = await db.db.selectFrom('newsletter_subscribers').select('email').execute();
      expect(emails.map((e) => e.email)).toEqual(['after@example.com']);

      // LISTEN came back too: a change announced by another node reaches this one's cache.
      const before = await (await fetch(`${server.url}/api/app/counselor`)).json();
      const first = (before as { result: Array<{ slug: string; name: string }> }).result[0]!;
      await db.db.updateTable('counselors').set({ name: 'Renamed Elsewhere' }).where('slug', '=', first.slug).execute();
      await db.notify(CONTENT_CHANGED_CHANNEL, 'write');
      await until(async () => {
        const now = (await (await fetch(`${server.url}/api/app/counselor`)).json()) as {
          result: Array<{ slug: string; name: string }>;
        };
        return now.result.some((c) => c.name === 'Renamed Elsewhere');
      }, 5_000);
    } finally {
      await db.close();
    }
  }, 120_000);
});
