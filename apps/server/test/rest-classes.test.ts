import {
  CLASS_TYPES,
  classCommentSchema,
  classDetailSchema,
  classSummarySchema,
  errorResponseSchema,
  resultEnvelope,
  WEEKDAYS,
} from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from './helpers';

const classList = resultEnvelope(z.array(classSummarySchema));
const classDetail = resultEnvelope(classDetailSchema);
const comments = resultEnvelope(z.array(classCommentSchema));

describe.each(testDatabaseTargets())('class REST paths on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('POST /api/app/class answers the published classes of each type', async () => {
    for (const type of CLASS_TYPES) {
      const res = await post('/api/app/class', { type });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const body = classList.parse(res.json());
      expect(body.result.length).toBeGreaterThan(0);
      expect(body.result.every((c) => c.classType === type)).toBe(true);
    }
  });

  it('regular classes carry a day from Tuesday to Sunday and cover every one of them', async () => {
    const body = classList.parse((await post('/api/app/class', { type: 'REGULAR' })).json());
    const days = new Set(body.result.map((c) => c.extendInfo.day));
    expect(days).not.toContain('Monday');
    expect(body.result.every((c) => c.extendInfo.day !== null && WEEKDAYS.includes(c.extendInfo.day))).toBe(true);
    expect([...days].sort()).toEqual([...WEEKDAYS].sort());
  });

  it('hides draft classes from every public read', async () => {
    const [first] = classList.parse((await post('/api/app/class', { type: 'REGULAR' })).json()).result;
    await t.db.db.updateTable('classes').set({ status: 'draft' }).where('slug', '=', first!.slug).execute();
    t.app.contentCache.clear();
    const after = classList.parse((await post('/api/app/class', { type: 'REGULAR' })).json()).result;
    expect(after.map((c) => c.slug)).not.toContain(first!.slug);
    expect((await post('/api/app/class-detail', { slug: first!.slug })).statusCode).toBe(404);
    await t.db.db.updateTable('classes').set({ status: 'published' }).where('slug', '=', first!.slug).execute();
    t.app.contentCache.clear();
  });

  it('resolves text to the Accept-Language locale, falling back to English', async () => {
    const row = await t.db.db
      .selectFrom('classes')
      .select(['slug', 'title'])
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const french = classDetail.parse(
      (
        await post('/api/app/class-detail', { slug: row.slug }, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })
      ).json(),
    );
    expect(french.result.title).toBe(row.title.fr);
    expect(row.title.fr).not.toBe(row.title.en);
    const chinese = classDetail.parse(
      (await post('/api/app/class-detail', { slug: row.slug }, { 'accept-language': 'zh' })).json(),
    );
    expect(chinese.result.title).toBe(row.title['zh-CN']);
    const german = classDetail.parse(
      (await post('/api/app/class-detail', { slug: row.slug }, { 'accept-language': 'de-DE' })).json(),
    );
    expect(german.result.title).toBe(row.title.en);
    const none = classDetail.parse((await post('/api/app/class-detail', { slug: row.slug })).json());
    expect(none.result.title).toBe(row.title.en);
  });

  it('POST /api/app/class-detail answers capacity and seatsLeft, null when unlimited', async () => {
    const limited = await t.db.db
      .selectFrom('classes')
      .select(['id', 'slug', 'capacity'])
      .where('capacity', '>=', 3)
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    const before = classDetail.parse((await post('/api/app/class-detail', { slug: limited.slug })).json()).result;
    expect(before.capacity).toBe(limited.capacity);
    expect(before.seatsLeft).toBe(limited.capacity);
    expect(before.description.length).toBeGreaterThan(0);

    await t.db.db
      .insertInto('class_registrations')
      .values({
        class_id: limited.id,
        name: 'Ayu',
        email: 'ayu@example.com',
        phone: '+62 811 000',
        seats: 2,
        status: 'confirmed',
      })
      .execute();
    t.app.contentCache.clear();
    const after = classDetail.parse((await post('/api/app/class-detail', { slug: limited.slug })).json()).result;
    expect(after.seatsLeft).toBe(limited.capacity! - 2);

    const unlimited = await t.db.db
      .selectFrom('classes')
      .select('slug')
      .where('capacity', 'is', null)
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    const open = classDetail.parse((await post('/api/app/class-detail', { slug: unlimited.slug })).json()).result;
    expect(open.capacity).toBeNull();
    expect(open.seatsLeft).toBeNull();
  });

  it('answers 404 with a message for an unknown slug', async () => {
    for (const [url, body] of [
      ['/api/app/class-detail', { slug: 'no-such-class' }],
      ['/api/app/class-suggestion', { type: 'REGULAR', slug: 'no-such-class' }],
      ['/api/app/class-comment', { type: 'REGULAR', slug: 'no-such-class' }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(404);
      expect(errorResponseSchema.parse(res.json()).message).toMatch(/not found/i);
    }
  });

  it('answers 422 with per-field errors for a bad class type or a missing slug', async () => {
    const badType = await post('/api/app/class', { type: 'YOGA' });
    expect(badType.statusCode).toBe(422);
    const typeError = errorResponseSchema.parse(badType.json());
    expect(typeError.errors?.type?.[0]).toMatch(/PRIVATE_SESSION/);

    const missingSlug = await post('/api/app/class-detail', {});
    expect(missingSlug.statusCode).toBe(422);
    expect(Object.keys(errorResponseSchema.parse(missingSlug.json()).errors ?? {})).toEqual(['slug']);

    const both = await post('/api/app/class-suggestion', { type: 'nope' });
    expect(both.statusCode).toBe(422);
    expect(Object.keys(errorResponseSchema.parse(both.json()).errors ?? {}).sort()).toEqual(['slug', 'type']);

    const noBody = await t.app.inject({ method: 'POST', url: '/api/app/class' });
    expect(noBody.statusCode).toBe(422);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/class',
      headers: { 'content-type': 'application/json' },
      payload: '{"type": "REGULAR"',
    });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).message).toMatch(/JSON/);
  });

  it('POST /api/app/class-suggestion answers other classes of the same type, never the given one', async () => {
    const all = classList.parse((await post('/api/app/class', { type: 'REGULAR' })).json()).result;
    const slug = all[0]!.slug;
    const body = classList.parse((await post('/api/app/class-suggestion', { type: 'REGULAR', slug })).json());
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.map((c) => c.slug)).not.toContain(slug);
    expect(body.result.every((c) => c.classType === 'REGULAR')).toBe(true);
  });

  it('POST /api/app/class-comment answers only approved comments', async () => {
    const row = await t.db.db
      .selectFrom('class_comments')
      .innerJoin('classes', 'classes.id', 'class_comments.class_id')
      .select(['classes.slug', 'classes.class_type', 'classes.id'])
      .where('class_comments.approved', '=', true)
      .executeTakeFirstOrThrow();
    await t.db.db
      .insertInto('class_comments')
      .values({ class_id: row.id, author_name: 'Spammer', body: 'buy now', rating: 1, approved: false })
      .execute();
    t.app.contentCache.clear();
    const body = comments.parse(
      (await post('/api/app/class-comment', { type: row.class_type, slug: row.slug })).json(),
    );
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.map((c) => c.authorName)).not.toContain('Spammer');
  });

  it('answers an ETag and 304 for an unchanged list', async () => {
    const first = await post('/api/app/class', { type: 'WORKSHOP_AND_EVENT' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await post('/api/app/class', { type: 'WORKSHOP_AND_EVENT' }, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const french = await post(
      '/api/app/class',
      { type: 'WORKSHOP_AND_EVENT' },
      { 'accept-language': 'fr', 'if-none-match': etag },
    );
    expect(french.statusCode).toBe(200);
  });
});
