import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

const [pglite] = testDatabaseTargets();

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pglite!);
  });
  afterAll(() => t?.close());

  it('keeps crawlers out of the back office and the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lists every published public page with its language alternates, and no drafts', async () => {
    const classes = await t.db.db.selectFrom('classes').select(['slug', 'status']).execute();
    await t.db.db.updateTable('classes').set({ status: 'draft' }).where('slug', '=', classes[0]!.slug).execute();
    t.app.contentCache.clear();
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<loc>http://localhost:3000/session-classes</loc>');
    expect(res.body).toContain(`<loc>http://localhost:3000/class/${classes[1]!.slug}</loc>`);
    expect(res.body).not.toContain(`/class/${classes[0]!.slug}<`);
    expect(res.body).toContain('hreflang="zh-CN" href="http://localhost:3000/session-classes?lang=zh-CN"');
    const counselors = await t.db.db.selectFrom('counselors').select('slug').execute();
    for (const c of counselors) expect(res.body).toContain(`/facilitators/${c.slug}</loc>`);
    expect((res.body.match(/<url>/g) ?? []).length).toBe(19 + classes.length - 1 + counselors.length);
  });
});
