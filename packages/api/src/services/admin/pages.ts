import { type LocalizedText, pageInputSchema } from '@app/contract';
import { processImage, repo } from '@app/db';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { imageResolver } from '../resolve';
import type { SessionUser } from '../sessions';
import { baselineOf, getVersion, keepBaseline, listVersions, recordVersion, versionAsInput } from './history';
import { imageTitle } from './image-title';
import { compactLocalized, sanitizeLocalizedHtml } from './sanitize';
import { audit, CONFLICT_MESSAGE, contentChanged } from './writes';

export async function getPage(ctx: Context, code: string) {
  const row = await repo.findStaticContentByCode(ctx.db, code);
  if (!row) throw new AppError('NOT_FOUND', /*i18n*/ 'This page does not exist.');
  return {
    code: row.code,
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
    data: { title: row.title, content: row.content, status: row.status },
  };
}

type PageData = { title: LocalizedText; content: LocalizedText; status: 'draft' | 'published' };

const pageVersionKey = (code: string) => ({ resourceType: 'page', itemId: code });

export async function updatePage(
  ctx: Context,
  user: SessionUser,
  input: { code: string; version: number; data: PageData },
  /** Set when the data is an earlier version's: the audit entry says which. */
  restoredVersion?: number,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const saved = {
      title: compactLocalized(input.data.title),
      content: sanitizeLocalizedHtml(input.data.content),
      status: input.data.status,
    };
    const baseline = await baselineOf(trx, pageVersionKey(input.code), async () => {
      const row = await repo.findStaticContentByCode(trx, input.code);
      return row
        ? { data: { title: row.title, content: row.content, status: row.status }, savedAt: row.updated_at }
        : null;
    });
    const updated = await repo.updateStaticContent(trx, input.code, input.version, saved);
    if (!updated) {
      throw (await repo.staticContentExists(trx, input.code))
        ? new AppError('CONFLICT', CONFLICT_MESSAGE)
        : new AppError('NOT_FOUND', /*i18n*/ 'This page does not exist.');
    }
    await keepBaseline(trx, baseline);
    await recordVersion(trx, user, pageVersionKey(input.code), saved);
    await audit(trx, user, restoredVersion ? 'restore' : 'update', 'page', input.code, {
      title: input.data.title.en,
      ...(restoredVersion ? { restoredVersion } : {}),
    });
  });
  await contentChanged(ctx);
  return getPage(ctx, input.code);
}

export const pageHistory = (ctx: Context, code: string) => listVersions(ctx, pageVersionKey(code));
export const pageVersion = (ctx: Context, code: string, versionNo: number) =>
  getVersion(ctx, pageVersionKey(code), versionNo);

/** Restoring a page's version is a save at the version the editor loaded (409 otherwise), kept as a new version. */
export async function restorePage(
  ctx: Context,
  user: SessionUser,
  input: { code: string; version: number; versionNo: number },
) {
  const data = await versionAsInput(ctx, pageVersionKey(input.code), input.versionNo, pageInputSchema);
  return updatePage(ctx, user, { code: input.code, version: input.version, data }, input.versionNo);
}

export async function setScheduleImage(ctx: Context, user: SessionUser, imageId: number | null) {
  if (imageId !== null) {
    if (!(await repo.imageExists(ctx.db, imageId)))
      throw new AppError('INVALID', 'There were some problems with your input.', {
        imageId: [/*i18n*/ 'Upload the image first.'],
      });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await repo.writeSiteSetting(trx, 'schedule_image_id', imageId);
    await recordVersion(trx, user, { resourceType: 'setting', itemId: 'schedule_image_id' }, { imageId });
    const image = imageId === null ? undefined : await repo.findLibraryImage(trx, imageId);
    await audit(trx, user, 'update', 'schedule image', imageId, image ? { title: imageTitle(image) } : {});
  });
  await contentChanged(ctx);
  return getScheduleImage(ctx);
}

export async function getScheduleImage(ctx: Context) {
  const value = await repo.readSiteSetting(ctx.db, 'schedule_image_id');
  const id = typeof value === 'number' ? value : null;
  const image = await imageResolver(ctx.db, [id], 'en');
  return { imageId: id, image: image(id) };
}

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** An upload made into the image variants to store; a file that is no readable image answers 400 on `file`. */
export async function processedImage(bytes: Buffer, mime: string) {
  try {
    return await processImage(bytes, mime);
  } catch {
    throw new AppError('INVALID', /*i18n*/ 'This image could not be read.', {
      file: [/*i18n*/ 'This image could not be read.'],
    });
  }
}

/** Stores an upload whose type the caller has checked by content; answers it as the API shows images. */
export async function storeUploadedImage(
  ctx: Context,
  user: SessionUser,
  bytes: Buffer,
  mime: string,
  fileName: string | null = null,
) {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime)) {
    throw new AppError('INVALID', /*i18n*/ 'Upload a JPEG, PNG, WebP or AVIF image.', {
      file: [/*i18n*/ 'Upload a JPEG, PNG, WebP or AVIF image.'],
    });
  }
  const processed = await processedImage(bytes, mime);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const imageId = await repo.insertImage(trx, processed, {}, fileName);
    await audit(trx, user, 'upload', 'image', imageId, {
      title: fileName ?? `Image #${imageId}`,
      bytes: bytes.length,
      mime,
    });
    return imageId;
  });
  // The answer shows the image as every other answer does: `srcset` lists the variants that were stored.
  const image = (await imageResolver(ctx.db, [id], 'en'))(id);
  if (!image) throw new Error(`Image ${id} was stored without variants`);
  return { id, ...image };
}

export async function dashboard(ctx: Context) {
  const [classes = 0, counselors = 0, media = 0, stories = 0] = await Promise.all(
    (['classes', 'counselors', 'media_articles', 'stories'] as const).map((table) =>
      repo.countPublishedContent(ctx.db, table),
    ),
  );
  return { published: { classes, counselors, media, stories } };
}
