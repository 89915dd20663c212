import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverDueWebhooks, deliverWebhooks } from '@app/api/server';
import { WEBHOOK_EVENTS } from '@app/contract';
import { createDb, DEMO_ADMIN, type DbHandle } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { Webhook } from 'standardwebhooks';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { addClass, addSession, book, bookWithLink, latestMailTo, post, tokenOf } from './booking-fixtures';
import { startTestApp, TEST_SECRET, type TestApp, testConfig, tokenFor } from './helpers';
import { memberHeaders } from './member-session';
import { staffClient } from './staff-trpc';
import { rowWhere, rowsWhere } from './db-rows';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1: keeps what it gets; answers the statuses queued, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.shift() ?? 200;
      res.end(res.statusCode === 200 ? 'ok' : 'failing: whsec_AAAAAAAAAAAAAAAAAAAAAAAA');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const events = (received: Received[]) =>
  received.map((r) => JSON.parse(r.body) as { id: string; type: string; timestamp: string; data: any });

const ALL_BOOKING_EVENTS = WEBHOOK_EVENTS.filter((event) => event.startsWith('booking.'));

describe.each(testDatabaseTargets())('webhooks on $kind', (target) => {
  let t: TestApp;
  let admin: string;
  let client: ReturnType<typeof staffClient>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const deps = () => ({ db: t.db.db, sessionSecret: TEST_SECRET, webhooks: { allowPrivate: true } });
  /** Worker rounds until nothing is due at `now` (each round sends the next message of each object). */
  const drain = async (now?: Date) => {
    for (let round = 0; round < 20; round++) {
      const counts = await deliverDueWebhooks(deps(), now ? { now } : {});
      if (counts.delivered + counts.failed + counts.gaveUp === 0) return;
    }
  };

  beforeAll(async () => {
    t = await startTestApp(target, { webhooks: { allowPrivate: true, requireHttps: false } });
    admin = (await tokenFor(t.db, DEMO_ADMIN.email)).token;
    client = staffClient(t.app);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  async function createEndpoint(eventsWanted: string[], url = receiver.url) {
    const res = await client.mutate('admin.webhooks.create', { url, events: eventsWanted }, admin);
    expect(res.status, res.body).toBe(200);
    return res.data as { id: number; secret: string; secretPrefix: string };
  }
  const disable = (id: number) => client.mutate('admin.webhooks.update', { id, enabled: false }, admin);

  it('shows the secret once, stores it sealed, lists its prefix only, and audits', async () => {
    const endpoint = await createEndpoint(['booking.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.secretPrefix).toBe(endpoint.secret.slice(0, 14));
    const row = await rowWhere(t.db, 'webhook_endpoints', { id: endpoint.id });
    expect(JSON.stringify(row)).not.toContain(endpoint.secret.slice(6));
    const list = await client.query('admin.webhooks.list', undefined, admin);
    expect(list.status).toBe(200);
    expect(list.body).not.toContain(endpoint.secret.slice(14));
    expect(list.data.find((e: { id: number }) => e.id === endpoint.id)).toMatchObject({
      url: receiver.url,
      events: ['booking.created'],
      enabled: true,
    });
    const audit = await rowsWhere(t.db, 'audit_log', { entity: 'webhook', entity_id: String(endpoint.id) });
    expect(audit.map((a) => a.action)).toEqual(['create webhook']);
    await disable(endpoint.id);
  });

  it('delivers a booking made, promoted, rescheduled and cancelled as exactly those events, in order, signed', async () => {
    const endpoint = await createEndpoint(ALL_BOOKING_EVENTS);
    const classId = await addClass(t.db, 'wh-order', { capacity: 1 });
    const first = await addSession(t.db, classId, 72);
    const second = await addSession(t.db, classId, 96);
    const ayu = await bookWithLink(t, 'wh-order', first, { email: 'ayu-wh@example.com' });
    const budi = await bookWithLink(t, 'wh-order', first, { email: 'budi-wh@example.com' });
    expect(budi.status).toBe('waitlisted');
    // Ayu cancels: Budi is promoted from the waiting list; he then moves to the next date and cancels.
    expect((await post(t.app, `/api/app/booking/${tokenOf(ayu.link)}/cancel`)).statusCode).toBe(200);
    const moved = await post(t.app, `/api/app/booking/${tokenOf(budi.link)}/reschedule`, { sessionId: second });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await post(t.app, `/api/app/booking/${tokenOf(budi.link)}/cancel`)).statusCode).toBe(200);

    await drain();
    const got = events(receiver.received);
    const budiId = got.find((e) => e.data.email === 'budi-wh@example.com')?.data.id;
    const ofBudi = got.filter((e) => e.data.id === budiId);
    expect(ofBudi.map((e) => e.type)).toEqual([
      'booking.created',
      'booking.confirmed',
      'booking.rescheduled',
      'booking.cancelled',
    ]);
    expect(got.filter((e) => e.data.email === 'ayu-wh@example.com').map((e) => e.type)).toEqual([
      'booking.created',
      'booking.cancelled',
    ]);
    expect(ofBudi[0]?.data).toMatchObject({
      id: budiId,
      sessionId: first,
      class: { id: classId, slug: 'wh-order', title: 'Class wh-order' },
      status: 'waitlisted',
      seats: 1,
      name: 'Ayu Lestari',
      email: 'budi-wh@example.com',
      phone: '+62 812 3456 7890',
      source: 'web',
    });
    expect(ofBudi[2]?.data).toMatchObject({ sessionId: second, status: 'confirmed' });
    // Every delivery verifies with the standardwebhooks package, under the endpoint's secret.
    const verifier = new Webhook(endpoint.secret);
    for (const r of receiver.received) {
      const headers = {
        'webhook-id': String(r.headers['webhook-id']),
        'webhook-timestamp': String(r.headers['webhook-timestamp']),
        'webhook-signature': String(r.headers['webhook-signature']),
      };
      expect(verifier.verify(r.body, headers)).toEqual(JSON.parse(r.body));
      expect(headers['webhook-id']).toBe(JSON.parse(r.body).id);
    }
    await disable(endpoint.id);
    receiver.received.length = 0;
  });

  it('retries a receiver answering 500 twice, then 200, with the same webhook-id, and logs each attempt', async () => {
    const endpoint = await createEndpoint(['booking.created']);
    const classId = await addClass(t.db, 'wh-retry');
    const session = await addSession(t.db, classId, 72);
    receiver.answers.push(500, 500);
    await book(t.app, 'wh-retry', session, { email: 'retry-wh@example.com' });
    const start = Date.now();
    // Each round far enough on for the backoff (at most 6 hours), well within the 3 days.
    for (let hours = 0; hours <= 14; hours += 7) await drain(new Date(start + hours * 3_600_000));
    expect(receiver.received).toHaveLength(3);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    const log = await client.query('admin.webhooks.deliveries', { id: endpoint.id }, admin);
    expect(log.status).toBe(200);
    expect(log.data.total).toBe(3);
    expect(
      log.data.items.map((d: { status: number; attempt: number; ok: boolean }) => [d.attempt, d.status, d.ok]),
    ).toEqual([
      [3, 200, true],
      [2, 500, false],
      [1, 500, false],
    ]);
    // The answer's first bytes are kept, secrets redacted.
    expect(log.data.items[2].answerStart).toBe('failing: whsec_[redacted]');
    expect(log.data.items[0].eventId).toBe(ids[0]);

    // Resend: the same message (id and body) again.
    const resent = await client.mutate('admin.webhooks.resend', { deliveryId: log.data.items[0].id }, admin);
    expect(resent.status, resent.body).toBe(200);
    await drain();
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3]?.headers['webhook-id']).toBe(ids[0]);
    expect(receiver.received[3]?.body).toBe(receiver.received[2]?.body);
    await disable(endpoint.id);
    receiver.received.length = 0;
  });

  it('enqueues nothing for a change that rolls back', async () => {
    const endpoint = await createEndpoint(['booking.created']);
    const classId = await addClass(t.db, 'wh-rollback', { capacity: 1 });
    const session = await addSession(t.db, classId, 72);
    const before = await t.db.db
      .selectFrom('webhook_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Asking for more seats than are left is refused inside the booking's transaction.
    const refused = await post(t.app, '/api/app/class-registration', {
      slug: 'wh-rollback',
      sessionId: session,
      name: 'Ayu',
      email: 'rollback-wh@example.com',
      phone: '+62 812 3456 7890',
      seats: 5,
      consent: true,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const { enqueueWebhookEvent } = await import('@app/api/server');
    await expect(
      t.db.db.transaction().execute(async (trx) => {
        await enqueueWebhookEvent(trx, 'booking.created', 'booking:0', { id: 0 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await t.db.db
      .selectFrom('webhook_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    await disable(endpoint.id);
  });

  it('refuses URLs on loopback and metadata addresses unless private URLs are allowed', async () => {
    const strict = await startTestApp(target, { webhooks: { allowPrivate: false, requireHttps: true } });
    try {
      const strictAdmin = (await tokenFor(strict.db, DEMO_ADMIN.email)).token;
      const strictClient = staffClient(strict.app);
      for (const url of [
        'https://127.0.0.1/hooks',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hooks',
        'https://10.0.0.8/hooks',
      ]) {
        const res = await strictClient.mutate(
          'admin.webhooks.create',
          { url, events: ['booking.created'] },
          strictAdmin,
        );
        expect(res.status, url).toBe(422);
        expect(res.error?.fieldErrors?.url).toEqual([
          'This URL points to a private or reserved address; webhooks go to public addresses only.',
        ]);
      }
      const http = await strictClient.mutate(
        'admin.webhooks.create',
        { url: 'http://93.184.216.34/hooks', events: ['booking.created'] },
        strictAdmin,
      );
      expect(http.status).toBe(422);
      expect(http.error?.fieldErrors?.url).toEqual(['The URL must use https.']);
    } finally {
      await strict.close();
    }
    // At delivery time too: a message to an endpoint now on a private address fails without a request.
    const endpoint = await createEndpoint(['booking.created']);
    const before = receiver.received.length;
    await client.mutate('admin.webhooks.sendTest', { id: endpoint.id }, admin);
    await deliverDueWebhooks({ db: t.db.db, sessionSecret: TEST_SECRET, webhooks: { allowPrivate: false } });
    expect(receiver.received).toHaveLength(before);
    const log = await client.query('admin.webhooks.deliveries', { id: endpoint.id }, admin);
    expect(log.data.items[0]).toMatchObject({ ok: false, status: null, type: 'ping' });
    await client.mutate('admin.webhooks.delete', { id: endpoint.id }, admin);
  });

  it('signs with both secrets for 24 hours after a rotation', async () => {
    const endpoint = await createEndpoint(['booking.created']);
    const rotated = await client.mutate('admin.webhooks.rotate', { id: endpoint.id }, admin);
    expect(rotated.status).toBe(200);
    expect(rotated.data.secret).not.toBe(endpoint.secret);
    expect(rotated.data.previousSecretExpiresAt).not.toBeNull();
    const test = await client.mutate('admin.webhooks.sendTest', { id: endpoint.id }, admin);
    expect(test.status).toBe(200);
    await drain();
    const last = receiver.received.at(-1)!;
    expect(JSON.parse(last.body)).toMatchObject({ id: test.data.eventId, type: 'ping' });
    const headers = {
      'webhook-id': String(last.headers['webhook-id']),
      'webhook-timestamp': String(last.headers['webhook-timestamp']),
      'webhook-signature': String(last.headers['webhook-signature']),
    };
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(endpoint.secret).verify(last.body, headers)).toMatchObject({ type: 'ping' });
    expect(new Webhook(rotated.data.secret).verify(last.body, headers)).toMatchObject({ type: 'ping' });
    // After the 24 hours only the new secret signs.
    await client.mutate('admin.webhooks.sendTest', { id: endpoint.id }, admin);
    await drain(new Date(Date.now() + 25 * 3_600_000));
    const later = receiver.received.at(-1)!;
    expect(String(later.headers['webhook-signature']).split(' ')).toHaveLength(1);
    await client.mutate('admin.webhooks.delete', { id: endpoint.id }, admin);
  });

  it('gives up after 3 days of failures, disables the endpoint and emails the admins', async () => {
    const endpoint = await createEndpoint(['booking.created']);
    const classId = await addClass(t.db, 'wh-giveup');
    const session = await addSession(t.db, classId, 400);
    receiver.answers.push(...Array.from({ length: 40 }, () => 503));
    await book(t.app, 'wh-giveup', session, { email: 'giveup-wh@example.com' });
    const start = Date.now();
    let hours = 0;
    while (hours <= 80) {
      await deliverWebhooks(
        { ...deps(), publicUrl: 'http://localhost:3000', site: testConfig.site },
        {
          now: new Date(start + hours * 3_600_000),
        },
      );
      hours += 7;
    }
    const [row] = (await client.query('admin.webhooks.list', undefined, admin)).data.filter(
      (e: { id: number }) => e.id === endpoint.id,
    );
    expect(row).toMatchObject({ enabled: false, disabledReason: 'Deliveries failed for 3 days.' });
    const message = await rowWhere(t.db, 'webhook_messages', { endpoint_id: endpoint.id });
    expect(message.given_up_at).not.toBeNull();
    expect(message.delivered_at).toBeNull();
    const mail = await latestMailTo(t.db, DEMO_ADMIN.email);
    expect(mail.subject ?? '').toContain('webhook was disabled');
    expect(mail.body_text ?? '').toContain(receiver.url);
    receiver.answers.length = 0;
    receiver.received.length = 0;
  });

  /** The events besides a booking's own (made, promoted, rescheduled, cancelled): one each in the next test. */
  const OTHER_EVENTS = WEBHOOK_EVENTS.filter(
    (event) => event === 'booking.checked_in' || !event.startsWith('booking.'),
  );

  it('sends check-in, session, newsletter, contact and private-request events with their objects', async () => {
    const endpoint = await createEndpoint(OTHER_EVENTS);
    receiver.received.length = 0;
    const classId = await addClass(t.db, 'wh-others');
    const session = await addSession(t.db, classId, 0.5);
    const booking = await book(t.app, 'wh-others', session, { email: 'checkin-wh@example.com' });
    const [row] = await rowsWhere(t.db, 'class_registrations', { email: 'checkin-wh@example.com' });
    expect(booking.status).toBe('confirmed');
    const checkIn = await client.mutate('admin.sessions.checkIn', { bookingId: row!.id, checkedIn: true }, admin);
    expect(checkIn.status, checkIn.body).toBe(200);
    // Checked in again: nothing new to tell.
    await client.mutate('admin.sessions.markAttendance', { bookingId: row!.id, state: 'attended' }, admin);
    const cancelled = await client.mutate('admin.sessions.cancel', { sessionId: session }, admin);
    expect(cancelled.status, cancelled.body).toBe(200);

    const email = 'news-wh@example.com';
    expect((await post(t.app, '/api/app/newsletter', { email, consent: true })).statusCode).toBe(200);
    const mail = await rowWhere(t.db, 'email_outbox', { to_address: email });
    const token = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.body_text ?? '')?.[1] ?? '';
    expect((await post(t.app, '/api/app/newsletter/confirm', { token })).statusCode).toBe(200);
    const { unsubscribe_token } = await rowWhere(t.db, 'newsletter_subscribers', { email });
    expect((await post(t.app, `/api/app/newsletter/unsubscribe/${unsubscribe_token}`)).statusCode).toBe(200);
    // Unsubscribing twice tells once.
    expect((await post(t.app, `/api/app/newsletter/unsubscribe/${unsubscribe_token}`)).statusCode).toBe(200);

    const contact = await post(t.app, '/api/app/contact', {
      name: 'Sari',
      email: 'contact-wh@example.com',
      message: 'Halo',
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const privateSlug = await rowWhere(t.db, 'classes', { class_type: 'PRIVATE_SESSION', status: 'published' });
    const request = await post(t.app, '/api/app/private-session-request', {
      slug: privateSlug.slug,
      name: 'Rina',
      email: 'private-wh@example.com',
      phone: '+62 811 222 333',
      preferredTimes: 'Mornings',
      preferredDates: ['2031-05-06'],
      consent: true,
    });
    expect(request.statusCode, request.body).toBe(200);

    await drain();
    // One each (objects differ: no order between them).
    const got = events(receiver.received);
    expect(got.map((e) => e.type).sort()).toEqual([...OTHER_EVENTS].sort());
    const of = (type: string) => got.find((e) => e.type === type)?.data;
    expect(of('booking.checked_in')).toMatchObject({ id: row!.id, sessionId: session, status: 'confirmed' });
    expect(of('session.cancelled')).toMatchObject({
      id: session,
      class: { id: classId, slug: 'wh-others' },
      status: 'cancelled',
    });
    expect(of('newsletter.subscribed')).toMatchObject({ email });
    expect(of('newsletter.unsubscribed')).toMatchObject({ email });
    expect(of('contact.received')).toMatchObject({ name: 'Sari', email: 'contact-wh@example.com', message: 'Halo' });
    expect(of('private_request.created')).toMatchObject({
      class: { slug: privateSlug.slug },
      email: 'private-wh@example.com',
      preferredDates: ['2031-05-06'],
    });
    await disable(endpoint.id);
    receiver.received.length = 0;
  });

  it('tells of a member subscribing and unsubscribing from “My bookings”, once each', async () => {
    const endpoint = await createEndpoint(['newsletter.subscribed', 'newsletter.unsubscribed']);
    receiver.received.length = 0;
    const classId = await addClass(t.db, 'wh-member');
    await book(t.app, 'wh-member', await addSession(t.db, classId, 72), { email: 'member-wh@example.com' });
    const headers = await memberHeaders(t, 'member-wh@example.com');
    const call = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(superjson.serialize({})),
      });
    for (const path of ['member.subscribe', 'member.subscribe', 'member.unsubscribe', 'member.unsubscribe'])
      expect((await call(path)).statusCode, path).toBe(200);
    await drain();
    const got = events(receiver.received);
    expect(got.map((e) => e.type)).toEqual(['newsletter.subscribed', 'newsletter.unsubscribed']);
    expect(got[0]?.data).toMatchObject({ email: 'member-wh@example.com' });
    await disable(endpoint.id);
    receiver.received.length = 0;
  });

  it('lets an API key with webhooks:manage manage endpoints, and refuses one without it', async () => {
    const key = async (scopes: string[]) =>
      (await client.mutate('admin.apiKeys.create', { name: `Hooks ${scopes.join()}`, scopes }, admin)).data
        .secret as string;
    const manager = await key(['webhooks:manage']);
    const created = await client.mutate(
      'admin.webhooks.create',
      { url: receiver.url, events: ['contact.received'] },
      manager,
    );
    expect(created.status).toBe(200);
    expect((await client.query('admin.webhooks.list', undefined, manager)).status).toBe(200);
    const reader = await key(['sessions:read']);
    const refused = await client.query('admin.webhooks.list', undefined, reader);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('This API key does not have the webhooks:manage scope.');
    // Over REST alike: the same procedures.
    const rest = (key: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/webhooks', headers: { authorization: `Bearer ${key}` } });
    const listed = await rest(manager);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().result.map((e: { id: number }) => e.id)).toContain(created.data.id);
    const restRefused = await rest(reader);
    expect(restRefused.statusCode).toBe(403);
    expect(restRefused.json().message).toBe('This API key does not have the webhooks:manage scope.');
    await client.mutate('admin.webhooks.delete', { id: created.data.id }, manager);
  });
});

describe.each(testDatabaseTargets())('webhooks from two nodes on $kind', (target) => {
  it('delivers each message once when two app instances run the worker on one database', async () => {
    const receiver = await startReceiver();
    const shared = target.seededUrl ? await target.seededUrl() : null;
    const handles: DbHandle[] = shared
      ? [
          await createDb({ databaseUrl: shared.url, poolMax: 4 }),
          await createDb({ databaseUrl: shared.url, poolMax: 4 }),
        ]
      : [await target.seeded()];
    const [first, second = first] = handles as [DbHandle, DbHandle?];
    const config = { ...testConfig, webhooks: { allowPrivate: true, requireHttps: false, intervalMs: 20 } };
    const a = await buildApp({ db: first, config });
    const b = await buildApp({ db: second, config });
    try {
      const token = (await tokenFor(first, DEMO_ADMIN.email)).token;
      const client = staffClient(a);
      const res = await client.mutate(
        'admin.webhooks.create',
        { url: receiver.url, events: ['contact.received'] },
        token,
      );
      expect(res.status, res.body).toBe(200);
      const count = 12;
      for (let i = 0; i < count; i++) {
        const sent = await post(i % 2 ? b : a, '/api/app/contact', {
          name: `Sender ${i}`,
          email: `sender${i}@example.com`,
          message: `Message ${i}`,
        });
        expect(sent.statusCode, sent.body).toBe(200);
      }
      const deadline = Date.now() + 30_000;
      while (receiver.received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      // A moment more: a second delivery of any message would arrive now.
      await new Promise((r) => setTimeout(r, 300));
      const ids = receiver.received.map((r) => r.headers['webhook-id']);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
      const attempts = await first.db.selectFrom('webhook_messages').select(['attempts', 'delivered_at']).execute();
      expect(attempts.every((m) => m.attempts === 1 && m.delivered_at !== null)).toBe(true);
    } finally {
      await a.close();
      await b.close();
      for (const handle of new Set(handles)) await handle.close();
      await shared?.drop();
      await receiver.close();
    }
  }, 60_000);
});
