import type { PageMeta } from './schemas/site';

export interface HeadTag {
  tag: 'link' | 'meta' | 'script';
  attributes: Record<string, string>;
  /** The element's text (JSON-LD), as plain data: each side escapes it for where it goes. */
  json?: Record<string, unknown>;
}

/**
 * The head elements a page's metadata stands for: canonical URL, language alternates, OpenGraph and
 * Twitter tags, JSON-LD. The server writes them into index.html; the SPA puts the same ones in place
 * after each navigation.
 */
export function headTags(meta: PageMeta, locale: string): HeadTag[] {
  const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes });
  const og = (property: string, content: string): HeadTag => ({ tag: 'meta', attributes: { property, content } });
  const twitter = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { name, content } });
  return [
    link({ rel: 'canonical', href: meta.canonical }),
    ...meta.alternates.map((a) => link({ rel: 'alternate', hreflang: a.hreflang, href: a.href })),
    og('og:site_name', 'Ruang Teduh'),
    og('og:type', meta.type),
    og('og:title', meta.title),
    og('og:description', meta.description),
    og('og:url', meta.canonical),
    og('og:locale', locale.replace('-', '_')),
    twitter('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    twitter('twitter:title', meta.title),
    twitter('twitter:description', meta.description),
    ...(meta.image ? [og('og:image', meta.image), twitter('twitter:image', meta.image)] : []),
    ...(meta.jsonLd
      ? [{ tag: 'script', attributes: { type: 'application/ld+json' }, json: meta.jsonLd } as const]
      : []),
  ];
}
