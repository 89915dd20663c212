import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle, type DbKind } from '../client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated, seeded PGlite data directory (dumpDataDir). */
    pgliteSeededDump: string;
    /** Connection URL of a migrated, seeded PostgreSQL template database, when TEST_DATABASE_URL is set. */
    postgresTemplateUrl: string | null;
  }
}

/** Raw SQL for tests that install triggers or read catalog views; only db/ imports kysely itself. */
export { sql } from 'kysely';

export interface TestDatabaseTarget {
  kind: DbKind;
  /** A fresh database with the demo content: a private copy per call. */
  seeded(): Promise<DbHandle>;
  /** A fresh database with no tables at all. */
  empty(): Promise<DbHandle>;
  /**
   * PostgreSQL only: a fresh seeded database for other processes (server nodes) to share, by URL.
   * `drop` removes it, disconnecting whoever is still on it.
   */
  seededUrl?(): Promise<{ url: string; drop(): Promise<void> }>;
  /** PostgreSQL only: a fresh database with no tables, for server nodes to share, by URL. */
  emptyUrl?(): Promise<{ url: string; drop(): Promise<void> }>;
  /** PGlite only: fills an empty directory with the seeded database, for a server process to open. */
  seedDirectory?(dir: string): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Creates a database (optionally from a template); answers its URL and how to drop it again. */
async function newPostgresDatabase(serverUrl: string, template: string | null) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE ${pg.escapeIdentifier(name)}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`,
    );
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`).catch(() => {});
      await dropper.end();
    },
  };
}

/** A handle on a new database that drops it again on close. */
async function createPostgresDatabase(serverUrl: string, template: string | null): Promise<DbHandle> {
  const database = await newPostgresDatabase(serverUrl, template);
  const handle = await createDb({ databaseUrl: database.url, poolMax: 20 });
  const close = handle.close;
  return {
    ...handle,
    close: async () => {
      await close();
      await database.drop();
    },
  };
}

/** The dialects database tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const dumpPath = inject('pgliteSeededDump');
  const targets: TestDatabaseTarget[] = [
    {
      kind: 'pglite',
      seeded: () => createDb({ pgliteDump: new Blob([readFileSync(dumpPath)]) }),
      empty: () => createDb({ memory: true }),
      seedDirectory: async (dir) => {
        const pglite = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(dumpPath)]) });
        await pglite.close();
      },
    },
  ];
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const template = new URL(templateUrl).pathname.slice(1);
    targets.push({
      kind: 'postgres',
      seeded: () => createPostgresDatabase(templateUrl, template),
      empty: () => createPostgresDatabase(templateUrl, null),
      seededUrl: () => newPostgresDatabase(templateUrl, template),
      emptyUrl: () => newPostgresDatabase(templateUrl, null),
    });
  }
  return targets;
}
