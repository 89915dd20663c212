import { DEMO_ADMIN } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { addStaff, startTestApp, testConfig, tokenFor, useStaffTestApp } from './helpers';
import { SoftwareAuthenticator } from './software-authenticator';
import { staffClient } from './staff-trpc';
import { rowsWhere } from './db-rows';
import { latestMailTo } from './booking-fixtures';

const ORIGIN = new URL(testConfig.publicUrl).origin;
const MINUTE = 60_000;

/**
 * Passkeys of staff (issue 32): added on the person's own account with a software authenticator
 * (ES256, attestation "none"), then signing in without an email; the challenge is single use, lives
 * 5 minutes and is bound to PUBLIC_URL's origin and RP ID; a counter going backwards is refused.
 */
describe.each(testDatabaseTargets())('Staff passkeys on $kind', (target) => {
  let clock = Date.now();
  const t = useStaffTestApp(target, 'editor-passkeys@ruangteduh.example', { now: () => new Date(clock) });

  async function addPasskey(authenticator: SoftwareAuthenticator, token: string, name: string) {
    const options = await t.client.mutate('account.passkeys.registrationOptions', undefined, token);
    expect(options.status).toBe(200);
    const response = authenticator.register(options.data, ORIGIN);
    return t.client.mutate('account.passkeys.register', { name, response }, token);
  }
  const signInOptions = async () => (await t.client.mutate('auth.passkeyOptions', undefined, null)).data;
  /** Signs in with `authenticator`'s passkey, answering `options` (new ones when left out) from `origin`. */
  const passkeySignIn = async (
    authenticator: SoftwareAuthenticator,
    options?: { challenge: string },
    origin = ORIGIN,
  ) =>
    t.client.mutate(
      'auth.passkeySignIn',
      { response: authenticator.authenticate(options ?? (await signInOptions()), origin) },
      null,
    );

  it('adds a passkey, signs in with it without an email, and records its use', async () => {
    const authenticator = new SoftwareAuthenticator();
    const options = await t.client.mutate('account.passkeys.registrationOptions', undefined, t.editor);
    expect(options.data).toMatchObject({
      rp: { id: 'localhost' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const added = await t.client.mutate(
      'account.passkeys.register',
      { name: 'Laptop', response: authenticator.register(options.data, ORIGIN) },
      t.editor,
    );
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ name: 'Laptop', lastUsedAt: null });

    const stored = await t.db.db
      .selectFrom('staff_passkeys')
      .innerJoin('users', 'users.id', 'staff_passkeys.user_id')
      .select(['users.email', 'staff_passkeys.credential_id', 'staff_passkeys.counter', 'staff_passkeys.device_type'])
      .execute();
    expect(stored).toEqual([
      {
        email: 'editor-passkeys@ruangteduh.example',
        credential_id: authenticator.credentials[0]!.id.toString('base64url'),
        counter: expect.anything(),
        device_type: 'singleDevice',
      },
    ]);
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('action', '=', 'staff.passkey-added')
      .execute();
    expect(audit).toEqual([{ action: 'staff.passkey-added', entity: 'user' }]);
    const mail = await latestMailTo(t.db, 'editor-passkeys@ruangteduh.example');
    expect(mail.subject).toBe('A passkey was added to your account');

    const answer = await passkeySignIn(authenticator);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.data).sort()).toEqual(['expiresAt', 'expires_at', 'token']);
    const me = await t.client.query('user.me', undefined, answer.data.token);
    expect(me.data.email).toBe('editor-passkeys@ruangteduh.example');

    const [listed] = (await t.client.query('account.passkeys.list', undefined, t.editor)).data;
    expect(listed).toMatchObject({ name: 'Laptop', lastUsedAt: new Date(clock).toISOString() });
  });

  it('uses a sign-in challenge once, and not after 5 minutes', async () => {
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(authenticator, t.admin, 'Phone')).status).toBe(200);

    const options = await signInOptions();
    const first = await passkeySignIn(authenticator, options);
    expect(first.status).toBe(200);
    const again = await passkeySignIn(authenticator, options);
    expect(again.status).toBe(401);
    expect(again.error?.message).toBe('This passkey could not sign you in. Try again, or sign in with your password.');

    const late = await signInOptions();
    clock += 5 * MINUTE + 1000;
    const expired = await passkeySignIn(authenticator, late);
    expect(expired.status).toBe(401);
    const inTime = await signInOptions();
    clock += 4 * MINUTE;
    expect((await passkeySignIn(authenticator, inTime)).status).toBe(200);

    // A registration challenge too: used once, and only within 5 minutes.
    const registration = await t.client.mutate('account.passkeys.registrationOptions', undefined, t.admin);
    const other = new SoftwareAuthenticator();
    const response = other.register(registration.data, ORIGIN);
    clock += 5 * MINUTE + 1000;
    const tooLate = await t.client.mutate('account.passkeys.register', { name: 'Late', response }, t.admin);
    expect(tooLate.status).toBe(422);
    expect(tooLate.error?.message).toBe('This passkey request has expired. Please try again.');
  });

  it('refuses an answer made for another origin or RP ID, and an unknown credential', async () => {
    const authenticator = new SoftwareAuthenticator();
    const options = await t.client.mutate('account.passkeys.registrationOptions', undefined, t.admin);
    const phished = await t.client.mutate(
      'account.passkeys.register',
      { name: 'Elsewhere', response: authenticator.register(options.data, 'https://ruangteduh.example.evil') },
      t.admin,
    );
    expect(phished.status).toBe(422);

    const good = new SoftwareAuthenticator();
    expect((await addPasskey(good, t.admin, 'Key')).status).toBe(200);
    const wrongOrigin = await passkeySignIn(good, undefined, 'http://localhost:4000');
    expect(wrongOrigin.status).toBe(401);

    const otherRp = new SoftwareAuthenticator();
    const forOtherRp = await t.client.mutate('account.passkeys.registrationOptions', undefined, t.admin);
    const refused = await t.client.mutate(
      'account.passkeys.register',
      { name: 'Other RP', response: otherRp.register(forOtherRp.data, ORIGIN, 'evil.example') },
      t.admin,
    );
    expect(refused.status).toBe(422);

    const stranger = new SoftwareAuthenticator();
    stranger.register({ challenge: 'AAAAAAAAAAAAAAAAAAAAAA', rp: { id: 'localhost' }, user: { id: 'eA' } }, ORIGIN);
    const unknown = await passkeySignIn(stranger);
    expect(unknown.status).toBe(401);
  });

  it('refuses a signature counter that goes backwards (a cloned authenticator)', async () => {
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(authenticator, t.admin, 'Counter')).status).toBe(200);
    const signIn = async (counter: number) =>
      (
        await t.client.mutate(
          'auth.passkeySignIn',
          { response: authenticator.authenticate(await signInOptions(), ORIGIN, { counter }) },
          null,
        )
      ).status;
    expect(await signIn(5)).toBe(200);
    expect(await signIn(3)).toBe(401);
    expect(await signIn(5)).toBe(401);
    expect(await signIn(6)).toBe(200);
    const [row] = await rowsWhere(t.db, 'staff_passkeys', { name: 'Counter' });
    expect(Number(row!.counter)).toBe(6);
  });

  it('renames and removes only the person’s own passkeys, audited and emailed', async () => {
    const authenticator = new SoftwareAuthenticator();
    const added = await addPasskey(authenticator, t.editor, 'Tablet');
    const id = added.data.id as number;

    expect((await t.client.mutate('account.passkeys.remove', { id }, t.admin)).status).toBe(404);
    expect((await t.client.mutate('account.passkeys.rename', { id, name: 'Mine' }, t.admin)).status).toBe(404);
    const adminList = await t.client.query('account.passkeys.list', undefined, t.admin);
    expect(adminList.data.map((p: { id: number }) => p.id)).not.toContain(id);

    expect((await t.client.mutate('account.passkeys.rename', { id, name: 'Work tablet' }, t.editor)).status).toBe(200);
    const listed = await t.client.query('account.passkeys.list', undefined, t.editor);
    expect(listed.data.map((p: { name: string }) => p.name)).toContain('Work tablet');

    expect((await t.client.mutate('account.passkeys.remove', { id }, t.editor)).status).toBe(200);
    expect((await t.client.mutate('account.passkeys.remove', { id }, t.editor)).status).toBe(404);
    const audit = await rowsWhere(t.db, 'audit_log', { action: 'staff.passkey-removed' });
    expect(audit).toHaveLength(1);
    const mail = await latestMailTo(t.db, 'editor-passkeys@ruangteduh.example');
    expect(mail.subject).toBe('A passkey was removed from your account');

    // Removed: it signs nobody in.
    const after = await passkeySignIn(authenticator);
    expect(after.status).toBe(401);
    expect((await t.client.query('account.passkeys.list', undefined, null)).status).toBe(401);
  });
  it('is both factors: its session may do sensitive actions at once, and a password alone opens nothing', async () => {
    const authenticator = new SoftwareAuthenticator();
    // An admin with no factor yet adds one from a session of a password alone: making the passkey shows
    // it, so that session goes on.
    const email = 'fresh-admin@ruangteduh.example';
    await addStaff(t.db, { email, name: 'Fresh Admin', role: 'admin', password: 'fresh-admin-password-1' });
    const adding = (await tokenFor(t.db, email, 3_600_000, null)).token;
    expect((await addPasskey(authenticator, adding, 'Phone')).status).toBe(200);
    expect((await t.client.query('user.me', undefined, adding)).status).toBe(200);
    const passwordOnly = (await tokenFor(t.db, email, 3_600_000, null)).token;
    expect((await t.client.query('user.me', undefined, passwordOnly)).status).toBe(401);
    const signedIn = await passkeySignIn(authenticator);
    expect(signedIn.status).toBe(200);
    // Creating an API key is sensitive: a passkey sign-in is a fresh factor.
    const key = await t.client.mutate(
      'admin.apiKeys.create',
      { name: 'After a passkey', scopes: ['sessions:read'] },
      signedIn.data.token,
    );
    expect(key.status, key.body).toBe(200);
  });
  it('is the second factor after a password, answering a challenge only that account’s passkeys can', async () => {
    const own = new SoftwareAuthenticator();
    const other = new SoftwareAuthenticator();
    const email = 'passkey-second@ruangteduh.example';
    const password = 'passkey-second-password-1';
    await addStaff(t.db, { email, name: 'Second Step', role: 'editor', password });
    expect((await addPasskey(own, (await tokenFor(t.db, email, 86_400_000)).token, 'Laptop')).status).toBe(200);
    expect((await addPasskey(other, t.editor, 'Someone else’s')).status).toBe(200);

    const login = await t.client.mutate('auth.login', { email, password }, null);
    expect(login.status).toBe(200);
    expect(login.data).toEqual({ secondFactor: { ticket: expect.any(String), methods: ['passkey'] } });
    const { ticket } = login.data.secondFactor;
    // A code is not this account's factor.
    const code = await t.client.mutate('auth.secondFactor', { ticket, method: 'email' }, null);
    expect(code.status).toBe(401);

    const options = await t.client.mutate('auth.passkeyOptions', { ticket }, null);
    expect(options.status).toBe(200);
    expect(options.data.allowCredentials).toEqual([
      expect.objectContaining({ id: own.credentials[0]!.id.toString('base64url') }),
    ]);
    // Another account's passkey answering this account's challenge signs nobody in.
    const foreign = await t.client.mutate(
      'auth.secondFactor',
      { ticket, method: 'passkey', response: other.authenticate(options.data, ORIGIN) },
      null,
    );
    expect(foreign.status).toBe(401);
    const again = await t.client.mutate('auth.passkeyOptions', { ticket }, null);
    const signedIn = await t.client.mutate(
      'auth.secondFactor',
      { ticket, method: 'passkey', response: own.authenticate(again.data, ORIGIN) },
      null,
    );
    expect(signedIn.status, signedIn.body).toBe(200);
    expect((await t.client.query('user.me', undefined, signedIn.data.token)).data.email).toBe(email);
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('action', 'in', ['staff.sign-in', 'staff.second-factor-failed'])
      .where('entity_id', '=', String((await t.client.query('user.me', undefined, signedIn.data.token)).data.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, (row.summary as { method?: string }).method])).toEqual([
      ['staff.second-factor-failed', 'passkey'],
      ['staff.sign-in', 'passkey'],
    ]);
  });

  it('confirms a sensitive action with the person’s own passkey (step-up)', async () => {
    const authenticator = new SoftwareAuthenticator();
    const email = 'passkey-step-up@ruangteduh.example';
    await addStaff(t.db, { email, name: 'Step Up', role: 'admin', password: 'passkey-step-up-password-1' });
    const token = (await tokenFor(t.db, email, 86_400_000)).token;
    expect((await addPasskey(authenticator, token, 'Phone')).status).toBe(200);
    clock += 11 * MINUTE;
    const create = () =>
      t.client.mutate('admin.apiKeys.create', { name: 'After a step-up', scopes: ['sessions:read'] }, token);
    const stale = await create();
    expect(stale.status).toBe(403);
    expect(stale.body).toContain('STEP_UP_REQUIRED');
    const factors = await t.client.query('account.factors', undefined, token);
    expect(factors.data).toMatchObject({ totp: false, passkeys: 1 });
    // An emailed code is for accounts without a factor.
    expect((await t.client.mutate('auth.stepUp', { method: 'email' }, token)).status).toBe(422);

    const options = await t.client.mutate('auth.stepUpOptions', undefined, token);
    expect(options.status).toBe(200);
    const confirmed = await t.client.mutate(
      'auth.stepUp',
      { method: 'passkey', response: authenticator.authenticate(options.data, ORIGIN) },
      token,
    );
    expect(confirmed.status, confirmed.body).toBe(200);
    expect(confirmed.data).toEqual({ freshUntil: new Date(clock + 10 * MINUTE).toISOString() });
    expect((await create()).status).toBe(200);
    // The challenge was used: the same answer again is refused.
    clock += 11 * MINUTE;
    const replayed = await t.client.mutate(
      'auth.stepUp',
      { method: 'passkey', response: authenticator.authenticate(options.data, ORIGIN) },
      token,
    );
    expect(replayed.status).toBe(422);
  });
});

describe.each(testDatabaseTargets())('Passkey sign-in limits on $kind', (target) => {
  it('counts wrong assertions with the address’s failed sign-ins', async () => {
    const t = await startTestApp(target, { rateLimits: { loginPerIp: 2, loginPerEmail: 0, formsPerMinute: 0 } });
    try {
      const client = staffClient(t.app);
      const login = await client.mutate('auth.login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, null);
      const authenticator = new SoftwareAuthenticator();
      const options = await client.mutate('account.passkeys.registrationOptions', undefined, login.data.token);
      expect(
        (
          await client.mutate(
            'account.passkeys.register',
            { name: 'Limited', response: authenticator.register(options.data, ORIGIN) },
            login.data.token,
          )
        ).status,
      ).toBe(200);
      const attempt = async (origin: string) => {
        const challenge = (await client.mutate('auth.passkeyOptions', undefined, null)).data;
        return (
          await client.mutate('auth.passkeySignIn', { response: authenticator.authenticate(challenge, origin) }, null)
        ).status;
      };
      expect(await attempt('https://evil.example')).toBe(401);
      expect(await attempt('https://evil.example')).toBe(401);
      expect(await attempt(ORIGIN)).toBe(429);
    } finally {
      await t.close();
    }
  });
});
