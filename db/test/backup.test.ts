import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreDatabase } from '../src/backup';
import { createDb, type DbConfig } from '../src/client';
import { testDatabaseTargets } from '../src/testing';

const DB_DIR = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What the round trip must bring back: content, people's data, and the schema's migrations. */
async function fingerprint(config: DbConfig) {
  const handle = await createDb(config);
  try {
    const classes = await handle.db.selectFrom('classes').select(['id', 'slug', 'title']).orderBy('id').execute();
    const counts = await sql<{ name: string; n: number }>`
      SELECT 'faq_items' AS name, count(*)::int AS n FROM faq_items
      UNION ALL SELECT 'newsletter_subscribers', count(*)::int FROM newsletter_subscribers
      UNION ALL SELECT 'class_registrations', count(*)::int FROM class_registrations
      UNION ALL SELECT 'images', count(*)::int FROM images`.execute(handle.db);
    const migrations = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(handle.db);
    return { classes, counts: counts.rows, migrations: migrations.rows.map((r) => r.name) };
  } finally {
    await handle.close();
  }
}

async function changeEverything(config: DbConfig) {
  const handle = await createDb(config);
  try {
    await handle.db
      .updateTable('classes')
      .set({ title: JSON.stringify({ en: 'Changed after the backup' }) })
      .execute();
    await handle.db.deleteFrom('faq_items').execute();
    await handle.db
      .insertInto('newsletter_subscribers')
      .values({
        email: 'after-backup@example.com',
        unsubscribe_token: 'after-backup',
        confirmed_at: null,
        confirm_token_hash: null,
        unsubscribed_at: null,
        name: null,
      })
      .execute();
  } finally {
    await handle.close();
  }
}

/** The command as `npm run db:backup|db:restore -- FILE` runs it; answers its exit code and output. */
async function cli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/backup-restore.ts', ...args],
      { cwd: DB_DIR, env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: '', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe.each(testDatabaseTargets())('backup and restore on $kind', (target) => {
  it('brings back the seeded database after changes, through the commands', async () => {
    let config: DbConfig;
    let env: Record<string, string>;
    let drop = async () => {};
    if (target.seededUrl) {
      const database = await target.seededUrl();
      config = { databaseUrl: database.url };
      env = { DATABASE_URL: database.url };
      drop = database.drop;
    } else {
      const dir = join(work, `pglite-${target.kind}`);
      await target.seedDirectory!(dir);
      config = { pgliteDir: dir };
      env = { PGLITE_DIR: dir };
    }
    const file = join(work, `${target.kind}.backup`);
    try {
      const seeded = await fingerprint(config);
      const backup = await cli(['backup', file], env);
      expect(backup.output).toMatch(/^Backed up /);
      expect(backup.code).toBe(0);
      expect(existsSync(file)).toBe(true);
      // Password hashes and people's details: readable by the owner only, and no partial file beside it.
      expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
      expect(existsSync(`${file}.partial`)).toBe(false);
      // Into a directory, with a database to back up: refused before anything is written beside it.
      const directory = join(work, `${target.kind}-directory`);
      mkdirSync(directory);
      const intoDirectory = await cli(['backup', directory], env);
      expect(intoDirectory.code).toBe(1);
      expect(intoDirectory.output.trim().split('\n')).toHaveLength(1);
      expect(existsSync(`${directory}.partial`)).toBe(false);

      await changeEverything(config);
      const changed = await fingerprint(config);
      expect(changed).not.toEqual(seeded);

      const restore = await cli(['restore', file], env);
      expect(restore.output).toMatch(/^Restored /);
      expect(restore.code).toBe(0);
      expect(await fingerprint(config)).toEqual(seeded);

      // A second restore over the restored database is the same again (nothing left over between them).
      await changeEverything(config);
      await restoreDatabase(config, file);
      expect(await fingerprint(config)).toEqual(seeded);
    } finally {
      await drop();
    }
  }, 240_000);

  it('says in one line what is wrong: no FILE, no backup there, the other kind of backup', async () => {
    // Nothing is opened before these checks: the database named need not exist.
    const env: Record<string, string> = target.seededUrl
      ? { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/never_made' }
      : { PGLITE_DIR: join(work, 'never-made') };
    const missing = await cli(['backup'], env);
    expect(missing.code).toBe(2);
    expect(missing.output.trim()).toBe('Usage: npm run db:backup -- FILE (where to write the backup)');
    const absent = await cli(['restore', join(work, 'no-such.backup')], env);
    expect(absent.code).toBe(1);
    expect(absent.output.trim()).toBe(`There is no backup at ${join(work, 'no-such.backup')}.`);

    // Paths a backup cannot be written to, or read from: one line each, nothing left behind.
    const places = join(work, `places-${target.kind}`);
    mkdirSync(join(places, 'a-directory'), { recursive: true });
    const noDirectory = await cli(['backup', join(places, 'missing', 'dir', 'file.backup')], env);
    expect(noDirectory.code).toBe(1);
    expect(noDirectory.output.trim()).toBe(
      `There is no directory ${join(places, 'missing', 'dir')} to write file.backup in.`,
    );
    const intoDirectory = await cli(['backup', join(places, 'a-directory')], env);
    expect(intoDirectory.code).toBe(1);
    expect(intoDirectory.output.trim()).toBe(
      `${join(places, 'a-directory')} is a directory: name the backup file to write in it.`,
    );
    const fromDirectory = await cli(['restore', join(places, 'a-directory')], env);
    expect(fromDirectory.code).toBe(1);
    expect(fromDirectory.output.trim()).toBe(
      `${join(places, 'a-directory')} is a directory, not a backup: name the backup file.`,
    );
    expect(readdirSync(places)).toEqual(['a-directory']);
    expect(readdirSync(join(places, 'a-directory'))).toEqual([]);
  }, 120_000);
});

describe('embedded database in use', () => {
  const pglite = testDatabaseTargets().find((t) => t.kind === 'pglite')!;

  it('refuses to back up or restore a directory a running process holds, naming that process', async () => {
    const dir = join(work, 'held');
    await pglite.seedDirectory!(dir);
    const held = await createDb({ pgliteDir: dir });
    try {
      // Checked before the lock: a file that is there and not a PostgreSQL dump.
      const file = join(work, 'held.backup');
      writeFileSync(file, 'not read: the directory is in use');
      for (const command of ['backup', 'restore']) {
        const answer = await cli([command, file], { PGLITE_DIR: dir });
        expect(answer.code).toBe(1);
        expect(answer.output.trim()).toMatch(
          new RegExp(`^The embedded database in ${dir} is in use by process ${process.pid} `),
        );
        expect(answer.output.trim().split('\n')).toHaveLength(1);
      }
    } finally {
      await held.close();
    }
  }, 120_000);

  it('refuses a PostgreSQL dump for PGlite and says how to restore it', async () => {
    const file = join(work, 'fake.dump');
    writeFileSync(file, 'PGDMP\u0001\u000e');
    await expect(restoreDatabase({ pgliteDir: join(work, 'other') }, file)).rejects.toThrow(
      /is a PostgreSQL backup: restore it with DATABASE_URL set/,
    );
  });
});
