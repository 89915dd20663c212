import {
  classCommentPageSchema,
  classCommentSchema,
  classSummarySchema,
  errorResponseSchema,
  mediaArticlePageSchema,
  mediaArticleSchema,
  resultEnvelope,
  storyPageSchema,
  storySchema,
} from '@app/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeWithTestApp } from './helpers';

/**
 * Lists that grow have a paginated sibling (docs/api.md, "Pagination"): `…/page` answers
 * `{ items, page, pageSize, total }` with excerpts; the lists keep their SPEC shape and refuse page
 * parameters instead of ignoring them.
 */
describeWithTestApp('paginated lists', (t) => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
  const refusal = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(422);
    return errorResponseSchema.parse(res.json());
  };

  const lists = [
    ['/api/app/media', mediaArticleSchema, mediaArticlePageSchema],
    ['/api/app/story', storySchema, storyPageSchema],
  ] as const;

  it.each(lists)(
    'GET %s/page answers pages of the same list, newest first, without bodies',
    async (path, item, page) => {
      const all = resultEnvelope(z.array(item)).parse((await get(path)).json()).result;
      expect(all.length).toBeGreaterThanOrEqual(3);

      const first = resultEnvelope(page).parse((await get(`${path}/page`)).json()).result;
      expect(first).toMatchObject({ page: 1, pageSize: 20, total: all.length });
      expect(first.items.map((a) => a.slug)).toEqual(all.slice(0, 20).map((a) => a.slug));
      for (const summary of first.items) expect(summary).not.toHaveProperty('body');
      expect(first.items[0]?.excerpt).toBe(all[0]?.excerpt);

      const second = resultEnvelope(page).parse((await get(`${path}/page?page=2&pageSize=1`)).json()).result;
      expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.length });
      expect(second.items.map((a) => a.slug)).toEqual([all[1]!.slug]);

      const past = resultEnvelope(page).parse((await get(`${path}/page?page=99&pageSize=100`)).json()).result;
      expect(past).toEqual({ items: [], page: 99, pageSize: 100, total: all.length });
    },
  );

  it.each(lists)('GET %s/page refuses page numbers and sizes it cannot serve, and unknown parameters', async (path) => {
    expect(refusal(await get(`${path}/page?page=0`)).errors).toEqual({ page: ['Page must be a whole number from 1.'] });
    expect(refusal(await get(`${path}/page?pageSize=101`)).errors).toEqual({
      pageSize: ['Page size must be a whole number from 1 to 100.'],
    });
    expect(Object.keys(refusal(await get(`${path}/page?page=abc&pageSize=1.5`)).errors ?? {}).sort()).toEqual([
      'page',
      'pageSize',
    ]);
    expect(refusal(await get(`${path}/page?page=2&limit=1`)).errors).toEqual({
      limit: ['Unknown field: leave it out.'],
    });
  });

  it.each(lists)(
    'GET %s keeps its shape without page parameters and refuses them rather than ignore them',
    async (path) => {
      const res = await get(`${path}?page=2&limit=1`);
      const body = refusal(res);
      expect(body.message).toBe(`This list answers every item; for one page at a time use GET ${path}/page.`);
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(['limit', 'page']);
      // A parameter that is no page parameter is still ignored, as before (cache busters).
      expect((await get(`${path}?_=123`)).statusCode).toBe(200);
    },
  );

  it('POST /api/app/class-comment/page pages the approved comments of a class', async () => {
    const classes = resultEnvelope(z.array(classSummarySchema)).parse(
      (await post('/api/app/class', { type: 'REGULAR' })).json(),
    ).result;
    let slug = '';
    let all: z.infer<typeof classCommentSchema>[] = [];
    for (const c of classes) {
      const comments = resultEnvelope(z.array(classCommentSchema)).parse(
        (await post('/api/app/class-comment', { type: 'REGULAR', slug: c.slug })).json(),
      ).result;
      if (comments.length >= 2) {
        slug = c.slug;
        all = comments;
        break;
      }
    }
    expect(slug, 'a seeded regular class with two comments').not.toBe('');

    const second = resultEnvelope(classCommentPageSchema).parse(
      (await post('/api/app/class-comment/page', { type: 'REGULAR', slug, page: 2, pageSize: 1 })).json(),
    ).result;
    expect(second).toEqual({ items: [all[1]], page: 2, pageSize: 1, total: all.length });
    const first = resultEnvelope(classCommentPageSchema).parse(
      (await post('/api/app/class-comment/page', { type: 'REGULAR', slug })).json(),
    ).result;
    expect(first).toEqual({ items: all.slice(0, 20), page: 1, pageSize: 20, total: all.length });

    expect((await post('/api/app/class-comment/page', { type: 'REGULAR', slug: 'no-such-class' })).statusCode).toBe(
      404,
    );
    expect(
      refusal(await post('/api/app/class-comment/page', { type: 'REGULAR', slug, page: 0 })).errors,
    ).toHaveProperty('page');
    expect(refusal(await post('/api/app/class-comment/page', { type: 'REGULAR', slug, limit: 5 })).errors).toEqual({
      limit: ['Unknown field: leave it out.'],
    });
    const ignored = refusal(await post('/api/app/class-comment', { type: 'REGULAR', slug, page: 2 }));
    expect(ignored.message).toMatch(/POST \/api\/app\/class-comment\/page/);
  });

  it('pages over tRPC with the same procedures', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { page: 1, pageSize: 2 } }));
    const res = await get(`/trpc/media.page?input=${input}`);
    expect(res.statusCode).toBe(200);
    const page = mediaArticlePageSchema.parse(res.json().result.data.json);
    expect(page.items).toHaveLength(2);
    const refused = await get(
      `/trpc/story.page?input=${encodeURIComponent(JSON.stringify({ json: { pageSize: 500 } }))}`,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.json.data.fieldErrors).toHaveProperty('pageSize');
  });
});
