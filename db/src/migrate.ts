import { type Kysely, sql } from 'kysely';
import { type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely/migration';
import { migrations } from '../migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet['results']> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return results;
}

/**
 * Runs start-up work (migrations, the demo seed) on one connection with no statement timeout. Nodes
 * starting together wait on the migration and seed locks while the first holds them, which on a busy
 * machine takes longer than the timeout that bounds requests (DATABASE_STATEMENT_TIMEOUT_MS): the
 * waiting nodes were cancelled and exited. The connection gets the pool's timeout back afterwards.
 */
export async function withoutStatementTimeout<DB, T>(db: Kysely<DB>, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`SET statement_timeout = 0`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`RESET statement_timeout`.execute(connection).catch(() => {});
    }
  });
}
