import { generateSessions } from '@app/api/server';
import type { DbHandle } from '@app/db';
import { testDatabaseTargets, type TestDatabaseTarget } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './helpers';
import { processDatabase, startServerProcess } from './server-process';

const HOUR_MS = 3_600_000;

const countSessions = async (handle: DbHandle) =>
  Number(
    (
      await handle.db
        .selectFrom('class_sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Dates what is due now (the seeded database was dated when the run started), then deletes the upcoming
 * generated sessions nobody booked, as if they had never been dated; answers how many.
 */
async function forgetUnbookedSessions(handle: DbHandle): Promise<number> {
  await generateSessions(handle.db, new Date());
  const rows = await handle.db
    .deleteFrom('class_sessions')
    .where('kind', '=', 'generated')
    .where('starts_at', '>', new Date(Date.now() + HOUR_MS))
    .where(({ not, exists, selectFrom, ref }) =>
      not(exists(selectFrom('class_registrations').select('id').where('session_id', '=', ref('class_sessions.id')))),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/** What each node's round of session dating logged: `inserted`, or the failure. */
function datingRounds(output: string): Array<{ inserted?: number; msg: string }> {
  return output
    .split('\n')
    .filter((line) => line.includes('class sessions'))
    .map((line) => JSON.parse(line) as { inserted?: number; msg: string });
}

/**
 * Two nodes start at once and date the missing sessions: on PostgreSQL two server processes on one
 * database; on PGlite (one process per database) two apps in this process on one handle.
 */
async function twoNodesStart(target: TestDatabaseTarget): Promise<{ missing: number; inserted: number[] }> {
  if (target.kind === 'postgres') {
    const database = await processDatabase(target);
    const handle = await database.open();
    try {
      const missing = await forgetUnbookedSessions(handle);
      const nodes = await Promise.all(
        [1, 2].map(() => startServerProcess({ ...database.env, NODE_ENV: 'development' }, 120_000)),
      );
      try {
        for (;;) {
          const rounds = nodes.map((node) => datingRounds(node.output()));
          if (rounds.every((r) => r.length > 0)) {
            for (const node of nodes) expect(node.output()).not.toMatch(/duplicate key|unique constraint|"level":50/);
            expect(rounds.flat().map((r) => r.msg)).toEqual(['class sessions dated', 'class sessions dated']);
            return { missing, inserted: rounds.flat().map((r) => r.inserted ?? -1) };
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } finally {
        await Promise.all(nodes.map((node) => node.stop()));
      }
    } finally {
      await handle.close();
      await database.remove();
    }
  }
  const handle = await target.seeded();
  try {
    const missing = await forgetUnbookedSessions(handle);
    const before = await countSessions(handle);
    const config = { ...testConfig, sessionGenerationIntervalMs: HOUR_MS };
    const apps = await Promise.all([buildApp({ db: handle, config }), buildApp({ db: handle, config })]);
    // Closing waits for the round each started with.
    await Promise.all(apps.map((app) => app.close()));
    return { missing, inserted: [(await countSessions(handle)) - before] };
  } finally {
    await handle.close();
  }
}

describe.each(testDatabaseTargets())('session dating at server start on $kind', (target) => {
  it('dates each missing session once when two nodes start together', async () => {
    const { missing, inserted } = await twoNodesStart(target);
    expect(missing).toBeGreaterThan(50);
    expect(inserted.reduce((sum, n) => sum + n, 0)).toBe(missing);
  }, 240_000);
});
