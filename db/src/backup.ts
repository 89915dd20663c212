import { execFile } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { createDb, type DbConfig } from './client';

const run = promisify(execFile);

/** What stops a backup or a restore, said in one line (the command prints it without a stack trace). */
export class BackupError extends Error {}

/** The first bytes of a PostgreSQL custom-format dump (pg_dump -Fc). */
const PG_DUMP_MAGIC = 'PGDMP';

function startsWithPgDump(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(PG_DUMP_MAGIC.length);
    readSync(fd, head, 0, head.length, 0);
    return head.toString('latin1') === PG_DUMP_MAGIC;
  } finally {
    closeSync(fd);
  }
}

/**
 * A PostgreSQL client tool: on PATH, or else the newest of Debian's /usr/lib/postgresql/<version>/bin.
 * (pg_dump must be at least as new as the server it dumps.)
 */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], 'bin', name);
  throw new BackupError(
    `${name} was not found: install the PostgreSQL client tools (e.g. apt-get install postgresql-client).`,
  );
}

async function runTool(name: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(postgresTool(name), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    const first = stderr.split('\n').find((line) => line.trim()) ?? (error as Error).message;
    throw new BackupError(`${name} failed: ${first}`);
  }
}

/** Backups hold password hashes and people's details: only their owner may read them. */
const BACKUP_MODE = 0o600;

const isDirectory = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** Refuses, before anything is opened or written, a place a backup file cannot go. */
function checkBackupTarget(file: string) {
  if (isDirectory(file)) throw new BackupError(`${file} is a directory: name the backup file to write in it.`);
  if (!isDirectory(dirname(file)))
    throw new BackupError(`There is no directory ${dirname(file)} to write ${basename(file)} in.`);
}

/**
 * Writes `file` through `write(partial)` on `${file}.partial`, created readable by its owner only, then
 * renames it into place: a failed backup leaves neither a half file nor the partial one.
 */
async function writeBackupFile(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  try {
    rmSync(partial, { force: true });
    closeSync(openSync(partial, 'wx', BACKUP_MODE));
    await write(partial);
    // Whoever wrote it (pg_dump truncates the file it is given), the mode is the backup's.
    chmodSync(partial, BACKUP_MODE);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Could not write ${file}: ${(error as Error).message}`);
  }
}

/**
 * Writes a backup of the configured database to `file` (mode 0600): `pg_dump -Fc` on PostgreSQL
 * (consistent while the site runs), or on PGlite a tarball of the data directory, taken with the
 * directory locked (so the server must be stopped: it holds the directory).
 */
export async function backupDatabase(config: DbConfig, file: string): Promise<void> {
  checkBackupTarget(file);
  if ('databaseUrl' in config) {
    await writeBackupFile(file, (partial) =>
      runTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${config.databaseUrl}`]),
    );
    return;
  }
  if (!('pgliteDir' in config))
    throw new BackupError('Only a database in a directory or on PostgreSQL can be backed up.');
  if (!existsSync(join(config.pgliteDir, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${config.pgliteDir} to back up.`);
  const handle = await createDb(config);
  try {
    const dump = await handle.pglite!.dumpDataDir('gzip');
    await writeBackupFile(file, async (partial) => writeFileSync(partial, Buffer.from(await dump.arrayBuffer())));
  } finally {
    await handle.close();
  }
}

/**
 * Replaces the configured database's content with a backup made by `backupDatabase`. PostgreSQL:
 * `pg_restore --clean --if-exists` in one transaction (all or nothing). PGlite: the backup is unpacked
 * beside the data directory and, once it opens, takes the directory's place (the server must be stopped).
 */
export async function restoreDatabase(config: DbConfig, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  if (isDirectory(file)) throw new BackupError(`${file} is a directory, not a backup: name the backup file.`);
  const pgDump = startsWithPgDump(file);
  if ('databaseUrl' in config) {
    if (!pgDump)
      throw new BackupError(
        `${file} is not a PostgreSQL backup (pg_dump -Fc); it looks like an embedded (PGlite) one.`,
      );
    await runTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${config.databaseUrl}`,
      file,
    ]);
    return;
  }
  if (!('pgliteDir' in config))
    throw new BackupError('Only a database in a directory or on PostgreSQL can be restored.');
  if (pgDump)
    throw new BackupError(
      `${file} is a PostgreSQL backup: restore it with DATABASE_URL set to the database to replace.`,
    );
  const dir = config.pgliteDir;
  // Opening takes the directory's lock: refused (with the holder's pid) while a server runs on it.
  const current = existsSync(join(dir, 'PG_VERSION')) ? await createDb(config) : null;
  const incoming = join(dirname(dir), `.${basename(dir)}.restoring`);
  const outgoing = join(dirname(dir), `.${basename(dir)}.replaced`);
  rmSync(incoming, { recursive: true, force: true });
  rmSync(outgoing, { recursive: true, force: true });
  try {
    let restored: PGlite;
    try {
      restored = await PGlite.create(incoming, { loadDataDir: new Blob([readFileSync(file)]) });
      await restored.query('SELECT 1');
    } catch (error) {
      throw new BackupError(`${file} is not a backup of an embedded database (${(error as Error).message}).`);
    }
    await restored.close();
    // The backup's pid file names the process that made it, which holds nothing here.
    rmSync(join(incoming, 'app.pid'), { force: true });
    await current?.close();
    if (existsSync(dir)) renameSync(dir, outgoing);
    renameSync(incoming, dir);
    rmSync(outgoing, { recursive: true, force: true });
  } catch (error) {
    await current?.close();
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
}
