import { testDatabaseTargets } from '@app/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowWhere } from './db-rows';
import { useStaffTestApp } from './helpers';
import { bearer } from './staff-trpc';

describe.each(testDatabaseTargets())('registrant views on $kind', (target) => {
  const t = useStaffTestApp(target, 'editor@ruangteduh.example');
  beforeAll(async () => {
    await t.db.db
      .insertInto('contact_messages')
      .values([
        { name: '=cmd|"/c calc"!A1', email: 'attacker@example.com', message: '+SUM(1,2)', topic: 'other' },
        { name: 'Rina', email: 'rina@example.com', message: 'Hello', topic: 'corporate' },
      ])
      .execute();
  });

  const query = (input: unknown, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/trpc/admin.registrants.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
      headers: bearer(token),
    });
  const csv = (kind: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/registrants/${kind}.csv`, headers: bearer(token) });

  it('lists registrants for admins, filtered, and refuses editors', async () => {
    const res = await query({ kind: 'contact', topic: 'corporate' }, t.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json().result.data.json as { rows: Array<{ email: string }>; total: number };
    expect(body.rows.map((r) => r.email)).toEqual(['rina@example.com']);
    expect(body.total).toBe(1);
    expect((await query({ kind: 'contact' }, t.editor)).statusCode).toBe(403);
    expect((await csv('contact', t.editor)).statusCode).toBe(403);
  });

  it('tells confirmed subscribers from sign-ups still waiting for their link, and filters by it', async () => {
    const at = new Date('2026-11-01T00:00:00Z');
    await t.db.db
      .insertInto('newsletter_subscribers')
      .values([
        {
          email: 'sub.confirmed@example.com',
          unsubscribe_token: 'status-token-confirmed-xxxxxxxxxx',
          confirmed_at: at,
        },
        { email: 'sub.waiting@example.com', unsubscribe_token: 'status-token-waiting-xxxxxxxxxxxx' },
        {
          email: 'sub.gone@example.com',
          unsubscribe_token: 'status-token-gone-xxxxxxxxxxxxxxx',
          confirmed_at: at,
          unsubscribed_at: at,
        },
      ])
      .execute();
    const statuses = async (status?: string) => {
      const res = await query({ kind: 'newsletter', search: 'sub.', ...(status ? { status } : {}) }, t.admin);
      expect(res.statusCode).toBe(200);
      const rows = (res.json().result.data.json as { rows: Array<{ email: string; status: string }> }).rows;
      return Object.fromEntries(rows.map((r) => [r.email, r.status]));
    };
    expect(await statuses()).toEqual({
      'sub.confirmed@example.com': 'subscribed',
      'sub.waiting@example.com': 'unconfirmed',
      'sub.gone@example.com': 'unsubscribed',
    });
    expect(await statuses('subscribed')).toEqual({ 'sub.confirmed@example.com': 'subscribed' });
    expect(await statuses('unconfirmed')).toEqual({ 'sub.waiting@example.com': 'unconfirmed' });
    expect(await statuses('unsubscribed')).toEqual({ 'sub.gone@example.com': 'unsubscribed' });
  });

  it('exports CSV with a BOM and neutralised formulas', async () => {
    const res = await csv('contact', t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="registrants-contact-/);
    const text = res.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('createdAt,name,email,phone,status,detail,message');
    expect(text).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(text).toContain("'+SUM(1,2)");
    expect(text).not.toMatch(/,=cmd/);
    expect((await csv('people', t.admin)).statusCode).toBe(422);
  });

  it('streams 10,000 rows with flat memory', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      email: `reader${i}@example.com`,
      unsubscribe_token: `token-${i}-${'x'.repeat(20)}`,
      locale: 'en',
    }));
    for (let i = 0; i < rows.length; i += 1_000)
      await t.db.db
        .insertInto('newsletter_subscribers')
        .values(rows.slice(i, i + 1_000))
        .execute();
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const response = await fetch(`${address}/api/admin/registrants/newsletter.csv`, {
      headers: bearer(t.admin),
    });
    let lines = 0;
    let peak = before;
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      lines += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(lines).toBeGreaterThanOrEqual(10_001);
    // Streaming keeps the heap well below what buffering 10,000 rows several times over would need.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('marks a contact message handled', async () => {
    const row = await rowWhere(t.db, 'contact_messages', { email: 'rina@example.com' });
    const res = await t.client.mutate('admin.registrants.setContactStatus', { id: row.id, status: 'handled' }, t.admin);
    expect(res.status).toBe(200);
    const after = await rowWhere(t.db, 'contact_messages', { id: row.id });
    expect(after.status).toBe('handled');
    expect(after.handled_at).toBeInstanceOf(Date);
    // The audit log names the message by who wrote it.
    const entry = await rowWhere(t.db, 'audit_log', { entity: 'contact message', entity_id: String(row.id) });
    expect(entry.summary).toEqual({ title: `${row.name} (handled)`, status: 'handled' });
  });
});
