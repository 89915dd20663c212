import { purgeExpiredTrash } from '@app/api/server';
import { DEMO_ADMIN } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, startTestApp, type TestApp, tokenFor } from './helpers';
import { staffClient } from './staff-trpc';

const text = (en: string) => ({ en });
const DAY = 86_400_000;

describe.each(testDatabaseTargets())('the trash on $kind', (target) => {
  let t: TestApp;
  let trpc: ReturnType<typeof staffClient>;
  let admin: string;
  let editor: string;
  const createClass = async (slug: string) => {
    const res = await trpc.mutate(
      'admin.class.create',
      {
        slug,
        classType: 'REGULAR',
        title: text(`Class ${slug}`),
        summary: text('Quiet.'),
        description: text('<p>Quiet.</p>'),
        extendInfo: { day: 'Wednesday', startTime: '06:30', endTime: '07:15' },
        status: 'published',
      },
      admin,
    );
    expect(res.status).toBe(200);
    return res.data as { id: number; version: number };
  };
  const publicView = async (slug: string) => ({
    detail: (await trpc.query('class.detail', { slug }, null)).status,
    list: ((await trpc.query('class.list', { type: 'REGULAR' }, null)).data as Array<{ slug: string }>).some(
      (c) => c.slug === slug,
    ),
    rest: (
      (await t.app.inject({ method: 'POST', url: '/api/app/class', payload: { type: 'REGULAR' } })).json() as {
        result: Array<{ slug: string }>;
      }
    ).result.some((c) => c.slug === slug),
    restDetail: (await t.app.inject({ method: 'POST', url: '/api/app/class-detail', payload: { slug } })).statusCode,
    sitemap: (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body.includes(`/class/${slug}<`),
  });
  const auditActions = async (id: number) =>
    (
      await t.db.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'class')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute()
    ).map((r) => r.action);

  beforeAll(async () => {
    t = await startTestApp(target);
    trpc = staffClient(t.app);
    admin = (await tokenFor(t.db, DEMO_ADMIN.email)).token;
    await addStaff(t.db, { email: 'eko@ruangteduh.example', name: 'Eko', role: 'editor', password: 'editor-pass-1' });
    editor = (await tokenFor(t.db, 'eko@ruangteduh.example')).token;
  });
  afterAll(() => t?.close());

  it('moves a deleted class to the trash: gone from the public site and lists, back with its status on restore', async () => {
    const created = await createClass('trash-me-softly');
    expect(await publicView('trash-me-softly')).toEqual({
      detail: 200,
      list: true,
      rest: true,
      restDetail: 200,
      sitemap: true,
    });

    const stale = await trpc.mutate('admin.class.delete', { id: created.id, version: created.version + 5 }, editor);
    expect(stale.status).toBe(409);
    const deleted = await trpc.mutate('admin.class.delete', { id: created.id, version: created.version }, editor);
    expect(deleted.status).toBe(200);
    expect(await publicView('trash-me-softly')).toEqual({
      detail: 404,
      list: false,
      rest: false,
      restDetail: 404,
      sitemap: false,
    });
    expect((await trpc.query('admin.class.get', { id: created.id }, editor)).status).toBe(404);
    const adminList = await trpc.query('admin.class.list', { search: 'trash-me-softly' }, editor);
    expect(adminList.data.total).toBe(0);
    const row = await t.db.db
      .selectFrom('classes')
      .select(['status', 'deleted_at', 'status_before_delete'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'draft', status_before_delete: 'published', deleted_at: expect.any(Date) });

    const trash = await trpc.query('admin.trash.list', undefined, editor);
    expect(trash.status).toBe(200);
    const listed = trash.data.find(
      (item: { id: number; type: string }) => item.type === 'class' && item.id === created.id,
    );
    expect(listed).toMatchObject({ title: 'Class trash-me-softly', deletedBy: 'Eko' });
    expect(Date.parse(listed.purgeAt) - Date.parse(listed.deletedAt)).toBe(30 * DAY);
    expect((await trpc.query('admin.trash.list', undefined, null)).status).toBe(401);

    const restored = await trpc.mutate('admin.trash.restore', { type: 'class', id: created.id }, editor);
    expect(restored.status).toBe(200);
    expect(await publicView('trash-me-softly')).toEqual({
      detail: 200,
      list: true,
      rest: true,
      restDetail: 200,
      sitemap: true,
    });
    expect((await trpc.mutate('admin.trash.restore', { type: 'class', id: created.id }, editor)).status).toBe(404);
    expect(await auditActions(created.id)).toEqual(['create', 'trash', 'untrash']);
  });

  it('hides a trashed facilitator and media article from the public lists (answers cached before included)', async () => {
    const facilitators = async () =>
      ((await trpc.query('counselor.list', undefined, null)).data as Array<{ slug: string }>).map((c) => c.slug);
    const articles = async () =>
      ((await trpc.query('media.list', undefined, null)).data as Array<{ slug: string }>).map((a) => a.slug);
    const [facilitatorSlug] = await facilitators();
    const [articleSlug] = await articles();
    const row = async (resource: string, slug: string) =>
      (await trpc.query(`admin.${resource}.list`, { search: slug }, editor)).data.rows[0] as {
        id: number;
        version: number;
      };
    const facilitator = await row('counselor', facilitatorSlug!);
    const article = await row('media', articleSlug!);
    expect((await trpc.mutate('admin.counselor.delete', facilitator, editor)).status).toBe(200);
    expect((await trpc.mutate('admin.media.delete', article, editor)).status).toBe(200);
    expect(await facilitators()).not.toContain(facilitatorSlug);
    expect(await articles()).not.toContain(articleSlug);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(`/${facilitatorSlug}<`);

    await trpc.mutate('admin.trash.restore', { type: 'counselor', id: facilitator.id }, editor);
    await trpc.mutate('admin.trash.restore', { type: 'media', id: article.id }, editor);
    expect(await facilitators()).toContain(facilitatorSlug);
    expect(await articles()).toContain(articleSlug);
  });

  it('moves bulk-deleted items to the trash too', async () => {
    const created = await createClass('bulk-trash-class');
    const bulk = await trpc.mutate(
      'admin.class.bulk',
      { action: 'delete', items: [{ id: created.id, version: created.version }] },
      editor,
    );
    expect(bulk.data.results).toEqual([{ id: created.id, ok: true }]);
    expect((await publicView('bulk-trash-class')).detail).toBe(404);
    const trash = await trpc.query('admin.trash.list', undefined, editor);
    expect(
      trash.data.some((item: { id: number; type: string }) => item.type === 'class' && item.id === created.id),
    ).toBe(true);
  });

  it('deletes for good only for admins, and only what is in the trash', async () => {
    const created = await createClass('purge-by-hand');
    const notTrashed = await trpc.mutate('admin.trash.purge', { type: 'class', id: created.id }, admin);
    expect(notTrashed.status).toBe(404);
    await trpc.mutate('admin.class.delete', { id: created.id, version: created.version }, admin);
    expect((await trpc.mutate('admin.trash.purge', { type: 'class', id: created.id }, editor)).status).toBe(403);
    expect((await trpc.mutate('admin.trash.purge', { type: 'class', id: created.id }, admin)).status).toBe(200);
    const left = await t.db.db.selectFrom('classes').select('id').where('id', '=', created.id).executeTakeFirst();
    expect(left).toBeUndefined();
    expect(await auditActions(created.id)).toEqual(['create', 'trash', 'purge']);
  });

  it('the purge job deletes what has been in the trash over 30 days, and nothing newer', async () => {
    const old = await createClass('trashed-long-ago');
    const recent = await createClass('trashed-lately');
    await trpc.mutate('admin.class.delete', { id: old.id, version: old.version }, admin);
    await trpc.mutate('admin.class.delete', { id: recent.id, version: recent.version }, admin);
    const now = new Date();
    await t.db.db
      .updateTable('classes')
      .set({ deleted_at: new Date(now.getTime() - 31 * DAY) })
      .where('id', '=', old.id)
      .execute();
    await t.db.db
      .updateTable('classes')
      .set({ deleted_at: new Date(now.getTime() - 29 * DAY) })
      .where('id', '=', recent.id)
      .execute();

    const result = await purgeExpiredTrash({ db: t.db.db, cache: t.app.contentCache }, now);
    expect(result).toEqual({ purged: 1, kept: 0 });
    const ids = (await t.db.db.selectFrom('classes').select('id').where('id', 'in', [old.id, recent.id]).execute()).map(
      (r) => r.id,
    );
    expect(ids).toEqual([recent.id]);
    expect((await auditActions(old.id)).at(-1)).toBe('purge');
    expect(await purgeExpiredTrash({ db: t.db.db, cache: t.app.contentCache }, now)).toEqual({ purged: 0, kept: 0 });
  });
});
