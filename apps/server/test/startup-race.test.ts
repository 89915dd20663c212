import { createDb } from '@app/db';
import { corporateClients, faqs, slides } from '../../../db/seed/content/site';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process';

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
      const count = async (table: 'users' | 'slider_items' | 'faq_items' | 'corporate_clients') =>
        Number(
          (
            await handle.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
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
});
