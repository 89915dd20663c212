import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const [pglite] = testDatabaseTargets();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids behind a trusted proxy', () => {
  const t = useTestApp(pglite!, { trustProxy: true });

  it('keeps a well-formed X-Request-Id from the proxy and answers with it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.91_c-2' } });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.91_c-2');
  });

  it('replaces one that is too long or carries other characters', async () => {
    for (const sent of ['x'.repeat(129), 'id with spaces', 'id\u00e9', 'a;b'])
      expect(
        (await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': sent } })).headers[
          'x-request-id'
        ],
      ).toMatch(UUID);
  });
});

describe('request ids without a trusted proxy', () => {
  const t = useTestApp(pglite!, { trustProxy: false });

  it('ignores what the client sends and makes its own', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'chosen-by-me' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
