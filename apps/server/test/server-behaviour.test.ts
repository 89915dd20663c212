import { connect } from 'node:net';
import { errorResponseSchema } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from './helpers';

const [pglite] = testDatabaseTargets();

describe('HTTP behaviour shared by every path', () => {
  const t = useTestApp(pglite!);

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/class-detail',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ slug: 'x'.repeat(200 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(errorResponseSchema.parse(res.json()).message).toMatch(/too large/i);
  });

  it('lets a client that sends a whole 5 MB body read the 413, without a connection reset', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const body = Buffer.alloc(5 * 1024 * 1024, 'x');
    for (const url of ['/api/app/contact', '/trpc/registration.contact']) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk;
        });
        socket.on('error', reject);
        socket.on('end', () => resolve(received));
        // As a plain client does: the headers and the whole body, and only then the answer.
        socket.pause();
        socket.write(
          `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.write(body, () => socket.resume());
      });
      expect(answer, url).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer, url).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer, url).toContain('too large');
    }
  });

  it('answers unknown /api paths with 404 JSON, never HTML', async () => {
    for (const url of ['/api/nope', '/api/app/unknown', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(errorResponseSchema.parse(res.json()).message).toMatch(/No such endpoint/);
    }
  });

  it('reports health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('answers 503 on /readyz and JSON 503 on reads when the database is gone', async () => {
    const other = await startTestApp(pglite!);
    await other.db.pglite!.close();
    other.app.contentCache.clear();
    expect((await other.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    const res = await other.app.inject({ method: 'GET', url: '/api/app/counselor' });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const body = errorResponseSchema.parse(res.json());
    expect(body.requestId).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+/);
    await other.app.close();
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app/counselor' });
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI 3.1 document listing every documented path, and its reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const expected: Array<[string, string]> = [
      ['/api/user', 'get'],
      ['/api/logout', 'post'],
      ['/api/oauth/{provider}', 'post'],
      ['/api/app/class', 'post'],
      ['/api/app/class-detail', 'post'],
      ['/api/app/class-suggestion', 'post'],
      ['/api/app/class-comment', 'post'],
      ['/api/app/counselor', 'get'],
      ['/api/app/counselor-eap', 'get'],
      ['/api/app/counselor-coach', 'get'],
      ['/api/app/counselor', 'post'],
      ['/api/app/media', 'get'],
      ['/api/app/static-content', 'post'],
      ['/api/app/story', 'get'],
      ['/api/app/slider', 'get'],
      ['/api/app/faq', 'get'],
      ['/api/app/corporate-client', 'get'],
      ['/api/app/settings', 'get'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    const classBody = JSON.stringify(doc.paths['/api/app/class']);
    expect(classBody).toContain('WORKSHOP_AND_EVENT');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
