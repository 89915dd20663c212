import { appRouter } from '@app/api';
import { sendPasswordResetLinks } from '@app/api/server';
import { DEMO_ADMIN, type DbHandle, repo } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runUserCommand } from '../src/cli/staff-commands';
import { auditOf, mailsTo } from './booking-fixtures';
import { rowWhere, userIdOf } from './db-rows';
import { addStaff, testConfig, useStaffTestApp } from './helpers';
import { oauthCallback } from './oauth-callback';

// The identity provider answers with whichever email the test puts here.
const provider = vi.hoisted(() => ({ email: '' }));
vi.mock('openid-client', () => ({
  allowInsecureRequests: {},
  discovery: async () => ({}),
  authorizationCodeGrant: async () => ({
    access_token: 'access',
    claims: () => ({ sub: provider.email, email: provider.email, email_verified: true }),
  }),
}));

/** Passwords the estimator rates strong. */
const STRONG = 'amber kettle horizon 58';
const STRONGER = 'quiet harbor lantern 71';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The token of the newest emailed staff link to an address (invitation or reset). */
async function linkTokenIn(db: DbHandle, to: string, kind: 'invitation' | 'reset-password'): Promise<string> {
  const mail = (await mailsTo(db, to)).at(-1);
  const token = new RegExp(`/admin/${kind}/([A-Za-z0-9_-]{40,})`).exec(mail?.body_text ?? '')?.[1];
  if (!token) throw new Error(`No ${kind} link in the newest email to ${to}`);
  return token;
}

describe.each(testDatabaseTargets())('the Staff screen, forgotten passwords and own sessions on $kind', (target) => {
  const t = useStaffTestApp(target, 'eko@ruangteduh.example', {
    config: {
      rateLimits: { loginPerIp: 0, loginPerEmail: 0, formsPerMinute: 0, passwordResetsPerHour: 3 },
      identityProviders: [
        { name: 'dev', label: 'Dev ID', issuer: 'http://127.0.0.1:9/', clientId: 'x', clientSecret: 'y' },
      ],
    },
  });
  let adminId: number;
  beforeAll(async () => {
    adminId = await userIdOf(t.db, DEMO_ADMIN.email);
  });

  const login = (email: string, password: string, userAgent = 'vitest') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': userAgent },
      payload: { email, password },
    });
  const signedIn = async (email: string, password: string, userAgent?: string) => {
    const res = await login(email, password, userAgent);
    expect(res.statusCode, `${email} signs in`).toBe(200);
    return res.json().token as string;
  };
  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } })).statusCode;
  /** The admin invites someone to a staff account. */
  const inviteStaff = (email: string, name: string, role: 'editor' | 'admin') =>
    t.client.mutate('admin.staff.invite', { email, name, role }, t.admin);
  const account = async (email: string) =>
    (await t.client.query('admin.staff.list', undefined, t.admin)).data.find(
      (a: { email: string }) => a.email === email,
    );

  it('refuses every staff-screen procedure to anonymous callers and editors; own sessions need a session', async () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    );
    const staffScreen = procedures.filter(([path]) => path.startsWith('admin.staff.'));
    expect(staffScreen.map(([path]) => path).sort()).toEqual(
      ['deactivate', 'invite', 'list', 'reactivate', 'resetSecondFactor', 'setRole', 'signOutEverywhere'].map(
        (p) => `admin.staff.${p}`,
      ),
    );
    const call = (path: string, type: string, token: string | null) =>
      type === 'query' ? t.client.query(path, { id: adminId }, token) : t.client.mutate(path, { id: adminId }, token);
    for (const [path, procedure] of staffScreen) {
      expect((await call(path, procedure._def.type, null)).status, `${path} anonymous`).toBe(401);
      expect((await call(path, procedure._def.type, t.editor)).status, `${path} as an editor`).toBe(403);
    }
    for (const path of ['user.sessions', 'user.revokeSession']) {
      const procedure = procedures.find(([p]) => p === path)![1];
      expect((await call(path, procedure._def.type, null)).status, `${path} anonymous`).toBe(401);
    }
    const list = await t.client.query('admin.staff.list', undefined, t.admin);
    expect(list.status).toBe(200);
    expect(list.cacheControl).toMatch(/no-store/);
  });

  it('invites an editor: the email link sets their password once, then they sign in', async () => {
    const invited = await inviteStaff('Sari@RuangTeduh.example ', 'Sari', 'editor');
    expect(invited.status).toBe(200);
    expect(invited.data.account).toMatchObject({
      email: 'sari@ruangteduh.example',
      name: 'Sari',
      role: 'editor',
      status: 'invited',
      lastSignInAt: null,
      activeSessions: 0,
    });
    const expires = Date.parse(invited.data.account.invitationExpiresAt);
    expect(Math.abs(expires - (Date.now() + 72 * 3600_000))).toBeLessThan(60_000);
    const mail = (await mailsTo(t.db, 'sari@ruangteduh.example')).at(-1)!;
    expect(mail.subject).toBe('You are invited to the Ruang Teduh back office');
    expect(mail.body_text).toContain('Dewi Admin invited you');
    expect(mail.body_text).toContain('Dev ID');
    // Nobody signs in with an invitation alone.
    expect((await login('sari@ruangteduh.example', STRONG)).statusCode).toBe(401);
    const token = await linkTokenIn(t.db, 'sari@ruangteduh.example', 'invitation');
    expect(await repo.findLiveStaffToken(t.db.db, token, new Date())).toBeUndefined(); // only the hash is kept

    const link = await t.client.mutate('auth.passwordLink', { token }, null);
    expect(link.data).toEqual({ purpose: 'invitation', email: 'sari@ruangteduh.example', name: 'Sari' });
    const weak = await t.client.mutate('auth.setPassword', { token, password: 'sari1234567' }, null);
    expect(weak.status).toBe(422);
    expect(weak.error?.fieldErrors?.password?.[0]).toMatch(/^This password is too easy to guess/);
    const set = await t.client.mutate('auth.setPassword', { token, password: STRONG }, null);
    expect(set.status).toBe(200);
    expect(set.data).toEqual({ email: 'sari@ruangteduh.example' });
    expect((await t.client.mutate('auth.setPassword', { token, password: STRONGER }, null)).status).toBe(404);
    expect((await t.client.mutate('auth.passwordLink', { token }, null)).status).toBe(404);

    const sari = await signedIn('sari@ruangteduh.example', STRONG);
    expect(await me(sari)).toBe(200);
    expect((await t.client.query('admin.registrants.list', { kind: 'newsletter' }, sari)).status).toBe(403);
    expect(await account('sari@ruangteduh.example')).toMatchObject({ status: 'active', activeSessions: 1 });
    const sariId = await userIdOf(t.db, 'sari@ruangteduh.example');
    expect(await auditOf(t.db, 'user', sariId)).toEqual([
      { action: 'staff.invite', user_id: adminId },
      { action: 'staff.invitation-accepted', user_id: sariId },
    ]);
  });

  it('refuses inviting an existing account, re-sends a waiting invitation, and lets an expired link go', async () => {
    const taken = await inviteStaff('eko@ruangteduh.example', 'Eko', 'editor');
    expect(taken.status).toBe(409);
    expect(taken.error?.fieldErrors?.email).toEqual(['A staff account with this email already exists.']);

    const invite = () => inviteStaff('wayan@ruangteduh.example', 'Wayan', 'admin');
    expect((await invite()).status).toBe(200);
    const first = await linkTokenIn(t.db, 'wayan@ruangteduh.example', 'invitation');
    expect((await invite()).status).toBe(200);
    const second = await linkTokenIn(t.db, 'wayan@ruangteduh.example', 'invitation');
    expect(second).not.toBe(first);
    expect((await t.client.mutate('auth.passwordLink', { token: first }, null)).status).toBe(404);
    // 72 hours later the link no longer works.
    await t.db.db
      .updateTable('staff_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', await userIdOf(t.db, 'wayan@ruangteduh.example'))
      .execute();
    expect((await t.client.mutate('auth.setPassword', { token: second, password: STRONG }, null)).status).toBe(404);
    expect(await account('wayan@ruangteduh.example')).toMatchObject({ status: 'invited', invitationExpiresAt: null });
  });

  it('lets an invited address sign in through the identity provider, which takes the account up', async () => {
    await inviteStaff('oidc@ruangteduh.example', 'Oka', 'editor');
    const token = await linkTokenIn(t.db, 'oidc@ruangteduh.example', 'invitation');
    provider.email = 'oidc@ruangteduh.example';
    const res = await oauthCallback(t, 'dev', 'state-invited-oidc');
    expect(res.headers.location).toMatch(/^\/admin\/login\?handoff=/);
    expect(await account('oidc@ruangteduh.example')).toMatchObject({ status: 'active', activeSessions: 1 });
    expect((await t.client.mutate('auth.passwordLink', { token }, null)).status).toBe(404);
  });

  it('changes roles, deactivates (every session ends) and reactivates; signs one person out everywhere', async () => {
    await addStaff(t.db, { email: 'putu@ruangteduh.example', name: 'Putu', role: 'editor', password: STRONG });
    const putuId = await userIdOf(t.db, 'putu@ruangteduh.example');
    const sessions = [
      await signedIn('putu@ruangteduh.example', STRONG),
      await signedIn('putu@ruangteduh.example', STRONG),
    ];

    const promoted = await t.client.mutate('admin.staff.setRole', { id: putuId, role: 'admin' }, t.admin);
    expect(promoted.data.account).toMatchObject({ role: 'admin', activeSessions: 2 });
    // Two active admins: the list offers either to be made an editor or deactivated.
    expect(await account(DEMO_ADMIN.email)).toMatchObject({ lastActiveAdmin: false });
    const deactivated = await t.client.mutate('admin.staff.deactivate', { id: putuId }, t.admin);
    expect(deactivated.status).toBe(200);
    expect(deactivated.data).toMatchObject({ endedSessions: 2, account: { status: 'deactivated', activeSessions: 0 } });
    for (const token of sessions) expect(await me(token)).toBe(401);
    expect((await login('putu@ruangteduh.example', STRONG)).statusCode).toBe(403);

    const reactivated = await t.client.mutate('admin.staff.reactivate', { id: putuId }, t.admin);
    expect(reactivated.data.account.status).toBe('active');
    const again = [
      await signedIn('putu@ruangteduh.example', STRONG),
      await signedIn('putu@ruangteduh.example', STRONG),
    ];
    const out = await t.client.mutate('admin.staff.signOutEverywhere', { id: putuId }, t.admin);
    expect(out.data).toMatchObject({ endedSessions: 2, account: { status: 'active', activeSessions: 0 } });
    for (const token of again) expect(await me(token)).toBe(401);
    expect(await signedIn('putu@ruangteduh.example', STRONG)).toBeTruthy();

    expect((await t.client.mutate('admin.staff.deactivate', { id: 999_999 }, t.admin)).status).toBe(404);
    expect(await auditOf(t.db, 'user', putuId)).toEqual([
      { action: 'staff.role', user_id: adminId },
      { action: 'staff.disable', user_id: adminId },
      { action: 'staff.enable', user_id: adminId },
      { action: 'staff.sign-out-everywhere', user_id: adminId },
    ]);
    // The command line runs the same rules (and is audited as the operator).
    expect(
      await runUserCommand(
        t.db.db,
        ['set-role', '--email', 'putu@ruangteduh.example', '--role', 'editor'],
        async () => '',
      ),
    ).toBe('putu@ruangteduh.example is now editor.');
    expect((await auditOf(t.db, 'user', putuId)).at(-1)).toEqual({ action: 'staff.role', user_id: null });
  });

  it('never demotes or deactivates the last active admin (409)', async () => {
    // Only the demo admin is an admin here (Putu went back to editor; Wayan's invitation was never taken up).
    for (const [path, input] of [
      ['admin.staff.setRole', { id: adminId, role: 'editor' }],
      ['admin.staff.deactivate', { id: adminId }],
    ] as const) {
      const refused = await t.client.mutate(path, input, t.admin);
      expect(refused.status, path).toBe(409);
      expect(refused.error?.message).toBe(
        `${DEMO_ADMIN.email} is the last active admin and cannot be ${path.endsWith('setRole') ? 'made an editor' : 'disabled'}. Make another staff member an admin first.`,
      );
    }
    expect(await me(t.admin)).toBe(200);
    // The list says so, so the screen does not offer what would be refused; nobody else is the last.
    const list = (await t.client.query('admin.staff.list', undefined, t.admin)).data as Array<{
      email: string;
      lastActiveAdmin: boolean;
    }>;
    expect(list.filter((a) => a.lastActiveAdmin).map((a) => a.email)).toEqual([DEMO_ADMIN.email]);
    expect(await account(DEMO_ADMIN.email)).toMatchObject({ role: 'admin', status: 'active', lastActiveAdmin: true });
  });

  it('forgot password: the same answer for any address, a one-hour single-use link, rate-limited per address', async () => {
    await addStaff(t.db, { email: 'lupa@ruangteduh.example', name: 'Lupa', role: 'editor', password: STRONG });
    const elsewhere = await signedIn('lupa@ruangteduh.example', STRONG);
    const ask = (email: string) => t.client.mutate('auth.forgotPassword', { email }, null);
    const sendResetLinks = () =>
      sendPasswordResetLinks(t.db.db, { publicUrl: testConfig.publicUrl, site: testConfig.site }, new Date());

    const unknown = await ask('nobody@ruangteduh.example');
    const known = await ask('Lupa@ruangteduh.example');
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toBe(unknown.body);
    // The links are made after the answer, by the reset job.
    await sendResetLinks();
    expect(await mailsTo(t.db, 'nobody@ruangteduh.example')).toEqual([]);
    const mail = (await mailsTo(t.db, 'lupa@ruangteduh.example')).at(-1)!;
    expect(mail.subject).toBe('Reset your Ruang Teduh password');
    const token = await linkTokenIn(t.db, 'lupa@ruangteduh.example', 'reset-password');
    const stored = await rowWhere(t.db, 'staff_tokens', {
      purpose: 'password-reset',
      user_id: await userIdOf(t.db, 'lupa@ruangteduh.example'),
    });
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBeGreaterThan(3_590_000);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBeLessThanOrEqual(3_600_000 + 5_000);

    expect((await t.client.mutate('auth.passwordLink', { token }, null)).data.purpose).toBe('password-reset');
    expect((await t.client.mutate('auth.setPassword', { token, password: STRONGER }, null)).status).toBe(200);
    expect((await t.client.mutate('auth.setPassword', { token, password: STRONG }, null)).status).toBe(404);
    expect(await me(elsewhere)).toBe(401);
    expect((await login('lupa@ruangteduh.example', STRONG)).statusCode).toBe(401);
    expect(await signedIn('lupa@ruangteduh.example', STRONGER)).toBeTruthy();

    // Three per address per hour, whether or not the address has an account.
    for (const email of ['lupa@ruangteduh.example', 'nobody@ruangteduh.example']) {
      await ask(email);
      await ask(email);
      const limited = await ask(email);
      expect(limited.status, email).toBe(429);
      expect(limited.error?.message).toMatch(/^Too many attempts/);
    }
    // A deactivated account gets no link.
    await t.client.mutate('admin.staff.deactivate', { id: await userIdOf(t.db, 'eko@ruangteduh.example') }, t.admin);
    const before = (await mailsTo(t.db, 'eko@ruangteduh.example')).length;
    expect((await ask('eko@ruangteduh.example')).status).toBe(200);
    await sendResetLinks();
    expect(await mailsTo(t.db, 'eko@ruangteduh.example')).toHaveLength(before);
  });

  it('lists a person’s own sessions with device and last use, and revokes one', async () => {
    await addStaff(t.db, { email: 'ayu@ruangteduh.example', name: 'Ayu', role: 'editor', password: STRONG });
    const laptop = await signedIn('ayu@ruangteduh.example', STRONG, FIREFOX);
    const phone = await signedIn('ayu@ruangteduh.example', STRONG, IPHONE);
    const listed = await t.client.query('user.sessions', undefined, laptop);
    expect(listed.status).toBe(200);
    expect(listed.data).toHaveLength(2);
    const current = listed.data.find((s: { current: boolean }) => s.current);
    const other = listed.data.find((s: { current: boolean }) => !s.current);
    expect(current).toMatchObject({ device: 'Firefox on Windows' });
    expect(other).toMatchObject({ device: 'Safari on iPhone' });
    // The list names sessions without handing out their ids.
    const sids = (await t.db.db.selectFrom('sessions').select('id').execute()).map((r) => r.id);
    for (const session of listed.data) expect(sids).not.toContain(session.id);
    expect(Date.parse(current.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await t.client.mutate('user.revokeSession', { id: other.id }, laptop)).data).toEqual({ ok: true });
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    expect((await t.client.mutate('user.revokeSession', { id: other.id }, laptop)).status).toBe(404);
    // Someone else's session is not theirs to end.
    const adminSessions = (await t.client.query('user.sessions', undefined, t.admin)).data;
    expect((await t.client.mutate('user.revokeSession', { id: adminSessions[0].id }, laptop)).status).toBe(404);
    expect(await auditOf(t.db, 'user', await userIdOf(t.db, 'ayu@ruangteduh.example'))).toEqual([
      { action: 'staff.session-revoked', user_id: await userIdOf(t.db, 'ayu@ruangteduh.example') },
    ]);
  });
});
