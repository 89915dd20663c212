import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Language subtags that were renamed, as older systems (Java, some Android builds) still send them. */
const RENAMED_LANGUAGES: Record<string, string> = { in: 'id' };

/**
 * Maps a BCP 47 tag to a supported locale: exact match first, then by language (pt -> pt-BR,
 * zh -> zh-CN, id-ID -> id), with a renamed language subtag read as its current one (in -> id).
 */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const subtag = lower.split('-')[0] ?? '';
  const language = RENAMED_LANGUAGES[subtag] ?? subtag;
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
}

/** Picks the best supported locale from an Accept-Language header, honouring q-values; English when nothing matches. */
export function resolveLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.quality > 0 && r.tag !== '*')
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const match = matchLocale(range.tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
