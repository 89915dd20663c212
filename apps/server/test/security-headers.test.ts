import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

const [pglite] = testDatabaseTargets();

/** Parses a Content-Security-Policy header into its directives. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const REQUESTS = [
  { method: 'GET', url: '/' },
  { method: 'GET', url: '/class/tuesday-morning-yoga' },
  { method: 'GET', url: '/api/app/counselor' },
  { method: 'POST', url: '/api/app/class', payload: { type: 'NOPE' } },
  { method: 'GET', url: '/api/no-such-path' },
  { method: 'GET', url: '/robots.txt' },
  { method: 'GET', url: '/readyz' },
] as const;

describe('security headers', () => {
  let web: string;
  let plain: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Ruang Teduh</title><meta name="description" content="x" /></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
    );
    plain = await startTestApp(pglite!, { webDist: web });
    secure = await startTestApp(pglite!, { webDist: web, publicUrl: 'https://ruangteduh.example' });
  });
  afterAll(async () => {
    await plain?.close();
    await secure?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('sends a Content-Security-Policy without inline or evaluated script on every kind of answer', async () => {
    for (const request of REQUESTS) {
      const res = await plain.app.inject(request);
      const label = `${request.method} ${request.url} (${res.statusCode})`;
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('script-src'), label).toEqual(["'self'"]);
      expect(csp.get('default-src'), label).toEqual(["'self'"]);
      expect(csp.get('object-src'), label).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
      expect(csp.get('base-uri'), label).toEqual(["'self'"]);
      expect(csp.has('script-src-attr') ? csp.get('script-src-attr') : ["'none'"], label).toEqual(["'none'"]);
      expect(res.headers['x-powered-by'], label).toBeUndefined();
      expect(res.headers['x-content-type-options'], label).toBe('nosniff');
      expect(res.headers['x-frame-options'], label).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], label).toBe('no-referrer');
      // Over plain HTTP (development, a proxy that terminates nothing) HSTS would be a lie.
      expect(res.headers['strict-transport-security'], label).toBeUndefined();
    }
  });

  it('adds HSTS and upgrades insecure requests when the public URL is HTTPS', async () => {
    for (const request of REQUESTS) {
      const res = await secure.app.inject(request);
      const label = `${request.method} ${request.url}`;
      expect(res.headers['strict-transport-security'], label).toBe('max-age=31536000; includeSubDomains');
      expect(directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests'), label).toBe(
        true,
      );
    }
  });

  it('serves pages whose only scripts are files or JSON-LD data blocks', async () => {
    const html = (await plain.app.inject({ method: 'GET', url: '/class/tuesday-morning-yoga' })).body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(1);
    for (const [, attributes, body] of scripts) {
      if (/type="application\/ld\+json"/.test(attributes!)) continue;
      expect(attributes).toMatch(/\bsrc="/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
