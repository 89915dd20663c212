import { createDb, type DbHandle, DatabaseInUseError } from '../client';
import { dbConfigFrom } from '../config';
import { readDbEnv } from '../env';

/** Opens the configured database for a command-line tool, or exits with a clear message. */
export async function openDbForCli(): Promise<DbHandle> {
  const env = readDbEnv();
  const config = dbConfigFrom({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, baseDir: env.INIT_CWD });
  try {
    return await createDb(config);
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
