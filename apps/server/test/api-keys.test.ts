import { createHash } from 'node:crypto';
import { API_KEY_SCOPES } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { addClass, addSession } from './booking-fixtures';
import { testConfig, useStaffTestApp } from './helpers';
import { staffClient } from './staff-trpc';
import { auditTrail, rowWhere, rowsWhere } from './db-rows';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** API keys (issue 31): admins create, list and revoke them; a key calls only procedures of its scopes. */
describe.each(testDatabaseTargets())('API keys on $kind', (target) => {
  const t = useStaffTestApp(target, 'editor-keys@ruangteduh.example');

  async function createKey(name: string, scopes: string[]) {
    const res = await t.client.mutate('admin.apiKeys.create', { name, scopes }, t.admin);
    expect(res.status).toBe(200);
    return res.data as { id: number; secret: string; prefix: string };
  }

  it('shows the secret once at creation, stores only its hash, and lists keys without it', async () => {
    const res = await t.client.mutate(
      'admin.apiKeys.create',
      { name: 'HR sync', scopes: ['sessions:read', 'bookings:read'], expiresAt: '2099-01-01T00:00:00Z' },
      t.admin,
    );
    expect(res.status).toBe(200);
    const key = res.data;
    expect(key.secret).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 11));
    expect(key).toMatchObject({
      name: 'HR sync',
      scopes: ['sessions:read', 'bookings:read'],
      expiresAt: '2099-01-01T00:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
      createdBy: { name: expect.any(String) },
    });

    const row = await rowWhere(t.db, 'api_keys', { id: key.id });
    expect(row.secret_hash).toBe(sha256(key.secret));
    expect(JSON.stringify(row)).not.toContain(key.secret);
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(11));

    const list = await t.client.query('admin.apiKeys.list', undefined, t.admin);
    expect(list.status).toBe(200);
    const listed = list.data.find((k: { id: number }) => k.id === key.id);
    expect(listed).toMatchObject({ id: key.id, name: 'HR sync', prefix: key.prefix });
    expect(listed).not.toHaveProperty('secret');
    expect(list.body).not.toContain(key.secret.slice(11));

    const audit = await rowsWhere(t.db, 'audit_log', { entity: 'API key', entity_id: String(key.id) });
    expect(audit.map((a) => a.action)).toEqual(['create api key']);
    expect(JSON.stringify(audit)).not.toContain(key.secret.slice(11));
  });

  it('refuses a past expiry, an unknown or repeated scope, and an empty name', async () => {
    const past = await t.client.mutate(
      'admin.apiKeys.create',
      { name: 'Old', scopes: ['sessions:read'], expiresAt: '2001-01-01T00:00:00Z' },
      t.admin,
    );
    expect(past.status).toBe(422);
    expect(past.error?.fieldErrors?.expiresAt).toEqual(['Choose a time in the future.']);
    const twice = await t.client.mutate(
      'admin.apiKeys.create',
      { name: 'Twice', scopes: ['sessions:read', 'sessions:read'] },
      t.admin,
    );
    expect(twice.status).toBe(422);
    expect((await t.client.mutate('admin.apiKeys.create', { name: 'X', scopes: ['root'] }, t.admin)).status).toBe(422);
    expect(
      (await t.client.mutate('admin.apiKeys.create', { name: ' ', scopes: ['people:read'] }, t.admin)).status,
    ).toBe(422);
    expect((await t.client.mutate('admin.apiKeys.create', { name: 'N', scopes: [] }, t.admin)).status).toBe(422);
  });

  it('lets only admins manage keys', async () => {
    const editor = await t.client.mutate('admin.apiKeys.create', { name: 'Mine', scopes: ['people:read'] }, t.editor);
    expect(editor.status).toBe(403);
    expect((await t.client.query('admin.apiKeys.list', undefined, t.editor)).status).toBe(403);
    expect((await t.client.query('admin.apiKeys.list', undefined, null)).status).toBe(401);
    // A key cannot manage keys, whatever its scopes: those procedures declare none.
    const key = await createKey('All scopes', [...API_KEY_SCOPES]);
    const byKey = await t.client.query('admin.apiKeys.list', undefined, key.secret);
    expect(byKey.status).toBe(403);
    expect(byKey.error?.message).toBe('API keys cannot use this.');
  });

  it('lets a key call the procedures of its scopes and names the scope it lacks', async () => {
    const key = await createKey('Calendar sync', ['sessions:read']);
    const sessions = await t.client.query('admin.sessions.list', { pageSize: 5 }, key.secret);
    expect(sessions.status).toBe(200);
    expect(Array.isArray(sessions.data.rows)).toBe(true);
    const report = await t.client.query(
      'admin.reports.get',
      { from: '2026-01-01', to: '2026-12-31', language: 'en' },
      key.secret,
    );
    expect(report.status).toBe(200);

    const people = await t.client.query('admin.people.list', {}, key.secret);
    expect(people.status).toBe(403);
    expect(people.error?.code).toBe('FORBIDDEN');
    expect(people.error?.message).toBe('This API key does not have the people:read scope.');
    // In the request's language, the scope as it is.
    const french = await t.app.inject({
      method: 'GET',
      url: `/trpc/admin.people.list?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`,
      headers: { authorization: `Bearer ${key.secret}`, 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(403);
    expect(french.json().error.json.message).toBe('Cette clé d’API n’a pas la portée people:read.');

    // A procedure that declares no scope is refused to every key, over tRPC and REST alike.
    const dashboard = await t.client.query('admin.dashboard', undefined, key.secret);
    expect(dashboard.status).toBe(403);
    expect(dashboard.error?.message).toBe('API keys cannot use this.');
    const sessionId = sessions.data.rows[0]?.id ?? 1;
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sessions/${sessionId}/roster.csv`,
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(csv.statusCode).toBe(403);
    expect(csv.json()).toMatchObject({ message: 'API keys cannot use this.' });

    const withPeople = await createKey('CRM', ['people:read']);
    expect((await t.client.query('admin.people.list', {}, withPeople.secret)).status).toBe(200);
    expect((await t.client.query('admin.sessions.list', { pageSize: 5 }, withPeople.secret)).error?.message).toBe(
      'This API key does not have the sessions:read scope.',
    );
  });

  it('records the last use and the client address, at most once a minute', async () => {
    const key = await createKey('Accounting', ['sessions:read']);
    const at = async () =>
      t.db.db
        .selectFrom('api_keys')
        .select(['last_used_at', 'last_used_ip'])
        .where('id', '=', key.id)
        .executeTakeFirstOrThrow();
    expect((await at()).last_used_at).toBeNull();
    expect((await t.client.query('admin.sessions.list', { pageSize: 1 }, key.secret)).status).toBe(200);
    const first = await at();
    expect(first.last_used_at).toBeInstanceOf(Date);
    expect(first.last_used_ip).toBe('127.0.0.1');
    // A second use within the minute writes nothing.
    expect((await t.client.query('admin.sessions.list', { pageSize: 1 }, key.secret)).status).toBe(200);
    expect((await at()).last_used_at?.getTime()).toBe(first.last_used_at?.getTime());
    const listed = (await t.client.query('admin.apiKeys.list', undefined, t.admin)).data.find(
      (k: { id: number }) => k.id === key.id,
    );
    expect(listed).toMatchObject({ lastUsedAt: first.last_used_at?.toISOString(), lastUsedIp: '127.0.0.1' });
  });

  it('refuses a revoked key and an expired key at once (401), and audits the revocation', async () => {
    const key = await createKey('Leaver', ['sessions:read']);
    expect((await t.client.query('admin.sessions.list', { pageSize: 1 }, key.secret)).status).toBe(200);
    const revoked = await t.client.mutate('admin.apiKeys.revoke', { id: key.id }, t.admin);
    expect(revoked.status).toBe(200);
    expect(revoked.data.revokedAt).not.toBeNull();
    const after = await t.client.query('admin.sessions.list', { pageSize: 1 }, key.secret);
    expect(after.status).toBe(401);
    expect(after.error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'This API key is not valid: it may have been revoked or have expired.',
    });
    expect((await t.client.mutate('admin.apiKeys.revoke', { id: key.id }, t.admin)).status).toBe(409);
    expect((await t.client.mutate('admin.apiKeys.revoke', { id: 999_999 }, t.admin)).status).toBe(404);
    expect((await t.client.mutate('admin.apiKeys.revoke', { id: 2 ** 31 }, t.admin)).status).toBe(422);
    expect((await t.client.mutate('admin.apiKeys.revoke', { id: key.id }, t.editor)).status).toBe(403);
    const audit = await auditTrail(t.db, 'API key', key.id);
    expect(audit.map((a) => a.action)).toEqual(['create api key', 'revoke api key']);
    expect(audit.every((a) => a.user_id !== null)).toBe(true);

    const expiring = await createKey('Temp', ['sessions:read']);
    expect((await t.client.query('admin.sessions.list', { pageSize: 1 }, expiring.secret)).status).toBe(200);
    await t.db.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.id)
      .execute();
    expect((await t.client.query('admin.sessions.list', { pageSize: 1 }, expiring.secret)).status).toBe(401);

    // A made-up key is refused the same way; a staff session's token still works as before.
    expect((await t.client.query('admin.sessions.list', { pageSize: 1 }, `rt_${'A'.repeat(43)}`)).status).toBe(401);
    expect((await t.client.query('admin.people.list', {}, t.admin)).status).toBe(200);
  });

  it('refuses a key revoked on one node at once on another (no node keeps keys in memory)', async () => {
    const other = await buildApp({ db: t.db, config: testConfig });
    try {
      const elsewhere = staffClient(other);
      const key = await createKey('Two nodes', ['sessions:read']);
      expect((await elsewhere.query('admin.sessions.list', { pageSize: 1 }, key.secret)).status).toBe(200);
      expect((await t.client.mutate('admin.apiKeys.revoke', { id: key.id }, t.admin)).status).toBe(200);
      expect((await elsewhere.query('admin.sessions.list', { pageSize: 1 }, key.secret)).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('names the key, not its creator, in the audit log of what it changed, and queues its webhooks', async () => {
    const key = await createKey('HR sync', ['bookings:write']);
    const classId = await addClass(t.db, 'keys-audit-class', { capacity: 4 });
    const sessionId = await addSession(t.db, classId, 48);
    await t.db.db
      .insertInto('webhook_endpoints')
      .values({
        url: 'https://hr.example.com/hooks',
        events: ['booking.created', 'booking.cancelled'],
        secret_sealed: 'x',
        secret_prefix: 'whsec_x',
      })
      .execute();
    const inject = (url: string, payload?: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json' },
        payload: JSON.stringify(payload ?? {}),
      });
    const booked = await inject(`/api/v1/sessions/${sessionId}/bookings`, {
      name: 'Ayu Employee',
      email: 'ayu@hr.example.com',
      seats: 1,
      consent: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().result.id as number;
    const cancelled = await inject(`/api/v1/bookings/${bookingId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const entries = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'api_key_id'])
      .where('entity', '=', 'booking')
      .where('entity_id', '=', String(bookingId))
      .execute();
    expect(entries).toContainEqual({ action: 'cancel', user_id: null, api_key_id: key.id });
    const log = await t.client.query('admin.auditLog', { entityId: String(bookingId) }, t.admin);
    expect(log.status, log.body).toBe(200);
    expect(log.data.rows).toContainEqual(
      expect.objectContaining({
        action: 'cancel',
        userName: null,
        apiKeyName: 'HR sync',
        summary: expect.stringContaining('booking cancelled by an API key'),
      }),
    );

    const events = await t.db.db
      .selectFrom('webhook_messages')
      .select(['type', 'payload'])
      .where('object_key', 'like', `%${bookingId}%`)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'booking.cancelled']);
    // The booking as GET /api/v1/bookings shows it, with its class and start.
    const data = JSON.parse(events[0]!.payload).data;
    expect(data).toMatchObject({ id: bookingId, classId, source: 'api', name: 'Ayu Employee', status: 'confirmed' });
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['updatedAt', 'createdAt', 'class', 'start']));
  });
});
