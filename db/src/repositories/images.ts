import type { Kysely } from 'kysely';
import type { ProcessedImage } from '../images';
import type { Database } from '../schema';
import type { LocalizedText } from '@app/contract';
import { hasRow } from './has-row';

export interface StoredImageRef {
  id: number;
  sha256: string;
  width: number;
  height: number;
  alt: Partial<LocalizedText>;
  /** A decorative image has no alternative text: pages render `alt=""`. */
  decorative: boolean;
  variantWidths: number[];
}

/**
 * Stores an image and its variants once per content hash; answers the existing id for a known hash.
 * Two statements: call it inside a transaction.
 */
export async function insertImage(
  db: Kysely<Database>,
  image: ProcessedImage,
  alt: Partial<LocalizedText>,
  fileName: string | null = null,
): Promise<number> {
  const inserted = await db
    .insertInto('images')
    .values({
      sha256: image.sha256,
      mime: image.mime,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      alt: JSON.stringify(alt),
      file_name: fileName,
    })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await db
      .selectFrom('images')
      .select('id')
      .where('sha256', '=', image.sha256)
      .executeTakeFirstOrThrow();
    return existing.id;
  }
  await db
    .insertInto('image_variants')
    .values(
      image.variants.map((v) => ({
        image_id: inserted.id,
        width: v.width,
        height: v.height,
        bytes: v.bytes,
        data: v.data,
      })),
    )
    .execute();
  return inserted.id;
}

export async function findImageRefs(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, StoredImageRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('images')
    .innerJoin('image_variants', 'image_variants.image_id', 'images.id')
    .select([
      'images.id',
      'images.sha256',
      'images.width',
      'images.height',
      'images.alt',
      'images.decorative',
      'image_variants.width as variantWidth',
    ])
    .where('images.id', 'in', unique)
    .orderBy('image_variants.width')
    .execute();
  const refs = new Map<number, StoredImageRef>();
  for (const row of rows) {
    let ref = refs.get(row.id);
    if (!ref) {
      ref = {
        id: row.id,
        sha256: row.sha256,
        width: row.width,
        height: row.height,
        alt: row.alt,
        decorative: row.decorative,
        variantWidths: [],
      };
      refs.set(row.id, ref);
    }
    ref.variantWidths.push(row.variantWidth);
  }
  return refs;
}

export async function findImageVariant(db: Kysely<Database>, sha256: string, width: number) {
  return db
    .selectFrom('image_variants')
    .innerJoin('images', 'images.id', 'image_variants.image_id')
    .select(['image_variants.data', 'image_variants.bytes'])
    .where('images.sha256', '=', sha256)
    .where('image_variants.width', '=', width)
    .executeTakeFirst();
}

export async function imageExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return hasRow(db.selectFrom('images').select('id').where('id', '=', id));
}
