/**
 * A link the server answered (e.g. a booking's manage link, absolute with PUBLIC_URL) as the SPA can
 * follow it: this site's own pages by path, so navigation stays client-side; anything else as it is.
 */
export function sitePath(url: string, origin = window.location.origin): { internal: boolean; href: string } {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin === origin) return { internal: true, href: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  } catch {
    // Not a URL at all: leave it to the browser.
  }
  return { internal: false, href: url };
}
