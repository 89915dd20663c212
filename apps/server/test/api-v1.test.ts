import { testDatabaseTargets } from '@app/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClass, addFacilitator, addSession, book } from './booking-fixtures';
import { useStaffTestApp } from './helpers';
import { rowWhere, rowsWhere } from './db-rows';

type Json = Record<string, any>;

/** The REST surface for integrations (issue 31): /api/v1 over the back office's procedures, with API keys. */
describe.each(testDatabaseTargets())('REST /api/v1 on $kind', (target) => {
  const t = useStaffTestApp(target, 'api-v1-editor@ruangteduh.example');
  const keys: Record<string, string> = {};

  async function createKey(name: string, scopes: string[]) {
    const res = await t.client.mutate('admin.apiKeys.create', { name, scopes }, t.admin);
    expect(res.status, res.body).toBe(200);
    return (res.data as { secret: string }).secret;
  }

  beforeAll(async () => {
    for (const scope of ['sessions:read', 'bookings:read', 'bookings:write', 'people:read']) {
      keys[scope] = await createKey(`v1 ${scope}`, [scope]);
    }
    keys.content = await createKey('v1 content', ['content:read']);
  });

  const call = (method: 'GET' | 'POST', url: string, key: string | null, body?: unknown, headers: Json = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as Json }),
    });

  /** Each route: 2xx with a key having its scope, 403 naming it with another key, 401 without auth. */
  async function guarded(method: 'GET' | 'POST', url: string, scope: string, body?: unknown) {
    const refused = await call(method, url, keys.content!, body);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toContain(scope);
    const anonymous = await call(method, url, null, body);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const res = await call(method, url, keys[scope]!, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().result;
  }

  it('lists sessions of every class with a keyset cursor that walks them all once, with filters', async () => {
    const yoga = await addClass(t.db, 'v1-yoga', { capacity: 2 });
    const talk = await addClass(t.db, 'v1-talk', { classType: 'WORKSHOP_AND_EVENT', capacity: null });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await addSession(t.db, yoga, 24 * 400 + i));
    ids.push(await addSession(t.db, talk, 24 * 400 + 10));
    const full = ids[0]!;
    await book(t.app, 'v1-yoga', full, { email: 'v1-full@example.com', name: 'Ayu', seats: 2 });
    const from = new Date(Date.now() + 399 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 402 * 86_400_000).toISOString().slice(0, 10);

    const first = await guarded('GET', `/api/v1/sessions?from=${from}&to=${to}&limit=2`, 'sessions:read');
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toMatchObject({ id: ids[0], class: { slug: 'v1-yoga' }, seatsLeft: 0 });
    const seen: number[] = [];
    let page = first;
    for (let n = 0; n < 10; n++) {
      seen.push(...page.items.map((s: Json) => s.id));
      if (page.next === null) break;
      const res = await call(
        'GET',
        `/api/v1/sessions?from=${from}&to=${to}&limit=2&cursor=${page.next}`,
        keys['sessions:read']!,
      );
      expect(res.statusCode, res.body).toBe(200);
      page = res.json().result;
    }
    expect(seen).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);

    const byClass = await call('GET', `/api/v1/sessions?from=${from}&class=${talk}`, keys['sessions:read']!);
    expect(byClass.json().result.items.map((s: Json) => s.id)).toEqual([ids[5]]);
    const byType = await call(
      'GET',
      `/api/v1/sessions?from=${from}&to=${to}&type=WORKSHOP_AND_EVENT`,
      keys['sessions:read']!,
    );
    expect(byType.json().result.items.map((s: Json) => s.id)).toEqual([ids[5]]);
    const available = await call(
      'GET',
      `/api/v1/sessions?from=${from}&to=${to}&available=true`,
      keys['sessions:read']!,
    );
    expect(available.json().result.items.map((s: Json) => s.id)).toEqual(ids.slice(1));

    const lead = await addFacilitator(t.db, 'v1-lead', { name: 'Lead' });
    await t.db.db
      .insertInto('class_counselors')
      .values({ class_id: talk, counselor_id: lead, sort_order: 0 })
      .execute();
    const led = await call('GET', `/api/v1/sessions?from=${from}&facilitator=${lead}`, keys['sessions:read']!);
    expect(led.json().result.items.map((s: Json) => s.id)).toEqual([ids[5]]);

    const bad = await call('GET', '/api/v1/sessions?cursor=not-a-cursor', keys['sessions:read']!);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('cursor');
  });

  it('shows a roster with people only to a key with bookings:read', async () => {
    const classId = await addClass(t.db, 'v1-roster');
    const sessionId = await addSession(t.db, classId, 48);
    await book(t.app, 'v1-roster', sessionId, { email: 'v1-roster@example.com', name: 'Budi', seats: 1 });
    const roster = await guarded('GET', `/api/v1/sessions/${sessionId}/roster`, 'bookings:read');
    expect(roster.confirmed.map((b: Json) => [b.name, b.email])).toEqual([['Budi', 'v1-roster@example.com']]);
    const sessionsOnly = await call('GET', `/api/v1/sessions/${sessionId}/roster`, keys['sessions:read']!);
    expect(sessionsOnly.statusCode).toBe(403);
    expect(sessionsOnly.json().message).toContain('bookings:read');
    expect((await call('GET', '/api/v1/sessions/999999/roster', keys['bookings:read']!)).statusCode).toBe(404);
  });

  it('books on behalf with source api, honouring Idempotency-Key (replay and conflict)', async () => {
    const classId = await addClass(t.db, 'v1-book', { capacity: 5 });
    const sessionId = await addSession(t.db, classId, 48);
    const url = `/api/v1/sessions/${sessionId}/bookings`;
    const body = { name: 'Sari', email: 'v1-sari@example.com', phone: '+62 812 1', seats: 2, consent: true };
    const booked = await guarded('POST', url, 'bookings:write', body);
    expect(booked).toMatchObject({
      id: expect.any(Number),
      status: 'confirmed',
      seats: 2,
      source: 'api',
      name: 'Sari',
    });

    const key = { 'idempotency-key': 'v1-book-1' };
    const again = { ...body, email: 'v1-tono@example.com', name: 'Tono' };
    const firstAnswer = await call('POST', url, keys['bookings:write']!, again, key);
    expect(firstAnswer.statusCode, firstAnswer.body).toBe(201);
    const replay = await call('POST', url, keys['bookings:write']!, again, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(firstAnswer.json());
    const conflict = await call('POST', url, keys['bookings:write']!, { ...again, seats: 1 }, key);
    expect(conflict.statusCode).toBe(422);
    expect(conflict.json().errors).toHaveProperty('Idempotency-Key');
    // Keys belong to one API key: another integration's same key is its own request.
    const other = await createKey('v1 other writer', ['bookings:write']);
    const theirs = { ...body, email: 'v1-umi@example.com', name: 'Umi', seats: 1 };
    const separate = await call('POST', url, other, theirs, key);
    expect(separate.statusCode, separate.body).toBe(201);
    expect(separate.json().result.name).toBe('Umi');
    const rows = await rowsWhere(t.db, 'class_registrations', { session_id: sessionId });
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.source === 'api')).toBe(true);

    // The back office shows it with source api.
    const roster = await t.client.query('admin.sessions.roster', { sessionId }, t.admin);
    expect(roster.data.confirmed.map((b: Json) => b.source)).toEqual(['api', 'api', 'api']);

    const noConsent = await call('POST', url, keys['bookings:write']!, { ...body, consent: false });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors).toHaveProperty('consent');
  });

  it('cancels, reschedules and checks in through the roster’s procedures', async () => {
    const classId = await addClass(t.db, 'v1-manage', { capacity: 5 });
    const soon = await addSession(t.db, classId, 1);
    const later = await addSession(t.db, classId, 72);
    const a = await call('POST', `/api/v1/sessions/${soon}/bookings`, keys['bookings:write']!, {
      name: 'Ayu',
      seats: 1,
      consent: true,
    });
    const b = await call('POST', `/api/v1/sessions/${soon}/bookings`, keys['bookings:write']!, {
      name: 'Budi',
      seats: 1,
      consent: true,
    });
    const c = await call('POST', `/api/v1/sessions/${soon}/bookings`, keys['bookings:write']!, {
      name: 'Citra',
      seats: 1,
      consent: true,
    });
    const [ayu, budi, citra] = [a, b, c].map((res) => res.json().result.id as number) as [number, number, number];

    const checked = await guarded('POST', `/api/v1/bookings/${ayu}/check-in`, 'bookings:write');
    expect(checked.confirmed.find((x: Json) => x.id === ayu).attendance).toBe('attended');
    const cancelled = await guarded('POST', `/api/v1/bookings/${budi}/cancel`, 'bookings:write');
    expect(cancelled.cancelled.map((x: Json) => x.id)).toContain(budi);
    expect((await call('POST', `/api/v1/bookings/${budi}/cancel`, keys['bookings:write']!)).statusCode).toBe(409);
    await guarded('POST', `/api/v1/bookings/${citra}/reschedule`, 'bookings:write', { sessionId: later });
    const moved = await rowWhere(t.db, 'class_registrations', { id: citra });
    expect(moved.session_id).toBe(later);
    expect((await call('POST', '/api/v1/bookings/999999/cancel', keys['bookings:write']!)).statusCode).toBe(404);
  });

  it('syncs bookings changed since a time, a cancelled one coming back after it changed', async () => {
    const classId = await addClass(t.db, 'v1-sync');
    const sessionId = await addSession(t.db, classId, 48);
    for (const name of ['Dewi', 'Eka', 'Fajar']) {
      await book(t.app, 'v1-sync', sessionId, { email: `v1-sync-${name}@example.com`, name, seats: 1 });
    }
    const all: Json[] = [];
    let page = await guarded('GET', '/api/v1/bookings?limit=2', 'bookings:read');
    for (let n = 0; n < 500; n++) {
      all.push(...page.items);
      if (page.next === null) break;
      const res = await call('GET', `/api/v1/bookings?limit=2&cursor=${page.next}`, keys['bookings:read']!);
      expect(res.statusCode, res.body).toBe(200);
      page = res.json().result;
    }
    const total = await t.db.db
      .selectFrom('class_registrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(total.n));
    expect(new Set(all.map((b) => b.id)).size).toBe(all.length);
    const keysOf = all.map((b) => `${b.updatedAt} ${String(b.id).padStart(10, '0')}`);
    expect([...keysOf].sort()).toEqual(keysOf);

    const eka = all.find((b) => b.name === 'Eka' && b.sessionId === sessionId)!;
    expect(eka).toMatchObject({ status: 'confirmed', source: 'web', email: 'v1-sync-eka@example.com' });
    const last = all.at(-1)!.updatedAt as string;
    const res = await call('POST', `/api/v1/bookings/${eka.id}/cancel`, keys['bookings:write']!);
    expect(res.statusCode, res.body).toBe(200);
    const since = await call(
      'GET',
      `/api/v1/bookings?updated_since=${encodeURIComponent(last)}`,
      keys['bookings:read']!,
    );
    expect(since.statusCode, since.body).toBe(200);
    const changed = since.json().result.items.find((b: Json) => b.id === eka.id);
    expect(changed).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(changed.updatedAt > eka.updatedAt).toBe(true);

    // A writer that does not set updated_at (here a bare UPDATE) is stamped all the same, by the trigger.
    const fajar = all.find((b) => b.name === 'Fajar' && b.sessionId === sessionId)!;
    const latest = since.json().result.items.at(-1).updatedAt as string;
    await t.db.db.updateTable('class_registrations').set({ phone: '+62 811 2' }).where('id', '=', fajar.id).execute();
    const touched = await call(
      'GET',
      `/api/v1/bookings?updated_since=${encodeURIComponent(latest)}`,
      keys['bookings:read']!,
    );
    const phoned = touched.json().result.items.find((b: Json) => b.id === fajar.id);
    expect(phoned).toMatchObject({ phone: '+62 811 2' });
    expect(phoned.updatedAt >= latest).toBe(true);

    expect((await call('GET', '/api/v1/bookings?updated_since=yesterday', keys['bookings:read']!)).statusCode).toBe(
      422,
    );
  });

  it('lists people a page at a time', async () => {
    const classId = await addClass(t.db, 'v1-people');
    const sessionId = await addSession(t.db, classId, 48);
    await book(t.app, 'v1-people', sessionId, { email: 'v1-person@example.com', name: 'Gita Person', seats: 1 });
    const found = await guarded('GET', '/api/v1/people?q=v1-person', 'people:read');
    expect(found).toMatchObject({ items: [{ email: 'v1-person@example.com', names: ['Gita Person'] }], next: null });
    const everyone: string[] = [];
    let page = (await call('GET', '/api/v1/people', keys['people:read']!)).json().result;
    for (let n = 0; n < 100; n++) {
      everyone.push(...page.items.map((p: Json) => p.email));
      if (page.next === null) break;
      page = (await call('GET', `/api/v1/people?cursor=${page.next}`, keys['people:read']!)).json().result;
    }
    expect(new Set(everyone).size).toBe(everyone.length);
    expect(everyone).toContain('v1-person@example.com');
  });

  it('documents every /api/v1 operation with its scope', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, Json>>)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([, methods]) => Object.values(methods));
    // The eight of the staff's work, and the eight of webhooks.
    expect(operations).toHaveLength(16);
    for (const op of operations) {
      expect(op.security).toEqual([{ apiKey: [] }, { bearerAuth: [] }]);
      expect(['sessions:read', 'bookings:read', 'bookings:write', 'people:read', 'webhooks:manage']).toContain(
        op['x-scope'],
      );
      expect(op.description).toContain(op['x-scope']);
      // Every request of a key counts against its rate limit.
      expect(op.responses).toHaveProperty('429');
    }
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const name of [
      'SessionPage',
      'BookingChangesPage',
      'PeoplePage',
      'Roster',
      'RosterBooking',
      'ApiBookingInput',
    ]) {
      expect(doc.components.schemas).toHaveProperty(name);
    }
  });
});
