import { type LocalizedText, withoutDirectionControls } from '@app/contract';
import sanitizeHtml from 'sanitize-html';

/** What editors may store: text structure, links and emphasis. No scripts, styles, frames or event handlers. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Entities are decoded on the way: a `&#x202E;` is stripped as the character itself is. */
function sanitizeRichText(html: string): string {
  return withoutDirectionControls(sanitizeHtml(html, OPTIONS)).trim();
}

/**
 * Sanitises every locale's HTML, invisible direction controls removed (they are refused in plain text);
 * empty translations are dropped so the site falls back to English.
 */
export function sanitizeLocalizedHtml(text: LocalizedText): LocalizedText {
  const out: Record<string, string> = {};
  for (const [locale, value] of Object.entries(text)) {
    if (typeof value !== 'string') continue;
    const clean = sanitizeRichText(value);
    if (clean !== '') out[locale] = clean;
  }
  return { ...out, en: out.en ?? '' } as LocalizedText;
}

/** Plain per-locale text: empty translations dropped, English kept. */
export function compactLocalized<T extends Partial<LocalizedText>>(text: T): T {
  const out: Record<string, string> = {};
  for (const [locale, value] of Object.entries(text))
    if (typeof value === 'string' && value.trim() !== '') out[locale] = value.trim();
  return out as T;
}
