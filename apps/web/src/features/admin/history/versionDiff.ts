import { LOCALES, type Locale } from '../locales';

/** One changed value: the field (dotted for nested values), its language when translatable, before and after. */
export interface Change {
  field: string;
  locale: Locale | null;
  before: string;
  after: string;
}

const isLocalized = (value: unknown): value is Partial<Record<Locale, unknown>> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => (LOCALES as readonly string[]).includes(key));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as plain text: tags become spaces, the common entities their characters. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A value as one line of text ('' when empty). */
function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return plainText(value);
  if (Array.isArray(value)) return value.map((v) => (isRecord(v) ? JSON.stringify(v) : show(v))).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/**
 * What differs between a saved version and the current record, field by field and, for translatable
 * fields, language by language. Nested objects (a class's schedule) are compared by their own fields.
 */
export function versionDiff(before: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): Change[] {
  const changes: Change[] = [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    const field = `${prefix}${key}`;
    const a = before[key];
    const b = after[key];
    if (isLocalized(a) || isLocalized(b)) {
      const old = (isLocalized(a) ? a : {}) as Partial<Record<Locale, unknown>>;
      const now = (isLocalized(b) ? b : {}) as Partial<Record<Locale, unknown>>;
      for (const locale of LOCALES) {
        const from = show(old[locale]);
        const to = show(now[locale]);
        if (from !== to) changes.push({ field, locale, before: from, after: to });
      }
    } else if (isRecord(a) && isRecord(b)) {
      changes.push(...versionDiff(a, b, `${field}.`));
    } else {
      const from = show(a);
      const to = show(b);
      if (from !== to) changes.push({ field, locale: null, before: from, after: to });
    }
  }
  return changes;
}
