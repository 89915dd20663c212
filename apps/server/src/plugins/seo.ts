import { type ApiDeps, createCaller, createContext } from '@app/api';
import { EAP_PATH, LOCALES } from '@app/contract';
import type { FastifyInstance } from 'fastify';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

/** The page in each language: `?lang=` picks the interface language on arrival. */
function alternates(publicUrl: string, path: string): string {
  const url = `${publicUrl}${path}`;
  return [
    ...LOCALES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(`${url}?lang=${l}`)}"/>`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url)}"/>`,
  ].join('\n');
}

/**
 * /robots.txt, /sitemap.xml (every published public page, with its language alternates and when it last
 * changed) and the employee-assistance redirect.
 */
export async function seoRoutes(app: FastifyInstance, options: { deps: ApiDeps; publicUrl: string }) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api/',
          'Disallow: /trpc/',
          'Allow: /',
          `Sitemap: ${options.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // The public paths come from the contract's one list (PUBLIC_PAGES), then every published
    // class and facilitator; lastmod is when each one's content last changed.
    const entries = await createCaller(createContext(options.deps, {})).page.sitemap();
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries.map(({ path, updatedAt }) =>
        [
          '  <url>',
          `    <loc>${escapeXml(`${options.publicUrl}${encodeURI(path)}`)}</loc>`,
          ...(updatedAt ? [`    <lastmod>${updatedAt}</lastmod>`] : []),
          alternates(options.publicUrl, encodeURI(path)),
          '  </url>',
        ].join('\n'),
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  });

  // The employee-assistance programme lives on the partner's site: a real redirect, so search engines
  // and browsers without JavaScript get there too (the SPA does the same after client-side navigation).
  app.get(EAP_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').redirect(options.deps.site.eapUrl, 302),
  );
}
