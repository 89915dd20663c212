import { appRouter } from '@app/api';
import { COOKIE_NAMES, XSRF_HEADER } from '@app/contract';
import { DEMO_ADMIN } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { Secret, TOTP } from 'otpauth';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUserCommand } from '../src/cli/staff-commands';
import { addStaff, EDITOR_PASSWORD, startTestApp, type TestApp, tokenFor, useTestApp } from './helpers';
import { PUBLIC_CONTENT_PREFIXES } from './public-procedures';
import { rowWhere, rowsWhere } from './db-rows';
import { latestMailTo } from './booking-fixtures';

/**
 * The list of actions that ask for a fresh second factor (issue 32), as procedure paths, with the
 * policy switch and resetting a colleague's factor (both lower someone's protection).
 */
const SENSITIVE = [
  'admin.apiKeys.create',
  'admin.newsletter.send',
  'admin.people.erase',
  'admin.people.export',
  'admin.registrants.export',
  'admin.security.set',
  'admin.sessions.export',
  'admin.staff.deactivate',
  'admin.staff.invite',
  'admin.staff.resetSecondFactor',
  'admin.staff.setRole',
  'admin.webhooks.create',
  'admin.webhooks.rotate',
];
/** Procedures anyone may call (admin.test.ts's list): everything else wants a session of some kind. */
const PUBLIC_PREFIXES = [...PUBLIC_CONTENT_PREFIXES, 'registration.', 'booking.', 'member.'];
const PUBLIC_AUTH = new Set([
  'auth.login',
  'auth.logout',
  'auth.forgotPassword',
  'auth.passwordLink',
  'auth.setPassword',
  'auth.setupLink',
  'auth.completeSetup',
  'auth.providers',
  'auth.oauthStart',
  'auth.oauthExchange',
  'auth.secondFactor',
  'auth.passkeyOptions',
  'auth.passkeySignIn',
]);

type Procedures = Record<string, { _def: { type: string; meta?: { sensitive?: boolean } } }>;
const procedures = () => Object.entries(appRouter._def.procedures as unknown as Procedures);
const isStaffProcedure = (path: string) =>
  !PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix)) && !PUBLIC_AUTH.has(path);

interface Answer {
  status: number;
  data: any;
  message: string | undefined;
  reason: string | undefined;
  fields: Record<string, string[]> | null | undefined;
  cookies: string[];
}

describe.each(testDatabaseTargets())('a second factor on $kind', (target) => {
  let t: TestApp;
  let clock = Date.now();
  const now = () => new Date(clock);

  beforeAll(async () => {
    t = await startTestApp(target, { newDeviceCodes: true }, { now });
    await addStaff(t.db, { email: 'eko@ruangteduh.example', name: 'Eko', role: 'editor', password: EDITOR_PASSWORD });
    await addStaff(t.db, {
      email: 'sri@ruangteduh.example',
      name: 'Sri',
      role: 'admin',
      password: 'admin-password-22',
    });
  });
  afterAll(() => t?.close());

  async function call(
    path: string,
    input: unknown,
    options: { token?: string | null; cookie?: string; type?: 'query' | 'mutation' } = {},
  ): Promise<Answer> {
    const type = options.type ?? (appRouter._def.procedures as unknown as Procedures)[path]?._def.type ?? 'mutation';
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) {
      headers.cookie = `${options.cookie}; ${COOKIE_NAMES.xsrf}=x`;
      headers[XSRF_HEADER] = 'x';
    }
    const encoded = encodeURIComponent(JSON.stringify(superjson.serialize(input)));
    const res =
      type === 'query'
        ? await t.app.inject({ method: 'GET', url: `/trpc/${path}?input=${encoded}`, headers })
        : await t.app.inject({
            method: 'POST',
            url: `/trpc/${path}`,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(superjson.serialize(input)),
          });
    const body = res.json() as any;
    const setCookie = res.headers['set-cookie'];
    return {
      status: res.statusCode,
      data: body.result ? superjson.deserialize(body.result.data) : undefined,
      message: body.error?.json.message,
      reason: body.error?.json.data.reason,
      fields: body.error?.json.data.fieldErrors,
      cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    };
  }

  const deviceCookie = (answer: Answer) =>
    answer.cookies.find((c) => c.startsWith(`${COOKIE_NAMES.staffDevice}=`))?.split(';')[0] ?? '';

  /** The last 6-digit code emailed to `to`. */
  async function emailedCode(to: string): Promise<string> {
    const row = await latestMailTo(t.db, to);
    const text = `${row.subject} ${row.body_text} ${JSON.stringify(row.message ?? '')}`;
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`No code in ${text}`);
    return code;
  }

  let secret: string;
  const codeAt = (offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: clock + offsetSteps * 30_000,
    });
  /** Moves the test clock on by whole TOTP steps, so the next code is a new one. */
  const tick = (steps = 1) => {
    clock += steps * 30_000;
  };

  it('sets up an authenticator app: a secret, one code, ten recovery codes shown once', async () => {
    const { token } = await tokenFor(t.db, DEMO_ADMIN.email);
    const setup = await call('account.totp.setup', undefined, { token });
    expect(setup.status).toBe(200);
    expect(setup.data.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    secret = setup.data.secret;
    // Not active until confirmed: a password still signs in alone (from a known device)...
    const pending = await t.db.db.selectFrom('staff_totp').selectAll().executeTakeFirstOrThrow();
    expect(pending.confirmed_at).toBeNull();
    expect(pending.secret_sealed).not.toContain(secret);
    const wrong = await call('account.totp.confirm', { code: '000000' }, { token });
    expect(wrong.status).toBe(422);
    const confirmed = await call('account.totp.confirm', { code: codeAt() }, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.recoveryCodes).toHaveLength(10);
    const stored = await t.db.db.selectFrom('staff_recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    for (const code of confirmed.data.recoveryCodes as string[])
      expect(stored.map((r) => r.code_hash).join()).not.toContain(code.replace('-', ''));
    recoveryCodes = confirmed.data.recoveryCodes;
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select('action')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('staff.factor-added');
  });
  let recoveryCodes: string[] = [];

  it('a password alone calls no staff procedure on an account with a factor', async () => {
    const { token } = await tokenFor(t.db, DEMO_ADMIN.email, 3_600_000, null);
    const staff = procedures().filter(([path]) => isStaffProcedure(path));
    expect(staff.length).toBeGreaterThan(100);
    for (const [path, procedure] of staff) {
      const answer = await call(path, {}, { token, type: procedure._def.type as 'query' | 'mutation' });
      expect(answer.status, path).toBe(401);
    }
  });

  it('signs in with a password and a TOTP code; a replayed code and a used or expired ticket are refused', async () => {
    const login = await call('auth.login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(login.status).toBe(200);
    expect(login.data).toEqual({ secondFactor: { ticket: expect.any(String), methods: ['totp', 'recovery'] } });
    expect(login.data.token).toBeUndefined();
    tick();
    const code = codeAt();
    const ok = await call('auth.secondFactor', { ticket: login.data.secondFactor.ticket, method: 'totp', code });
    expect(ok.status).toBe(200);
    expect(ok.data.token).toEqual(expect.any(String));
    expect((await call('user.me', undefined, { token: ok.data.token })).status).toBe(200);
    // The ticket is single use.
    const again = await call('auth.secondFactor', { ticket: login.data.secondFactor.ticket, method: 'totp', code });
    expect(again.status).toBe(401);
    // The same code (the same step) on a new ticket: a replay.
    const second = await call('auth.login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const replay = await call('auth.secondFactor', { ticket: second.data.secondFactor.ticket, method: 'totp', code });
    expect(replay.status).toBe(401);
    // A ticket past its 5 minutes.
    tick(11);
    const late = await call('auth.secondFactor', {
      ticket: second.data.secondFactor.ticket,
      method: 'totp',
      code: codeAt(),
    });
    expect(late.status).toBe(401);
    const actions = await t.db.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['staff.sign-in', 'staff.second-factor-failed'])
      .orderBy('id')
      .execute();
    // The replay is a failed factor; a used or expired ticket names no account to blame.
    expect(actions.map((a) => a.action)).toEqual(['staff.sign-in', 'staff.second-factor-failed']);
  });

  it('a wrong password says nothing about the factor; a recovery code works once', async () => {
    const wrong = await call('auth.login', { email: DEMO_ADMIN.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.data).toBeUndefined();
    const recovery = recoveryCodes[0]!;
    const first = await call('auth.login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const used = await call('auth.secondFactor', {
      ticket: first.data.secondFactor.ticket,
      method: 'recovery',
      code: recovery.toUpperCase(),
    });
    expect(used.status).toBe(200);
    const next = await call('auth.login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const reused = await call('auth.secondFactor', {
      ticket: next.data.secondFactor.ticket,
      method: 'recovery',
      code: recovery,
    });
    expect(reused.status).toBe(401);
    // An emailed code is not a way round an authenticator app.
    const email = await call('auth.secondFactor', { ticket: next.data.secondFactor.ticket, method: 'email' });
    expect(email.status).toBe(401);
  });

  it('every sensitive procedure answers 403 STEP_UP_REQUIRED without a fresh factor; auth.stepUp renews it', async () => {
    const sensitive = procedures()
      .filter(([, procedure]) => procedure._def.meta?.sensitive === true)
      .map(([path]) => path)
      .sort();
    expect(sensitive).toEqual(SENSITIVE);
    const { token } = await tokenFor(t.db, DEMO_ADMIN.email, 3_600_000, new Date(clock - 11 * 60_000));
    for (const path of sensitive) {
      const answer = await call(path, {}, { token });
      expect(answer.status, path).toBe(403);
      expect(answer.reason, path).toBe('STEP_UP_REQUIRED');
    }
    // The REST shims call the same procedures: the CSV download says the same.
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/registrants/newsletter.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(403);
    expect(csv.json()).toMatchObject({ reason: 'STEP_UP_REQUIRED' });
    // Everything else still works with the stale factor.
    expect((await call('user.me', undefined, { token })).status).toBe(200);
    tick();
    const stepped = await call('auth.stepUp', { method: 'totp', code: codeAt() }, { token });
    expect(stepped.status).toBe(200);
    expect(new Date(stepped.data.freshUntil).getTime()).toBe(clock + 10 * 60_000);
    const after = await call('admin.staff.setRole', {}, { token });
    expect(after.status).toBe(422); // past the factor: only the input is wrong now
  });

  it('a new device without a factor gets a 6-digit code by email, valid 10 minutes', async () => {
    const login = await call('auth.login', { email: 'eko@ruangteduh.example', password: EDITOR_PASSWORD });
    expect(login.data).toEqual({ secondFactor: { ticket: expect.any(String), methods: ['email'] } });
    const code = await emailedCode('eko@ruangteduh.example');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call('auth.secondFactor', {
      ticket: login.data.secondFactor.ticket,
      method: 'email',
      code: wrongCode,
    });
    expect(wrong.status).toBe(401);
    const ok = await call('auth.secondFactor', { ticket: login.data.secondFactor.ticket, method: 'email', code });
    expect(ok.status).toBe(200);
    expect(ok.data.token).toEqual(expect.any(String));
    const cookie = deviceCookie(ok);
    expect(cookie).not.toBe('');
    // The same browser next time: a password is enough (the account has no factor).
    const known = await call('auth.login', { email: 'eko@ruangteduh.example', password: EDITOR_PASSWORD }, { cookie });
    expect(known.data.token).toEqual(expect.any(String));
    // Another account on that browser is still new there.
    const other = await call(
      'auth.login',
      { email: 'sri@ruangteduh.example', password: 'admin-password-22' },
      { cookie },
    );
    expect(other.data.secondFactor.methods).toEqual(['email']);
    // A code past its 10 minutes (and the ticket past its 5) is refused.
    tick(21);
    const late = await call('auth.secondFactor', {
      ticket: other.data.secondFactor.ticket,
      method: 'email',
      code: await emailedCode('sri@ruangteduh.example'),
    });
    expect(late.status).toBe(401);
  });

  it('an account without a factor steps up with a code sent by email', async () => {
    const { token } = await tokenFor(t.db, 'eko@ruangteduh.example', 3_600_000, null);
    expect((await call('auth.stepUp', { method: 'totp', code: '123456' }, { token })).status).toBe(422);
    const sent = await call('auth.stepUp', { method: 'email' }, { token });
    expect(sent.data).toEqual({ codeSent: true });
    const code = await emailedCode('eko@ruangteduh.example');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call('auth.stepUp', { method: 'email', code: wrong }, { token })).status).toBe(422);
    const row = await t.db.db
      .selectFrom('staff_login_tickets')
      .select(['attempts', 'ticket_hash'])
      .where('session_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 1, ticket_hash: null });
    const stepped = await call('auth.stepUp', { method: 'email', code }, { token });
    expect(stepped.status).toBe(200);
    expect(stepped.data.freshUntil).toEqual(expect.any(String));
    // The code works once.
    expect((await call('auth.stepUp', { method: 'email', code }, { token })).status).toBe(422);
  });

  it("an admin resets another person's factor (audited, the person emailed), not their own", async () => {
    const editor = (await tokenFor(t.db, 'eko@ruangteduh.example')).token;
    const setup = await call('account.totp.setup', undefined, { token: editor });
    const editorCode = new TOTP({ secret: Secret.fromBase32(setup.data.secret), digits: 6, period: 30 }).generate({
      timestamp: clock,
    });
    expect((await call('account.totp.confirm', { code: editorCode }, { token: editor })).status).toBe(200);
    const admin = (await tokenFor(t.db, DEMO_ADMIN.email, 3_600_000, new Date(clock))).token;
    const eko = await rowWhere(t.db, 'users', { email: 'eko@ruangteduh.example' });
    // A passkey on the lost phone goes too.
    await t.db.db
      .insertInto('staff_passkeys')
      .values({
        user_id: eko.id,
        credential_id: 'lost-phone-credential-0001',
        public_key: 'AAAA',
        name: 'Lost phone',
        device_type: 'singleDevice',
      })
      .execute();
    const reset = await call('admin.staff.resetSecondFactor', { id: eko.id }, { token: admin });
    expect(reset.status).toBe(200);
    expect(await rowsWhere(t.db, 'staff_totp', { user_id: eko.id })).toEqual([]);
    expect(await rowsWhere(t.db, 'staff_passkeys', { user_id: eko.id })).toEqual([]);
    const mail = await latestMailTo(t.db, 'eko@ruangteduh.example');
    expect(`${mail.subject} ${JSON.stringify(mail.message ?? '')}`).toContain('reset by an administrator');
    const entry = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'staff.factor-reset', entity_id: String(eko.id) });
    const adminId = await rowWhere(t.db, 'users', { email: DEMO_ADMIN.email });
    expect((await call('admin.staff.resetSecondFactor', { id: adminId.id }, { token: admin })).status).toBe(409);
  });

  it('the policy leaves an account without a factor only its setup; the CLI resets a lost factor', async () => {
    const admin = (await tokenFor(t.db, DEMO_ADMIN.email, 3_600_000, new Date(clock))).token;
    const set = await call('admin.security.set', { requireSecondFactor: true }, { token: admin });
    expect(set.status).toBe(200);
    const editor = (await tokenFor(t.db, 'eko@ruangteduh.example')).token;
    expect((await call('user.me', undefined, { token: editor })).status).toBe(200);
    expect((await call('account.factors', undefined, { token: editor })).data).toMatchObject({
      totp: false,
      required: true,
    });
    const refused = await call('admin.class.list', {}, { token: editor });
    expect(refused.status).toBe(403);
    expect(refused.reason).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    expect((await call('account.totp.setup', undefined, { token: editor })).status).toBe(200);
    // The only admin with a factor cannot remove it while the policy is on.
    tick();
    const remove = await call('account.totp.remove', { code: codeAt() }, { token: admin });
    expect(remove.status).toBe(409);
    // The command line resets it (the operator's way back in).
    expect(await runUserCommand(t.db.db, ['reset-second-factor', '--email', DEMO_ADMIN.email], async () => '')).toMatch(
      /second factor/i,
    );
    const login = await call('auth.login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(login.data.secondFactor.methods).toEqual(['email']);
    const policy = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('action', 'in', ['change security policy', 'staff.factor-reset'])
      .orderBy('id')
      .execute();
    expect(policy.slice(-2)).toEqual([
      { action: 'change security policy', entity: 'security settings' },
      { action: 'staff.factor-reset', entity: 'user' },
    ]);
  });
});

describe.each(testDatabaseTargets())('wrong second-factor codes on $kind', (target) => {
  const t = useTestApp(target, {
    newDeviceCodes: true,
    rateLimits: { loginPerIp: 0, loginPerEmail: 2, formsPerMinute: 0 },
  });

  const post = async (path: string, input: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(superjson.serialize(input)),
    });
    const body = res.json() as any;
    return { status: res.statusCode, data: body.result ? superjson.deserialize<any>(body.result.data) : undefined };
  };

  it('count in the sign-in limits of the address and account: past them even the right code waits (429)', async () => {
    const login = await post('auth.login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const ticket = login.data.secondFactor.ticket as string;
    const row = await latestMailTo(t.db, DEMO_ADMIN.email);
    const code = /\b(\d{6})\b/.exec(`${row.subject} ${JSON.stringify(row.message ?? '')}`)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('auth.secondFactor', { ticket, method: 'email', code: wrong })).status).toBe(401);
    expect((await post('auth.secondFactor', { ticket, method: 'email', code: wrong })).status).toBe(401);
    expect((await post('auth.secondFactor', { ticket, method: 'email', code })).status).toBe(429);
    const stored = await t.db.db.selectFrom('staff_login_tickets').select(['attempts', 'used_at']).execute();
    expect(stored).toEqual([{ attempts: 2, used_at: null }]);
  });
});
