import type { PageMeta } from '@app/contract';
import { headTags } from '@app/contract/constants';

/** Every head element a page's metadata owns; replaced as a whole on each navigation. */
const OWNED =
  'link[rel="canonical"], link[rel="alternate"][hreflang], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';

/**
 * Brings the document head in line with the page the SPA now shows: the same tags the server wrote
 * into index.html for a first visit. Pages without their own metadata get the site defaults; a page
 * with personal data (`isPrivatePath`) keeps the `noindex` the server sent it with.
 */
export function applyPageHead(
  meta: PageMeta | null,
  defaults: { title: string; description: string },
  locale: string,
  options: { private?: boolean } = {},
): void {
  for (const node of document.head.querySelectorAll(OWNED)) node.remove();
  document.title = meta?.title ?? defaults.title;
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', meta?.description ?? defaults.description);
  if (options.private) {
    const robots = document.createElement('meta');
    robots.setAttribute('name', 'robots');
    robots.setAttribute('content', 'noindex, nofollow');
    document.head.append(robots);
  }
  if (!meta) return;
  const nodes = headTags(meta, locale).map(({ tag, attributes, json }) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    // A data block, not a script: textContent cannot break out of the element, and CSP does not apply.
    if (json) node.textContent = JSON.stringify(json);
    return node;
  });
  document.head.append(...nodes);
}
