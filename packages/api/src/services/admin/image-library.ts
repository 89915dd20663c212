import type { ImageDetail, ImageTexts, LibraryImage } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../../context';
import { translate } from '../../translations';
import { AppError } from '../../errors';
import { imageResolver } from '../resolve';
import type { SessionUser } from '../sessions';
import { imageTitle } from './image-title';
import { processedImage } from './pages';
import { compactLocalized } from './sanitize';
import { checkedImageBytes, type UploadSource } from './uploads';
import { audit, contentChanged } from './writes';

const NOT_FOUND = /*i18n*/ 'This image is not in the library (any more).';

async function toLibraryImages(ctx: Context, rows: repo.LibraryImageRow[]): Promise<LibraryImage[]> {
  // The preview shows the English alternative text whatever the editor's language: the texts are edited beside it.
  const resolve = await imageResolver(
    ctx.db,
    rows.map((r) => r.id),
    'en',
  );
  return rows.flatMap((row) => {
    const shown = resolve(row.id);
    if (!shown) return [];
    return [
      {
        id: row.id,
        url: shown.url,
        srcset: shown.srcset,
        width: row.width,
        height: row.height,
        mime: row.mime,
        bytes: row.bytes,
        fileName: row.file_name,
        alt: row.alt,
        caption: row.caption,
        decorative: row.decorative,
        usageCount: row.usage_count,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      },
    ];
  });
}

export async function listImages(ctx: Context, query: { q?: string; page: number; pageSize: number }) {
  const { rows, total } = await repo.listLibraryImages(ctx.db, {
    search: query.q || undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: await toLibraryImages(ctx, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function getImage(ctx: Context, id: number): Promise<ImageDetail> {
  const row = await repo.findLibraryImage(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [[image], usages] = await Promise.all([toLibraryImages(ctx, [row]), repo.findImageUsages(ctx.db, id)]);
  if (!image) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { ...image, usages: usages.map(({ kind, id: itemId, title }) => ({ kind, id: itemId, title })) };
}

export async function updateImageTexts(ctx: Context, user: SessionUser, input: ImageTexts & { id: number }) {
  const texts = {
    alt: input.decorative ? {} : compactLocalized(input.alt),
    caption: compactLocalized(input.caption),
    decorative: input.decorative ?? false,
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.updateImageTexts(trx, input.id, texts))) throw new AppError('NOT_FOUND', NOT_FOUND);
    await audit(trx, user, 'update', 'image', input.id, {
      title: texts.alt.en ?? `Image #${input.id}`,
      decorative: texts.decorative,
    });
  });
  await contentChanged(ctx);
  return getImage(ctx, input.id);
}

/** A new file for the same image id: every item that shows the image shows the new file. Checked as uploads are. */
export async function replaceImage(ctx: Context, user: SessionUser, id: number, source: UploadSource) {
  if (!(await repo.imageExists(ctx.db, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
  const { bytes, mime } = await checkedImageBytes(source);
  const processed = await processedImage(bytes, mime);
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      const outcome = await repo.replaceImageFile(trx, id, processed, source.name?.() ?? null);
      if (outcome === 'missing') throw new AppError('NOT_FOUND', NOT_FOUND);
      if (outcome !== 'replaced') {
        const message = /*i18n*/ 'This file is already in the library as image #{id}.';
        throw new AppError('CONFLICT', translate(ctx.locale, message, { id: outcome.duplicateOf }));
      }
      await audit(trx, user, 'update', 'image', id, { title: source.name?.() ?? `Image #${id}`, replaced: true, mime });
    })
    .catch((error: unknown) => {
      // The same file uploaded as a new image at the same moment: its hash is taken.
      if ((error as { code?: unknown } | null)?.code === '23505') {
        throw new AppError('CONFLICT', /*i18n*/ 'This file was just added to the library as another image.');
      }
      throw error;
    });
  await contentChanged(ctx);
  return getImage(ctx, id);
}

/** Deletes an image only when no content shows it (409 naming how many items do). */
export async function deleteImage(ctx: Context, user: SessionUser, id: number) {
  const row = await repo.findLibraryImage(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  await ctx.db.transaction().execute(async (trx) => {
    const outcome = await repo.deleteUnusedImage(trx, id);
    if (outcome === 'missing') throw new AppError('NOT_FOUND', NOT_FOUND);
    if (outcome !== 'deleted') {
      const items = outcome.usedBy === 1 ? '1 item' : `${outcome.usedBy} items`;
      throw new AppError(
        'CONFLICT',
        `This image is used by ${items}. Choose another image there (or remove it) before deleting this one.`,
      );
    }
    await audit(trx, user, 'delete', 'image', id, { title: imageTitle(row) });
  });
  await contentChanged(ctx);
  return { ok: true as const };
}
