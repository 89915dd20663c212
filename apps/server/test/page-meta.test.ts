import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

const [pglite] = testDatabaseTargets();

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Ruang Teduh · Sharing universal wisdom for everyday life</title>
    <meta name="description" content="Default description." />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('pages served with their own metadata', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    t = await startTestApp(pglite!, { webDist: dist });
  });
  afterAll(() => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('writes a class page title, description, alternates and Event JSON-LD, escaped', async () => {
    const row = await t.db.db
      .selectFrom('classes')
      .select(['id', 'slug', 'title'])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    await t.db.db
      .updateTable('classes')
      .set({ title: JSON.stringify({ ...row.title, en: 'Yoga </script><script>alert(1)</script> & "calm"' }) })
      .where('id', '=', row.id)
      .execute();
    t.app.contentCache.clear();
    const res = await page(`/class/${row.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title>Yoga &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;calm&quot; · Ruang Teduh</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/class/${row.slug}" />`);
    expect(html).toContain(`hreflang="fr" href="http://localhost:3000/class/${row.slug}?lang=fr"`);
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/images/');
    // The main image is fetched from the head, as the page's <img> will ask for it.
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/images\/[^"]+" imagesrcset="[^"]+ 320w, [^"]+" imagesizes="\(min-width: 1152px\) 720px, \(min-width: 900px\) 62vw, 100vw" fetchpriority="high" \/>/,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(jsonLd).not.toContain('</script>');
    const data = JSON.parse(jsonLd);
    expect(data['@type']).toBe('Event');
    expect(data.name).toContain('alert(1)');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("keeps replacement patterns ($', $`, $&) in editors' text literal", async () => {
    const row = await t.db.db
      .selectFrom('classes')
      .select(['id', 'slug', 'title'])
      .where('status', '=', 'published')
      .offset(1)
      .executeTakeFirstOrThrow();
    const title = "Save $' and $` and $& and $$ today";
    await t.db.db
      .updateTable('classes')
      .set({ title: JSON.stringify({ ...row.title, en: title }) })
      .where('id', '=', row.id)
      .execute();
    t.app.contentCache.clear();
    const html = (await page(`/class/${row.slug}`)).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html).toContain('<title>Save $&#39; and $` and $&amp; and $$ today · Ruang Teduh</title>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd).name).toBe(title);
    expect(html.length).toBeLessThan(INDEX.length + 8_000);
  });

  it('follows the language: ?lang=, the locale cookie, then Accept-Language', async () => {
    const row = await t.db.db
      .selectFrom('static_contents')
      .select('title')
      .where('code', '=', 'about')
      .executeTakeFirstOrThrow();
    expect((await page('/about?lang=fr')).body).toContain(`<title>${row.title.fr} · Ruang Teduh</title>`);
    expect((await page('/about', { cookie: 'locale=zh-CN' })).body).toContain('<html lang="zh-CN">');
    expect((await page('/about', { 'accept-language': 'es' })).body).toContain(
      `<title>${row.title.es} · Ruang Teduh</title>`,
    );
  });

  it('writes Person JSON-LD on facilitator pages and keeps defaults for unknown pages', async () => {
    const person = await t.db.db.selectFrom('counselors').select(['slug', 'name']).executeTakeFirstOrThrow();
    const html = (await page(`/facilitators/${person.slug}`)).body;
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}')).toMatchObject({
      '@type': 'Person',
      name: person.name,
    });
    const unknown = await page('/no/such/page');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(INDEX);
    const missing = await page('/class/no-such-class');
    expect(missing.body).toBe(INDEX);
  });
});
