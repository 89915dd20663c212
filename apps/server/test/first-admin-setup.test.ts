import { issueFirstAdminLink } from '@app/api/server';
import { loginResultSchema } from '@app/contract';
import { type DbHandle, migrateToLatest, repo } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { runUserCommand } from '../src/cli/staff-commands';
import { testConfig } from './helpers';
import { staffClient } from './staff-trpc';

const STRONG = 'amber kettle horizon 58';
const tokenOf = (url: string) => /\/admin\/setup\/([A-Za-z0-9_-]+)$/.exec(url)![1]!;

describe.each(testDatabaseTargets())('the first-admin setup link on $kind', (target) => {
  let db: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await target.empty();
    await migrateToLatest(db.db);
    app = await buildApp({ db, config: testConfig });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  const trpc = () => staffClient(app);

  it('is made once however many nodes start together, kept across restarts, and replaced only on request', async () => {
    const starts = await Promise.all([1, 2, 3].map(() => issueFirstAdminLink(db.db, 'https://studio.example')));
    const issued = starts.filter((link) => link.kind === 'issued');
    expect(issued).toHaveLength(1);
    expect(starts.filter((link) => link.kind === 'waiting')).toHaveLength(2);
    const first = issued[0]!.kind === 'issued' ? issued[0]!.url : '';
    expect(first).toMatch(/^https:\/\/studio\.example\/admin\/setup\/[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await db.db.selectFrom('first_admin_setup').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(first));

    // A restart finds it waiting; the command line's setup-link replaces it.
    expect((await issueFirstAdminLink(db.db, 'https://studio.example')).kind).toBe('waiting');
    expect((await trpc().mutate('auth.setupLink', { token: tokenOf(first) }, null)).data).toEqual({ state: 'open' });
    const printed = await runUserCommand(db.db, ['setup-link'], async () => '', 'https://studio.example');
    const replaced = /(https:\S+)/.exec(printed)![1]!;
    expect(replaced).not.toBe(first);
    expect((await trpc().mutate('auth.setupLink', { token: tokenOf(first) }, null)).status).toBe(404);
    expect((await trpc().mutate('auth.setupLink', { token: tokenOf(replaced) }, null)).data).toEqual({
      state: 'open',
    });
  });

  it('creates the first admin (a strong password only), signs them in, and then works no more', async () => {
    const printed = await runUserCommand(db.db, ['setup-link'], async () => '', 'https://studio.example');
    const token = tokenOf(/(https:\S+)/.exec(printed)![1]!);
    const admin = { token, name: 'Ratna Sari', email: 'ratna@studio.example' };

    const weak = await trpc().mutate('auth.completeSetup', { ...admin, password: 'ratnasari123' }, null);
    expect(weak.status).toBe(422);
    expect(weak.error?.fieldErrors?.password?.[0]).toMatch(/too easy to guess/);
    expect(await repo.countUsers(db.db)).toBe(0);
    expect(
      (await trpc().mutate('auth.completeSetup', { ...admin, token: 'x'.repeat(43), password: STRONG }, null)).status,
    ).toBe(404);

    const done = await trpc().mutate('auth.completeSetup', { ...admin, password: STRONG }, null);
    expect(done.status, done.body).toBe(200);
    expect(loginResultSchema.safeParse(done.data).success).toBe(true);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${done.data.token}` },
    });
    expect(me.json()).toMatchObject({ email: 'ratna@studio.example', name: 'Ratna Sari', role: 'admin' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ratna@studio.example', password: STRONG },
    });
    expect(login.statusCode).toBe(200);

    // Used: a second use is refused and changes nothing; the page says the site is set up.
    const again = await trpc().mutate(
      'auth.completeSetup',
      { ...admin, email: 'other@studio.example', password: STRONG },
      null,
    );
    expect(again.status).toBe(409);
    expect(again.error?.message).toMatch(/already set up/);
    expect(await repo.countUsers(db.db)).toBe(1);
    expect((await trpc().mutate('auth.setupLink', { token }, null)).data).toEqual({ state: 'done' });
    expect((await issueFirstAdminLink(db.db, 'https://studio.example')).kind).toBe('set-up');
    await expect(runUserCommand(db.db, ['setup-link'], async () => '')).rejects.toThrow(/staff accounts already/);
    const audit = await db.db.selectFrom('audit_log').select(['action', 'user_id', 'summary']).orderBy('id').execute();
    expect(audit.filter((entry) => entry.action !== 'staff.sign-in')).toEqual([
      { action: 'staff.create', user_id: null, summary: expect.objectContaining({ role: 'admin', via: 'setup link' }) },
    ]);
    // Signing the new admin in is audited too (issue 32: every sign-in).
    expect(audit.some((entry) => entry.action === 'staff.sign-in')).toBe(true);
  });
});
