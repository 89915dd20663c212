import { type ApiDeps, createCaller, createContext } from '@app/api';
import { COOKIE_NAMES, headTags, isLocale, type Locale, resolveLocale } from '@app/contract';
import type { FastifyRequest } from 'fastify';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
/** JSON inside <script> must never close the element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const LOCALE_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE_NAMES.locale}=([^;]+)`);

/** The page's language: an explicit ?lang=, else the locale cookie, else Accept-Language. */
export function pageLocale(request: FastifyRequest): Locale {
  const lang = new URL(request.url, 'http://x').searchParams.get('lang');
  if (isLocale(lang)) return lang;
  const cookie = LOCALE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (cookie && isLocale(decodeURIComponent(cookie))) return decodeURIComponent(cookie) as Locale;
  return resolveLocale(request.headers['accept-language']);
}

/**
 * index.html with the page's own title, description, canonical URL, OpenGraph/Twitter tags,
 * hreflang alternates and (classes, facilitators) schema.org JSON-LD. Unknown pages keep the defaults.
 */
export async function renderPage(indexHtml: string, deps: ApiDeps, request: FastifyRequest): Promise<string> {
  const path = new URL(request.url, 'http://x').pathname.replace(/\/+$/, '') || '/';
  const locale = pageLocale(request);
  const meta = await createCaller(createContext(deps, { acceptLanguage: locale }))
    .page.meta({ path })
    .catch(() => null);
  if (!meta) return indexHtml;
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
  return indexHtml
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
