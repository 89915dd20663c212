import type { AppRouter } from '@app/api';
import { DEMO_ADMIN, type DbHandle } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './helpers';
import { processDatabase, type ServerProcess, startServerProcess } from './server-process';

const postgres = testDatabaseTargets().find((t) => t.kind === 'postgres');

const aboutTitle = async (node: ServerProcess) => {
  const res = await fetch(`${node.url}/api/app/static-content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'about' }),
  });
  return ((await res.json()) as { result: { title: string } }).result.title;
};

// Needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process's private database.
describe.runIf(postgres)('two server nodes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof processDatabase>>;
  let handle: DbHandle;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await processDatabase(postgres!);
    handle = await database.open();
    [a, b] = await Promise.all([startServerProcess(database.env), startServerProcess(database.env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await database?.remove();
  });

  it('serves an admin edit made through one node from the other within a second', async () => {
    const before = await aboutTitle(b); // B now holds the page in its cache
    expect(await aboutTitle(b)).toBe(before);

    const { token } = await tokenFor(handle, DEMO_ADMIN.email);
    const admin = createTRPCClient<AppRouter>({
      links: [
        httpLink({ url: `${a.url}/trpc`, transformer: superjson, headers: { authorization: `Bearer ${token}` } }),
      ],
    });
    const page = await admin.admin.page.get.query({ code: 'about' });
    const title = `About us, edited on node A at ${Date.now()}`;
    await admin.admin.page.update.mutate({
      code: 'about',
      version: page.version,
      data: { title: { en: title }, content: { en: '<p>Edited.</p>' }, status: 'published' },
    });
    const saved = Date.now();

    let seen = await aboutTitle(b);
    while (seen !== title && Date.now() - saved < 1_000) {
      await new Promise((r) => setTimeout(r, 25));
      seen = await aboutTitle(b);
    }
    expect(seen).toBe(title);
    expect(Date.now() - saved).toBeLessThan(1_000);
    expect(await aboutTitle(a)).toBe(title);
  });
});
