import { DEFAULT_LOCALE, LANGUAGES, LOCALES, type Locale } from './constants';
import { isLocale } from './locale';
import type { PageMeta } from './schemas/site';

/** OpenGraph writes languages as language_TERRITORY. */
export const OG_LOCALES = Object.fromEntries(LOCALES.map((l) => [l, LANGUAGES[l].ogLocale])) as Record<Locale, string>;

export interface HeadTag {
  tag: 'link' | 'meta' | 'script';
  attributes: Record<string, string>;
  /** The element's text (JSON-LD), as plain data: each side escapes it for where it goes. */
  json?: Record<string, unknown>;
}

/**
 * The head elements a page's metadata stands for: canonical URL, language alternates, OpenGraph and
 * Twitter tags, JSON-LD; for a page that does not exist, only `noindex`. The server writes them into
 * index.html; the SPA puts the same ones in place after each navigation.
 */
export function headTags(meta: PageMeta, locale: string): HeadTag[] {
  const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes });
  const og = (property: string, content: string): HeadTag => ({ tag: 'meta', attributes: { property, content } });
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { name, content } });
  if (meta.status === 404 || meta.canonical === null) return [named('robots', 'noindex')];
  const current = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return [
    link({ rel: 'canonical', href: meta.canonical }),
    ...meta.alternates.map((a) => link({ rel: 'alternate', hreflang: a.hreflang, href: a.href })),
    og('og:site_name', 'Ruang Teduh'),
    og('og:type', meta.type),
    og('og:title', meta.title),
    og('og:description', meta.description),
    og('og:url', meta.canonical),
    og('og:locale', OG_LOCALES[current]),
    ...LOCALES.filter((l) => l !== current).map((l) => og('og:locale:alternate', OG_LOCALES[l])),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image ? [og('og:image', meta.image), named('twitter:image', meta.image)] : []),
    ...meta.jsonLd.map((json): HeadTag => ({ tag: 'script', attributes: { type: 'application/ld+json' }, json })),
  ];
}
