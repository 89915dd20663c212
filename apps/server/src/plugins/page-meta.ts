import { type ApiDeps, createCaller, createContext } from '@app/api';
import { COOKIE_NAMES, isLocale, LOCALES, type Locale, resolveLocale } from '@app/contract';
import type { FastifyRequest } from 'fastify';

interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  type: 'website' | 'article' | 'profile';
  jsonLd: Record<string, unknown> | null;
}

/** Static-content pages by path, so their own title is the page title. */
const CONTENT_PATHS: Record<string, string> = {
  '/about-us': 'method',
  '/about': 'about',
  '/corporate': 'corporate',
  '/corporate/terms': 'corporate-terms',
  '/corporate/faq': 'corporate-faq',
  '/story': 'story',
  '/ngakalin-self-decipline': 'self-decipline',
  '/bermedia-sosial': 'bermedia-sosial',
  '/menyayangi-tubuh': 'menyayangi-tubuh',
  '/being-acknowledge': 'acknowledge',
  '/media': 'media',
  '/contact': 'contact',
  '/terms': 'terms',
  '/privacy-policy': 'privacy-policy',
  '/terms-conditions': 'terms-conditions',
  '/faq': 'faq',
  '/session-classes': 'journey',
  '/facilitators': 'counselor',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
/** JSON inside <script> must never close the element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const LOCALE_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE_NAMES.locale}=([^;]+)`);

/** The page's language: an explicit ?lang=, else the locale cookie, else Accept-Language. */
export function pageLocale(request: FastifyRequest): Locale {
  const lang = new URL(request.url, 'http://x').searchParams.get('lang');
  if (isLocale(lang)) return lang;
  const cookie = LOCALE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (cookie && isLocale(decodeURIComponent(cookie))) return decodeURIComponent(cookie) as Locale;
  return resolveLocale(request.headers['accept-language']);
}

async function metaFor(deps: ApiDeps, path: string, locale: Locale, publicUrl: string): Promise<PageMeta | null> {
  const api = createCaller(createContext(deps, { acceptLanguage: locale }));
  const absolute = (url: string | undefined | null) => (url ? `${publicUrl}${url}` : null);
  const classSlug = /^\/class\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (classSlug) {
    const c = await api.class.detail({ slug: classSlug });
    const info = c.extendInfo;
    return {
      title: c.title,
      description: clip(c.summary || plain(c.description)),
      image: absolute(c.image?.url),
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: c.title,
        description: c.summary,
        image: absolute(c.image?.url) ?? undefined,
        url: `${publicUrl}${path}`,
        eventAttendanceMode:
          info.format === 'online'
            ? 'https://schema.org/OnlineEventAttendanceMode'
            : info.format === 'hybrid'
              ? 'https://schema.org/MixedEventAttendanceMode'
              : 'https://schema.org/OfflineEventAttendanceMode',
        ...(info.startDate ? { startDate: `${info.startDate}${info.startTime ? `T${info.startTime}` : ''}` } : {}),
        ...(info.endDate ? { endDate: info.endDate } : {}),
        ...(info.location ? { location: { '@type': 'Place', name: info.location, address: info.location } } : {}),
        organizer: { '@type': 'Organization', name: 'Ruang Teduh', url: publicUrl },
        performer: c.facilitators.map((f) => ({ '@type': 'Person', name: f.name })),
        offers: { '@type': 'Offer', price: info.price ?? 0, priceCurrency: info.currency, url: `${publicUrl}${path}` },
      },
    };
  }
  const counselorSlug = /^\/facilitators\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (counselorSlug) {
    const p = await api.counselor.detail({ slug: counselorSlug });
    return {
      title: `${p.name} · ${p.title}`,
      description: clip(p.summary || plain(p.bio)),
      image: absolute(p.photo?.url),
      type: 'profile',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: p.name,
        jobTitle: p.title,
        description: p.summary,
        image: absolute(p.photo?.url) ?? undefined,
        url: `${publicUrl}${path}`,
        worksFor: { '@type': 'Organization', name: 'Ruang Teduh', url: publicUrl },
      },
    };
  }
  const code = CONTENT_PATHS[path] ?? (path === '/' ? 'home' : null);
  if (code) {
    const page = await api.staticContent.get({ code });
    return { title: page.title, description: clip(plain(page.content)), image: null, type: 'website', jsonLd: null };
  }
  return null;
}

/**
 * index.html with the page's own title, description, canonical URL, OpenGraph/Twitter tags,
 * hreflang alternates and (classes, facilitators) schema.org JSON-LD. Unknown pages keep the defaults.
 */
export async function renderPage(
  indexHtml: string,
  deps: ApiDeps,
  publicUrl: string,
  request: FastifyRequest,
): Promise<string> {
  const path = new URL(request.url, 'http://x').pathname.replace(/\/+$/, '') || '/';
  const locale = pageLocale(request);
  const meta = await deps.cache
    .remember(['page-meta', path, locale], () => metaFor(deps, path, locale, publicUrl))
    .catch(() => null);
  if (!meta) return indexHtml;
  const title = path === '/' ? `Ruang Teduh · ${meta.title}` : `${meta.title} · Ruang Teduh`;
  const canonical = `${publicUrl}${path === '/' ? '/' : path}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(`${canonical}?lang=${l}`)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="Ruang Teduh" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${locale.replace('-', '_')}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`,
        ]
      : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`] : []),
  ];
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
