/**
 * What a public page weighs (its HTML, CSS, dehydrated state and scripts), and a bare copy of it: the
 * same text with a few lines of CSS and nothing else, the practical limit a page's Lighthouse score is
 * compared with (lighthouse.ts).
 */
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { measureHome } from './web';

/** Bytes as received (raw) and gzipped at level 9 (what the bench counts, not what the server sends). */
export interface Size {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  path: string;
  html: Size;
  /** The page's `<style>` elements, together. */
  inlineCss: Size;
  /** The page's `<link rel="stylesheet">` files, fetched, together; `count` of them; whether each is cached a year. */
  linkedCss: Size & { count: number; cachedForAYear: boolean };
  /** The dehydrated state (`<script type="application/json">`, the largest when there are several). */
  state: Size;
  /** The largest other inline script. */
  inlineScript: Size;
  /** Every script file Chromium loads for the page until the network is idle; NaN when it could not open it. */
  js: Size & { count: number };
}

const size = (text: string): Size => {
  const bytes = Buffer.from(text);
  return { raw: bytes.length, gzip: bytes.length ? gzipSync(bytes, { level: 9 }).length : 0 };
};
const attribute = (attributes: string, name: string) =>
  attributes
    .match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find(Boolean);

/** Weighs each page of a running server (`base`): one plain GET, its stylesheets, then Chromium for its scripts. */
export async function measurePages(base: string, paths: string[]): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const path of paths) {
    const html = await (await fetch(`${base}${path}`)).text();
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
    const links = [...html.matchAll(/<link\b([^>]*)>/gi)]
      .map((m) => m[1] ?? '')
      .filter((attributes) => /^stylesheet$/i.test(attribute(attributes, 'rel') ?? ''))
      .map((attributes) => attribute(attributes, 'href'))
      .filter((href): href is string => Boolean(href));
    const linkedResponses = await Promise.all(links.map((href) => fetch(new URL(href, base))));
    const linked = await Promise.all(linkedResponses.map((response) => response.text()));
    const cachedForAYear = linkedResponses.every(
      (response) => Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 0) >= 31_536_000,
    );
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter((m) => !attribute(m[1] ?? '', 'src'))
      .map((m) => ({ json: /^application\/json$/i.test(attribute(m[1] ?? '', 'type') ?? ''), text: m[2] ?? '' }));
    const largest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a), '');
    let js: PageWeight['js'] = { raw: Number.NaN, gzip: Number.NaN, count: Number.NaN };
    try {
      const loaded = await measureHome(`${base}${path}`);
      js = { raw: loaded.jsRawBytes, gzip: loaded.jsGzipBytes, count: loaded.jsFiles };
    } catch (error) {
      console.error(`Page weight: ${path}: Chromium could not open it: ${(error as Error).message.split('\n')[0]}`);
    }
    weights.push({
      path,
      html: size(html),
      inlineCss: size(styles.join('')),
      linkedCss: { ...size(linked.join('')), count: linked.length, cachedForAYear },
      state: size(largest(scripts.filter((s) => s.json).map((s) => s.text))),
      inlineScript: size(largest(scripts.filter((s) => !s.json).map((s) => s.text))),
      js,
    });
  }
  return weights;
}

/** Elements kept (without their attributes, but a link's href) in a bare page; others leave their text. */
const KEEP = new Set(
  'h1 h2 h3 h4 h5 h6 p a ul ol li dl dt dd main header footer nav section article aside blockquote strong em b i small br time address table thead tbody tr th td'.split(
    ' ',
  ),
);
/** Elements whose content is not text a reader sees. */
const DROP =
  /<(script|style|template|noscript|svg|iframe|object|canvas|video|audio|select|textarea)\b[\s\S]*?<\/\1\s*>/gi;

/** A few lines of CSS: a readable column of text in the system font. */
export const BARE_CSS =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5}a{color:#0645ad}';

/**
 * The bare copy of a server-rendered page: its title and its body's text, headings, paragraphs, lists and
 * links, with no script, style, data block, image or attribute (but links' href), and BARE_CSS.
 */
export function barePage(html: string): string {
  const lang = html.match(/<html\b[^>]*\blang="([^"]*)"/i)?.[1] ?? 'en';
  const title = html.match(/<title\b[^>]*>([\s\S]*?)<\/title>/i)?.[1] ?? '';
  const body = (html.match(/<body\b[^>]*>([\s\S]*)<\/body>/i)?.[1] ?? html)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(DROP, '')
    .replace(/<(\/?)([a-zA-Z][\w-]*)\b([^>]*)>/g, (_, close: string, name: string, attributes: string) => {
      const tag = name.toLowerCase();
      if (!KEEP.has(tag)) return ' ';
      if (close) return `</${tag}>`;
      const href = tag === 'a' ? attribute(attributes, 'href') : undefined;
      return href ? `<a href="${href}">` : `<${tag}>`;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${BARE_CSS}</style></head><body>${body}</body></html>`;
}

/**
 * A node:http server answering the bare copy of each page (made from the running server's HTML) at
 * `/bare/<n>`; `urls` maps each page's path to its copy's URL.
 */
export async function startBareSite(
  base: string,
  paths: string[],
): Promise<{ urls: Map<string, string>; close: () => Promise<void> }> {
  const pages = new Map<string, Buffer>();
  for (const [index, path] of paths.entries())
    pages.set(`/bare/${index}`, Buffer.from(barePage(await (await fetch(`${base}${path}`)).text())));
  const server: Server = createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    response.writeHead(page ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': page?.length ?? 0,
    });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the bare site has no port');
  const urls = new Map(paths.map((path, index) => [path, `http://127.0.0.1:${address.port}/bare/${index}`]));
  return { urls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
