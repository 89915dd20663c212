import type { PageMeta } from '@app/contract';

/** Every head element a page's metadata owns; replaced as a whole on each navigation. */
const OWNED =
  'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';

function element<K extends 'link' | 'meta' | 'script'>(tag: K, attributes: Record<string, string>) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/**
 * Brings the document head in line with the page the SPA now shows: the same tags the server wrote
 * into index.html for a first visit. Pages without their own metadata get the site defaults.
 */
export function applyPageHead(
  meta: PageMeta | null,
  defaults: { title: string; description: string },
  locale: string,
): void {
  for (const node of document.head.querySelectorAll(OWNED)) node.remove();
  document.title = meta?.title ?? defaults.title;
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', meta?.description ?? defaults.description);
  if (!meta) return;
  const nodes: HTMLElement[] = [
    element('link', { rel: 'canonical', href: meta.canonical }),
    ...meta.alternates.map((a) => element('link', { rel: 'alternate', hreflang: a.hreflang, href: a.href })),
    element('meta', { property: 'og:site_name', content: 'Ruang Teduh' }),
    element('meta', { property: 'og:type', content: meta.type }),
    element('meta', { property: 'og:title', content: meta.title }),
    element('meta', { property: 'og:description', content: meta.description }),
    element('meta', { property: 'og:url', content: meta.canonical }),
    element('meta', { property: 'og:locale', content: locale.replace('-', '_') }),
    element('meta', { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' }),
    element('meta', { name: 'twitter:title', content: meta.title }),
    element('meta', { name: 'twitter:description', content: meta.description }),
  ];
  if (meta.image)
    nodes.push(
      element('meta', { property: 'og:image', content: meta.image }),
      element('meta', { name: 'twitter:image', content: meta.image }),
    );
  if (meta.jsonLd) {
    // A data block, not a script: textContent cannot break out of the element, and CSP does not apply.
    const data = element('script', { type: 'application/ld+json' });
    data.textContent = JSON.stringify(meta.jsonLd);
    nodes.push(data);
  }
  document.head.append(...nodes);
}
