import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { errorResponseSchema } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { countRows } from './db-rows';

const PARTNER = 'https://partner.example';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Ruang Teduh</title>
    <meta name="description" content="Default description." />
  </head>
  <body><div id="root"></div><!-- ${'padding so the page is worth compressing '.repeat(40)} --></body>
</html>`;
const SCRIPT = `console.log(${JSON.stringify('a script that ships precompressed '.repeat(100))});\n`;

const varyOf = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase());

/** The body as the client reads it after undoing the content coding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

describe.each(testDatabaseTargets())('HTTP semantics on $kind', (target) => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), INDEX);
    writeFileSync(join(web, 'assets', 'app.js'), SCRIPT);
    // What vite-plugin-compression2 writes beside each script: the server must send these bytes as they are.
    writeFileSync(join(web, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(web, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
    t = await startTestApp(target, { webDist: web, corsOrigins: [PARTNER] });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const trpcQuery = (path: string, input?: unknown, headers: Record<string, string> = {}) =>
    get(
      `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`,
      headers,
    );

  describe('Vary with CORS_ORIGINS', () => {
    const fromPartner = { origin: PARTNER };
    const expectVaryOrigin = (res: LightMyRequestResponse, label: string, fields: string[] = []) => {
      expect(res.headers['access-control-allow-origin'], label).toBe(PARTNER);
      expect(varyOf(res), label).toContain('origin');
      for (const field of fields) expect(varyOf(res), label).toContain(field);
    };

    it('keeps Origin beside Accept-Language and Authorization on REST reads, 304s and errors', async () => {
      const list = await get('/api/app/counselor', fromPartner);
      expect(list.statusCode).toBe(200);
      expectVaryOrigin(list, 'GET read', ['accept-language', 'authorization']);
      const classes = await post('/api/app/class', { type: 'REGULAR' }, fromPartner);
      expect(classes.statusCode).toBe(200);
      expectVaryOrigin(classes, 'POST read', ['accept-language', 'authorization', 'accept-encoding']);
      const unchanged = await get('/api/app/counselor', { ...fromPartner, 'if-none-match': String(list.headers.etag) });
      expect(unchanged.statusCode).toBe(304);
      expectVaryOrigin(unchanged, '304', ['accept-language', 'authorization']);
      const invalid = await post('/api/app/class', { type: 'NOPE' }, fromPartner);
      expect(invalid.statusCode).toBe(422);
      expectVaryOrigin(invalid, '422');
      const missing = await post('/api/app/class-detail', { slug: 'no-such-class' }, fromPartner);
      expect(missing.statusCode).toBe(404);
      expectVaryOrigin(missing, '404');
      const wrongMethod = await get('/api/app/class', fromPartner);
      expect(wrongMethod.statusCode).toBe(405);
      expectVaryOrigin(wrongMethod, '405');
      const unknown = await get('/api/app/nothing-here', fromPartner);
      expect(unknown.statusCode).toBe(404);
      expectVaryOrigin(unknown, 'unknown path');
    });

    it('keeps Origin beside tRPC’s own Vary on /trpc answers and errors', async () => {
      const query = await trpcQuery('counselor.list', undefined, fromPartner);
      expect(query.statusCode).toBe(200);
      expectVaryOrigin(query, 'query', ['trpc-accept', 'accept', 'accept-language', 'authorization']);
      const failed = await trpcQuery('class.detail', { slug: 'no-such-class' }, fromPartner);
      expect(failed.statusCode).toBe(404);
      expectVaryOrigin(failed, 'procedure error', ['trpc-accept', 'accept-language']);
      const compressed = await trpcQuery(
        'class.list',
        { type: 'REGULAR' },
        { ...fromPartner, 'accept-encoding': 'br' },
      );
      expect(compressed.headers['content-encoding']).toBe('br');
      expectVaryOrigin(compressed, 'compressed query', ['trpc-accept', 'accept-language', 'accept-encoding']);
      const refused = await t.app.inject({ method: 'DELETE', url: '/trpc/counselor.list', headers: fromPartner });
      expect(refused.statusCode).toBe(405);
      expectVaryOrigin(refused, 'tRPC 405');
    });

    it('keeps Origin on server-rendered pages', async () => {
      const page = await get('/session-classes', { ...fromPartner, 'accept-encoding': 'gzip' });
      expect(page.statusCode).toBe(200);
      expectVaryOrigin(page, 'page', ['accept-encoding']);
    });
  });

  describe('conditional requests', () => {
    const etagOf = async (url = '/api/app/counselor') => String((await get(url)).headers.etag);

    it('answers 304 to If-None-Match with `*`, the tag, a list holding it, or its strong form', async () => {
      const etag = await etagOf();
      expect(etag).toMatch(/^W\/".+"$/);
      for (const value of ['*', etag, `"nope", ${etag}, W/"other"`, etag.slice(2), `W/"a,b", ${etag.slice(2)}`]) {
        const res = await get('/api/app/counselor', { 'if-none-match': value });
        expect(res.statusCode, value).toBe(304);
        expect(res.rawPayload.length, value).toBe(0);
        expect(res.headers.etag, value).toBe(etag);
      }
      const head = await t.app.inject({
        method: 'HEAD',
        url: '/api/app/counselor',
        headers: { 'if-none-match': etag },
      });
      expect(head.statusCode).toBe(304);
    });

    it('answers 200 when no listed tag matches, and per language', async () => {
      const etag = await etagOf();
      for (const value of ['"nope"', 'W/"nope", "other"', 'not-a-tag', '']) {
        expect((await get('/api/app/counselor', { 'if-none-match': value })).statusCode, value).toBe(200);
      }
      expect((await get('/api/app/counselor', { 'if-none-match': etag, 'accept-language': 'fr' })).statusCode).toBe(
        200,
      );
    });

    it('treats the documented POST reads as reads: 304 for a matching If-None-Match', async () => {
      const first = await post('/api/app/class', { type: 'REGULAR' });
      const etag = String(first.headers.etag);
      expect((await post('/api/app/class', { type: 'REGULAR' }, { 'if-none-match': etag })).statusCode).toBe(304);
      expect((await post('/api/app/class', { type: 'REGULAR' }, { 'if-none-match': '*' })).statusCode).toBe(304);
      expect((await post('/api/app/class', { type: 'PRIVATE_SESSION' }, { 'if-none-match': etag })).statusCode).toBe(
        200,
      );
    });

    it('answers 412 when If-Match fails: strong comparison never matches a weak tag', async () => {
      const etag = await etagOf();
      for (const value of [etag, etag.slice(2), '"nope"']) {
        const res = await get('/api/app/counselor', { 'if-match': value });
        expect(res.statusCode, value).toBe(412);
        expect(errorResponseSchema.parse(res.json()).message).toMatch(/precondition/i);
      }
      expect((await get('/api/app/counselor', { 'if-match': '*' })).statusCode).toBe(200);
      // A read that fails anyway answers its own status: preconditions are ignored for it.
      expect((await post('/api/app/class-detail', { slug: 'no-such-class' }, { 'if-match': '*' })).statusCode).toBe(
        404,
      );
    });

    it('refuses a write with If-Match (it has no representation to match) before doing anything', async () => {
      const count = () => countRows(t.db, 'newsletter_subscribers');
      const before = await count();
      for (const value of ['*', '"x"', 'W/"x"']) {
        const res = await post(
          '/api/app/newsletter',
          { email: `conditional-${before}@example.com`, consent: true, website: '' },
          { 'if-match': value },
        );
        expect(res.statusCode, value).toBe(412);
        expect(errorResponseSchema.parse(res.json()).message).toMatch(/precondition/i);
      }
      expect(await count()).toBe(before);
      // `If-None-Match: *` ("only if nothing is there yet") holds for a write.
      const created = await post(
        '/api/app/newsletter',
        { email: `conditional-${before}@example.com`, consent: true, website: '' },
        { 'if-none-match': '*' },
      );
      expect(created.statusCode).toBe(200);
      expect(await count()).toBe(before + 1);
    });
  });

  describe('405 for a known path asked with another method', () => {
    /** Answered, but left out of the document: a link opened in a browser, not an API (rest/newsletter.ts). */
    const BROWSER_LINKS_LEFT_OUT = new Set(['GET /api/app/newsletter/unsubscribe/{token}']);

    it('answers every documented /api path with 405, Allow and the JSON error body', async () => {
      const doc = (await get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
      const paths = Object.entries(doc.paths);
      expect(paths.length).toBeGreaterThan(10);
      for (const [template, operations] of paths) {
        const url = template.replace(/\{[^}]+\}/g, (name) => (name === '{file}' ? 'class.csv' : 'x'));
        const documented = Object.keys(operations).map((method) => method.toUpperCase());
        for (const method of ['DELETE', 'PATCH', 'PUT', documented.includes('GET') ? 'POST' : 'GET'] as const) {
          if (documented.includes(method) || BROWSER_LINKS_LEFT_OUT.has(`${method} ${template}`)) continue;
          const res = await t.app.inject({ method, url, headers: { origin: PARTNER } });
          expect(res.statusCode, `${method} ${url}`).toBe(405);
          const allow = String(res.headers.allow).split(', ');
          for (const m of documented) expect(allow, `${method} ${url}`).toContain(m);
          if (documented.includes('GET')) expect(allow).toContain('HEAD');
          expect(allow).not.toContain(method);
          expect(res.headers['content-type']).toMatch(/application\/json/);
          expect(errorResponseSchema.parse(res.json()).message).toContain(url);
        }
      }
      expect((await t.app.inject({ method: 'HEAD', url: '/api/app/class' })).headers.allow).toBe('POST');
    });

    it('still answers 404 for a path that does not exist', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/app/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    });

    it('answers 405 with Allow on /trpc for a method the procedure does not take', async () => {
      const envelope = (res: LightMyRequestResponse) =>
        (res.json() as { error: { json: { data: { httpStatus: number; code: string } } } }).error.json.data;
      for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
        const query = await t.app.inject({ method, url: '/trpc/counselor.list' });
        expect(query.statusCode, method).toBe(405);
        expect(query.headers.allow).toBe('GET');
        expect(envelope(query)).toMatchObject({ httpStatus: 405, code: 'METHOD_NOT_SUPPORTED' });
        const mutation = await t.app.inject({ method, url: '/trpc/registration.newsletter' });
        expect(mutation.statusCode, method).toBe(405);
        expect(mutation.headers.allow).toBe('POST');
      }
      const posted = await post('/trpc/counselor.list', {});
      expect(posted.statusCode).toBe(405);
      expect(posted.headers.allow).toBe('GET');
      const gotten = await get('/trpc/registration.newsletter');
      expect(gotten.statusCode).toBe(405);
      expect(gotten.headers.allow).toBe('POST');
      for (const path of ['no.such.procedure', 'constructor', '__proto__', 'counselor.list,toString']) {
        const unknown = await t.app.inject({ method: 'DELETE', url: `/trpc/${path}` });
        expect(unknown.statusCode, path).toBe(404);
        expect(envelope(unknown), path).toMatchObject({ httpStatus: 404 });
      }
    });
  });

  describe('compression', () => {
    it('sends a large REST answer brotli- or gzip-compressed, decompressing to the same JSON and ETag', async () => {
      const plain = await post('/api/app/class', { type: 'REGULAR' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(4096);
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0.5, gzip', 'gzip'],
        ['*', 'gzip'],
      ] as const) {
        const res = await post('/api/app/class', { type: 'REGULAR' }, { 'accept-encoding': accept });
        expect(res.statusCode, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
        expect(Number(res.headers['content-length']), accept).toBe(res.rawPayload.length);
        expect(JSON.parse(decoded(res)), accept).toEqual(plain.json());
        expect(res.headers.etag, accept).toBe(plain.headers.etag);
      }
      for (const accept of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
        const res = await post('/api/app/class', { type: 'REGULAR' }, { 'accept-encoding': accept });
        expect(res.headers['content-encoding'], accept).toBeUndefined();
        expect(res.rawPayload.equals(plain.rawPayload), accept).toBe(true);
      }
    });

    it('leaves small answers as they are', async () => {
      const res = await post('/api/app/class-detail', { slug: 'no-such-class' }, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(errorResponseSchema.parse(res.json()).message).toBeTruthy();
    });

    it('compresses tRPC answers (the home page’s batch) to the same JSON', async () => {
      const url = `/trpc/class.list,counselor.list,settings.public?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 0: { json: { type: 'REGULAR' } } }),
      )}`;
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      for (const encoding of ['br', 'gzip']) {
        const res = await get(url, { 'accept-encoding': encoding });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(JSON.parse(decoded(res))).toEqual(plain.json());
      }
    });

    it('compresses HTML pages, and sends static files’ precompressed copies as they are', async () => {
      for (const url of ['/', '/session-classes', '/no-such-page']) {
        const plain = await get(url);
        expect(plain.headers['content-type'], url).toMatch(/text\/html/);
        const res = await get(url, { 'accept-encoding': 'br' });
        expect(res.statusCode, url).toBe(plain.statusCode);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(varyOf(res), url).toContain('accept-encoding');
        expect(decoded(res), url).toBe(plain.body);
      }
      const br = await get('/assets/app.js', { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
      const gz = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
      expect((await get('/assets/app.js')).body).toBe(SCRIPT);
    });
  });

  describe('one cache for public reads', () => {
    it('serves REST and tRPC from the same entry per (procedure, input, locale)', async () => {
      t.app.contentCache.clear();
      const rest = await post('/api/app/class', { type: 'REGULAR' });
      expect(t.app.contentCache.size).toBe(1);
      const trpc = await trpcQuery('class.list', { type: 'REGULAR' });
      expect(t.app.contentCache.size).toBe(1);
      expect((trpc.json() as { result: { data: { json: unknown } } }).result.data.json).toEqual(rest.json().result);
      expect((await post('/api/app/class', { type: 'REGULAR' })).headers.etag).toBe(rest.headers.etag);
      await post('/api/app/class', { type: 'REGULAR' }, { 'accept-language': 'fr' });
      await post('/api/app/class', { type: 'WORKSHOP_AND_EVENT' });
      expect(t.app.contentCache.size).toBe(3);
      // Refused input is never cached.
      await post('/api/app/class', { type: 'NOPE' });
      expect(t.app.contentCache.size).toBe(3);
    });
  });
});
