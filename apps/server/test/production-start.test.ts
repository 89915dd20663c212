import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, DEMO_ADMIN } from '@app/db';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process';
import { countRows } from './db-rows';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'prod-start-'));
  dirs.push(dir);
  return join(dir, 'pglite');
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// What a production node needs: a made secret (not a placeholder), an https origin, mail.
const STRONG_SECRET = 'f3a9c1e07b5d42869e1a0c7d3b5f8e2a6c4d9b1e0f7a3c5d';
const STRONG_PASSWORD = 'amber kettle horizon 58';
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: STRONG_SECRET,
  PUBLIC_URL: 'https://studio.example',
  MAIL_DELIVERY: 'log',
  DATABASE_URL: '',
};

async function counts(pgliteDir: string) {
  const handle = await createDb({ pgliteDir });
  try {
    const count = (table: 'users' | 'classes' | 'counselors' | 'static_contents') => countRows(handle, table);
    return {
      users: await count('users'),
      classes: await count('classes'),
      counselors: await count('counselors'),
      pages: await count('static_contents'),
    };
  } finally {
    await handle.close();
  }
}

function dbSeed(pgliteDir: string, env: Record<string, string>, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'db/src/cli/seed.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, PGLITE_DIR: pgliteDir, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
}

describe('production start on an empty database', () => {
  it('adds no content and no account, logs JSON only, and a setup link that creates the first admin once', async () => {
    const pgliteDir = newDir();
    const server = await startServerProcess({ ...production, PGLITE_DIR: pgliteDir });
    try {
      const classes = await fetch(`${server.url}/api/app/class`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'REGULAR' }),
      });
      expect(classes.status).toBe(200);
      expect(((await classes.json()) as { result: unknown[] }).result).toEqual([]);

      const login = (email: string, password: string) =>
        fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
      expect((await login(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(401);

      // Standard output is one JSON object per line (jq reads it), the start among them, at PUBLIC_URL.
      const lines = server
        .stdout()
        .split('\n')
        .filter((line) => line.trim() !== '');
      const logged = lines.map((line) => {
        expect(() => JSON.parse(line), line).not.toThrow();
        return JSON.parse(line) as { msg: string; url?: string };
      });
      expect(logged.find((line) => line.msg === 'Ruang Teduh is running')?.url).toBe('https://studio.example/');
      expect(server.output()).not.toContain('localhost');
      expect(server.output()).not.toContain(DEMO_ADMIN.password);
      expect(server.output()).not.toContain('Demo content was just added');

      // The setup link, once, in the message.
      const hints = logged.filter((line) => line.msg.includes('/admin/setup/'));
      expect(hints).toHaveLength(1);
      const token = /https:\/\/studio\.example\/admin\/setup\/([A-Za-z0-9_-]{43}) /.exec(hints[0]!.msg)?.[1];
      expect(token).toBeDefined();
      const completeSetup = (email: string) =>
        fetch(`${server.url}/trpc/auth.completeSetup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ json: { token, name: 'Ratna Sari', email, password: STRONG_PASSWORD } }),
        });
      const setUp = await completeSetup('ratna@studio.example');
      expect(setUp.status).toBe(200);
      expect((await login('ratna@studio.example', STRONG_PASSWORD)).status).toBe(200);
      expect((await completeSetup('someone-else@studio.example')).status).toBe(409);
    } finally {
      await server.stop();
    }
    expect(await counts(pgliteDir)).toEqual({ users: 1, classes: 0, counselors: 0, pages: 0 });
  }, 120_000);

  it('db:seed refuses without --demo, with --demo adds the content but no account; development adds the demo admin', async () => {
    const pgliteDir = newDir();
    const refused = dbSeed(pgliteDir, { NODE_ENV: 'production' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--demo');

    const seeded = dbSeed(pgliteDir, { NODE_ENV: 'production' }, ['--demo']);
    expect(seeded.status, seeded.stderr).toBe(0);
    const after = await counts(pgliteDir);
    expect(after.users).toBe(0);
    expect(after.classes).toBeGreaterThan(0);
    expect(after.pages).toBeGreaterThan(0);

    // Outside production the same command keeps today's demo: it adds the published admin.
    const development = dbSeed(pgliteDir, { NODE_ENV: 'development' });
    expect(development.status, development.stderr).toBe(0);
    expect(await counts(pgliteDir)).toEqual({ ...after, users: 1 });
  }, 180_000);
});

/** Starts the server with the production settings changed as given; answers its exit code and error output. */
function startProduction(changes: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(ROOT, 'apps/server'),
    env: { ...process.env, ...production, PGLITE_DIR: newDir(), PORT: '0', ...changes },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** Settings production will not start with, and the lines its one error names them in. */
const REFUSED_SETTINGS: Array<{ refused: string; changes: Record<string, string>; lines: string[] }> = [
  {
    refused:
      'a placeholder secret, an http origin and PGlite under several nodes, each in one line naming the variable',
    changes: {
      SESSION_SECRET: 'change-me-change-me-change-me-change-me',
      PUBLIC_URL: 'http://studio.example',
      CLUSTER_NODES: '3',
    },
    lines: [
      'SESSION_SECRET: is too weak for production',
      'PUBLIC_URL: must be https:// in production',
      'DATABASE_URL: is required when CLUSTER_NODES is more than 1',
    ],
  },
  {
    refused: 'with nothing set: the secret, the origin and mail in one error, without a stack trace',
    changes: { SESSION_SECRET: '', PUBLIC_URL: '', MAIL_DELIVERY: '', SMTP_URL: '' },
    lines: [
      'SESSION_SECRET: is required in production',
      'PUBLIC_URL: is required in production',
      'SMTP_URL: is required in production',
    ],
  },
];

describe('settings production refuses', () => {
  for (const { refused, changes, lines } of REFUSED_SETTINGS) {
    it(refused, () => {
      const result = startProduction(changes);
      expect(result.status).toBe(1);
      for (const line of lines) expect(result.stderr).toContain(line);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }, 90_000);
  }
});

describe('mail delivery in production', () => {
  it('refuses to start without SMTP_URL unless log delivery is asked for, naming the variable', () => {
    const result = startProduction({ MAIL_DELIVERY: '', SMTP_URL: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/SMTP_URL: is required in production/);
    expect(result.stderr).toContain('MAIL_DELIVERY=log');
    // One message, not a stack trace.
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 90_000);
});
