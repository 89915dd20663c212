import { DEMO_ADMIN } from '@app/db';
import { errorResponseSchema, loginResultSchema, userSchema } from '@app/contract';
import { sql, testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, EDITOR_PASSWORD, startTestApp, type TestApp, useTestApp } from './helpers';
import { post, postRaw } from './requests';
import { bearer } from './staff-trpc';

const DAY = 24 * 3600 * 1000;
const EDITOR = 'editor@ruangteduh.example';

describe.each(testDatabaseTargets())('staff sign-in on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    await addStaff(t.db, { email: EDITOR, name: 'Eko Editor', role: 'editor', password: EDITOR_PASSWORD });
  });
  afterAll(() => t?.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  const userList = (token: string) => t.app.inject({ method: 'GET', url: '/trpc/user.list', headers: bearer(token) });

  it('answers a token for the right password, and the token loads the user', async () => {
    const res = await login({ email: DEMO_ADMIN.email.toUpperCase(), password: DEMO_ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = loginResultSchema.parse(res.json());
    const user = userSchema.parse((await me(body.token)).json());
    expect(user.email).toBe(DEMO_ADMIN.email);
  });

  it('audits every sign-in, a password alone too, and a wrong password not', async () => {
    const signIns = () =>
      t.db.db
        .selectFrom('audit_log')
        .select(['action', 'entity', 'summary'])
        .where('action', '=', 'staff.sign-in')
        .where(sql<boolean>`summary::text LIKE '%editor@ruangteduh.example%'`)
        .execute();
    const before = (await signIns()).length;
    expect((await login({ email: EDITOR, password: 'wrong-password-1' })).statusCode).toBe(401);
    expect(await signIns()).toHaveLength(before);
    expect((await login({ email: EDITOR, password: EDITOR_PASSWORD })).statusCode).toBe(200);
    const after = await signIns();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.summary).toMatchObject({ method: 'password' });
  });

  it('keeps a remembered session 365 days and another one day', async () => {
    const before = Date.now();
    const remembered = loginResultSchema.parse(
      (await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, remember: true })).json(),
    );
    const short = loginResultSchema.parse(
      (await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).json(),
    );
    expect(Date.parse(remembered.expiresAt) - before).toBeGreaterThan(364 * DAY);
    expect(Date.parse(short.expiresAt) - before).toBeLessThanOrEqual(DAY + 60_000);
    expect(Date.parse(short.expiresAt) - before).toBeGreaterThan(DAY - 60_000);
    // The old name stays for existing integrators (deprecated in the document): the same instant.
    expect(remembered.expires_at).toBe(remembered.expiresAt);
    expect(short.expires_at).toBe(short.expiresAt);
  });

  it('answers a missing, empty or non-object body with 422 and a message saying what to send', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/login' });
    const empty = await postRaw(t.app, '/api/login', 'application/json', '');
    for (const res of [missing, empty]) {
      expect(res.statusCode).toBe(422);
      expect(errorResponseSchema.parse(res.json())).toEqual({ message: 'The request body is required.', errors: {} });
    }
    const list = await login(['admin@ruangteduh.example']);
    expect(list.statusCode).toBe(422);
    expect(list.json()).toEqual({ message: 'The request body must be a JSON object.', errors: {} });
    // Over tRPC too: no `_` key, the message says it.
    const trpc = await postRaw(t.app, '/trpc/auth.login', 'application/json', '{}');
    expect(trpc.statusCode).toBe(422);
    expect(trpc.json().error.json).toMatchObject({
      message: 'The request body is required.',
      data: { httpStatus: 422, fieldErrors: {} },
    });
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrongPassword = await login({ email: DEMO_ADMIN.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@ruangteduh.example', password: 'whatever-it-is' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
  });

  it('answers 422 with per-field errors for bad input', async () => {
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(422);
    const body = errorResponseSchema.parse(res.json());
    expect(body.errors?.email).toEqual(['Invalid email address']);
    expect(body.errors?.password?.length).toBeGreaterThan(0);
  });

  it('refuses tampered, expired and revoked tokens with 401', async () => {
    const { token } = loginResultSchema.parse(
      (await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).json(),
    );
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await me(tampered)).statusCode).toBe(401);

    await t.db.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await me(token)).statusCode).toBe(401);

    const fresh = loginResultSchema.parse(
      (await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).json(),
    );
    expect((await me(fresh.token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(fresh.token) });
    expect((await me(fresh.token)).statusCode).toBe(401);
  });

  it('lets an editor sign in but not reach admin-only procedures', async () => {
    const { token } = loginResultSchema.parse((await login({ email: EDITOR, password: EDITOR_PASSWORD })).json());
    expect(userSchema.parse((await me(token)).json()).role).toBe('editor');
    expect((await userList(token)).statusCode).toBe(403);
    const adminToken = loginResultSchema.parse(
      (await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).json(),
    ).token;
    expect((await userList(adminToken)).statusCode).toBe(200);
  });

  it('changes the password: the old one stops working and other sessions end', async () => {
    await addStaff(t.db, {
      email: 'wayan@ruangteduh.example',
      name: 'Wayan',
      role: 'editor',
      password: 'first-password-1',
    });
    const first = loginResultSchema.parse(
      (await login({ email: 'wayan@ruangteduh.example', password: 'first-password-1' })).json(),
    );
    const second = loginResultSchema.parse(
      (await login({ email: 'wayan@ruangteduh.example', password: 'first-password-1' })).json(),
    );
    const change = (input: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/trpc/user.changePassword',
        headers: { authorization: `Bearer ${first.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ json: input }),
      });
    const wrong = await change({ currentPassword: 'nope', newPassword: 'second-password-2' });
    expect(wrong.statusCode).toBe(422);
    expect((await change({ currentPassword: 'first-password-1', newPassword: 'second-password-2' })).statusCode).toBe(
      200,
    );
    expect((await me(first.token)).statusCode).toBe(200);
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await login({ email: 'wayan@ruangteduh.example', password: 'first-password-1' })).statusCode).toBe(401);
    expect((await login({ email: 'wayan@ruangteduh.example', password: 'second-password-2' })).statusCode).toBe(200);
  });
});

describe.each(testDatabaseTargets().slice(0, 1))('browser protections on $kind', (target) => {
  const t = useTestApp(target, { rateLimits: { loginPerIp: 100, loginPerEmail: 3 } });

  const payload = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
  const login = (headers: Record<string, string>) => post(t.app, '/api/login', payload, headers);

  it('refuses a state-changing request with cookies but a missing or wrong X-XSRF-TOKEN', async () => {
    const missing = await login({ cookie: 'XSRF-TOKEN=abc123' });
    expect(missing.statusCode).toBe(403);
    expect(errorResponseSchema.parse(missing.json()).message).toMatch(/anti-forgery/);
    const wrong = await login({ cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'other' });
    expect(wrong.statusCode).toBe(403);
    const right = await login({ cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc123' });
    expect(right.statusCode).toBe(200);
    // Integrators without cookies and the public reads are not blocked.
    expect((await login({})).statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/app/class',
      payload: { type: 'REGULAR' },
      headers: { cookie: 'a=b' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('hands the XSRF cookie out with tRPC answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/settings.public' });
    expect(String(res.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Lax/);
  });

  it('refuses state-changing requests from other origins unless allowed', async () => {
    expect((await login({ origin: 'https://evil.example' })).statusCode).toBe(403);
    const partner = await login({ origin: 'https://partner.example' });
    expect(partner.statusCode).toBe(200);
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
  });

  it('rate-limits sign-in per email with 429 and Retry-After', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'target@ruangteduh.example', password: 'guess' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorResponseSchema.parse(limited.json()).message).toMatch(/Too many attempts/);
  });
});
