import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN, repo } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it, vi } from 'vitest';
import { describeError, runUserCommand } from '../src/cli/staff-commands';
import { addStaff, tokenFor, useTestApp } from './helpers';
import { oauthCallback } from './oauth-callback';
import { processDatabase } from './server-process';

// The identity provider answers with whichever email the test puts here.
const provider = vi.hoisted(() => ({ email: '', amr: undefined as string[] | undefined }));
vi.mock('openid-client', () => ({
  allowInsecureRequests: {},
  discovery: async () => ({}),
  authorizationCodeGrant: async () => ({
    access_token: 'access',
    claims: () => ({ sub: provider.email, email: provider.email, email_verified: true, amr: provider.amr }),
  }),
}));

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** A password the estimator rates strong, as an operator would type it. */
const STRONG = 'amber kettle horizon 58';
const password = (value: string) => async () => value;

describe.each(testDatabaseTargets())('staff accounts on $kind', (target) => {
  const t = useTestApp(target, {
    identityProviders: [
      { name: 'dev', label: 'Dev ID', issuer: 'http://127.0.0.1:9/', clientId: 'x', clientSecret: 'y' },
      {
        name: 'trusted',
        label: 'Trusted ID',
        issuer: 'http://127.0.0.1:9/trusted',
        clientId: 'x',
        clientSecret: 'y',
        trustMfa: true,
      },
    ],
  });

  const run = (...argv: string[]) => runUserCommand(t.db.db, argv, password(STRONG));
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (error: unknown) => describeError(error),
    );
  const login = (email: string, pass: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: pass } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

  it('creates staff with a strong password only', async () => {
    expect(
      await refusal(
        runUserCommand(
          t.db.db,
          ['create', '--email', 'weak@ruangteduh.example', '--name', 'Weak'],
          password('aaaaaaaaaa'),
        ),
      ),
    ).toMatch(/^This password is too easy to guess: /);
    expect(await repo.findUserByEmail(t.db.db, 'weak@ruangteduh.example')).toBeUndefined();
    expect(await run('create', '--email', 'putu@ruangteduh.example', '--name', 'Putu', '--role', 'editor')).toBe(
      'Created editor Putu <putu@ruangteduh.example>.',
    );
    expect((await login('putu@ruangteduh.example', STRONG)).statusCode).toBe(200);
  });

  it('disables an account: its sessions stop at once and it cannot sign in; enabling lets it back', async () => {
    await addStaff(t.db, { email: 'leaving@ruangteduh.example', name: 'Leaving', role: 'editor', password: STRONG });
    const tokens = [
      (await login('leaving@ruangteduh.example', STRONG)).json().token as string,
      (await login('leaving@ruangteduh.example', STRONG)).json().token as string,
    ];
    for (const token of tokens) expect((await me(token)).statusCode).toBe(200);
    expect(await run('list')).toMatch(
      /leaving@ruangteduh\.example\s+Leaving\s+editor\s+active\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+2\n?/,
    );

    expect(await run('disable', '--email', 'Leaving@RuangTeduh.example')).toBe(
      'Disabled leaving@ruangteduh.example: they cannot sign in, 2 sessions ended.',
    );
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    // A session the database still holds as live (say, revoked nowhere) stops too: the lookup checks the account.
    const { token: unrevoked } = await tokenFor(t.db, 'leaving@ruangteduh.example');
    expect((await me(unrevoked)).statusCode).toBe(401);
    const refused = await login('leaving@ruangteduh.example', STRONG);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/disabled/);
    expect((await login('leaving@ruangteduh.example', 'a wrong password')).statusCode).toBe(401);
    expect(await run('list')).toMatch(/leaving@ruangteduh\.example\s+Leaving\s+editor\s+disabled\s+\S+ \S+ UTC\s+1\n?/);

    expect(await run('enable', '--email', 'leaving@ruangteduh.example')).toBe(
      'Enabled leaving@ruangteduh.example: they can sign in again.',
    );
    expect((await login('leaving@ruangteduh.example', STRONG)).statusCode).toBe(200);
  });

  it('refuses a disabled account signing in through the identity provider', async () => {
    await addStaff(t.db, { email: 'sso@ruangteduh.example', name: 'SSO', role: 'editor', password: STRONG });
    const callback = async () => {
      const res = await oauthCallback(t);
      expect(res.statusCode).toBe(303);
      return String(res.headers.location);
    };
    provider.email = 'sso@ruangteduh.example';
    expect(await callback()).toMatch(/^\/admin\/login\?handoff=/);
    await run('disable', '--email', 'sso@ruangteduh.example');
    expect(await callback()).toBe('/admin/login?error=disabled');
    provider.email = 'stranger@example.com';
    expect(await callback()).toBe('/admin/login?error=no-account');
  });

  it("meets an account's second factor after the identity provider, unless a trusted provider vouches for several", async () => {
    await addStaff(t.db, {
      email: 'factor@ruangteduh.example',
      name: 'Factor',
      role: 'editor',
      password: STRONG,
    });
    const user = await repo.findUserByEmail(t.db.db, 'factor@ruangteduh.example');
    await t.db.db
      .insertInto('staff_totp')
      .values({ user_id: user!.id, secret_sealed: 'v1.a.b.c', confirmed_at: new Date() })
      .execute();
    const exchange = async (name: string) => {
      const res = await oauthCallback(t, name);
      const code = new URL(String(res.headers.location), 'http://x').searchParams.get('handoff');
      const answer = await t.app.inject({
        method: 'POST',
        url: '/trpc/auth.oauthExchange',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ json: { code } }),
      });
      return answer.json().result.data.json;
    };
    provider.email = 'factor@ruangteduh.example';
    provider.amr = ['pwd', 'mfa'];
    // A provider not trusted to vouch: the account's own factor, as after a password (that session ends).
    const untrusted = await exchange('dev');
    expect(untrusted).toEqual({ secondFactor: { ticket: expect.any(String), methods: ['totp', 'recovery'] } });
    // Trusted, but the provider checked one factor only.
    provider.amr = ['pwd'];
    expect((await exchange('trusted')).secondFactor.methods).toEqual(['totp', 'recovery']);
    provider.amr = ['pwd', 'hwk'];
    const trusted = await exchange('trusted');
    expect(trusted.token).toEqual(expect.any(String));
    expect((await me(trusted.token)).statusCode).toBe(200);
    provider.amr = undefined;
  });

  it('sets a password (strength-checked) and ends every session of the old one', async () => {
    await addStaff(t.db, { email: 'forgot@ruangteduh.example', name: 'Forgot', role: 'editor', password: STRONG });
    const { token } = await tokenFor(t.db, 'forgot@ruangteduh.example');
    expect(
      await refusal(
        runUserCommand(t.db.db, ['set-password', '--email', 'forgot@ruangteduh.example'], password('password1234')),
      ),
    ).toMatch(/^This password is too easy to guess: /);
    expect((await me(token)).statusCode).toBe(200);
    expect(
      await runUserCommand(
        t.db.db,
        ['set-password', '--email', 'forgot@ruangteduh.example'],
        password('quiet harbor lantern 71'),
      ),
    ).toBe('Set a new password for forgot@ruangteduh.example; 1 session ended.');
    expect((await me(token)).statusCode).toBe(401);
    expect((await login('forgot@ruangteduh.example', STRONG)).statusCode).toBe(401);
    expect((await login('forgot@ruangteduh.example', 'quiet harbor lantern 71')).statusCode).toBe(200);
  });

  it('never disables or demotes the last active admin', async () => {
    const lastAdmin = /admin@ruangteduh\.example is the last active admin and cannot be/;
    expect(await refusal(run('disable', '--email', DEMO_ADMIN.email))).toMatch(lastAdmin);
    expect(await refusal(run('set-role', '--email', DEMO_ADMIN.email, '--role', 'editor'))).toMatch(lastAdmin);
    expect((await login(DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(200);

    await run('create', '--email', 'second-admin@ruangteduh.example', '--name', 'Second', '--role', 'admin');
    // Two admins removing each other at the same moment: one of them stays.
    const outcomes = await Promise.allSettled([
      disableAsOperator('second-admin@ruangteduh.example'),
      disableAsOperator(DEMO_ADMIN.email),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const active = await t.db.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
    // Put things back: both enabled, the demo admin admin, the second one an editor.
    await run('enable', '--email', 'second-admin@ruangteduh.example');
    await run('enable', '--email', DEMO_ADMIN.email);
    expect(await run('set-role', '--email', 'second-admin@ruangteduh.example', '--role', 'editor')).toBe(
      'second-admin@ruangteduh.example is now editor.',
    );
    expect(await refusal(run('set-role', '--email', DEMO_ADMIN.email, '--role', 'editor'))).toMatch(lastAdmin);
  });

  function disableAsOperator(email: string) {
    return runUserCommand(t.db.db, ['disable', '--email', email], password(STRONG));
  }

  it('explains usage mistakes', async () => {
    expect(await refusal(run('promote'))).toMatch(/^Unknown command "promote"\.\n\nUsage: npm run user -- <command>/);
    expect(await refusal(run('set-role', '--email', DEMO_ADMIN.email, '--role', 'owner'))).toMatch(
      /--role: Role must be one of admin, editor\./,
    );
    expect(await refusal(run('disable'))).toMatch(/--email: /);
    expect(await refusal(run('disable', '--email', 'nobody@ruangteduh.example'))).toBe(
      'No staff user has the email nobody@ruangteduh.example.',
    );
  });
});

/** The runner's environment without a password an operator may have left set. */
function withoutPassword(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { USER_PASSWORD: _, ...rest } = env;
  return rest;
}

describe.each(testDatabaseTargets())('npm run user as a process on $kind', (target) => {
  const cli = (env: Record<string, string>, ...argv: string[]) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/user.ts', ...argv], {
        cwd: SERVER_DIR,
        env: { ...withoutPassword(process.env), NODE_ENV: 'test', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.stderr.on('data', (chunk) => {
        err += chunk;
      });
      child.once('exit', (code) => resolve({ code, out, err }));
    });

  it('lists, disables and sets passwords from the command line', async () => {
    const database = await processDatabase(target);
    try {
      const list = await cli(database.env, 'list');
      expect(list.err).toBe('');
      expect(list.code).toBe(0);
      expect(list.out).toMatch(/^EMAIL\s+NAME\s+ROLE\s+STATUS\s+LAST SIGN-IN\s+SESSIONS\n/);
      expect(list.out).toMatch(/admin@ruangteduh\.example\s+Dewi Admin\s+admin\s+active\s+never\s+0/);

      const last = await cli(database.env, 'disable', '--email', DEMO_ADMIN.email);
      expect(last.code).toBe(1);
      expect(last.err).toMatch(/is the last active admin/);

      const weak = await cli(
        { ...database.env, USER_PASSWORD: 'aaaaaaaaaa' },
        'set-password',
        '--email',
        DEMO_ADMIN.email,
      );
      expect(weak.code).toBe(1);
      expect(weak.err).toMatch(/^This password is too easy to guess: /);

      const strong = await cli({ ...database.env, USER_PASSWORD: STRONG }, 'set-password', '--email', DEMO_ADMIN.email);
      expect(strong.err).toBe('');
      expect(strong.out).toBe('Set a new password for admin@ruangteduh.example; 0 sessions ended.\n');

      // No terminal and no USER_PASSWORD (cron, CI, Ansible: stdin is /dev/null): a failure naming the variable.
      const unattended = await cli(
        database.env,
        'create',
        '--email',
        'unattended@ruangteduh.example',
        '--name',
        'Unattended',
        '--role',
        'admin',
      );
      expect(unattended.code).toBe(1);
      expect(unattended.err).toMatch(/USER_PASSWORD/);
      expect(unattended.out).not.toMatch(/Password:/);
      const noReset = await cli(database.env, 'set-password', '--email', DEMO_ADMIN.email);
      expect(noReset.code).toBe(1);
      expect(noReset.err).toMatch(/USER_PASSWORD/);
      const after = await cli(database.env, 'list');
      expect(after.out).not.toMatch(/unattended@/);
    } finally {
      await database.remove();
    }
  }, 240_000);
});
