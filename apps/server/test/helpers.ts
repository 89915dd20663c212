import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSessions } from '@app/api/server';
import { DEMO_ADMIN, type DbHandle } from '@app/db';
import { type TestDatabaseTarget, testDatabaseTargets } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { hash } from '@node-rs/argon2';
import { sealData } from 'iron-session';
import { afterAll, beforeAll, describe } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import type { AppConfig } from '../src/env';
import { staffClient } from './staff-trpc';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export const testConfig: AppConfig = {
  publicUrl: 'http://localhost:3000',
  sessionSecret: TEST_SECRET,
  webDist: null,
  site: { chatUrl: 'https://wa.me/6281234567890', eapUrl: 'https://eap.example.com/', analyticsId: null },
  uploadMaxBytes: 5 * 1024 * 1024,
  trustProxy: false,
  mail: { delivery: { kind: 'log' }, from: 'Ruang Teduh <hello@ruangteduh.example>', intervalMs: 0 },
  corsOrigins: ['https://partner.example'],
  identityProviders: [],
  rateLimits: { loginPerIp: 0, loginPerEmail: 0, formsPerMinute: 0 },
  // Tests sign in from fresh clients: the emailed new-device code is tested on its own (second-factor.test.ts).
  newDeviceCodes: false,
};

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  close(): Promise<void>;
}

/** The real app on a private copy of the seeded database. */
export async function startTestApp(
  target: TestDatabaseTarget,
  config: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'rateLimitClock' | 'now'> = {},
): Promise<TestApp> {
  const db = await target.seeded();
  // The seeded copy was dated when the run began: move the weekly classes' horizon on to now, as the
  // hourly job does in production (a run crossing a class's start would otherwise be a session short).
  await generateSessions(db.db, new Date());
  const app = await buildApp({ db, config: { ...testConfig, ...config }, ...options });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The real app for the enclosing `describe`, started before its tests and closed after them; its
 * fields are there from the first `beforeAll` on.
 */
export function useTestApp(target: TestDatabaseTarget, config: Partial<AppConfig> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(target, config));
  });
  afterAll(() => t.close?.());
  return t;
}

/** A `describe` per test database (its title ending `on <kind>`), each with the real app `useTestApp` starts. */
export function describeWithTestApp(title: string, tests: (t: TestApp) => void): void {
  describe.each(testDatabaseTargets())(`${title} on $kind`, (target) => tests(useTestApp(target)));
}

/** Gives a class or a facilitator (by slug) this status, and drops the app's cached answers as an editor's save does. */
export async function setContentStatus(
  t: TestApp,
  table: 'classes' | 'counselors',
  slug: string,
  status: 'draft' | 'published',
): Promise<void> {
  await t.db.db.updateTable(table).set({ status }).where('slug', '=', slug).execute();
  t.app.contentCache.clear();
}

/** Gives a session this status, and drops the app's cached answers. */
export async function setSessionStatus(
  t: TestApp,
  sessionId: number,
  status: 'scheduled' | 'cancelled',
): Promise<void> {
  await t.db.db.updateTable('class_sessions').set({ status }).where('id', '=', sessionId).execute();
  t.app.contentCache.clear();
}

/** Clean-ups for the enclosing `describe`, run after its tests, the last pushed first. */
export function useCleanups(): Array<() => unknown> {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return cleanups;
}

export interface StaffTestApp extends TestApp {
  /** Bearer tokens of the demo admin and of an editor. */
  admin: string;
  editor: string;
  client: ReturnType<typeof staffClient>;
}

export interface StaffTestAppOptions extends Pick<BuildAppOptions, 'now'> {
  config?: Partial<AppConfig>;
  /** How long the staff's bearer tokens stay valid (an hour unless said). */
  expiresInMs?: number;
}

/** `useTestApp` with an editor (`editorEmail`) added, both staff signed in, and a back-office tRPC client. */
export function useStaffTestApp(
  target: TestDatabaseTarget,
  editorEmail: string,
  { config = {}, expiresInMs, ...options }: StaffTestAppOptions = {},
): StaffTestApp {
  const t = {} as StaffTestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(target, config, options));
    Object.assign(t, await signInStaff(t.db, editorEmail, expiresInMs));
    t.client = staffClient(t.app);
  });
  afterAll(() => t.close?.());
  return t;
}

/** The password `signInStaff` gives its editor. */
export const EDITOR_PASSWORD = 'editor-password-1';

/**
 * Adds an editor (Eko, `editorEmail`) and signs in both the demo admin and them; answers their bearer
 * tokens, valid for `expiresInMs` (an hour unless said).
 */
export async function signInStaff(
  db: DbHandle,
  editorEmail: string,
  expiresInMs?: number,
): Promise<{ admin: string; editor: string }> {
  await addStaff(db, { email: editorEmail, name: 'Eko', role: 'editor', password: EDITOR_PASSWORD });
  return {
    admin: (await tokenFor(db, DEMO_ADMIN.email, expiresInMs)).token,
    editor: (await tokenFor(db, editorEmail, expiresInMs)).token,
  };
}

/** Back-office calls as an admin (the demo's) or as a new editor (without a password). */
export async function staffAs(t: { app: FastifyInstance; db: DbHandle }, role: 'admin' | 'editor') {
  const email = role === 'admin' ? DEMO_ADMIN.email : `editor-${randomBytes(4).toString('hex')}@example.com`;
  if (role === 'editor') await t.db.db.insertInto('users').values({ email, name: 'Eko', role }).execute();
  const { token } = await tokenFor(t.db, email);
  return { mutate: (path: string, input: unknown) => staffClient(t.app).mutate(path, input, token) };
}

/** The built SPA's `index.html` as the server-rendering tests start from. */
export const SPA_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Ruang Teduh · Sharing universal wisdom for everyday life</title>
    <meta name="description" content="Default description." />
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A temporary web build holding only this `index.html`; answers its directory (for `webDist`). */
export function webDistWith(indexHtml: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  return dist;
}

/** Adds a staff user with a password (Argon2id, as the CLI does). */
export async function addStaff(
  db: DbHandle,
  user: { email: string; name: string; role: 'admin' | 'editor'; password: string },
) {
  await db.db
    .insertInto('users')
    .values({ email: user.email, name: user.name, role: user.role, password_hash: await hash(user.password) })
    .execute();
}

/**
 * Creates a session row for a user and answers its bearer token, as sign-in will. The session showed a
 * second factor when it was made (`second_factor_at` = now, or `secondFactorAt`; null: a password only), so
 * the sensitive procedures (meta `sensitive`, issue 32) answer it for the next 10 minutes as they did before.
 */
export async function tokenFor(
  db: DbHandle,
  email: string,
  expiresInMs = 3_600_000,
  secondFactorAt: Date | null = new Date(),
): Promise<{ token: string; sid: string }> {
  const user = await db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const sid = randomBytes(24).toString('base64url');
  await db.db
    .insertInto('sessions')
    .values({
      id: sid,
      user_id: user.id,
      expires_at: new Date(Date.now() + expiresInMs),
      user_agent: 'vitest',
      second_factor_at: secondFactorAt,
    })
    .execute();
  return { token: await sealData({ sid }, { password: TEST_SECRET }), sid };
}
