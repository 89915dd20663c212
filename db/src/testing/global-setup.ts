import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seed } from '../../seed/index';
import { createDb } from '../client';
import { migrateToLatest } from '../migrate';

/** One template per run, so runs sharing a PostgreSQL server (parallel CI jobs, developers) never drop each other's. */
const TEMPLATE = `app_test_template_${process.pid}`;

/** Migrates and seeds once per run; every test file then copies that state (PGlite dump / PostgreSQL template). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'app-test-'));
  const pglite = await createDb({ memory: true });
  await migrateToLatest(pglite.db);
  await seed(pglite.db, { admin: true });
  const dump = await pglite.pglite!.dumpDataDir('none');
  const dumpPath = join(dir, 'seeded.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteSeededDump', dumpPath);

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE}`;
    const handle = await createDb({ databaseUrl: url.toString() });
    await migrateToLatest(handle.db);
    await seed(handle.db, { admin: true });
    await handle.close();
    project.provide('postgresTemplateUrl', url.toString());
  } else {
    project.provide('postgresTemplateUrl', null);
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin.end();
  };
}
