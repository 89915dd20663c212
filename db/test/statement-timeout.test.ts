import { createDb } from '@app/db';
import { sql, testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';

const postgres = testDatabaseTargets().find((target) => target.kind === 'postgres');

describe('the statement time-out', () => {
  it.runIf(postgres)('stops a PostgreSQL query that runs longer, and leaves a short one alone', async () => {
    const database = await postgres!.emptyUrl!();
    const db = await createDb({ databaseUrl: database.url, statementTimeoutMs: 300 });
    try {
      const slow = await sql`SELECT pg_sleep(2)`.execute(db.db).catch((error: unknown) => error);
      expect((slow as { code?: string }).code).toBe('57014');
      const quick = await sql<{ one: number }>`SELECT 1 AS one`.execute(db.db);
      expect(quick.rows[0]?.one).toBe(1);
    } finally {
      await db.close();
      await database.drop();
    }
  });

  it('is accepted by embedded PGlite, which runs its queries as usual', async () => {
    const db = await createDb({ memory: true, statementTimeoutMs: 300 });
    try {
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db.db)).rows[0]?.one).toBe(1);
    } finally {
      await db.close();
    }
  });
});
