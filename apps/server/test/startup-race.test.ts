import { createDb, migrateToLatest } from '@app/db';
import { SEED_LOCK_KEY } from '../../../db/seed';
import { corporateClients, faqs, slides } from '../../../db/seed/content/site';
import { sql, testDatabaseTargets } from '@app/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process';
import { countRows } from './db-rows';

const postgres = testDatabaseTargets().find((t) => t.kind === 'postgres');

// Needs PostgreSQL (TEST_DATABASE_URL): several processes share one database only there.
describe.runIf(postgres)('three nodes starting together on an empty PostgreSQL', () => {
  const nodes: ServerProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    await drop?.();
  });

  it('all serve; the schema is migrated once and the demo content added once', async () => {
    const database = await postgres!.emptyUrl!();
    drop = database.drop;
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => startServerProcess({ DATABASE_URL: database.url, NODE_ENV: 'development' }, 180_000)),
    );
    for (const result of started) if (result.status === 'fulfilled') nodes.push(result.value);
    const failures = started.filter((r) => r.status === 'rejected').map((r) => String(r.reason));
    expect(failures).toEqual([]);

    for (const node of nodes) {
      expect((await fetch(`${node.url}/readyz`)).status).toBe(200);
      const res = await fetch(`${node.url}/api/app/counselor`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { result: unknown[] }).result.length).toBeGreaterThan(0);
      expect(node.output()).not.toMatch(/duplicate key|unique constraint|"level":50/);
    }
    expect(nodes.filter((n) => n.output().includes('Demo content was just added'))).toHaveLength(1);

    const handle = await createDb({ databaseUrl: database.url, poolMax: 1 });
    try {
      const count = (table: 'users' | 'slider_items' | 'faq_items' | 'corporate_clients') => countRows(handle, table);
      expect(await count('users')).toBe(1);
      // Unkeyed lists are the ones a second seed would have doubled.
      expect({
        slides: await count('slider_items'),
        faqs: await count('faq_items'),
        clients: await count('corporate_clients'),
      }).toEqual({ slides: slides.length, faqs: faqs.length, clients: corporateClients.length });
      const migrations = await handle.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      const names = migrations.map((m) => (m as { name: string }).name);
      expect(new Set(names).size).toBe(names.length);
    } finally {
      await handle.close();
    }
  }, 300_000);

  it('a node waits for another’s seeding longer than the statement timeout that bounds requests', async () => {
    const database = await postgres!.emptyUrl!();
    const holder = await createDb({ databaseUrl: database.url, poolMax: 2 });
    let node: ServerProcess | undefined;
    try {
      await migrateToLatest(holder.db);
      // Another node seeding: it holds the seed's lock until the new node has waited on it for 1.5 s,
      // three times the new node's statement timeout.
      let locked!: () => void;
      let release!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const seeding = holder.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
        locked();
        await released;
      });
      await isLocked;
      const starting = startServerProcess(
        { DATABASE_URL: database.url, NODE_ENV: 'development', DATABASE_STATEMENT_TIMEOUT_MS: '500' },
        180_000,
      );
      const waiting = async () =>
        Number(
          (
            await sql<{
              n: string;
            }>`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`.execute(holder.db)
          ).rows[0]?.n,
        );
      const deadline = Date.now() + 120_000;
      while ((await waiting()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1_500));
      release();
      await seeding;
      node = await starting;
      expect((await fetch(`${node.url}/readyz`)).status).toBe(200);
      expect(node.output()).toContain('Demo content was just added');
      expect((await fetch(`${node.url}/api/app/counselor`)).status).toBe(200);
    } finally {
      await node?.stop();
      await holder.close();
      await database.drop();
    }
  }, 300_000);
});
