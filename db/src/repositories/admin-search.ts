import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { newestCreatedFirst } from './list-order';
import { anyTranslationMatches, englishText, likePattern, matchingTranslation } from './text-search';

/**
 * The back office's search box, beside the content tables (`searchContentRows`): pages, newsletter
 * issues and library images whose text holds the search in any language, the first `limit` of each.
 * `matched` is the text that holds it (English first), for the hit to show why it was found.
 */

/** Pages by title in any language, or code. */
export async function searchStaticContents(db: Kysely<Database>, search: string, limit: number) {
  const pattern = likePattern(search);
  return db
    .selectFrom('static_contents')
    .select([
      'id',
      'code',
      'status',
      englishText(sql.ref('title')).as('title'),
      matchingTranslation(sql.ref('title'), pattern).as('matched'),
    ])
    .where((eb) => eb.or([anyTranslationMatches(sql.ref('title'), pattern), eb('code', 'ilike', pattern)]))
    .orderBy('code')
    .limit(limit)
    .execute();
}

/** Newsletter issues by subject in any language, newest first. */
export async function searchNewsletterIssues(db: Kysely<Database>, search: string, limit: number) {
  const pattern = likePattern(search);
  return db
    .selectFrom('newsletter_issues')
    .select([
      'id',
      'status',
      englishText(sql.ref('subject')).as('subject'),
      matchingTranslation(sql.ref('subject'), pattern).as('matched'),
    ])
    .where(anyTranslationMatches(sql.ref('subject'), pattern))
    .$call(newestCreatedFirst)
    .limit(limit)
    .execute();
}

/** Library images by alternative text or caption in any language, or file name, newest first. */
export async function searchLibraryImages(db: Kysely<Database>, search: string, limit: number) {
  const pattern = likePattern(search);
  return db
    .selectFrom('images')
    .select([
      'id',
      'alt',
      'file_name',
      sql<string | null>`coalesce(
        ${matchingTranslation(sql.ref('alt'), pattern)},
        ${matchingTranslation(sql.ref('caption'), pattern)},
        CASE WHEN file_name ILIKE ${pattern} THEN file_name END
      )`.as('matched'),
    ])
    .where((eb) =>
      eb.or([
        anyTranslationMatches(sql.ref('alt'), pattern),
        anyTranslationMatches(sql.ref('caption'), pattern),
        eb('file_name', 'ilike', pattern),
      ]),
    )
    .$call(newestCreatedFirst)
    .limit(limit)
    .execute();
}
