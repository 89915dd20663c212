import { createDb } from '@app/db';
import { sql, testDatabaseTargets } from '@app/db/testing';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const postgres = testDatabaseTargets().find((target) => target.kind === 'postgres');

/**
 * PostgreSQL restarting ends every connection, also those a transaction holds between two of its
 * queries. The pool's client then emits `error` with no query to hand it to; with nobody listening,
 * Node ends the process (`npm run soak` lost two of three nodes this way). The error must reach the
 * transaction's next query instead, and the pool carry on with a new connection.
 */
describe('a pooled connection ended by the server', () => {
  it.runIf(postgres)('fails the transaction holding it, without ending the process', async () => {
    const database = await postgres!.emptyUrl!();
    const db = await createDb({ databaseUrl: database.url });
    const killer = new pg.Client({ connectionString: database.url });
    await killer.connect();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    // Vitest reports an uncaught exception as a failure of the run; this listener records it here too.
    process.on('uncaughtException', onUncaught);
    try {
      const failure = await db.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
          // Between two queries of the transaction, the server ends its connection (as a restart does).
          await killer.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`SELECT 1`.execute(trx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(Error);
      expect(uncaught).toEqual([]);
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db.db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await killer.end();
      await db.close();
      await database.drop();
    }
  });
});
