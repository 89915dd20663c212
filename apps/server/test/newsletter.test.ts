import { expireUnconfirmedSignUps } from '@app/api/server';
import { errorResponseSchema, newsletterLinkSchema } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { SPA_INDEX, useTestApp, webDistWith } from './helpers';
import { postRaw } from './requests';

const DAY_MS = 24 * 60 * 60 * 1000;
const ONE_CLICK = {
  'List-Unsubscribe': expect.stringMatching(
    /^<http:\/\/localhost:3000\/api\/app\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+>$/,
  ),
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

describe.each(testDatabaseTargets())('newsletter double opt-in on $kind', (target) => {
  const t = useTestApp(target, { webDist: webDistWith(SPA_INDEX) });

  const signUp = (email: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/app/newsletter', payload: { email, consent: true }, remoteAddress: ip });
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/app/newsletter/confirm', payload: { token } });
  const subscriber = (email: string) =>
    t.db.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const mailsTo = (email: string) =>
    t.db.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
  /** The token of the confirmation link in an email's text part. */
  const confirmToken = (text: string) => /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('stores a sign-up unconfirmed and queues only the confirmation email, with one-click unsubscribe headers', async () => {
    const res = await signUp('new@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { ok: true } });
    const row = await subscriber('new@example.com');
    expect(row.confirmed_at).toBeNull();
    expect(row.unsubscribed_at).toBeNull();
    const mails = await mailsTo('new@example.com');
    expect(mails).toHaveLength(1);
    const token = confirmToken(mails[0]!.body_text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(mails[0]!.body_html).toContain(`http://localhost:3000/newsletter/confirm/${token}`);
    // Only the hash is kept.
    expect(row.confirm_token_hash).not.toBe(token);
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(mails[0]!.headers).toEqual(ONE_CLICK);
    expect(mails[0]!.headers['List-Unsubscribe']).toBe(
      `<http://localhost:3000/api/app/newsletter/unsubscribe/${row.unsubscribe_token}>`,
    );
  });

  it('does not confirm when the confirmation page is opened; a POST confirms once, a second use is 404', async () => {
    await signUp('clicker@example.com');
    const token = confirmToken((await mailsTo('clicker@example.com'))[0]!.body_text);

    const page = await t.app.inject({ method: 'GET', url: `/newsletter/confirm/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await subscriber('clicker@example.com')).confirmed_at).toBeNull();

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ result: { ok: true } });
    const row = await subscriber('clicker@example.com');
    expect(row.confirmed_at).toBeInstanceOf(Date);
    expect(row.confirm_token_hash).toBeNull();

    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(errorResponseSchema.parse(again.json()).message).toMatch(/not valid/);
    const malformed = await confirm('no');
    expect(malformed.statusCode).toBe(422);
    expect(errorResponseSchema.parse(malformed.json()).errors?.token).toEqual(['This link is not valid.']);
  });

  it('re-sends a fresh link while unconfirmed, sends nothing once subscribed, and answers the same every time', async () => {
    expect((await signUp('Twice@Example.com')).json()).toEqual({ result: { ok: true } });
    expect((await signUp('twice@example.com', '10.0.0.2')).json()).toEqual({ result: { ok: true } });
    // Addresses are stored lower-cased: one row, one recipient.
    const all = await mailsTo('twice@example.com');
    expect(all).toHaveLength(2);
    const [first, second] = all.map((mail) => confirmToken(mail.body_text));
    expect(first).not.toBe(second);
    // The older link was replaced.
    expect((await confirm(first!)).statusCode).toBe(404);
    expect((await confirm(second!)).statusCode).toBe(200);

    const after = await signUp('twice@example.com', '10.0.0.3');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ result: { ok: true } });
    expect(await mailsTo('twice@example.com')).toHaveLength(2);
    const row = await subscriber('twice@example.com');
    expect(row.confirmed_at).toBeInstanceOf(Date);
  });

  it('unsubscribes on a one-click POST exactly as Gmail sends it, with no Origin', async () => {
    await signUp('gmail@example.com');
    const token = confirmToken((await mailsTo('gmail@example.com'))[0]!.body_text);
    expect((await confirm(token)).statusCode).toBe(200);
    const row = await subscriber('gmail@example.com');
    const oneClick = (await mailsTo('gmail@example.com'))[0]!.headers['List-Unsubscribe']!.slice(1, -1);
    const url = new URL(oneClick);

    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Mozilla/5.0 (compatible; Google-List-Unsubscribe)',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { ok: true } });
    expect((await subscriber('gmail@example.com')).unsubscribed_at).toBeInstanceOf(Date);
    expect(row.unsubscribed_at).toBeNull();

    // A provider posting from its own web page (a foreign Origin) is not refused either.
    const fromWebmail = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(fromWebmail.statusCode).toBe(200);

    const unknown = await postRaw(
      t.app,
      '/api/app/newsletter/unsubscribe/no-such-token-anywhere',
      'application/x-www-form-urlencoded',
      'List-Unsubscribe=One-Click',
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorResponseSchema.safeParse(unknown.json()).success).toBe(true);
  });

  it('unsubscribes on a one-click POST sent as multipart/form-data, as RFC 8058 says it should be', async () => {
    await signUp('multipart@example.com');
    await confirm(confirmToken((await mailsTo('multipart@example.com'))[0]!.body_text));
    const oneClick = new URL((await mailsTo('multipart@example.com'))[0]!.headers['List-Unsubscribe']!.slice(1, -1));
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    // The body and boundary a client's FormData makes.
    const body = new Response(form);

    const res = await t.app.inject({
      method: 'POST',
      url: oneClick.pathname,
      headers: { 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { ok: true } });
    expect((await subscriber('multipart@example.com')).unsubscribed_at).toBeInstanceOf(Date);

    // JSON and an empty body still work; other media types are still refused.
    expect((await t.app.inject({ method: 'POST', url: oneClick.pathname })).statusCode).toBe(200);
    const asJson = await t.app.inject({ method: 'POST', url: oneClick.pathname, payload: {} });
    expect(asJson.statusCode).toBe(200);
    const asXml = await postRaw(t.app, oneClick.pathname, 'application/xml', '<unsubscribe/>');
    expect(asXml.statusCode).toBe(415);
    expect(errorResponseSchema.safeParse(asXml.json()).success).toBe(true);
  });

  it('sends a GET of the one-click URL to the page that asks for a click, unsubscribing nobody', async () => {
    await signUp('scanner@example.com');
    const row = await subscriber('scanner@example.com');
    const res = await t.app.inject({ method: 'GET', url: `/api/app/newsletter/unsubscribe/${row.unsubscribe_token}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/newsletter/unsubscribe?token=${row.unsubscribe_token}`);
    expect((await subscriber('scanner@example.com')).unsubscribed_at).toBeNull();
  });

  it('asks for a new confirmation after an unsubscribe, and a used link stays used', async () => {
    await signUp('back@example.com');
    const first = confirmToken((await mailsTo('back@example.com'))[0]!.body_text);
    await confirm(first);
    const { unsubscribe_token } = await subscriber('back@example.com');
    await t.app.inject({ method: 'POST', url: `/api/app/newsletter/unsubscribe/${unsubscribe_token}` });
    await signUp('back@example.com', '10.0.0.4');
    const row = await subscriber('back@example.com');
    expect(row.confirmed_at).toBeNull();
    expect(row.unsubscribed_at).toBeNull();
    expect(row.unsubscribe_token).toBe(unsubscribe_token);
    const mails = await mailsTo('back@example.com');
    expect(mails).toHaveLength(2);
    expect((await confirm(first)).statusCode).toBe(404);
    expect((await confirm(confirmToken(mails[1]!.body_text))).statusCode).toBe(200);
  });

  describe('the pages of the emailed links', () => {
    /** `registration.newsletterLink` as the browser asks it: by POST, the token in the body. */
    const readLink = (input: unknown, method: 'POST' | 'GET' = 'POST') => {
      const encoded = JSON.stringify(superjson.serialize(input));
      return method === 'POST'
        ? t.app.inject({
            method,
            url: '/trpc/registration.newsletterLink',
            headers: { 'content-type': 'application/json' },
            payload: encoded,
          })
        : t.app.inject({ method, url: `/trpc/registration.newsletterLink?input=${encodeURIComponent(encoded)}` });
    };
    const answer = (res: { json(): any }) => newsletterLinkSchema.parse(superjson.deserialize(res.json().result.data));
    /** An Indonesian reader's sign-up (the form was in Indonesian): their confirmation link and unsubscribe token. */
    async function indonesianSignUp(email: string) {
      await t.app.inject({
        method: 'POST',
        url: '/api/app/newsletter',
        headers: { 'accept-language': 'id' },
        payload: { email, consent: true },
        remoteAddress: '10.0.0.9',
      });
      const confirmation = confirmToken((await mailsTo(email))[0]!.body_text);
      return { confirmation, unsubscribe: (await subscriber(email)).unsubscribe_token };
    }

    it('say whom a link is for and where the subscription stands, read by POST only and never stored', async () => {
      const tokens = await indonesianSignUp('sari@example.com');
      const pending = await readLink({ kind: 'confirm', token: tokens.confirmation });
      expect(pending.statusCode).toBe(200);
      expect(pending.headers['cache-control']).toBe('no-store');
      expect(answer(pending)).toEqual({ email: 'sari@example.com', locale: 'id', state: 'pending' });
      expect(answer(await readLink({ kind: 'unsubscribe', token: tokens.unsubscribe }))).toMatchObject({
        state: 'pending',
      });
      // Reading changes nothing.
      expect((await subscriber('sari@example.com')).confirmed_at).toBeNull();

      // The token never goes in a URL: asked by GET, the read is refused.
      const byGet = await readLink({ kind: 'unsubscribe', token: tokens.unsubscribe }, 'GET');
      expect(byGet.statusCode).toBe(405);
      expect(byGet.headers.allow).toBe('POST');

      await confirm(tokens.confirmation);
      expect((await readLink({ kind: 'confirm', token: tokens.confirmation })).statusCode).toBe(404);
      expect(answer(await readLink({ kind: 'unsubscribe', token: tokens.unsubscribe })).state).toBe('subscribed');
      await t.app.inject({ method: 'POST', url: `/api/app/newsletter/unsubscribe/${tokens.unsubscribe}` });
      expect(answer(await readLink({ kind: 'unsubscribe', token: tokens.unsubscribe })).state).toBe('unsubscribed');
      expect((await readLink({ kind: 'unsubscribe', token: 'no-such-token-anywhere' })).statusCode).toBe(404);
      expect((await readLink({ kind: 'unsubscribe', token: 'x' })).statusCode).toBe(422);
    });

    it('are in the subscriber’s language, unless the reader asked for one, never indexed nor stored', async () => {
      const tokens = await indonesianSignUp('budi@example.com');
      const english = { 'accept-language': 'en-US,en;q=0.9' };
      for (const url of [
        `/newsletter/unsubscribe?token=${tokens.unsubscribe}`,
        `/newsletter/confirm/${tokens.confirmation}`,
      ]) {
        const page = await t.app.inject({ method: 'GET', url, headers: english });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-store');
        expect(page.headers['x-robots-tag'], url).toBe('noindex, nofollow');
        expect(page.body, url).toContain('<html lang="id">');
        expect(page.body, url).toContain('<meta name="robots" content="noindex, nofollow" />');
        expect(page.body, url).not.toContain('rel="canonical"');
        // A language the reader chose: a link's own, or the one the site remembers.
        const chosen = await t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}lang=fr` });
        expect(chosen.body, url).toContain('<html lang="fr">');
        const remembered = await t.app.inject({ method: 'GET', url, headers: { ...english, cookie: 'locale=es' } });
        expect(remembered.body, url).toContain('<html lang="es">');
      }
      // A link that names nobody: the visitor's language, and the page says so.
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/newsletter/unsubscribe?token=no-such-token-anywhere',
        headers: { 'accept-language': 'pt-BR' },
      });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toContain('<html lang="pt-BR">');
      expect(unknown.headers['cache-control']).toBe('no-store');
    });
  });

  it('expires only unconfirmed sign-ups whose confirmation is more than 7 days old', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await t.db.db
      .insertInto('newsletter_subscribers')
      .values([
        {
          email: 'old-unconfirmed@example.com',
          unsubscribe_token: 'expiry-token-1-xxxxxxxx',
          confirmation_sent_at: ago(8),
        },
        {
          email: 'new-unconfirmed@example.com',
          unsubscribe_token: 'expiry-token-2-xxxxxxxx',
          confirmation_sent_at: ago(6),
        },
        {
          email: 'old-confirmed@example.com',
          unsubscribe_token: 'expiry-token-3-xxxxxxxx',
          confirmation_sent_at: ago(30),
          confirmed_at: ago(29),
        },
      ])
      .execute();
    expect(await expireUnconfirmedSignUps(t.db.db, now)).toEqual({ deleted: 1 });
    const left = await t.db.db
      .selectFrom('newsletter_subscribers')
      .select('email')
      .where('email', 'in', ['old-unconfirmed@example.com', 'new-unconfirmed@example.com', 'old-confirmed@example.com'])
      .orderBy('email')
      .execute();
    expect(left.map((r) => r.email)).toEqual(['new-unconfirmed@example.com', 'old-confirmed@example.com']);
    // Running again (another node) deletes nothing more.
    expect(await expireUnconfirmedSignUps(t.db.db, now)).toEqual({ deleted: 0 });
  });

  it('refuses a confirmation link older than 7 days even before the expiry job runs', async () => {
    await signUp('late@example.com');
    const token = confirmToken((await mailsTo('late@example.com'))[0]!.body_text);
    await t.db.db
      .updateTable('newsletter_subscribers')
      .set({ confirmation_sent_at: new Date(Date.now() - 8 * DAY_MS) })
      .where('email', '=', 'late@example.com')
      .execute();
    expect((await confirm(token)).statusCode).toBe(404);
  });
});
