import { generateSessions, sendPasswordResetLinks } from '@app/api/server';
import { DEMO_ADMIN, type DbHandle } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { SecretUrls } from '../src/secret-urls';
import { addClass, addSession, bookingInput, tokenFromLatestEmail } from './booking-fixtures';
import { SPA_INDEX, testConfig, tokenFor, webDistWith } from './helpers';

const METRICS_TOKEN = 'metrics-token-0123456789';
const STRONG = 'amber kettle horizon 58';

describe('a URL as the log writes it', () => {
  const urls = new SecretUrls();
  urls.addRoute('/api/app/booking/:token/cancel');
  urls.addRoute('/api/app/class/:slug');

  it('redacts the token segment of token pages and of routes with a `:token` parameter, and nothing else', () => {
    expect(urls.redact('/booking/abc_DEF-123')).toBe('/booking/[redacted]');
    expect(urls.redact('/newsletter/confirm/abc?lang=fr')).toBe('/newsletter/confirm/[redacted]?lang=fr');
    expect(urls.redact('/admin/invitation/abc')).toBe('/admin/invitation/[redacted]');
    expect(urls.redact('//ADMIN//reset-password/abc/')).toBe('//ADMIN//reset-password/[redacted]/');
    expect(urls.redact('/api/app/booking/abc/calendar.ics')).toBe('/api/app/booking/[redacted]/calendar.ics');
    expect(urls.redact('/api/app/class/yoga-flow')).toBe('/api/app/class/yoga-flow');
    expect(urls.redact('/booking')).toBe('/booking');
  });

  it('keeps only the values of parameters that never carry a secret', () => {
    expect(urls.redact('/newsletter/unsubscribe?token=abc&lang=id')).toBe(
      '/newsletter/unsubscribe?token=[redacted]&lang=id',
    );
    expect(urls.redact('/trpc/a,b?batch=1&input=%7B%22token%22%3A%22abc%22%7D')).toBe(
      '/trpc/a,b?batch=1&input=[redacted]',
    );
    expect(urls.redact('/admin/login?handoff=abc')).toBe('/admin/login?handoff=[redacted]');
    expect(urls.redact('/x?abc%2Fdef&page=2')).toBe('/x?[redacted]&page=2');
  });
});

describe.each(testDatabaseTargets())('secrets in the server log on $kind', (target) => {
  let db: DbHandle;
  let app: FastifyInstance;
  let base: string;
  const lines: string[] = [];
  /** Every secret a person or integrator used below: none may be in the log or the metrics. */
  const secrets = new Map<string, string>();

  const send = (method: string, path: string, body?: unknown, token?: string) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: 'manual',
    });
  const mutate = (path: string, input: unknown, token?: string) =>
    send('POST', `/trpc/${path}`, superjson.serialize(input), token);
  const query = (path: string, input: unknown) =>
    send('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`);
  const newestMailTo = async (to: string) =>
    (
      await db.db
        .selectFrom('email_outbox')
        .select('body_text')
        .where('to_address', '=', to)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).body_text;
  const linkToken = (text: string, path: string) => {
    const token = new RegExp(`${path}([A-Za-z0-9_-]+)`).exec(text)?.[1];
    if (!token) throw new Error(`No ${path} link in: ${text}`);
    return token;
  };

  beforeAll(async () => {
    db = await target.seeded();
    await generateSessions(db.db, new Date());
    app = await buildApp({
      db,
      // Every request is "slow" (its warning is written too), and metrics are counted.
      config: { ...testConfig, webDist: webDistWith(SPA_INDEX), metricsToken: METRICS_TOKEN, slowRequestMs: 1 },
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('a booking: booked, its page, its calendar, read and cancelled by its link', async () => {
    const classId = await addClass(db, 'secret-logs', { capacity: 10 });
    const sessionId = await addSession(db, classId, 72);
    const booked = await send('POST', '/api/app/class-registration', bookingInput('secret-logs', sessionId));
    expect(booked.status).toBe(200);
    // The link travels by email only.
    const token = await tokenFromLatestEmail(db, 'ayu@example.com');
    secrets.set('manage link', token);
    expect((await send('GET', `/booking/${token}`)).status).toBe(200);
    expect((await send('GET', `/api/app/booking/${token}`)).status).toBe(200);
    expect((await send('GET', `/api/app/booking/${token}/calendar.ics`)).status).toBe(200);
    expect((await send('POST', '/api/app/booking', { token })).status).toBe(200);
    expect((await mutate('booking.get', { token })).status).toBe(200);
    // An old client's GET of tRPC's booking read is refused, and its URL still redacted.
    await query('booking.get', { token });
    await send('GET', `/api/app/booking/${token}/no-such-thing`);
    expect((await send('POST', `/api/app/booking/${token}/cancel`)).status).toBe(200);
  });

  it('an invitation and a password reset: emailed, opened, read and used', async () => {
    const admin = (await tokenFor(db, DEMO_ADMIN.email)).token;
    secrets.set('staff bearer token', admin);
    const email = 'sekar-log@ruangteduh.example';
    const invited = await mutate('admin.staff.invite', { email, name: 'Sekar', role: 'editor' }, admin);
    expect(invited.status).toBe(200);
    const invitation = linkToken(await newestMailTo(email), '/admin/invitation/');
    secrets.set('invitation', invitation);
    expect((await send('GET', `/admin/invitation/${invitation}`)).status).toBe(200);
    expect((await mutate('auth.passwordLink', { token: invitation })).status).toBe(200);
    // An old client's GET of it is refused, and its URL still redacted.
    await query('auth.passwordLink', { token: invitation });
    expect((await mutate('auth.setPassword', { token: invitation, password: STRONG })).status).toBe(200);

    expect((await mutate('auth.forgotPassword', { email })).status).toBe(200);
    await sendPasswordResetLinks(db.db, { publicUrl: testConfig.publicUrl, site: testConfig.site }, new Date());
    const reset = linkToken(await newestMailTo(email), '/admin/reset-password/');
    secrets.set('password reset', reset);
    expect((await send('GET', `/admin/reset-password/${reset}`)).status).toBe(200);
    expect((await mutate('auth.passwordLink', { token: reset })).status).toBe(200);
    expect((await mutate('auth.setPassword', { token: reset, password: `${STRONG} again` })).status).toBe(200);
  });

  it('a newsletter sign-up: confirmed by its link, then unsubscribed by the other', async () => {
    const email = 'news-log@example.com';
    expect((await send('POST', '/api/app/newsletter', { email, consent: true })).status).toBe(200);
    const confirm = linkToken(await newestMailTo(email), '/newsletter/confirm/');
    secrets.set('newsletter confirmation', confirm);
    expect((await send('GET', `/newsletter/confirm/${confirm}`)).status).toBe(200);
    expect((await send('POST', '/api/app/newsletter/confirm', { token: confirm })).status).toBe(200);
    const { unsubscribe_token: unsubscribe } = await db.db
      .selectFrom('newsletter_subscribers')
      .select('unsubscribe_token')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    secrets.set('unsubscribe link', unsubscribe);
    expect((await send('GET', `/api/app/newsletter/unsubscribe/${unsubscribe}`)).status).toBe(303);
    expect((await send('GET', `/newsletter/unsubscribe?token=${unsubscribe}`)).status).toBe(200);
    expect((await send('POST', `/api/app/newsletter/unsubscribe/${unsubscribe}`)).status).toBe(200);
  });

  it('sign-in hand-offs and provider callbacks carry their codes in the query', async () => {
    secrets.set('hand-off code', 'handoffCodeFromTheProvider123');
    secrets.set('provider code', 'providerCode456');
    secrets.set('provider state', 'providerState789');
    await send('GET', '/admin/login?handoff=handoffCodeFromTheProvider123');
    await send('GET', '/api/oauth/dev/callback?code=providerCode456&state=providerState789');
  });

  it('writes none of those secrets to the log or the metrics, in any form, and still logs every request', async () => {
    const metrics = await (await send('GET', '/metrics', undefined, METRICS_TOKEN)).text();
    expect(metrics).toContain('route="/api/app/booking/:token/cancel"');
    const log = lines.join('');
    expect(secrets.size).toBe(9);
    for (const [what, secret] of secrets) {
      for (const form of new Set([secret, encodeURIComponent(secret), encodeURIComponent(JSON.stringify(secret))])) {
        expect(log.includes(form), `${what} in the log`).toBe(false);
        expect(metrics.includes(form), `${what} in the metrics`).toBe(false);
      }
    }
    expect(log).toContain('"url":"/booking/[redacted]"');
    expect(log).toContain('"url":"/api/app/booking/[redacted]/cancel"');
    expect(log).toContain('"url":"/newsletter/unsubscribe?token=[redacted]"');
    expect(log).toContain('"route":"/api/app/newsletter/unsubscribe/:token"');
  });
});
