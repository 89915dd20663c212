import type { Image, Locale, LocalizedText } from '@app/contract';
import { type Db, repo } from '@app/db';

/** The text in the locale, falling back to English when that translation is missing or blank. */
export function localize(text: Partial<LocalizedText> | null | undefined, locale: Locale): string {
  if (!text) return '';
  const value = text[locale];
  return value && value.trim() !== '' ? value : (text.en ?? '');
}

function imageUrl(sha256: string, width: number): string {
  return `/images/${sha256}-${width}.webp`;
}

/**
 * The alternative text is the visitor's language's, else English's; a decorative image's is empty.
 * The default `url` is the widest variant up to 1280px: sharp on most screens, light on phones.
 */
function toImage(ref: repo.StoredImageRef, locale: Locale): Image {
  const widths = ref.variantWidths;
  const defaultWidth = [...widths].reverse().find((w) => w <= 1280) ?? widths[0] ?? ref.width;
  return {
    url: imageUrl(ref.sha256, defaultWidth),
    srcset: widths.map((w) => `${imageUrl(ref.sha256, w)} ${w}w`).join(', '),
    width: ref.width,
    height: ref.height,
    alt: ref.decorative ? '' : localize(ref.alt, locale),
  };
}

/** Loads every referenced image once and answers a resolver for them. */
export async function imageResolver(db: Db, ids: ReadonlyArray<number | null>, locale: Locale) {
  const refs = await repo.findImageRefs(
    db,
    ids.filter((id): id is number => id !== null),
  );
  return (id: number | null): Image | null => {
    if (id === null) return null;
    const ref = refs.get(id);
    return ref ? toImage(ref, locale) : null;
  };
}

/** The images of `rows` (each row's `imageId`), loaded at once, with their texts in the request's language. */
export function rowImageResolver<R>(
  ctx: { db: Db; locale: Locale },
  rows: readonly R[],
  imageId: (row: R) => number | null,
) {
  return imageResolver(ctx.db, rows.map(imageId), ctx.locale);
}

export const isoString = (date: Date) => date.toISOString();
