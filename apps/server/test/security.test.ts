import { DEMO_ADMIN } from '@app/db';
import { errorResponseSchema, LOCALES, loginResultSchema, SIGN_IN_ERROR_CODES } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSession } from './booking-fixtures';
import { rowsWhere, rowWhere } from './db-rows';
import { addStaff, signInStaff, startTestApp, type TestApp, tokenFor } from './helpers';
import { bearer } from './staff-trpc';

const ATTACKER = '203.0.113.9';
const OWNER = '198.51.100.7';

/** tRPC over HTTP as the SPA sends it (superjson envelope). */
function trpc(t: TestApp, token?: string, headers: Record<string, string> = {}) {
  const auth = token ? bearer(token) : {};
  return {
    query: (path: string, input?: unknown) =>
      t.app.inject({
        method: 'GET',
        url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`,
        headers: { ...auth, ...headers },
      }),
    mutate: (path: string, input: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { ...auth, 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ json: input }),
      }),
  };
}

/** Adds an editor with their own password and answers their tRPC caller, signed in. */
async function newEditor(t: TestApp, email: string, name: string, password: string) {
  await addStaff(t.db, { email, name, role: 'editor', password });
  return trpc(t, (await tokenFor(t.db, email)).token);
}

const trpcData = (res: { json(): any }) => res.json().result.data.json;
const trpcError = (res: { json(): any }) =>
  res.json().error.json as {
    message: string;
    data: { httpStatus: number; fieldErrors: Record<string, string[]> | null };
  };

describe.each(testDatabaseTargets())('sign-in limits on $kind', (target) => {
  let t: TestApp;
  // The limits' clock stands still unless a test moves it: a slow run must not outwait a 1-second delay.
  let now = Date.now();
  beforeAll(async () => {
    // The production defaults: 20 failures per address per 10 minutes, 5 per (address, email).
    t = await startTestApp(target, { rateLimits: { loginPerIp: 20, loginPerEmail: 5 } }, { rateLimitClock: () => now });
  });
  afterAll(() => t?.close());

  const login = (password: string, remoteAddress: string, email: string = DEMO_ADMIN.email) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  it('never locks the owner out, while the failing address waits (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await login(`wrong-guess-${i}`, ATTACKER)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

    // The attacker's address waits, even with the right password...
    const refused = await login(DEMO_ADMIN.password, ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(errorResponseSchema.parse(refused.json()).message).toMatch(/^Too many attempts\. Please try again in \d+/);

    // ...and 20 more failures from 20 other addresses change nothing for the owner.
    for (let i = 0; i < 20; i++) expect((await login(`spread-guess-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    const owner = await login(DEMO_ADMIN.password, OWNER);
    expect(owner.statusCode).toBe(200);
    loginResultSchema.parse(owner.json());
    // Signing in again and again from a clean address is never refused either.
    for (let i = 0; i < 8; i++) expect((await login(DEMO_ADMIN.password, OWNER)).statusCode).toBe(200);
  });

  it('lets the failing address try again only after growing delays', async () => {
    const address = '203.0.113.50';
    const email = 'nobody-here@ruangteduh.example';
    for (let i = 0; i < 5; i++) expect((await login('wrong-password-here', address, email)).statusCode).toBe(401);
    const first = await login('wrong-password-here', address, email);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    now += 1100;
    expect((await login('wrong-password-here', address, email)).statusCode).toBe(401);
    const second = await login('wrong-password-here', address, email);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
  });

  it('caps one address over all emails', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 20; i++) {
      expect((await login('wrong-password-here', address, `someone${i}@ruangteduh.example`)).statusCode).toBe(401);
    }
    const capped = await login(DEMO_ADMIN.password, address);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(500);
  });

  it('limits wrong current passwords on a password change (429 with Retry-After)', async () => {
    const api = await newEditor(t, 'guess-target@ruangteduh.example', 'Target', 'target-first-Pass-1');
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof api.mutate>> | undefined;
    for (let i = 0; i < 12; i++) {
      last = await api.mutate('user.changePassword', {
        currentPassword: `guess-number-${i}`,
        newPassword: 'a brand new passphrase 42',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect(Number(last!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The password did not change.
    expect((await login('target-first-Pass-1', OWNER, 'guess-target@ruangteduh.example')).statusCode).toBe(200);
  });
});

describe.each(testDatabaseTargets())('security of answers on $kind', (target) => {
  let t: TestApp;
  let adminToken: string;
  let editorToken: string;
  beforeAll(async () => {
    t = await startTestApp(target, {
      identityProviders: [
        {
          name: 'dev',
          label: 'Dev ID',
          issuer: 'http://127.0.0.1:9/unreachable',
          clientId: 'x',
          clientSecret: 'y',
        },
      ],
    });
    ({ admin: adminToken, editor: editorToken } = await signInStaff(t.db, 'editor@ruangteduh.example'));
  });
  afterAll(() => t?.close());

  describe('passwords', () => {
    it('refuses an easy new password with the estimator’s advice, and takes a strong one', async () => {
      const api = await newEditor(t, 'ketut@ruangteduh.example', 'Ketut', 'ketut-first-Pass-1');
      for (const weak of ['aaaaaaaaaa', 'password1234', 'ruangteduh2026']) {
        const res = await api.mutate('user.changePassword', {
          currentPassword: 'ketut-first-Pass-1',
          newPassword: weak,
        });
        expect(res.statusCode, weak).toBe(422);
        expect(trpcError(res).data.fieldErrors?.newPassword?.[0], weak).toMatch(
          /^This password is too easy to guess: \S/,
        );
      }
      const strong = await api.mutate('user.changePassword', {
        currentPassword: 'ketut-first-Pass-1',
        newPassword: 'lantern orchard velvet 93',
      });
      expect(strong.statusCode).toBe(200);
    });
  });

  describe('meeting links', () => {
    /** Every public answer that carries classes, over tRPC and REST. */
    async function publicClassAnswers(): Promise<Array<[string, string]>> {
      const api = trpc(t);
      const answers: Array<[string, string]> = [];
      const add = (what: string, res: { statusCode: number; body: string }) => {
        expect(res.statusCode, what).toBe(200);
        answers.push([what, res.body]);
      };
      const classes = await rowsWhere(t.db, 'classes', { status: 'published' });
      for (const type of ['PRIVATE_SESSION', 'REGULAR', 'WORKSHOP_AND_EVENT']) {
        add(`class.list ${type}`, await api.query('class.list', { type }));
        add(`REST class ${type}`, await t.app.inject({ method: 'POST', url: '/api/app/class', payload: { type } }));
      }
      for (const c of classes) {
        add(`class.detail ${c.slug}`, await api.query('class.detail', { slug: c.slug }));
        add(`class.suggestions ${c.slug}`, await api.query('class.suggestions', { type: c.class_type, slug: c.slug }));
        add(
          `REST class-detail ${c.slug}`,
          await t.app.inject({ method: 'POST', url: '/api/app/class-detail', payload: { slug: c.slug } }),
        );
        add(
          `REST class-suggestion ${c.slug}`,
          await t.app.inject({
            method: 'POST',
            url: '/api/app/class-suggestion',
            payload: { type: c.class_type, slug: c.slug },
          }),
        );
      }
      const counselors = await rowsWhere(t.db, 'counselors', { status: 'published' });
      for (const c of counselors) {
        add(`counselor.detail ${c.slug}`, await api.query('counselor.detail', { slug: c.slug }));
        add(
          `REST counselor ${c.slug}`,
          await t.app.inject({ method: 'POST', url: '/api/app/counselor', payload: { slug: c.slug } }),
        );
      }
      return answers;
    }

    it('never appear in a public answer, though online classes have one', async () => {
      const stored = await rowsWhere(t.db, 'classes', { status: 'published' });
      const links = stored.map((row) => row.extend_info.onlineUrl).filter((url): url is string => Boolean(url));
      expect(links.length).toBeGreaterThan(3);
      const answers = await publicClassAnswers();
      expect(answers.length).toBeGreaterThan(40);
      for (const [what, body] of answers) {
        expect(body, what).not.toContain('onlineUrl');
        for (const link of links) expect(body, what).not.toContain(link);
      }
    });

    it('are still edited by staff in the back office', async () => {
      const row = await rowWhere(t.db, 'classes', { slug: 'midweek-mindful-lunch' });
      const res = await trpc(t, editorToken).query('admin.class.get', { id: row.id });
      expect(trpcData(res).data.extendInfo.onlineUrl).toBe(row.extend_info.onlineUrl);
    });

    it('go to confirmed registrants of online and hybrid classes by email only', async () => {
      /** A new session of the class, far enough ahead to be bookable; answers its id. */
      const sessionOf = async (slug: string, capacity: number | null = null) => {
        const { id } = await rowWhere(t.db, 'classes', { slug });
        return addSession(t.db, id, 500, { capacity });
      };
      const register = (slug: string, sessionId: number, email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/app/class-registration',
          payload: { slug, sessionId, name: 'Ayu', email, phone: '+62 812 3456 7890', seats: 1, consent: true },
        });
      const mailTo = async (email: string) => (await rowWhere(t.db, 'email_outbox', { to_address: email })).body_text;

      const online = await sessionOf('midweek-mindful-lunch');
      expect((await register('midweek-mindful-lunch', online, 'online@example.com')).statusCode).toBe(200);
      expect(await mailTo('online@example.com')).toContain('https://meet.ruangteduh.example/midweek-mindful-lunch');
      const studio = await sessionOf('tuesday-morning-yoga');
      expect((await register('tuesday-morning-yoga', studio, 'studio@example.com')).statusCode).toBe(200);
      // No meeting link for an in-person class: none of any class's.
      const meetingLinks = (await t.db.db.selectFrom('classes').select('extend_info').execute())
        .map((row) => row.extend_info.onlineUrl)
        .filter((url): url is string => Boolean(url));
      const studioMail = await mailTo('studio@example.com');
      for (const link of meetingLinks) expect(studioMail).not.toContain(link);
      expect(studioMail).not.toMatch(/meet\./);
      // A one-seat online session: the second registrant waits, and gets no link yet.
      const oneSeat = await sessionOf('midweek-mindful-lunch', 1);
      expect((await register('midweek-mindful-lunch', oneSeat, 'first@example.com')).json().result.status).toBe(
        'confirmed',
      );
      expect((await register('midweek-mindful-lunch', oneSeat, 'second@example.com')).json().result.status).toBe(
        'waitlisted',
      );
      expect(await mailTo('first@example.com')).toContain('meet.ruangteduh.example/midweek-mindful-lunch');
      expect(await mailTo('second@example.com')).not.toContain('meet.ruangteduh.example');
    });
  });

  describe('deleting a class with registrations', () => {
    it('is refused for admins and editors with 409, keeping the class and its registrants', async () => {
      const klass = await rowWhere(t.db, 'classes', { slug: 'thursday-sharing-circle' });
      await t.db.db
        .insertInto('class_registrations')
        .values({
          class_id: klass.id,
          session_id: await addSession(t.db, klass.id, 500),
          name: 'Rina',
          email: 'rina@example.com',
          phone: '+62 811 000 000',
          seats: 1,
          status: 'confirmed',
        })
        .execute();
      for (const token of [adminToken, editorToken]) {
        const res = await trpc(t, token).mutate('admin.class.delete', { id: klass.id, version: klass.version });
        expect(res.statusCode).toBe(409);
        expect(trpcError(res).message).toMatch(/has registrations.*Unpublish it instead/);
      }
      expect(
        await t.db.db.selectFrom('classes').select('id').where('id', '=', klass.id).executeTakeFirst(),
      ).toBeDefined();
      const kept = await rowsWhere(t.db, 'class_registrations', { class_id: klass.id });
      expect(kept.map((r) => r.email)).toEqual(['rina@example.com']);
    });

    it('is refused by the database itself, whoever deletes', async () => {
      const { id } = await rowWhere(t.db, 'classes', { slug: 'thursday-sharing-circle' });
      await expect(t.db.db.deleteFrom('classes').where('id', '=', id).execute()).rejects.toThrow(/foreign key/i);
    });

    it('still deletes a class nobody registered for', async () => {
      const created = trpcData(
        await trpc(t, editorToken).mutate('admin.class.create', {
          slug: 'nobody-came',
          classType: 'PRIVATE_SESSION',
          title: { en: 'Nobody came' },
          summary: { en: 'x' },
          description: { en: '<p>x</p>' },
        }),
      );
      const res = await trpc(t, editorToken).mutate('admin.class.delete', { id: created.id, version: created.version });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('time zones', () => {
    const withZone = (slug: string, timeZone: string) => ({
      slug,
      classType: 'WORKSHOP_AND_EVENT',
      title: { en: 'Zoned' },
      summary: { en: 'x' },
      description: { en: '<p>x</p>' },
      extendInfo: { startDate: '2030-02-01', startTime: '09:00', endTime: '10:00', timeZone },
      status: 'published',
    });

    it('refuses a mistyped zone with 422 on the field, and accepts IANA zones and UTC', async () => {
      const api = trpc(t, editorToken);
      const wrong = await api.mutate('admin.class.create', withZone('zoned-wrong', 'Asia/Jakarat'));
      expect(wrong.statusCode).toBe(422);
      expect(Object.keys(trpcError(wrong).data.fieldErrors ?? {})).toEqual(['extendInfo.timeZone']);
      expect(trpcError(wrong).data.fieldErrors?.['extendInfo.timeZone']?.[0]).toMatch(/time zone from the list/);
      for (const [slug, zone] of [
        ['zoned-jakarta', 'Asia/Jakarta'],
        ['zoned-utc', 'UTC'],
        ['zoned-ny', 'America/New_York'],
      ] as const) {
        expect((await api.mutate('admin.class.create', withZone(slug, zone))).statusCode, zone).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: `/class/${slug}.ics` })).statusCode, zone).toBe(200);
      }
    });
  });

  describe('personal data is never stored by caches', () => {
    it('answers registrant and staff reads with Cache-Control: no-store', async () => {
      const admin = trpc(t, adminToken);
      for (const [path, input] of [
        ['admin.registrants.list', { kind: 'class' }],
        ['admin.registrants.list', { kind: 'contact' }],
        ['admin.registrants.list', { kind: 'newsletter' }],
        ['admin.people.list', {}],
        ['user.list', undefined],
        ['user.me', undefined],
      ] as const) {
        const res = await admin.query(path, input);
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe('no-store');
      }
      const batched = await t.app.inject({
        method: 'GET',
        url: `/trpc/settings.public,admin.registrants.list?batch=1&input=${encodeURIComponent(
          JSON.stringify({ 1: { json: { kind: 'class' } } }),
        )}`,
        headers: bearer(adminToken),
      });
      expect(batched.statusCode).toBe(200);
      expect(batched.headers['cache-control']).toBe('no-store');
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/admin/registrants/class.csv',
        headers: bearer(adminToken),
      });
      expect(csv.headers['cache-control']).toBe('no-store');
      // Public content stays cacheable.
      expect((await trpc(t).query('settings.public')).headers['cache-control']).not.toBe('no-store');
    });
  });

  describe('body limits', () => {
    const page = (bytesPerLocale: number) => {
      const paragraph = '<p>Ruang Teduh menghormati privasi Anda dan melindungi data pribadi setiap peserta.</p>';
      const html = paragraph.repeat(Math.ceil(bytesPerLocale / paragraph.length));
      return Object.fromEntries(LOCALES.map((locale) => [locale, html]));
    };

    it('saves a long legal page (about 110 KB) and refuses 3 MB with 413 naming the limit', async () => {
      const admin = trpc(t, adminToken);
      const current = trpcData(await admin.query('admin.page.get', { code: 'privacy-policy' }));
      const content = page(22 * 1024);
      const input = { code: 'privacy-policy', version: current.version, data: { title: { en: 'Privacy' }, content } };
      expect(JSON.stringify(input).length).toBeGreaterThan(110 * 1024);
      const saved = await admin.mutate('admin.page.update', input);
      expect(saved.statusCode).toBe(200);
      const stored = await rowWhere(t.db, 'static_contents', { code: 'privacy-policy' });
      expect(stored.content.fr?.length).toBeGreaterThan(20 * 1024);

      const huge = await admin.mutate('admin.page.update', {
        ...input,
        data: { ...input.data, content: page(600 * 1024) },
      });
      expect(huge.statusCode).toBe(413);
      expect(trpcError(huge).message).toBe('The request body is too large (limit 2 MB).');
    });

    it('keeps the small limit for public forms and callers without a token', async () => {
      const big = 'x'.repeat(200 * 1024);
      const form = await trpc(t).mutate('registration.contact', { name: 'A', email: 'a@example.com', message: big });
      expect(form.statusCode).toBe(413);
      expect(trpcError(form).message).toBe('The request body is too large (limit 100 KB).');
      const anonymous = await trpc(t).mutate('admin.page.update', { code: 'privacy-policy', big });
      expect(anonymous.statusCode).toBe(413);
      const rest = await t.app.inject({
        method: 'POST',
        url: '/api/app/contact',
        payload: { name: 'A', email: 'a@example.com', message: big },
      });
      expect(rest.statusCode).toBe(413);
      expect(errorResponseSchema.parse(rest.json()).message).toBe('The request body is too large (limit 100 KB).');
    });

    it('counts a chunked body too', async () => {
      const { Readable } = await import('node:stream');
      const chunks = Array.from({ length: 40 }, () => Buffer.from('x'.repeat(4096)));
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/registration.contact',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        payload: Readable.from(chunks),
      });
      expect(res.statusCode).toBe(413);
    });
  });

  describe('identity provider callback', () => {
    it('redirects with a known error code, never with text', async () => {
      const hostile = await t.app.inject({
        method: 'GET',
        url: `/api/oauth/${encodeURIComponent('Your account is locked, call +1 555 0100')}/callback?state=x`,
      });
      expect(hostile.statusCode).toBe(303);
      expect(hostile.headers.location).toBe('/admin/login?error=unknown-provider');

      const expired = await t.app.inject({ method: 'GET', url: '/api/oauth/dev/callback?state=never-issued&code=x' });
      expect(expired.statusCode).toBe(303);
      expect(expired.headers.location).toBe('/admin/login?error=expired');
      for (const res of [hostile, expired]) {
        const code = new URL(String(res.headers.location), 'http://x').searchParams.get('error');
        expect(SIGN_IN_ERROR_CODES).toContain(code);
      }
    });
  });
});
