/** The app's entry script and the modules it imports at once, as `vite build` writes them. */
const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")(?= crossorigin)/g;

/**
 * index.html prepared for a fast first paint of a server-rendered page, once at start-up: the scripts are
 * fetched at low priority (`fetchpriority="low"`), since the page is on screen without them (they hydrate
 * it), so the largest image and the fonts go first on a slow network.
 *
 * The stylesheet stays a link (issue 33): the visitors' stylesheet holds only public styles (the back
 * office's comes with its own chunk), is a hashed file the browser keeps for a year, and so is fetched
 * once per visitor instead of being sent again inside every page (it was 101 KB of each page's HTML).
 */
export function forFirstPaint(indexHtml: string): string {
  return indexHtml.replace(SCRIPT_TAGS, (_tag, opening: string) => `<${opening} fetchpriority="low"`);
}
