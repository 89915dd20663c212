import { createHash } from 'node:crypto';
import { type ApiDeps, createCaller, createContext } from '@app/api';
import { RENDERED_PAGE } from '@app/api/server';
import {
  ADMIN_PREFIX,
  COOKIE_NAMES,
  headTags,
  isLocale,
  isPrivatePath,
  type Locale,
  newsletterLinkOf,
  normalizePath,
  type PageMeta,
  pageMetaInputSchema,
  resolveLocale,
} from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { markReplayable } from './answer-replay';
import { sendCompressible } from './compression';
import { evaluatePreconditions } from './conditional';
import type { RenderBody, RenderedBody } from './server-render';
import { appendVary } from './vary';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
/** JSON inside <script> must never close the element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const LOCALE_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE_NAMES.locale}=([^;]+)`);
const THEME_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE_NAMES.theme}=(light|dark)(?:;|$)`);

/** The visitor's explicit light/dark choice (ThemeToggle), so the first paint is already in it. */
function pageTheme(request: FastifyRequest): 'light' | 'dark' | null {
  return (THEME_COOKIE.exec(request.headers.cookie ?? '')?.[1] as 'light' | 'dark' | undefined) ?? null;
}

/**
 * The page's language: an explicit ?lang=, else the locale cookie, else the reader's own when the page knows it (a
 * newsletter link's subscriber), else Accept-Language. The browser keeps it (`initialLocale`: `?lang=`, the cookie,
 * then `<html lang>`), so the page does not change language as the app takes over.
 */
export function pageLocale(request: FastifyRequest, readers: Locale | null = null): Locale {
  const lang = new URL(request.url, 'http://x').searchParams.get('lang');
  if (isLocale(lang)) return lang;
  const cookie = LOCALE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (cookie && isLocale(decodeURIComponent(cookie))) return decodeURIComponent(cookie) as Locale;
  return readers ?? resolveLocale(request.headers['accept-language']);
}

/** A page as the server answers it: the status and index.html carrying the page's head. */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** Headers of its own (a page with personal data: noindex, never stored). */
  headers?: Record<string, string>;
  /** The entity tag of `html` (public pages): a browser revalidating an unchanged page gets a 304. */
  etag?: string;
}

/** Sets the page's ETag and answers whether the request's `If-None-Match` already holds this page (send 304). */
function pageNotModified(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): boolean {
  // RFC 9110 section 13.2.1: conditions apply only to an answer that would be 2xx (not a 404 page).
  if (!page.etag || page.status !== 200) return false;
  reply.header('etag', page.etag);
  return evaluatePreconditions(request.headers, page.etag, true) === 'not-modified';
}

/**
 * Sends a rendered page: 304 when the browser already holds it, else the page, compressed as the client
 * accepts. A public page (one with an ETag) may be replayed to an identical request (answer-replay.ts).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): FastifyReply {
  // The language comes from `?lang=`, else the locale cookie, else Accept-Language (and the theme from a cookie).
  appendVary(reply, 'Accept-Language, Cookie');
  if (pageNotModified(request, reply, page)) {
    return reply
      .status(304)
      .header('cache-control', 'no-cache')
      .headers(page.headers ?? {})
      .send();
  }
  reply
    .status(page.status)
    .header('cache-control', 'no-cache')
    .headers(page.headers ?? {})
    .type('text/html; charset=utf-8');
  if (page.etag) markReplayable(reply);
  // The compressor's route hooks do not reach the not-found handler, which serves most pages.
  return sendCompressible(request, reply, page.html, page.etag);
}

const entityTag = (html: string) => `W/"${createHash('sha1').update(html).digest('base64url')}"`;

/**
 * A booking's manage page and a newsletter link's page (`isPrivatePath`) show personal data: search engines
 * are told not to index them (header and meta, since the token is the whole secret), and no cache may keep them.
 */
const PRIVATE_PAGE_HEADERS = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' };

/**
 * A private page: no metadata (its address must not reach the cached `page.meta`), `noindex`, `no-store`. A
 * newsletter link's page is rendered here, in the subscriber's language, and never kept: the page already says
 * what a click will do ("Unsubscribe sari@… ?") before the app runs. A booking's is rendered by the browser.
 */
async function renderPrivatePage(
  indexHtml: string,
  deps: ApiDeps,
  request: FastifyRequest,
  renderBody: RenderBody | null | undefined,
): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://x');
  const link = newsletterLinkOf(url.pathname, url.searchParams);
  const subscriber = link
    ? await createCaller(createContext(deps, {}))
        .registration.newsletterLink(link)
        .catch(() => null)
    : null;
  const locale = pageLocale(request, subscriber?.locale ?? null);
  const body = link && renderBody ? await renderBodySafely(renderBody, request, locale, null) : null;
  const html = withBody(inLanguage(indexHtml, locale, pageTheme(request)), body).replace(
    '</head>',
    () => '    <meta name="robots" content="noindex, nofollow" />\n  </head>',
  );
  return { status: 200, html, headers: PRIVATE_PAGE_HEADERS };
}

/**
 * index.html with the page's own title, description, canonical URL, OpenGraph/Twitter tags,
 * hreflang alternates and schema.org JSON-LD, and its status: 404 (with `noindex` and a not-found
 * title) for a path the site does not have, or a class or facilitator that does not exist or is not
 * published; the SPA then shows its own not-found page (or, for staff with `?preview=1`, the draft).
 * The SPA's own pages without metadata keep the defaults.
 */
export async function renderPage(
  indexHtml: string,
  deps: ApiDeps,
  request: FastifyRequest,
  renderBody?: RenderBody | null,
): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://x');
  const path = normalizePath(url.pathname);
  if (isPrivatePath(path)) return renderPrivatePage(indexHtml, deps, request, renderBody);
  const locale = pageLocale(request);
  const theme = pageTheme(request);
  const lang = url.searchParams.get('lang');
  // A path the metadata input refuses (over-long, odd characters) names no page: ask for the not-found one.
  const known = pageMetaInputSchema.shape.path.safeParse(path).success;
  const meta = await createCaller(createContext(deps, { acceptLanguage: locale }))
    .page.meta({ path: known ? path : NOT_FOUND_PATH, ...(isLocale(lang) ? { lang } : {}) })
    .catch(() => null);
  if (!meta) return { status: 200, html: indexHtml };
  const body =
    renderBody && rendersOnServer(path, url.searchParams)
      ? await renderBodySafely(renderBody, request, locale, meta.status === 200 ? deps.cache : null)
      : null;
  const html = withBody(withHead(indexHtml, locale, theme, meta), body);
  return { status: meta.status, html, etag: entityTag(html) };
}

/**
 * Public pages are rendered here and hydrated by the browser; the back office, a staff preview of a
 * draft (`?preview=1`) and a booking's page (above) are rendered by the browser alone.
 */
function rendersOnServer(path: string, search: URLSearchParams): boolean {
  return search.get('preview') !== '1' && path !== ADMIN_PREFIX && !path.startsWith(`${ADMIN_PREFIX}/`);
}

/**
 * The page's rendered body, kept per (path, query, language) in the content cache with the API's answers
 * and dropped by the same writes (cache-scope.ts: a booking drops the pages showing that class's seats
 * or next session). Only a page's own address is kept: a query string other than `?lang=` (tab state,
 * tracking parameters) or an unnormalised path is rendered each time rather than crowding the cache.
 * A page that fails to render on the server still works: the browser renders it, as before.
 */
async function renderBodySafely(
  renderBody: RenderBody,
  request: FastifyRequest,
  locale: Locale,
  /**
   * The content cache, for a page of the site (200); null for what must not be kept: an unknown path (any
   * number of them would fill the cache) and a private page (its address is a secret).
   */
  cache: ApiDeps['cache'] | null,
) {
  const url = new URL(request.url, 'http://x');
  const path = url.pathname;
  const search = url.search.slice(1);
  const load = () => renderBody(path, search, locale);
  const keep = cache && path === normalizePath(path) && [...url.searchParams.keys()].every((k) => k === 'lang');
  try {
    return await (keep
      ? cache.remember(`${RENDERED_PAGE}\u0000${locale}\u0000${JSON.stringify({ path, search })}`, load)
      : load());
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed');
    return null;
  }
}

const ROOT_ELEMENT = '<div id="root"></div>';

function withBody(html: string, body: RenderedBody | null): string {
  if (!body) return html;
  return html.replace(ROOT_ELEMENT, () => `<div id="root">${body.html}</div>\n    ${body.stateScript}`);
}

/** The SPA's not-found route: never a page of the site. */
const NOT_FOUND_PATH = '/404';

const inLanguage = (indexHtml: string, locale: Locale, theme: 'light' | 'dark' | null) =>
  indexHtml.replace(/<html lang="[^"]*">/, () => `<html lang="${locale}"${theme ? ` data-theme="${theme}"` : ''}>`);

function withHead(indexHtml: string, locale: Locale, theme: 'light' | 'dark' | null, meta: PageMeta): string {
  const { title } = meta;
  const tags = [
    ...headTags(meta, locale).map(({ tag, attributes, json }) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      return json ? `<${tag}${attrs}>${jsonForScript(json)}</${tag}>` : `<${tag}${attrs} />`;
    }),
    ...(meta.preloadImage
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage.href)}" imagesrcset="${escapeHtml(meta.preloadImage.srcset)}" imagesizes="${escapeHtml(meta.preloadImage.sizes)}" fetchpriority="high" />`,
        ]
      : []),
  ];
  // Replacer functions, not strings: editors' text may hold `$'`, `$&`… which a replacement string
  // would expand into copies of the page.
  return inLanguage(indexHtml, locale, theme)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
