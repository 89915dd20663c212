/**
 * Stored-XSS payloads and the in-page checks of xss.spec.ts.
 *
 * Every payload that could run sets `window.__xss` to its number and calls `alert(n)`, so a run is
 * caught by the dialog listener and by the flag. Plain payloads are at most 51 characters: with a
 * 5-character marker in front they fit the shortest limited fields (60: link labels, time zone).
 */

import { LOCALES, type Locale } from '@app/contract/constants';

export { LOCALES, type Locale };

/** One letter per locale (a, b, c… in the order of LOCALES), for markers in fields of limited length. */
export const LOCALE_LETTER = Object.fromEntries(
  LOCALES.map((locale, index) => [locale, String.fromCharCode(97 + index)]),
) as Record<Locale, string>;

/** Typed into plain-text fields; each must show as the same literal text (or be refused). */
export const PLAIN_PAYLOADS = [
  `<script>top.__xss=1;alert(1)</script>`,
  `<img src=x onerror="top.__xss=2;alert(2)">`,
  `<svg onload="top.__xss=3;alert(3)">`,
  `<a href=#x onclick="top.__xss=4;alert(4)">p4</a>`,
  `<a href="javascript:top.__xss=5;alert(5)">p5</a>`,
  `"'><script>top.__xss=6;alert(6)</script>`,
  `</title><script>top.__xss=7;alert(7)</script>`,
  `</script><svg onload="top.__xss=8;alert(8)">`,
  `javascript:top.__xss=9;alert(9)`,
  `'"><iframe src="javascript:alert(10)">`,
] as const;

/** Raw HTML for rich-text fields: the server's sanitiser must strip every active part. */
export const RICH_PAYLOADS = [
  `<img src=x onerror="top.__xss=21;alert(21)">`,
  `<svg><animate onbegin="top.__xss=22;alert(22)" attributeName="x" dur="1s"></animate></svg>`,
  `<iframe srcdoc="<script>parent.__xss=23;parent.alert(23)</script>"></iframe>`,
  `<a href="jav&#x09;ascript:top.__xss=24;alert(24)">r24</a>`,
  `<a href="JaVaScRiPt:top.__xss=25;alert(25)">r25</a>`,
  `<a href="data:text/html,<script>alert(26)</script>">r26</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="top.__xss=27;alert(27)">`,
  `<noscript><p title="</noscript><img src=x onerror=top.__xss=28;alert(28)>"></noscript>`,
  `<form action="javascript:alert(29)"><button>r29</button></form>`,
  `<details open ontoggle="top.__xss=30;alert(30)"><summary>r30</summary></details>`,
  `<object data="javascript:alert(31)"></object><embed src="javascript:alert(31)">`,
  `<base href="javascript:alert(32)//">`,
  `<p onmouseover="alert(33)" style="background:url(javascript:alert(33))">r33</p>`,
  `<input autofocus onfocus="top.__xss=34;alert(34)">`,
  `<video><source onerror="top.__xss=35;alert(35)"></video>`,
  `<a href="  javascript:alert(36)">r36</a><a href="&#106;avascript:alert(36)">r36b</a>`,
  `<a href="https://example.com/" onclick="top.__xss=37;alert(37)" target="_blank">r37</a>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(38)">`,
  `<script>top.__xss=39;alert(39)</script><p>after script</p>`,
  `<a href="https://example.com/?q=&quot;&gt;&lt;script&gt;alert(40)&lt;/script&gt;" title="&quot;&gt;&lt;img src=x onerror=alert(40)&gt;">r40</a>`,
] as const;

/** Values for URL fields that must be refused by the server (and by the form). */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
] as const;

/** Accepted http(s) URLs that still try to break out of the href attribute. */
export const QUOTED_URL = `https://example.com/x?q="'><script>top.__xss=41;alert(41)</script>`;
export const QUOTED_PATH = `/session-classes?q="'><svg/onload=top.__xss=42;alert(42)>`;

/** Text that ends `String.prototype.replace` replacement patterns if a server splices it in unescaped. */
export const REPLACEMENT_PATTERNS = "Save $' and $` and $& and $$ today";

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * Looks for anything a stored payload could have turned into: event-handler attributes, script-like
 * URLs, foreign scripts, frames, objects and <base>; and, prefixed `structure:`, markup that a payload
 * broke without running anything (JSON-LD that no longer parses, several <title>s). Runs in the page: on the live document, or on
 * `html` parsed with DOMParser (which runs nothing). Must stay self-contained.
 */
export function findInjections(html: string | null): string[] {
  // Broken markup that runs nothing is reported with this prefix (kept inline: the function runs in the page).
  const STRUCTURE = 'structure:';
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const problems: string[] = [];
  const show = (el: Element) => el.outerHTML.replace(/\s+/g, ' ').slice(0, 200);
  const urlAttributes = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'data',
    'xlink:href',
    'background',
    'poster',
    'cite',
    'codebase',
  ]);
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(el.attributes)) {
      const attr = name.toLowerCase();
      if (attr.startsWith('on')) problems.push(`event handler "${attr}" on ${show(el)}`);
      if (attr === 'srcdoc') problems.push(`srcdoc on ${show(el)}`);
      // Browsers drop control characters and spaces from a URL's scheme: "java\tscript:" runs too.
      const scheme = Array.from(value)
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (
        urlAttributes.has(attr) &&
        (scheme.startsWith('javascript:') ||
          scheme.startsWith('vbscript:') ||
          (scheme.startsWith('data:') && !scheme.startsWith('data:image/')))
      ) {
        problems.push(`script URL in ${attr} on ${show(el)}`);
      }
      if (attr === 'content' && el.tagName === 'META' && /url\s*=\s*javascript:/i.test(value)) {
        problems.push(`meta refresh to a script URL: ${show(el)}`);
      }
    }
  }
  for (const script of Array.from(doc.querySelectorAll('script'))) {
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (type === 'application/ld+json') {
      try {
        JSON.parse(script.textContent ?? '');
      } catch {
        problems.push(`${STRUCTURE} JSON-LD that does not parse: ${show(script)}`);
      }
      continue;
    }
    // The server-rendered page's data block (the one data block there is): it must parse, as a whole.
    if (type === 'application/json' && script.id === 'ssr-state') {
      try {
        JSON.parse(script.textContent ?? '');
      } catch {
        problems.push(`${STRUCTURE} server state that does not parse: ${show(script)}`);
      }
      continue;
    }
    const src = script.getAttribute('src');
    const url = src ? new URL(src, location.href) : null;
    if (!url || url.origin !== location.origin || !url.pathname.startsWith('/assets/')) {
      problems.push(`foreign or inline script: ${show(script)}`);
    }
  }
  for (const el of Array.from(doc.querySelectorAll('iframe, frame, frameset, object, embed, base, meta[http-equiv]'))) {
    problems.push(`unexpected <${el.tagName.toLowerCase()}>: ${show(el)}`);
  }
  for (const el of Array.from(doc.querySelectorAll('img[src="x"], svg[onload], math, noscript img'))) {
    problems.push(`payload markup became elements: ${show(el)}`);
  }
  const titles = doc.querySelectorAll('title').length;
  if (titles > 1) problems.push(`${STRUCTURE} ${titles} <title> elements`);
  return problems;
}

/** Whether a finding of findInjections is broken structure rather than something that can run. */
export const isStructural = (finding: string) => finding.includes('structure:');
