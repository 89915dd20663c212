import { runContentSchedule } from '@app/api/server';
import { UNPUBLISH_BEFORE_PUBLISH } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { useStaffTestApp } from './helpers';
import { auditTrail } from './db-rows';

const text = (en: string) => ({ en });
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

describe.each(testDatabaseTargets())('scheduled publishing and bulk actions on $kind', (target) => {
  const t = useStaffTestApp(target, 'eko@ruangteduh.example');
  /** The scheduler as the server runs it, on this app's cache, at a time the test chooses. */
  const runAt = (now: Date) => runContentSchedule({ db: t.db.db, cache: t.app.contentCache }, now);

  it('publishes a due article exactly once when two runs race, and shows it publicly at once', async () => {
    const publishAt = inHours(1);
    const created = await t.client.mutate(
      'admin.media.create',
      {
        slug: 'monday-morning-article',
        title: text('Monday morning'),
        excerpt: text('Short.'),
        body: text('<p>Long.</p>'),
        author: 'Rina',
        publishedAt: '2026-05-01T08:00:00+07:00',
        publishAt: publishAt.toISOString(),
      },
      t.editor,
    );
    expect(created.status).toBe(200);
    expect(created.data.data).toMatchObject({ status: 'draft', publishAt: publishAt.toISOString(), unpublishAt: null });
    const list = await t.client.query('admin.media.list', { search: 'monday-morning' }, t.editor);
    expect(list.data.rows[0]).toMatchObject({ status: 'draft', publishAt: publishAt.toISOString() });

    const publicSlugs = async () =>
      ((await t.client.query('media.list', undefined, null)).data as Array<{ slug: string }>).map((a) => a.slug);
    expect(await publicSlugs()).not.toContain('monday-morning-article'); // and now cached

    expect(await runAt(inHours(0.5))).toEqual({ published: 0, unpublished: 0 });
    const runs = await Promise.all([runAt(inHours(1.01)), runAt(inHours(1.01))]);
    expect(runs.reduce((sum, run) => sum + run.published, 0)).toBe(1);

    const row = await t.db.db
      .selectFrom('media_articles')
      .select(['status', 'publish_at', 'version'])
      .where('id', '=', created.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'published', publish_at: null, version: created.data.version + 1 });
    expect(await auditTrail(t.db, 'media article', created.data.id)).toEqual([
      expect.objectContaining({ action: 'create' }),
      // The entry names the item, as every back-office write does.
      { action: 'publish', user_id: null, summary: { title: 'Monday morning', by: 'scheduler' } },
    ]);
    // The audit page names the item and says the schedule did it.
    const log = await t.client.query(
      'admin.auditLog',
      { entity: 'media article', entityId: String(created.data.id), action: 'publish' },
      t.editor,
    );
    expect(log.data.rows).toEqual([
      expect.objectContaining({ userName: null, job: 'scheduler', summary: 'Monday morning' }),
    ]);
    expect(await publicSlugs()).toContain('monday-morning-article');
  });

  it('hides a class from the public list, detail and sitemap once its unpublish time has come', async () => {
    const unpublishAt = inHours(2);
    const created = await t.client.mutate(
      'admin.class.create',
      {
        slug: 'last-summer-workshop',
        classType: 'REGULAR',
        title: text('Last summer'),
        summary: text('Ends soon.'),
        description: text('<p>Ends soon.</p>'),
        extendInfo: { day: 'Wednesday', startTime: '06:30', endTime: '07:15' },
        status: 'published',
        unpublishAt: unpublishAt.toISOString(),
      },
      t.admin,
    );
    expect(created.status).toBe(200);
    const detail = () => t.client.query('class.detail', { slug: 'last-summer-workshop' }, null);
    const listed = async () =>
      ((await t.client.query('class.list', { type: 'REGULAR' }, null)).data as Array<{ slug: string }>).some(
        (c) => c.slug === 'last-summer-workshop',
      );
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect((await detail()).status).toBe(200);
    expect(await listed()).toBe(true);
    expect(await sitemap()).toContain('/class/last-summer-workshop');

    expect(await runAt(inHours(2.01))).toEqual({ published: 0, unpublished: 1 });
    expect((await detail()).status).toBe(404);
    expect(await listed()).toBe(false);
    expect(await sitemap()).not.toContain('/class/last-summer-workshop');
    const item = await t.client.query('admin.class.get', { id: created.data.id }, t.admin);
    expect(item.data.data).toMatchObject({ status: 'draft', publishAt: null, unpublishAt: null });
    expect((await auditTrail(t.db, 'class', created.data.id)).at(-1)).toEqual({
      action: 'unpublish',
      user_id: null,
      summary: { title: 'Last summer', by: 'scheduler' },
    });
  });

  it('refuses an unpublish time that is not after the publish time, naming the field', async () => {
    const answer = await t.client.mutate(
      'admin.faq.create',
      {
        scope: 'general',
        question: text('When?'),
        answer: text('<p>Soon.</p>'),
        publishAt: '2030-01-02T09:00:00+07:00',
        unpublishAt: '2030-01-02T08:00:00+07:00',
      },
      t.editor,
    );
    expect(answer.status).toBe(422);
    expect(answer.error?.fieldErrors).toEqual({ unpublishAt: [UNPUBLISH_BEFORE_PUBLISH] });
    const notATime = await t.client.mutate(
      'admin.faq.create',
      { scope: 'general', question: text('When?'), answer: text('<p>Soon.</p>'), publishAt: 'tomorrow' },
      t.editor,
    );
    expect(notATime.status).toBe(422);
    expect(Object.keys(notATime.error?.fieldErrors ?? {})).toEqual(['publishAt']);
  });

  it('applies a bulk unpublish per item: a stale version is a conflict, a missing item not found, the rest done', async () => {
    const faqs = [];
    for (const question of ['Bulk one?', 'Bulk two?', 'Bulk three?']) {
      const created = await t.client.mutate(
        'admin.faq.create',
        { scope: 'general', question: text(question), answer: text('<p>Yes.</p>'), status: 'published' },
        t.editor,
      );
      faqs.push(created.data as { id: number; version: number });
    }
    const selection = await t.client.query('admin.faq.selectAll', { search: 'Bulk', status: 'published' }, t.editor);
    expect(selection.data.items).toEqual(faqs.map(({ id, version }) => ({ id, version })));
    const publicQuestions = async () =>
      ((await t.client.query('faq.list', { scope: 'general' }, null)).data as Array<{ question: string }>).map(
        (f) => f.question,
      );
    expect(await publicQuestions()).toEqual(expect.arrayContaining(['Bulk one?', 'Bulk two?', 'Bulk three?']));

    // Someone edits the second one meanwhile.
    const [first, second, third] = faqs as [(typeof faqs)[0], (typeof faqs)[0], (typeof faqs)[0]];
    const edited = await t.client.mutate(
      'admin.faq.update',
      {
        id: second.id,
        version: second.version,
        data: {
          scope: 'general',
          question: text('Bulk two, edited?'),
          answer: text('<p>Yes.</p>'),
          status: 'published',
        },
      },
      t.admin,
    );
    expect(edited.status).toBe(200);

    const anonymous = await t.client.mutate('admin.faq.bulk', { action: 'unpublish', items: [first] }, null);
    expect(anonymous.status).toBe(401);

    const answer = await t.client.mutate(
      'admin.faq.bulk',
      { action: 'unpublish', items: [first, second, third, { id: 999_999, version: 1 }] },
      t.editor,
    );
    expect(answer.status).toBe(200);
    expect(answer.data.results).toEqual([
      { id: first.id, ok: true },
      { id: second.id, error: 'conflict', message: expect.stringMatching(/changed this item/) },
      { id: third.id, ok: true },
      { id: 999_999, error: 'not_found', message: expect.any(String) },
    ]);
    const statuses = await t.db.db
      .selectFrom('faq_items')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        faqs.map((f) => f.id),
      )
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['draft', 'published', 'draft']);
    expect((await auditTrail(t.db, 'FAQ item', first.id)).at(-1)).toMatchObject({
      action: 'unpublish',
      summary: { title: 'Bulk one?', bulk: true },
    });
    expect((await auditTrail(t.db, 'FAQ item', second.id)).map((a) => a.action)).toEqual(['create', 'update']);
    const questions = await publicQuestions();
    expect(questions).toContain('Bulk two, edited?');
    expect(questions).not.toContain('Bulk one?');
    expect(questions).not.toContain('Bulk three?');

    // Deleting in bulk takes the versions the unpublish left.
    const again = await t.client.query('admin.faq.selectAll', { search: 'Bulk', status: 'draft' }, t.editor);
    const deleted = await t.client.mutate('admin.faq.bulk', { action: 'delete', items: again.data.items }, t.editor);
    expect(deleted.data.results).toEqual([
      { id: first.id, ok: true },
      { id: third.id, ok: true },
    ]);
  });
});
