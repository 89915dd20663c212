import { appRouter } from '@app/api';
import { API_KEY_SCOPES, type ApiKeyScope } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { useStaffTestApp } from './helpers';

type ProcedureDef = { _def: { type: string; meta?: { scope?: ApiKeyScope } } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);

/**
 * Every procedure of the router, enumerated (issue 31): a staff procedure that declares a scope answers
 * a key with that scope, and refuses a key with every other scope with 403 naming it; one that declares
 * none refuses every key. New procedures are covered without touching this test.
 */
describe.each(testDatabaseTargets())('API key scopes of every procedure on $kind', (target) => {
  const t = useStaffTestApp(target, 'editor-scopes@ruangteduh.example');

  async function keyWith(scopes: readonly ApiKeyScope[]): Promise<string> {
    const res = await t.client.mutate(
      'admin.apiKeys.create',
      { name: `Key ${scopes.length}: ${scopes[0]}`, scopes },
      t.admin,
    );
    expect(res.status).toBe(200);
    return res.data.secret;
  }

  const call = (path: string, type: string, token: string | null) =>
    type === 'mutation' ? t.client.mutate(path, {}, token) : t.client.query(path, {}, token);

  it('answers each scoped procedure to a key with its scope, and names the scope to a key without it', async () => {
    const allScopes = await keyWith(API_KEY_SCOPES);
    const without = new Map<ApiKeyScope, string>();
    for (const scope of API_KEY_SCOPES) without.set(scope, await keyWith(API_KEY_SCOPES.filter((s) => s !== scope)));
    const only = new Map<ApiKeyScope, string>();
    for (const scope of API_KEY_SCOPES) only.set(scope, await keyWith([scope]));

    let staff = 0;
    const scoped: string[] = [];
    for (const [path, procedure] of procedures) {
      const { type } = procedure._def;
      if (type === 'subscription' || path.startsWith('member.')) continue;
      // Staff procedures are those refused without credentials; the rest are public and ignore keys.
      if ((await call(path, type, null)).status !== 401) continue;
      staff++;
      const scope = procedure._def.meta?.scope;
      if (!scope) {
        const refused = await call(path, type, allScopes);
        expect(refused.status, `${path} with a key`).toBe(403);
        expect(refused.error?.message, path).toBe('API keys cannot use this.');
        continue;
      }
      scoped.push(`${path} ${scope}`);
      for (const token of [allScopes, only.get(scope) ?? '']) {
        const answered = await call(path, type, token);
        expect([401, 403], `${path} with ${scope}`).not.toContain(answered.status);
      }
      const refused = await call(path, type, without.get(scope) ?? '');
      expect(refused.status, `${path} without ${scope}`).toBe(403);
      expect(refused.error?.message, path).toBe(`This API key does not have the ${scope} scope.`);
    }
    expect(staff).toBeGreaterThan(100);
    // What integrators rely on today; each scope opens something.
    expect(scoped).toEqual(
      expect.arrayContaining([
        'admin.class.list content:read',
        'admin.sessions.list sessions:read',
        'admin.people.list people:read',
      ]),
    );
    for (const scope of API_KEY_SCOPES.filter(
      (s) => s !== 'bookings:read' && s !== 'bookings:write' && s !== 'webhooks:manage',
    ))
      expect(
        scoped.some((line) => line.endsWith(` ${scope}`)),
        scope,
      ).toBe(true);
  });
});
