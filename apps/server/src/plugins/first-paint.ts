import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build's stylesheet links (`vite build` writes them in index.html's head), by the asset's path. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;
/** The app's entry script and the modules it imports at once, as `vite build` writes them. */
const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")(?= crossorigin)/g;

/**
 * index.html prepared for a fast first paint of a server-rendered page, once at start-up:
 *
 * - Each built stylesheet is written into it as a `<style>` element (the CSP allows inline styles, never
 *   inline scripts): the first paint needs the HTML alone, not a second request that blocks rendering
 *   (about 0.2–0.5 s on Lighthouse's slow 4G). The admin's client-rendered screens get the same styles.
 *   A link whose file is missing, or whose text could close the element, stays a link.
 * - The scripts are fetched at low priority (`fetchpriority="low"`): the page is on screen without them
 *   (they hydrate it), so the largest image and the fonts go first on a slow network.
 */
export function forFirstPaint(indexHtml: string, root: string): string {
  return indexHtml
    .replace(STYLESHEET_LINK, (link, asset: string) => {
      const file = join(root, asset);
      if (!existsSync(file)) return link;
      const css = readFileSync(file, 'utf8');
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    })
    .replace(SCRIPT_TAGS, (_tag, opening: string) => `<${opening} fetchpriority="low"`);
}
