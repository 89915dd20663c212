import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAttemptAt, WEBHOOK_RETRY_WINDOW_MS } from '../src/services/webhooks/backoff';
import { deliverWebhook, WEBHOOK_MAX_ANSWER_BYTES, WEBHOOK_TIMEOUT_MS } from '../src/services/webhooks/deliver';
import {
  generateWebhookSecret,
  isWebhookSecret,
  signWebhook,
  WEBHOOK_SECRET_PREFIX,
  webhookHeaders,
} from '../src/services/webhooks/signature';
import { checkWebhookUrl, forbiddenAddress } from '../src/services/webhooks/ssrf';

const body = JSON.stringify({ id: 'evt_1', type: 'booking.created', data: { id: 42, name: 'Wayan Sutrisno ✓' } });

describe('webhook signatures (verified by the standardwebhooks package)', () => {
  it('generates whsec_ secrets of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(WEBHOOK_SECRET_PREFIX).toBe('whsec_');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(isWebhookSecret(secret)).toBe(true);
    expect(generateWebhookSecret()).not.toBe(secret);
    expect(isWebhookSecret('whsec_c2hvcnQ=')).toBe(false);
    expect(isWebhookSecret('rt_abc')).toBe(false);
  });

  it('signs what Webhook.verify accepts, and refuses a changed body or another secret', () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders({ id: 'msg_1', body, secrets: [secret] });
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(`${body} `, { ...headers })).toThrow('No matching signature');
    expect(() => new Webhook(generateWebhookSecret()).verify(body, { ...headers })).toThrow('No matching signature');
  });

  it('matches the library’s own signature for the same message', () => {
    const secret = generateWebhookSecret();
    const at = new Date('2026-11-29T02:00:00Z');
    expect(signWebhook(secret, 'msg_2', at.getTime() / 1000, body)).toBe(new Webhook(secret).sign('msg_2', at, body));
  });

  it('signs with both secrets during a rotation: the old and the new one verify', () => {
    const old = generateWebhookSecret();
    const current = generateWebhookSecret();
    const headers = webhookHeaders({ id: 'msg_3', body, secrets: [current, old] });
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(old).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(new Webhook(current).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateWebhookSecret()).verify(body, { ...headers })).toThrow();
  });

  it('needs a secret', () => {
    expect(() => webhookHeaders({ id: 'msg_4', body, secrets: [] })).toThrow();
  });
});

describe('webhook URL check (SSRF)', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://localhost:3000/hook',
    'http://[::1]/hook',
    'http://10.0.0.1/hook',
    'http://172.16.5.4/hook',
    'http://192.168.1.10/hook',
    'http://100.64.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://0.0.0.0/hook',
    'http://224.0.0.1/hook',
    'http://2130706433/hook',
  ])('refuses %s', async (url) => {
    const check = await checkWebhookUrl(url);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(/non-public address/);
  });

  it('names the metadata address', () => {
    expect(forbiddenAddress('169.254.169.254')).toBe('metadata');
    expect(forbiddenAddress('::ffff:169.254.169.254')).toBe('metadata');
    expect(forbiddenAddress('::ffff:10.1.2.3')).toBe('private');
    expect(forbiddenAddress('93.184.216.34')).toBeNull();
    expect(forbiddenAddress('2606:2800:220:1:248:1893:25c8:1946')).toBeNull();
  });

  it('refuses a host name resolving to loopback (localhost, by the system resolver)', async () => {
    const check = await checkWebhookUrl('https://localhost/hook');
    expect(check).toMatchObject({ ok: false, reason: expect.stringContaining('loopback') });
  });

  it('refuses a host when any of its addresses is private', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    expect(await checkWebhookUrl('https://hooks.example.com/x', { resolve })).toMatchObject({ ok: false });
  });

  it('accepts a public address without connecting, and answers the address to connect to', async () => {
    expect(await checkWebhookUrl('http://93.184.216.34/hook')).toMatchObject({
      ok: true,
      address: '93.184.216.34',
      family: 4,
    });
    const resolve = async () => [{ address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 }];
    expect(await checkWebhookUrl('https://hooks.example.com/x', { resolve })).toMatchObject({
      ok: true,
      address: '2606:2800:220:1:248:1893:25c8:1946',
      family: 6,
    });
  });

  it('refuses other schemes, and http when https is required', async () => {
    expect(await checkWebhookUrl('ftp://93.184.216.34/x')).toMatchObject({ ok: false });
    expect(await checkWebhookUrl('file:///etc/passwd')).toMatchObject({ ok: false });
    expect(await checkWebhookUrl('not a url')).toMatchObject({ ok: false });
    expect(await checkWebhookUrl('http://93.184.216.34/x', { requireHttps: true })).toMatchObject({
      ok: false,
      reason: 'The URL must use https.',
    });
    expect(await checkWebhookUrl('https://93.184.216.34/x', { requireHttps: true })).toMatchObject({ ok: true });
  });

  it('refuses a host that does not resolve', async () => {
    const resolve = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkWebhookUrl('https://nowhere.invalid/x', { resolve })).toMatchObject({ ok: false });
  });

  it('lets private addresses pass with allowPrivate (WEBHOOK_ALLOW_PRIVATE_URLS)', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:8080/hook', { allowPrivate: true })).toMatchObject({
      ok: true,
      address: '127.0.0.1',
    });
  });
});

describe('webhook delivery', () => {
  interface Received {
    url: string | undefined;
    headers: http.IncomingHttpHeaders;
    body: string;
  }
  const received: Received[] = [];
  let answerClosedEarly = false;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        switch (request.url) {
          case '/ok':
            response.writeHead(200, { 'content-type': 'text/plain' }).end(`thanks ${'x'.repeat(2000)}`);
            break;
          case '/fail':
            response.writeHead(500).end('database down');
            break;
          case '/redirect':
            response.writeHead(302, { location: `${base}/ok` }).end();
            break;
          case '/stall':
            // The head and a first line, then nothing.
            response.writeHead(200).write('working on it');
            break;
          case '/slow':
            // Never answers (afterAll closes the connection).
            break;
          case '/huge': {
            // 8 MB in 64 KB writes; a client reading everything would get them all.
            response.writeHead(200);
            const chunk = Buffer.alloc(64 * 1024, 'a');
            let left = 128;
            const write = () => {
              while (left > 0) {
                left -= 1;
                if (!response.write(chunk)) return void response.once('drain', write);
              }
              response.end();
            };
            response.on('close', () => {
              if (left > 0) answerClosedEarly = true;
            });
            write();
            break;
          }
          default:
            response.writeHead(404).end();
        }
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    server.close();
  });

  const secret = generateWebhookSecret();
  const message = { id: 'msg_d1', body, secrets: [secret] };

  it('refuses a private endpoint without allowPrivate, before connecting', async () => {
    const before = received.length;
    const result = await deliverWebhook(`${base}/ok`, message);
    expect(result).toMatchObject({ ok: false, status: null, bodyStart: '', bytesRead: 0 });
    expect(result.error).toMatch(/non-public address \(loopback\)/);
    expect(received).toHaveLength(before);
  });

  it('posts the signed body and records a 200 with its duration and the answer’s first 1 KB', async () => {
    const result = await deliverWebhook(`${base}/ok`, message, { allowPrivate: true });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(result.error).toBeUndefined();
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(result.bodyStart).toHaveLength(1024);
    expect(result.bodyStart.startsWith('thanks xxx')).toBe(true);
    expect(result.bytesRead).toBe(2007);
    const last = received.at(-1);
    expect(last?.body).toBe(body);
    expect(last?.headers['content-type']).toBe('application/json');
    const headers = {
      'webhook-id': String(last?.headers['webhook-id']),
      'webhook-timestamp': String(last?.headers['webhook-timestamp']),
      'webhook-signature': String(last?.headers['webhook-signature']),
    };
    expect(headers['webhook-id']).toBe('msg_d1');
    expect(new Webhook(secret).verify(last?.body ?? '', headers)).toEqual(JSON.parse(body));
  });

  it('connects to the address the check approved, not to a second DNS answer (rebinding)', async () => {
    // hooks.example.test does not exist in DNS: the request can only reach the server through the
    // address the check resolved, pinned by the request's lookup; the Host header keeps the name.
    const port = new URL(base).port;
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const result = await deliverWebhook(`http://hooks.example.test:${port}/ok`, message, {
      allowPrivate: true,
      resolve,
    });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(received.at(-1)?.headers.host).toBe(`hooks.example.test:${port}`);
  });

  it('records a 500 as a failure with the answer', async () => {
    const result = await deliverWebhook(`${base}/fail`, message, { allowPrivate: true });
    expect(result).toMatchObject({ ok: false, status: 500, bodyStart: 'database down', error: 'Answered 500.' });
  });

  it('does not follow a redirect: a 302 is a failure', async () => {
    const before = received.length;
    const result = await deliverWebhook(`${base}/redirect`, message, { allowPrivate: true });
    expect(result).toMatchObject({ ok: false, status: 302, error: 'Redirect (302) not followed.' });
    expect(received).toHaveLength(before + 1);
    // Only the redirecting path was called; its target was not.
    expect(received.at(-1)?.url).toBe('/redirect');
  });

  it('times out a slow endpoint (10 s by default, shorter here)', async () => {
    expect(WEBHOOK_TIMEOUT_MS).toBe(10_000);
    const result = await deliverWebhook(`${base}/slow`, message, { allowPrivate: true, timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, status: null, error: 'No answer within 200 ms.' });
  });

  it('times out an answer whose body stalls, keeping its status', async () => {
    const result = await deliverWebhook(`${base}/stall`, message, { allowPrivate: true, timeoutMs: 200 });
    expect(result).toMatchObject({
      ok: false,
      status: 200,
      bodyStart: 'working on it',
      error: 'The answer did not end within 200 ms.',
    });
  });

  it('reads a huge answer only up to 64 KB, then stops downloading', async () => {
    const result = await deliverWebhook(`${base}/huge`, message, { allowPrivate: true });
    expect(WEBHOOK_MAX_ANSWER_BYTES).toBe(64 * 1024);
    expect(result).toMatchObject({ ok: true, status: 200, bytesRead: WEBHOOK_MAX_ANSWER_BYTES });
    expect(result.bodyStart).toBe('a'.repeat(1024));
    await expect.poll(() => answerClosedEarly).toBe(true);
  });

  it('records a connection refused as a failure without a status', async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const result = await deliverWebhook(`http://127.0.0.1:${port}/x`, message, { allowPrivate: true });
    expect(result).toMatchObject({ ok: false, status: null });
    expect(result.error).toMatch(/ECONNREFUSED/);
  });
});

describe('webhook retry backoff', () => {
  const first = new Date('2026-11-29T00:00:00Z');
  const after = (ms: number) => new Date(first.getTime() + ms);

  it('waits between 1 s and the exponential ceiling (30 s · 2^(n−1), at most 6 h)', () => {
    for (const [attempt, ceiling] of [
      [1, 30_000],
      [2, 60_000],
      [5, 480_000],
      [12, 6 * 3600_000],
      [40, 6 * 3600_000],
    ] as const) {
      const now = after(60_000);
      expect(nextAttemptAt(attempt, first, now, () => 0)?.getTime()).toBe(now.getTime() + 1_000);
      const top = nextAttemptAt(attempt, first, now, () => 0.999_999)?.getTime() ?? 0;
      expect(top).toBe(now.getTime() + Math.floor(0.999_999 * ceiling));
      expect(top).toBeLessThan(now.getTime() + ceiling);
      const half = nextAttemptAt(attempt, first, now, () => 0.5)?.getTime() ?? 0;
      expect(half - now.getTime()).toBe(Math.max(1_000, ceiling / 2));
    }
  });

  it('is random within the bounds by default', () => {
    const now = after(0);
    for (let i = 0; i < 50; i += 1) {
      const delay = (nextAttemptAt(3, first, now)?.getTime() ?? 0) - now.getTime();
      expect(delay).toBeGreaterThanOrEqual(1_000);
      expect(delay).toBeLessThan(120_000);
    }
  });

  it('tries last at the end of the 3-day window, then gives up', () => {
    const nearEnd = after(WEBHOOK_RETRY_WINDOW_MS - 60_000);
    expect(nextAttemptAt(20, first, nearEnd, () => 0.9)).toEqual(after(WEBHOOK_RETRY_WINDOW_MS));
    expect(nextAttemptAt(21, first, after(WEBHOOK_RETRY_WINDOW_MS), () => 0.9)).toBeNull();
    expect(nextAttemptAt(22, first, after(WEBHOOK_RETRY_WINDOW_MS + 1), () => 0)).toBeNull();
  });

  it('keeps trying throughout the window with full jitter at its ceiling', () => {
    let now = first;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(attempts, first, now, () => 0.999);
      if (!next) break;
      expect(next.getTime()).toBeGreaterThan(now.getTime());
      now = next;
      attempts += 1;
    }
    expect(now).toEqual(after(WEBHOOK_RETRY_WINDOW_MS));
    expect(attempts).toBeGreaterThan(10);
    expect(attempts).toBeLessThan(30);
  });
});
