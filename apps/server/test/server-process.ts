import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type DbHandle } from '@app/db';
import type { TestDatabaseTarget } from '@app/db/testing';
import { TEST_SECRET } from './helpers';
import { freePort } from '../bench/free-port';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** What it printed on standard output alone. */
  stdout(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends a signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real server (src/server.ts) as its own process, as production runs it: migrations and seeding
 * at start, signals, its own database pool. Resolves once /healthz answers.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SESSION_SECRET: TEST_SECRET,
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_FORMS: '0',
      RATE_LIMIT_LOGIN_IP: '0',
      RATE_LIMIT_LOGIN_EMAIL: '0',
      // No balancer to tell in tests: stop at once (the drain has its own test).
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${timeoutMs} ms:\n${output}`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => output,
    stdout: () => stdout,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A seeded database a server process can open by environment, and a handle on it for the test. */
export async function processDatabase(target: TestDatabaseTarget): Promise<{
  env: Record<string, string>;
  open(): Promise<DbHandle>;
  remove(): Promise<void>;
}> {
  if (target.seededUrl) {
    const database = await target.seededUrl();
    return {
      env: { DATABASE_URL: database.url },
      open: () => createDb({ databaseUrl: database.url, poolMax: 2 }),
      remove: () => database.drop(),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'server-pglite-'));
  await target.seedDirectory!(dir);
  return {
    env: { PGLITE_DIR: dir, DATABASE_URL: '' },
    /** PGlite is one process's database: open it only once the server has stopped. */
    open: () => createDb({ pgliteDir: dir }),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
