import { purgeExpiredTrash } from '@app/api/server';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { useStaffTestApp } from './helpers';
import { auditTrail, rowWhere } from './db-rows';

const text = (en: string) => ({ en });
const DAY = 86_400_000;
/** `publicView` of a class on the public site, and of one in the trash. */
const SHOWN = { detail: 200, list: true, rest: true, restDetail: 200, sitemap: true };
const HIDDEN = { detail: 404, list: false, rest: false, restDetail: 404, sitemap: false };

describe.each(testDatabaseTargets())('the trash on $kind', (target) => {
  const t = useStaffTestApp(target, 'eko@ruangteduh.example');
  const createClass = async (slug: string) => {
    const res = await t.client.mutate(
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
      t.admin,
    );
    expect(res.status).toBe(200);
    return res.data as { id: number; version: number };
  };
  const publicView = async (slug: string) => ({
    detail: (await t.client.query('class.detail', { slug }, null)).status,
    list: ((await t.client.query('class.list', { type: 'REGULAR' }, null)).data as Array<{ slug: string }>).some(
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
  const auditActions = async (id: number) => (await auditTrail(t.db, 'class', id)).map((r) => r.action);

  it('moves a deleted class to the trash: gone from the public site and lists, back with its status on restore', async () => {
    const created = await createClass('trash-me-softly');
    expect(await publicView('trash-me-softly')).toEqual(SHOWN);

    const stale = await t.client.mutate(
      'admin.class.delete',
      { id: created.id, version: created.version + 5 },
      t.editor,
    );
    expect(stale.status).toBe(409);
    const deleted = await t.client.mutate('admin.class.delete', { id: created.id, version: created.version }, t.editor);
    expect(deleted.status).toBe(200);
    expect(await publicView('trash-me-softly')).toEqual(HIDDEN);
    expect((await t.client.query('admin.class.get', { id: created.id }, t.editor)).status).toBe(404);
    const adminList = await t.client.query('admin.class.list', { search: 'trash-me-softly' }, t.editor);
    expect(adminList.data.total).toBe(0);
    const row = await rowWhere(t.db, 'classes', { id: created.id });
    expect(row).toMatchObject({ status: 'draft', status_before_delete: 'published', deleted_at: expect.any(Date) });

    const trash = await t.client.query('admin.trash.list', undefined, t.editor);
    expect(trash.status).toBe(200);
    const listed = trash.data.find(
      (item: { id: number; type: string }) => item.type === 'class' && item.id === created.id,
    );
    expect(listed).toMatchObject({ title: 'Class trash-me-softly', deletedBy: 'Eko' });
    expect(Date.parse(listed.purgeAt) - Date.parse(listed.deletedAt)).toBe(30 * DAY);
    expect((await t.client.query('admin.trash.list', undefined, null)).status).toBe(401);

    const restored = await t.client.mutate('admin.trash.restore', { type: 'class', id: created.id }, t.editor);
    expect(restored.status).toBe(200);
    expect(await publicView('trash-me-softly')).toEqual(SHOWN);
    expect((await t.client.mutate('admin.trash.restore', { type: 'class', id: created.id }, t.editor)).status).toBe(
      404,
    );
    expect(await auditActions(created.id)).toEqual(['create', 'trash', 'untrash']);
  });

  it('hides a trashed facilitator and media article from the public lists (answers cached before included)', async () => {
    const facilitators = async () =>
      ((await t.client.query('counselor.list', undefined, null)).data as Array<{ slug: string }>).map((c) => c.slug);
    const articles = async () =>
      ((await t.client.query('media.list', undefined, null)).data as Array<{ slug: string }>).map((a) => a.slug);
    const [facilitatorSlug] = await facilitators();
    const [articleSlug] = await articles();
    const row = async (resource: string, slug: string) =>
      (await t.client.query(`admin.${resource}.list`, { search: slug }, t.editor)).data.rows[0] as {
        id: number;
        version: number;
      };
    const facilitator = await row('counselor', facilitatorSlug!);
    const article = await row('media', articleSlug!);
    expect((await t.client.mutate('admin.counselor.delete', facilitator, t.editor)).status).toBe(200);
    expect((await t.client.mutate('admin.media.delete', article, t.editor)).status).toBe(200);
    expect(await facilitators()).not.toContain(facilitatorSlug);
    expect(await articles()).not.toContain(articleSlug);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(`/${facilitatorSlug}<`);

    await t.client.mutate('admin.trash.restore', { type: 'counselor', id: facilitator.id }, t.editor);
    await t.client.mutate('admin.trash.restore', { type: 'media', id: article.id }, t.editor);
    expect(await facilitators()).toContain(facilitatorSlug);
    expect(await articles()).toContain(articleSlug);
  });

  it('moves bulk-deleted items to the trash too', async () => {
    const created = await createClass('bulk-trash-class');
    const bulk = await t.client.mutate(
      'admin.class.bulk',
      { action: 'delete', items: [{ id: created.id, version: created.version }] },
      t.editor,
    );
    expect(bulk.data.results).toEqual([{ id: created.id, ok: true }]);
    expect((await publicView('bulk-trash-class')).detail).toBe(404);
    const trash = await t.client.query('admin.trash.list', undefined, t.editor);
    expect(
      trash.data.some((item: { id: number; type: string }) => item.type === 'class' && item.id === created.id),
    ).toBe(true);
  });

  it('deletes for good only for admins, and only what is in the trash', async () => {
    const created = await createClass('purge-by-hand');
    const notTrashed = await t.client.mutate('admin.trash.purge', { type: 'class', id: created.id }, t.admin);
    expect(notTrashed.status).toBe(404);
    await t.client.mutate('admin.class.delete', { id: created.id, version: created.version }, t.admin);
    expect((await t.client.mutate('admin.trash.purge', { type: 'class', id: created.id }, t.editor)).status).toBe(403);
    expect((await t.client.mutate('admin.trash.purge', { type: 'class', id: created.id }, t.admin)).status).toBe(200);
    const left = await t.db.db.selectFrom('classes').select('id').where('id', '=', created.id).executeTakeFirst();
    expect(left).toBeUndefined();
    expect(await auditActions(created.id)).toEqual(['create', 'trash', 'purge']);
  });

  it('the purge job deletes what has been in the trash over 30 days, and nothing newer', async () => {
    const old = await createClass('trashed-long-ago');
    const recent = await createClass('trashed-lately');
    await t.client.mutate('admin.class.delete', { id: old.id, version: old.version }, t.admin);
    await t.client.mutate('admin.class.delete', { id: recent.id, version: recent.version }, t.admin);
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
