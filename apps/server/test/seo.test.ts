import { LOCALES, PUBLIC_PAGES } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { setContentStatus, useTestApp } from './helpers';

const [pglite] = testDatabaseTargets();

describe('robots.txt and sitemap.xml', () => {
  const t = useTestApp(pglite!);

  it('keeps crawlers out of the back office and the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lists every published public page with its language alternates, and no drafts', async () => {
    const classes = await t.db.db.selectFrom('classes').select(['slug', 'status']).execute();
    await setContentStatus(t, 'classes', classes[0]!.slug, 'draft');
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<loc>http://localhost:3000/session-classes</loc>');
    expect(res.body).toContain(`<loc>http://localhost:3000/class/${classes[1]!.slug}</loc>`);
    expect(res.body).not.toContain(`/class/${classes[0]!.slug}<`);
    for (const locale of LOCALES) {
      expect(res.body).toContain(`hreflang="${locale}" href="http://localhost:3000/session-classes?lang=${locale}"`);
    }
    const counselors = await t.db.db.selectFrom('counselors').select('slug').execute();
    for (const c of counselors) expect(res.body).toContain(`/facilitators/${c.slug}</loc>`);
    expect((res.body.match(/<url>/g) ?? []).length).toBe(
      Object.keys(PUBLIC_PAGES).length + classes.length - 1 + counselors.length,
    );
    for (const path of Object.keys(PUBLIC_PAGES)) expect(res.body).toContain(`<loc>http://localhost:3000${path}</loc>`);
  });

  it('dates each page by when its content last changed', async () => {
    const classUpdated = new Date('2026-05-01T10:00:00.000Z');
    const counselorUpdated = new Date('2026-04-02T03:04:05.000Z');
    const aboutUpdated = new Date('2026-03-03T08:00:00.000Z');
    await t.db.db
      .updateTable('classes')
      .set({ updated_at: classUpdated, status: 'published' })
      .where('slug', '=', 'tuesday-morning-yoga')
      .execute();
    await t.db.db
      .updateTable('counselors')
      .set({ updated_at: counselorUpdated })
      .where('slug', '=', 'made-wirawan')
      .execute();
    await t.db.db
      .updateTable('static_contents')
      .set({ updated_at: aboutUpdated })
      .where('code', '=', 'about')
      .execute();
    t.app.contentCache.clear();
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const lastmod = (path: string) =>
      new RegExp(`<loc>http://localhost:3000${path}</loc>\\n    <lastmod>([^<]+)</lastmod>`).exec(body)?.[1];
    expect(lastmod('/class/tuesday-morning-yoga')).toBe(classUpdated.toISOString());
    expect(lastmod('/facilitators/made-wirawan')).toBe(counselorUpdated.toISOString());
    expect(lastmod('/about')).toBe(aboutUpdated.toISOString());
    // A page whose content is not published has no date to give.
    await t.db.db.updateTable('static_contents').set({ status: 'draft' }).where('code', '=', 'about').execute();
    t.app.contentCache.clear();
    const without = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(without).toMatch(/<loc>http:\/\/localhost:3000\/about<\/loc>\n {4}<xhtml:link/);
    await t.db.db.updateTable('static_contents').set({ status: 'published' }).where('code', '=', 'about').execute();
    t.app.contentCache.clear();
    expect((without.match(/<lastmod>/g) ?? []).length).toBe((without.match(/<url>/g) ?? []).length - 1);
  });
});
