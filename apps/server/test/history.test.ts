import { DEMO_ADMIN } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { useStaffTestApp } from './helpers';

const classInput = (slug: string, title: Record<string, string>) => ({
  slug,
  classType: 'REGULAR',
  title,
  summary: { en: 'Ten quiet minutes.' },
  description: { en: '<p>Breathe.</p>' },
  extendInfo: { day: 'Wednesday', startTime: '06:30', endTime: '07:15' },
  status: 'published',
});

describe.each(testDatabaseTargets())('history and restore on $kind', (target) => {
  const t = useStaffTestApp(target, 'eko@ruangteduh.example');
  const versionRows = (resourceType: string, itemId: string | number) =>
    t.db.db
      .selectFrom('content_versions')
      .select(['version_no', 'saved_by', 'data'])
      .where('resource_type', '=', resourceType)
      .where('item_id', '=', String(itemId))
      .orderBy('version_no')
      .execute();
  const publicTitle = async (slug: string) =>
    ((await t.client.query('class.detail', { slug }, null)).data as { title: string } | undefined)?.title;

  it('keeps every save of a class as a version (who, when, all languages) and restores one as a new version', async () => {
    const created = await t.client.mutate(
      'admin.class.create',
      classInput('history-breathwork', { en: 'Dawn breathwork', id: 'Napas fajar' }),
      t.admin,
    );
    expect(created.status).toBe(200);
    const id = created.data.id as number;
    const updated = await t.client.mutate(
      'admin.class.update',
      { id, version: created.data.version, data: classInput('history-breathwork', { en: 'Noon breathwork' }) },
      t.editor,
    );
    expect(updated.status).toBe(200);
    expect(await publicTitle('history-breathwork')).toBe('Noon breathwork');

    const stored = await versionRows('class', id);
    expect(stored.map((v) => v.version_no)).toEqual([1, 2]);
    expect(stored[0]!.data).toMatchObject({ title: { en: 'Dawn breathwork', id: 'Napas fajar' }, status: 'published' });
    expect(stored[1]!.data).toMatchObject({ title: { en: 'Noon breathwork' } });

    const history = await t.client.query('admin.class.history', { id }, t.editor);
    expect(history.status).toBe(200);
    expect(history.data).toEqual([
      { versionNo: 2, savedAt: expect.any(String), savedBy: 'Eko' },
      { versionNo: 1, savedAt: expect.any(String), savedBy: DEMO_ADMIN.name },
    ]);
    const first = await t.client.query('admin.class.version', { id, versionNo: 1 }, t.editor);
    expect(first.data.data.title).toEqual({ en: 'Dawn breathwork', id: 'Napas fajar' });

    const restored = await t.client.mutate(
      'admin.class.restore',
      { id, version: updated.data.version, versionNo: 1 },
      t.editor,
    );
    expect(restored.status).toBe(200);
    expect(restored.data.version).toBe(updated.data.version + 1);
    expect(restored.data.data.title).toEqual({ en: 'Dawn breathwork', id: 'Napas fajar' });
    expect((await versionRows('class', id)).map((v) => v.version_no)).toEqual([1, 2, 3]);
    // The public page shows the restored title at once (the caches were cleared).
    expect(await publicTitle('history-breathwork')).toBe('Dawn breathwork');
    const entry = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('entity', '=', 'class')
      .where('entity_id', '=', String(id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'restore', summary: { restoredVersion: 1 } });
  });

  it('refuses a stale restore with 409 and keeps no version of it', async () => {
    const created = await t.client.mutate(
      'admin.faq.create',
      {
        scope: 'general',
        question: { en: 'First question?' },
        answer: { en: '<p>First.</p>' },
      },
      t.editor,
    );
    const id = created.data.id as number;
    const updated = await t.client.mutate(
      'admin.faq.update',
      {
        id,
        version: created.data.version,
        data: { scope: 'general', question: { en: 'Second?' }, answer: { en: '<p>2</p>' } },
      },
      t.editor,
    );
    expect(updated.status).toBe(200);
    const stale = await t.client.mutate(
      'admin.faq.restore',
      { id, version: created.data.version, versionNo: 1 },
      t.editor,
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('CONFLICT');
    expect((await versionRows('FAQ item', id)).length).toBe(2);
    const current = await t.client.query('admin.faq.get', { id }, t.editor);
    expect(current.data.data.question).toEqual({ en: 'Second?' });

    const missing = await t.client.mutate(
      'admin.faq.restore',
      { id, version: updated.data.version, versionNo: 9 },
      t.editor,
    );
    expect(missing.status).toBe(404);
    expect((await t.client.query('admin.faq.version', { id, versionNo: 9 }, t.editor)).status).toBe(404);
  });

  it('refuses anonymous callers and lets editors and admins use history', async () => {
    const list = await t.client.query('admin.class.list', { pageSize: 1 }, t.admin);
    const id = list.data.rows[0].id as number;
    expect((await t.client.query('admin.class.history', { id }, null)).status).toBe(401);
    expect((await t.client.query('admin.class.version', { id, versionNo: 1 }, null)).status).toBe(401);
    expect((await t.client.mutate('admin.class.restore', { id, version: 1, versionNo: 1 }, null)).status).toBe(401);
    expect((await t.client.query('admin.page.history', { code: 'about' }, null)).status).toBe(401);
    expect((await t.client.query('admin.class.history', { id }, t.editor)).status).toBe(200);
    expect((await t.client.query('admin.class.history', { id }, t.admin)).status).toBe(200);
  });

  it('keeps a version of each bulk status change, and none of a save that failed', async () => {
    const created = await t.client.mutate(
      'admin.slider.create',
      { title: { en: 'Welcome' }, text: { en: 'Breathe.' }, linkUrl: '/session-classes', status: 'published' },
      t.editor,
    );
    const id = created.data.id as number;
    const bulk = await t.client.mutate(
      'admin.slider.bulk',
      { action: 'unpublish', items: [{ id, version: created.data.version }] },
      t.editor,
    );
    expect(bulk.data.results).toEqual([{ id, ok: true }]);
    const stale = await t.client.mutate(
      'admin.slider.update',
      { id, version: created.data.version, data: { title: { en: 'Lost' }, text: { en: 'x' } } },
      t.editor,
    );
    expect(stale.status).toBe(409);
    const stored = await versionRows('slide', id);
    expect(stored.map((v) => (v.data as { status: string }).status)).toEqual(['published', 'draft']);
  });

  it('keeps a page saved before history was kept as it was, so its first kept save can be undone', async () => {
    const page = await t.client.query('admin.page.get', { code: 'about' }, t.editor);
    const original = page.data.data;
    expect(await versionRows('page', 'about')).toEqual([]);
    const saved = await t.client.mutate(
      'admin.page.update',
      {
        code: 'about',
        version: page.data.version,
        data: { ...original, title: { ...original.title, en: 'About us, new' } },
      },
      t.editor,
    );
    expect(saved.status).toBe(200);
    const history = await t.client.query('admin.page.history', { code: 'about' }, t.editor);
    expect(history.data).toEqual([
      { versionNo: 2, savedAt: expect.any(String), savedBy: 'Eko' },
      { versionNo: 1, savedAt: page.data.updatedAt, savedBy: null },
    ]);
    const restored = await t.client.mutate(
      'admin.page.restore',
      { code: 'about', version: saved.data.version, versionNo: 1 },
      t.editor,
    );
    expect(restored.status).toBe(200);
    expect(restored.data.data.title).toEqual(original.title);
    expect((await versionRows('page', 'about')).map((v) => v.version_no)).toEqual([1, 2, 3]);
    const stale = await t.client.mutate(
      'admin.page.restore',
      { code: 'about', version: saved.data.version, versionNo: 2 },
      t.editor,
    );
    expect(stale.status).toBe(409);
    expect((await versionRows('page', 'about')).length).toBe(3);
  });

  it('keeps a seeded class as it was before its first kept save, and restores it', async () => {
    const list = await t.client.query('admin.class.list', { pageSize: 1, sort: 'title', direction: 'asc' }, t.admin);
    const loaded = await t.client.query('admin.class.get', { id: list.data.rows[0].id }, t.admin);
    const { id, version, data } = loaded.data;
    const edited = await t.client.mutate(
      'admin.class.update',
      { id, version, data: { ...data, title: { ...data.title, en: 'Renamed for the test' } } },
      t.admin,
    );
    expect(edited.status).toBe(200);
    const stored = await versionRows('class', id);
    expect(stored.map((v) => [v.version_no, v.saved_by])).toEqual([
      [1, null],
      [2, expect.any(Number)],
    ]);
    expect(stored[0]!.data).toEqual(data);
    const restored = await t.client.mutate(
      'admin.class.restore',
      { id, version: edited.data.version, versionNo: 1 },
      t.admin,
    );
    expect(restored.status).toBe(200);
    expect(restored.data.data.title).toEqual(data.title);
  });

  it('keeps each save of the booking settings, and restores one (admins only)', async () => {
    const first = {
      horizonWeeks: 9,
      promotionStopHours: 4,
      reminderHours: 6,
      checkInOpensHours: 3,
      takeAttendance: true,
      noShowLimit: 3,
      eraseAfterMonths: 36,
    };
    const second = {
      horizonWeeks: 10,
      promotionStopHours: 2,
      reminderHours: 12,
      checkInOpensHours: 2,
      takeAttendance: false,
      noShowLimit: null,
      eraseAfterMonths: 24,
    };
    expect((await t.client.mutate('admin.bookingSettings.update', first, t.admin)).status).toBe(200);
    expect((await t.client.mutate('admin.bookingSettings.update', second, t.admin)).status).toBe(200);
    const kept = await versionRows('setting', 'booking');
    expect(kept.map((v) => v.data)).toEqual([first, second]);
    const history = await t.client.query('admin.bookingSettings.history', undefined, t.admin);
    expect(history.data.map((v: { versionNo: number }) => v.versionNo)).toEqual([2, 1]);
    expect((await t.client.query('admin.bookingSettings.history', undefined, t.editor)).status).toBe(403);
    expect((await t.client.mutate('admin.bookingSettings.restore', { versionNo: 1 }, t.editor)).status).toBe(403);

    const restored = await t.client.mutate('admin.bookingSettings.restore', { versionNo: 1 }, t.admin);
    expect(restored.status).toBe(200);
    expect(restored.data).toEqual(first);
    expect((await t.client.query('admin.bookingSettings.get', undefined, t.admin)).data).toEqual(first);
    expect((await versionRows('setting', 'booking')).length).toBe(3);
  });
});
