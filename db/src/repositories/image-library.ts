import type { LocalizedText } from '@app/contract';
import { type Kysely, sql } from 'kysely';
import type { ProcessedImage } from '../images';
import type { Database } from '../schema';
import { anyTranslationMatches, likePattern } from './text-search';
import { pageWithTotal } from './paging';

/** One content item that shows an image: its kind (as the audit log names kinds), id and English title. */
export interface ImageUsage {
  imageId: number;
  kind: string;
  id: number;
  title: string;
}

/**
 * Every reference to an image: the content tables' image columns and the schedule image setting.
 * The one place that knows where images are used; usage counts, usage lists and the delete check read it.
 */
const usages = sql<ImageUsage>`(
  SELECT image_id AS "imageId", 'class' AS kind, id, title->>'en' AS title FROM classes WHERE image_id IS NOT NULL
  UNION ALL
  SELECT photo_image_id, 'facilitator', id, name FROM counselors WHERE photo_image_id IS NOT NULL
  UNION ALL
  SELECT cover_image_id, 'media article', id, title->>'en' FROM media_articles WHERE cover_image_id IS NOT NULL
  UNION ALL
  SELECT cover_image_id, 'story', id, title->>'en' FROM stories WHERE cover_image_id IS NOT NULL
  UNION ALL
  SELECT image_id, 'slide', id, title->>'en' FROM slider_items WHERE image_id IS NOT NULL
  UNION ALL
  SELECT logo_image_id, 'corporate client', id, name FROM corporate_clients WHERE logo_image_id IS NOT NULL
  UNION ALL
  SELECT (value #>> '{}')::integer, 'schedule image', 0, 'Class schedule'
    FROM site_settings WHERE key = 'schedule_image_id' AND jsonb_typeof(value) = 'number'
)`;

export interface LibraryImageRow {
  id: number;
  sha256: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  alt: Partial<LocalizedText>;
  caption: Partial<LocalizedText>;
  decorative: boolean;
  file_name: string | null;
  created_at: Date;
  updated_at: Date;
  usage_count: number;
}

function libraryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('images')
    .select([
      'images.id',
      'images.sha256',
      'images.mime',
      'images.width',
      'images.height',
      'images.bytes',
      'images.alt',
      'images.caption',
      'images.decorative',
      'images.file_name',
      'images.created_at',
      'images.updated_at',
      sql<number>`(SELECT count(*)::integer FROM ${usages} AS u WHERE u."imageId" = images.id)`.as('usage_count'),
    ]);
}

/** A page of the library, newest first; `search` matches alt text or caption in any language, or the file name. */
export async function listLibraryImages(
  db: Kysely<Database>,
  query: { search?: string; limit: number; offset: number },
): Promise<{ rows: LibraryImageRow[]; total: number }> {
  let base = db.selectFrom('images');
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where(
      sql<boolean>`(images.file_name ILIKE ${pattern}
        OR ${anyTranslationMatches(sql.ref('images.alt'), pattern)}
        OR ${anyTranslationMatches(sql.ref('images.caption'), pattern)})`,
    );
  }
  const ids = base.select('images.id');
  const newest = libraryQuery(db)
    .where('images.id', 'in', ids)
    .orderBy('images.created_at', 'desc')
    .orderBy('images.id', 'desc');
  const { rows, total } = await pageWithTotal(base, newest, query);
  return { rows: rows as LibraryImageRow[], total };
}

export async function findLibraryImage(db: Kysely<Database>, id: number): Promise<LibraryImageRow | undefined> {
  return (await libraryQuery(db).where('images.id', '=', id).executeTakeFirst()) as LibraryImageRow | undefined;
}

/** The content items that show an image, by kind and title. */
export async function findImageUsages(db: Kysely<Database>, imageId: number): Promise<ImageUsage[]> {
  const { rows } = await sql<ImageUsage>`SELECT * FROM ${usages} AS u WHERE u."imageId" = ${imageId}
    ORDER BY u.kind, u.title, u.id`.execute(db);
  return rows;
}

/** Sets an image's texts; false when there is no such image. */
export async function updateImageTexts(
  db: Kysely<Database>,
  id: number,
  texts: { alt: Partial<LocalizedText>; caption: Partial<LocalizedText>; decorative: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('images')
    .set({
      alt: JSON.stringify(texts.alt),
      caption: JSON.stringify(texts.caption),
      decorative: texts.decorative,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Puts a new file in place of an image's: same id (every reference keeps working), new hash, size and
 * variants. Locks the row; answers 'missing' for no such image, or the id of another image that already
 * holds this file. Several statements: call it inside a transaction.
 */
export async function replaceImageFile(
  trx: Kysely<Database>,
  id: number,
  image: ProcessedImage,
  fileName: string | null,
): Promise<'replaced' | 'missing' | { duplicateOf: number }> {
  const row = await trx.selectFrom('images').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) return 'missing';
  const other = await trx
    .selectFrom('images')
    .select('id')
    .where('sha256', '=', image.sha256)
    .where('id', '<>', id)
    .executeTakeFirst();
  if (other) return { duplicateOf: other.id };
  await trx
    .updateTable('images')
    .set({
      sha256: image.sha256,
      mime: image.mime,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      file_name: fileName,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('image_variants').where('image_id', '=', id).execute();
  await trx
    .insertInto('image_variants')
    .values(
      image.variants.map((v) => ({ image_id: id, width: v.width, height: v.height, bytes: v.bytes, data: v.data })),
    )
    .execute();
  return 'replaced';
}

/**
 * Deletes an image no content uses. The row lock waits for (and then blocks) a save that is adding a
 * reference, so a reference cannot appear between the check and the delete. Call it inside a transaction.
 */
export async function deleteUnusedImage(
  trx: Kysely<Database>,
  id: number,
): Promise<'deleted' | 'missing' | { usedBy: number }> {
  const row = await trx.selectFrom('images').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) return 'missing';
  const used = await findImageUsages(trx, id);
  if (used.length > 0) return { usedBy: used.length };
  await trx.deleteFrom('images').where('id', '=', id).execute();
  return 'deleted';
}
