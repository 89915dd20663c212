import { type Expression, type RawBuilder, sql } from 'kysely';

/** `%text%` for ILIKE, the text's own `%`, `_` and `\` matched as themselves. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A translatable (JSONB by locale) column's English text; '' when it has none. */
export const englishText = (column: Expression<unknown>): RawBuilder<string> =>
  sql<string>`coalesce(${column}->>'en', '')`;

/** A translatable (JSONB by locale) column holds the pattern in some language. */
export const anyTranslationMatches = (column: Expression<unknown>, pattern: string): RawBuilder<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM jsonb_each_text(${column}) AS t(key, value) WHERE t.value ILIKE ${pattern})`;

/** The translation that holds the pattern, English first when it does; null when none does. */
export const matchingTranslation = (column: Expression<unknown>, pattern: string): RawBuilder<string | null> =>
  sql<string | null>`(SELECT t.value FROM jsonb_each_text(${column}) AS t(key, value)
    WHERE t.value ILIKE ${pattern} ORDER BY t.key <> 'en', t.key LIMIT 1)`;
