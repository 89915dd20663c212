import {
  corporateClientSchema,
  counselorDetailSchema,
  counselorSummarySchema,
  errorResponseSchema,
  faqItemSchema,
  mediaArticleSchema,
  resultEnvelope,
  siteSettingsSchema,
  sliderItemSchema,
  STATIC_CONTENT_CODES,
  staticContentSchema,
  storySchema,
  WEEKDAYS,
} from '@app/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeWithTestApp } from './helpers';

const counselorList = resultEnvelope(z.array(counselorSummarySchema));

describeWithTestApp('facilitator and content REST paths', (t) => {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('GET /api/app/counselor, -eap and -coach answer the facilitators of each group', async () => {
    const all = counselorList.parse((await get('/api/app/counselor')).json()).result;
    const eap = counselorList.parse((await get('/api/app/counselor-eap')).json()).result;
    const coach = counselorList.parse((await get('/api/app/counselor-coach')).json()).result;
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(eap.length).toBeGreaterThan(0);
    expect(coach.length).toBeGreaterThan(0);
    expect(eap.every((c) => c.groups.includes('employee-assistance'))).toBe(true);
    expect(coach.every((c) => c.groups.includes('coach'))).toBe(true);
    expect(eap.length).toBe(all.filter((c) => c.groups.includes('employee-assistance')).length);
    expect(all[0]!.photo?.url).toMatch(/^\/images\/[a-f0-9]{64}-\d+\.webp$/);
  });

  it('POST /api/app/counselor answers a facilitator with exactly their published classes', async () => {
    const link = await t.db.db
      .selectFrom('class_counselors')
      .innerJoin('counselors', 'counselors.id', 'class_counselors.counselor_id')
      .select(['counselors.id', 'counselors.slug'])
      .executeTakeFirstOrThrow();
    const expected = await t.db.db
      .selectFrom('class_counselors')
      .innerJoin('classes', 'classes.id', 'class_counselors.class_id')
      .select('classes.slug')
      .where('class_counselors.counselor_id', '=', link.id)
      .where('classes.status', '=', 'published')
      .execute();
    const res = await post('/api/app/counselor', { slug: link.slug });
    expect(res.statusCode).toBe(200);
    const detail = resultEnvelope(counselorDetailSchema).parse(res.json()).result;
    expect(detail.slug).toBe(link.slug);
    expect(detail.bio.length).toBeGreaterThan(0);
    expect(detail.classes.map((c) => c.slug).sort()).toEqual(expected.map((e) => e.slug).sort());
    expect(detail.classes.every((c) => c.facilitators.some((f) => f.slug === link.slug))).toBe(true);
    for (const c of detail.classes.filter((k) => k.classType === 'REGULAR')) {
      expect(WEEKDAYS).toContain(c.extendInfo.day);
    }
  });

  it('POST /api/app/counselor answers 404 for an unknown slug and 422 without one', async () => {
    expect((await post('/api/app/counselor', { slug: 'nobody-here' })).statusCode).toBe(404);
    const invalid = await post('/api/app/counselor', { slug: 42 });
    expect(invalid.statusCode).toBe(422);
    expect(errorResponseSchema.parse(invalid.json()).errors).toHaveProperty('slug');
  });

  it('facilitator titles follow Accept-Language', async () => {
    const row = await t.db.db
      .selectFrom('counselors')
      .select(['slug', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const es = resultEnvelope(counselorDetailSchema).parse(
      (await post('/api/app/counselor', { slug: row.slug }, { 'accept-language': 'es' })).json(),
    );
    expect(es.result.title).toBe(row.title.es);
    const pt = resultEnvelope(counselorDetailSchema).parse(
      (await post('/api/app/counselor', { slug: row.slug }, { 'accept-language': 'pt-BR' })).json(),
    );
    expect(pt.result.title).toBe(row.title['pt-BR']);
    const id = resultEnvelope(counselorDetailSchema).parse(
      (await post('/api/app/counselor', { slug: row.slug }, { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' })).json(),
    );
    expect(id.result.title).toBe(row.title.id);
    expect(id.result.title).not.toBe(row.title.en);
  });

  it('GET /api/app/media answers articles newest first', async () => {
    const body = resultEnvelope(z.array(mediaArticleSchema)).parse((await get('/api/app/media')).json());
    expect(body.result.length).toBeGreaterThanOrEqual(6);
    const dates = body.result.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('GET /api/app/story, /slider, /corporate-client and /faq answer their lists', async () => {
    expect(
      resultEnvelope(z.array(storySchema)).parse((await get('/api/app/story')).json()).result.length,
    ).toBeGreaterThanOrEqual(4);
    expect(
      resultEnvelope(z.array(sliderItemSchema)).parse((await get('/api/app/slider')).json()).result.length,
    ).toBeGreaterThan(0);
    expect(
      resultEnvelope(z.array(corporateClientSchema)).parse((await get('/api/app/corporate-client')).json()).result
        .length,
    ).toBeGreaterThan(0);
    const general = resultEnvelope(z.array(faqItemSchema)).parse((await get('/api/app/faq')).json()).result;
    const corporate = resultEnvelope(z.array(faqItemSchema)).parse(
      (await get('/api/app/faq?scope=corporate')).json(),
    ).result;
    expect(general.length).toBeGreaterThan(0);
    expect(general.every((f) => f.scope === 'general')).toBe(true);
    expect(corporate.every((f) => f.scope === 'corporate')).toBe(true);
    expect((await get('/api/app/faq?scope=secret')).statusCode).toBe(422);
  });

  it('POST /api/app/static-content answers result.content for every page code', async () => {
    for (const code of STATIC_CONTENT_CODES) {
      const res = await post('/api/app/static-content', { code }, { 'accept-language': 'fr' });
      expect(res.statusCode, code).toBe(200);
      const body = resultEnvelope(staticContentSchema).parse(res.json());
      expect(body.result.code).toBe(code);
      expect(body.result.content.length, code).toBeGreaterThan(20);
    }
    const unknown = await post('/api/app/static-content', { code: 'no-such-page' });
    expect(unknown.statusCode).toBe(404);
    const missing = await post('/api/app/static-content', {});
    expect(missing.statusCode).toBe(422);
    expect(errorResponseSchema.parse(missing.json()).errors).toHaveProperty('code');
  });

  it('GET /api/app/settings answers locales, links and playable music tracks', async () => {
    const settings = resultEnvelope(siteSettingsSchema).parse((await get('/api/app/settings')).json()).result;
    expect(settings.locales.available).toEqual(['en', 'es', 'fr', 'pt-BR', 'zh-CN', 'id']);
    expect(settings.locales.default).toBe('en');
    expect(settings.chatUrl).toMatch(/^https:\/\//);
    expect(settings.musicTracks.length).toBeGreaterThan(0);
    const audio = await get(settings.musicTracks[0]!.url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const partial = await get(settings.musicTracks[0]!.url, { range: 'bytes=0-99' });
    expect(partial.statusCode).toBe(206);
    expect(partial.rawPayload.length).toBe(100);
  });

  it('serves image variants as immutable WebP', async () => {
    const [first] = counselorList.parse((await get('/api/app/counselor')).json()).result;
    const res = await get(first!.photo!.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await get('/images/not-a-hash-320.webp')).statusCode).toBe(404);
  });
});
