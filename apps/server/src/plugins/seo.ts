import { type ApiDeps, createCaller, createContext } from '@app/api';
import { CLASS_TYPES, LOCALES } from '@app/contract';
import type { FastifyInstance } from 'fastify';

/** Public pages without a slug, as the sitemap lists them. */
export const STATIC_PATHS = [
  '/',
  '/session-classes',
  '/facilitators',
  '/about-us',
  '/about',
  '/corporate',
  '/corporate/terms',
  '/corporate/faq',
  '/story',
  '/ngakalin-self-decipline',
  '/bermedia-sosial',
  '/menyayangi-tubuh',
  '/being-acknowledge',
  '/media',
  '/contact',
  '/terms',
  '/privacy-policy',
  '/terms-conditions',
  '/faq',
];

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

/** /robots.txt and /sitemap.xml (every published public page, with its language alternates). */
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
    const api = createCaller(createContext(options.deps, {}));
    const [classes, counselors] = await Promise.all([
      Promise.all(CLASS_TYPES.map((type) => api.class.list({ type }))).then((lists) => lists.flat()),
      api.counselor.list(),
    ]);
    const paths = [
      ...STATIC_PATHS,
      ...classes.map((c) => `/class/${encodeURIComponent(c.slug)}`),
      ...counselors.map((c) => `/facilitators/${encodeURIComponent(c.slug)}`),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...paths.map(
        (path) =>
          `  <url>\n    <loc>${escapeXml(`${options.publicUrl}${path}`)}</loc>\n${alternates(options.publicUrl, path)}\n  </url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  });
}
