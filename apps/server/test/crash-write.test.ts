import type { AppRouter } from '@app/api';
import { DEMO_ADMIN, type DbHandle } from '@app/db';
import { sql, testDatabaseTargets } from '@app/db/testing';
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { tokenFor, useCleanups } from './helpers';
import { processDatabase, type ServerProcess, startServerProcess } from './server-process';

const SLUG = 'tuesday-morning-yoga';

async function classState(db: DbHandle) {
  const row = await db.db
    .selectFrom('classes')
    .select(['id', 'title', 'version'])
    .where('slug', '=', SLUG)
    .executeTakeFirstOrThrow();
  const links = await db.db
    .selectFrom('class_counselors')
    .select('counselor_id')
    .where('class_id', '=', row.id)
    .orderBy('sort_order')
    .execute();
  const audits = await db.db.selectFrom('audit_log').select('id').where('entity_id', '=', String(row.id)).execute();
  return {
    title: row.title,
    version: row.version,
    facilitators: links.map((l) => l.counselor_id),
    audits: audits.length,
  };
}

/** Holds every audit insert, i.e. the last statement of each admin write, until the process is killed. */
async function stallAuditInserts(db: DbHandle) {
  await sql`CREATE FUNCTION stall_audit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_sleep(60); RETURN NEW; END $$`.execute(db.db);
  await sql`CREATE TRIGGER stall_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION stall_audit()`.execute(
    db.db,
  );
}

describe.each(testDatabaseTargets())('a crash in the middle of an admin write ($kind)', (target) => {
  const cleanups = useCleanups();

  it('leaves no partial data: the class keeps its title and facilitators', async () => {
    const database = await processDatabase(target);
    cleanups.push(database.remove);

    // Before the server opens it (PGlite admits one process): a token, the stall, the state before.
    let db = await database.open();
    const { token } = await tokenFor(db, DEMO_ADMIN.email);
    await stallAuditInserts(db);
    const before = await classState(db);
    const { id } = await db.db.selectFrom('classes').select('id').where('slug', '=', SLUG).executeTakeFirstOrThrow();
    const others = await db.db
      .selectFrom('counselors')
      .select('id')
      .where('id', 'not in', before.facilitators)
      .limit(2)
      .execute();
    if (target.kind === 'pglite') await db.close();

    const server: ServerProcess = await startServerProcess(database.env);
    cleanups.push(() => server.stop('SIGKILL'));
    const admin = createTRPCClient<AppRouter>({
      links: [
        httpLink({ url: `${server.url}/trpc`, transformer: superjson, headers: { authorization: `Bearer ${token}` } }),
      ],
    });
    const loaded = await admin.admin.class.get.query({ id });
    const write = admin.admin.class.update
      .mutate({
        id: loaded.id,
        version: loaded.version,
        data: { ...loaded.data, title: { en: 'Half written' }, facilitatorIds: others.map((o) => o.id) },
      })
      .catch((error: unknown) => error);
    let settled = false;
    void write.then(() => {
      settled = true;
    });

    // Wait until the write is inside its transaction, past the class row and its facilitator links.
    if (target.kind === 'postgres') {
      let stalled = false;
      for (let i = 0; i < 100 && !stalled; i++) {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE '%insert into "audit_log"%' AND state = 'active'`.execute(
          db.db,
        );
        stalled = rows[0]!.n > 0;
        if (!stalled) await new Promise((r) => setTimeout(r, 100));
      }
      expect(stalled).toBe(true);
    } else {
      await new Promise((r) => setTimeout(r, 1_500)); // PGlite runs in the server's thread: it is now stalled
    }
    expect(settled).toBe(false);
    expect(await server.stop('SIGKILL')).toBeNull();
    expect(await write).toBeInstanceOf(Error);

    if (target.kind === 'pglite') db = await database.open();
    try {
      await sql`DROP TRIGGER stall_audit ON audit_log`.execute(db.db);
      expect(await classState(db)).toEqual(before);
    } finally {
      await db.close();
    }
  }, 120_000);
});
