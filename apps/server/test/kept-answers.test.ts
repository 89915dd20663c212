import { STATIC_CONTENT_CODES } from '@app/contract';
import type { DbHandle } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { PUBLIC_READS } from '../src/plugins/request-forgery';
import { testConfig } from './helpers';

/**
 * The REST shims call procedures through `createCaller`, which answers a kept answer without tRPC's
 * caller (packages/api/src/caller.ts). Here it can be switched to tRPC's own caller, request by
 * request, so that each answer of the shortcut is compared with the usual one.
 */
const callers = vi.hoisted(() => ({ trpcOnly: false, trpcCalls: 0 }));
vi.mock('@app/api', async (importOriginal) => {
  const api = await importOriginal<typeof import('@app/api')>();
  return {
    ...api,
    createCaller: (ctx: Parameters<typeof api.createCaller>[0]) => {
      if (!callers.trpcOnly) return api.createCaller(ctx);
      callers.trpcCalls++;
      return api.appRouter.createCaller(ctx);
    },
  };
});

/** Paths under /api/app that are not cached public reads: a booking's manage link answers personal data. */
/** Personal reads: a manage link's, and a member session's (no-store, never kept). */
const NOT_CACHED = new Set([
  '/api/app/booking/{token}',
  '/api/app/booking/{token}/calendar.ics',
  '/api/app/my-bookings',
  '/api/app/my-data',
]);

/** A read as the tests send it (a narrower `InjectOptions`). */
interface Read {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

/** What differs between any two answers: the request id (light-my-request sends no Date). */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'date']);

/** Status, every header but the per-request ones, and the bytes: what must be identical. */
function wholeAnswer(res: LightMyRequestResponse) {
  return {
    status: res.statusCode,
    headers: Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_REQUEST_HEADERS.has(name))),
    body: res.rawPayload.toString('base64'),
  };
}

/** The request variants every read is asked with (each alone, then all together). */
const VARIANTS: Record<string, Record<string, string>> = {
  plain: {},
  gzip: { 'accept-encoding': 'gzip' },
  brotli: { 'accept-encoding': 'br, gzip;q=0.5' },
  noCompression: { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
  french: { 'accept-language': 'fr-FR,fr;q=0.9' },
  allowedOrigin: { origin: 'https://partner.example' },
  otherOrigin: { origin: 'https://elsewhere.example' },
  staleTag: { 'if-none-match': 'W/"not-the-current-one"' },
  anyTag: { 'if-none-match': '*' },
  cookieWithoutToken: { cookie: 'XSRF-TOKEN=abc; locale=fr' },
  bearer: { authorization: 'Bearer not-a-session' },
};
VARIANTS.everything = Object.assign({}, ...Object.values(VARIANTS), { 'if-none-match': 'W/"x"' });

describe.each(testDatabaseTargets())(
  'REST answers from kept answers, byte for byte as through tRPC, on $kind',
  (target) => {
    let db: DbHandle;
    let app: FastifyInstance;
    let reads: Read[];

    beforeAll(async () => {
      db = await target.seeded();
      app = await buildApp({ db, config: testConfig });
      await app.ready();
      const classes = (await app.inject({ method: 'POST', url: '/api/app/class', payload: { type: 'REGULAR' } })).json()
        .result as { slug: string; classType: string }[];
      const counselors = (await app.inject({ method: 'GET', url: '/api/app/counselor' })).json().result as {
        slug: string;
      }[];
      const [aClass] = classes;
      const [counselor] = counselors;
      if (!aClass || !counselor) throw new Error('the seed has classes and facilitators');
      const classInput = { type: aClass.classType, slug: aClass.slug };
      const post = (url: string, payload: object): Read => ({ method: 'POST', url, payload });
      const get = (url: string): Read => ({ method: 'GET', url });
      reads = [
        post('/api/app/class', { type: 'REGULAR' }),
        post('/api/app/class', { type: 'WORKSHOP_AND_EVENT' }),
        post('/api/app/class-detail', { slug: aClass.slug }),
        get(`/api/app/class/${aClass.slug}/sessions`),
        post('/api/app/class-suggestion', classInput),
        post('/api/app/class-comment', classInput),
        post('/api/app/class-comment/page', { ...classInput, page: 1, pageSize: 2 }),
        get('/api/app/counselor'),
        get('/api/app/counselor-eap'),
        get('/api/app/counselor-coach'),
        post('/api/app/counselor', { slug: counselor.slug }),
        get('/api/app/media'),
        get('/api/app/media/page?page=1&pageSize=2'),
        get('/api/app/story'),
        get('/api/app/story/page?page=2&pageSize=1'),
        get('/api/app/slider'),
        get('/api/app/faq?scope=general'),
        get('/api/app/corporate-client'),
        get('/api/app/settings'),
        ...STATIC_CONTENT_CODES.map((code) => post('/api/app/static-content', { code })),
      ];
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    /**
     * Asks once to fill the cache, then through tRPC's caller, then through the server's caller; `viaTrpc`
     * counts the handlers that called a procedure through tRPC's caller (none when a check refused first).
     */
    async function askBoth(request: InjectOptions) {
      await app.inject(request);
      callers.trpcOnly = true;
      const before = callers.trpcCalls;
      try {
        const throughTrpc = await app.inject(request);
        const viaTrpc = callers.trpcCalls - before;
        callers.trpcOnly = false;
        return { throughTrpc, viaTrpc, kept: await app.inject(request) };
      } finally {
        callers.trpcOnly = false;
      }
    }

    it('covers every cached public read of the API document', () => {
      const documented = Object.entries((app.swagger() as { paths: Record<string, object> }).paths).flatMap(
        ([path, methods]) => Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })),
      );
      const publicReads = documented
        .filter(({ path }) => path.startsWith('/api/app/') && !NOT_CACHED.has(path))
        .filter(({ path, method }) => method === 'GET' || (method === 'POST' && PUBLIC_READS.has(path)))
        .map(({ path, method }) => `${method} ${path}`);
      const asked = new Set(
        reads.map(({ method, url }) => `${method} ${url.split('?')[0]?.replace(/\/class\/[^/]+\//, '/class/{slug}/')}`),
      );
      expect(publicReads.length).toBeGreaterThan(15);
      expect(publicReads.filter((read) => !asked.has(read))).toEqual([]);
    });

    it('answers every read, with every variant, with the status, headers and bytes of the answer through tRPC', async () => {
      for (const read of reads) {
        for (const [name, headers] of Object.entries(VARIANTS)) {
          const { throughTrpc, viaTrpc, kept } = await askBoth({ ...read, headers });
          const label = `${read.method} ${read.url} ${JSON.stringify(read.payload ?? '')} (${name})`;
          expect(throughTrpc.statusCode, label).toBe(name === 'anyTag' ? 304 : 200);
          expect(viaTrpc, label).toBe(1);
          expect(wholeAnswer(kept), label).toEqual(wholeAnswer(throughTrpc));
        }
      }
    });

    it('answers 304 to the current ETag and 412 to an If-Match that does not hold, as through tRPC', async () => {
      for (const read of reads) {
        const { etag } = (await app.inject(read)).headers;
        for (const [headers, status] of [
          [{ 'if-none-match': `"other", ${etag}` }, 304],
          [{ 'if-match': `${etag}` }, 412],
          [{ 'if-match': '*' }, 200],
        ] as const) {
          const { throughTrpc, kept } = await askBoth({ ...read, headers });
          expect(throughTrpc.statusCode, read.url).toBe(status);
          expect(wholeAnswer(kept), read.url).toEqual(wholeAnswer(throughTrpc));
        }
      }
    });

    it('answers refused and malformed requests as through tRPC, with the documented status and body', async () => {
      const json = { 'content-type': 'application/json' };
      const refused: [InjectOptions, number][] = [
        [{ method: 'POST', url: '/api/app/class', payload: { type: 'NOPE' } }, 422],
        [{ method: 'POST', url: '/api/app/class', payload: { type: 'REGULAR', page: 2 } }, 422],
        [{ method: 'POST', url: '/api/app/class', payload: { type: ' REGULAR ' } }, 422],
        [{ method: 'POST', url: '/api/app/class', payload: '{"type":"REGULAR"', headers: json }, 400],
        [
          { method: 'POST', url: '/api/app/class', payload: '{"__proto__":{"x":1},"type":"REGULAR"}', headers: json },
          400,
        ],
        [{ method: 'POST', url: '/api/app/class', payload: '', headers: json }, 422],
        [{ method: 'POST', url: '/api/app/class', payload: 'REGULAR', headers: { 'content-type': 'text/plain' } }, 415],
        [
          { method: 'POST', url: '/api/app/class', payload: '<type/>', headers: { 'content-type': 'application/xml' } },
          415,
        ],
        [{ method: 'POST', url: '/api/app/class', payload: { type: 'REGULAR', pad: 'x'.repeat(200_000) } }, 413],
        [{ method: 'POST', url: '/api/app/class-detail', payload: { slug: 'no-such-class' } }, 404],
        [{ method: 'POST', url: '/api/app/static-content', payload: { code: 'a\u0000b' } }, 422],
        [{ method: 'POST', url: '/api/app/static-content', payload: { code: 'a\ud800b' } }, 422],
        [{ method: 'GET', url: '/api/app/media?page=2' }, 422],
        [{ method: 'GET', url: '/api/app/class' }, 405],
      ];
      for (const [request, status] of refused) {
        const { throughTrpc, kept } = await askBoth(request);
        const label = `${request.method} ${request.url} ${String(JSON.stringify(request.payload)).slice(0, 60)}`;
        expect(throughTrpc.statusCode, `${label} ${throughTrpc.body}`).toBe(status);
        expect(wholeAnswer(kept), label).toEqual(wholeAnswer(throughTrpc));
        if (status === 422) expect(Object.keys(kept.json()).sort(), label).toEqual(['errors', 'message']);
      }
      // The usual input answers from the cache again afterwards.
      expect(
        (await app.inject({ method: 'POST', url: '/api/app/class', payload: { type: 'REGULAR' } })).statusCode,
      ).toBe(200);
    });

    it('answers a changed read once the cache is cleared', async () => {
      const read: InjectOptions = { method: 'GET', url: '/api/app/counselor' };
      const first = await app.inject(read);
      const slug = first.json().result[0].slug as string;
      await db.db.updateTable('counselors').set({ name: 'Renamed Facilitator' }).where('slug', '=', slug).execute();
      expect((await app.inject(read)).headers.etag).toBe(first.headers.etag);
      app.contentCache.clear();
      const { throughTrpc, kept } = await askBoth(read);
      expect(kept.headers.etag).not.toBe(first.headers.etag);
      expect(kept.json().result[0].name).toBe('Renamed Facilitator');
      expect(wholeAnswer(kept)).toEqual(wholeAnswer(throughTrpc));
    });
  },
);
