/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: the database the environment names
 * (DATABASE_URL, or PGlite in PGLITE_DIR / .data/pglite), to or from FILE. Problems are one line, no stack.
 */
import { resolve } from 'node:path';
import { BackupError, backupDatabase, restoreDatabase } from '../backup';
import { CONTENT_CHANGED_CHANNEL } from '../channels';
import { createDb, DatabaseInUseError } from '../client';
import { dbConfigFrom } from '../config';
import { readDbEnv } from '../env';

const [command, file, ...rest] = process.argv.slice(2);
const usage = {
  backup: 'Usage: npm run db:backup -- FILE (where to write the backup)',
  restore: 'Usage: npm run db:restore -- FILE (a backup made by db:backup; it replaces the database)',
};

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (command !== 'backup' && command !== 'restore') fail('Usage: backup-restore.ts backup|restore FILE', 2);
if (!file || rest.length > 0) fail(usage[command], 2);

try {
  const env = readDbEnv();
  const config = dbConfigFrom({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, baseDir: env.INIT_CWD });
  const path = resolve(env.INIT_CWD ?? process.cwd(), file);
  const where =
    'databaseUrl' in config
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${'pgliteDir' in config ? config.pgliteDir : '?'}`;
  if (command === 'backup') {
    await backupDatabase(config, path);
    console.log(`Backed up ${where} to ${path}.`);
  } else {
    await restoreDatabase(config, path);
    // Nodes running on PostgreSQL drop their cached answers, so the restored content shows at once.
    if ('databaseUrl' in config) {
      const handle = await createDb(config);
      await handle.notify(CONTENT_CHANGED_CHANNEL, 'restore').finally(() => handle.close());
    }
    console.log(`Restored ${where} from ${path}.`);
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof DatabaseInUseError) fail(error.message);
  if (error instanceof Error && error.message.startsWith('Invalid environment variable')) fail(error.message);
  // A file the system refused (permissions, a full disk): its own message names the file.
  if (error instanceof Error && 'syscall' in error) fail(error.message);
  throw error;
}
