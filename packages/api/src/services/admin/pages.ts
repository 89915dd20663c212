import type { AuditEntry, LocalizedText } from '@app/contract';
import { IMAGE_WIDTHS } from '@app/contract';
import { processImage, repo } from '@app/db';
import { type Kysely, sql } from 'kysely';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { imageResolver } from '../resolve';
import type { SessionUser } from '../sessions';
import { compactLocalized, sanitizeLocalizedHtml } from './sanitize';
import { audit, CONFLICT_MESSAGE, contentChanged } from './writes';

const anyDb = (ctx: Context) => ctx.db as unknown as Kysely<any>;

export async function getPage(ctx: Context, code: string) {
  const row = await ctx.db.selectFrom('static_contents').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'This page does not exist.');
  return {
    code: row.code,
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
    data: { title: row.title, content: row.content, status: row.status },
  };
}

export async function updatePage(
  ctx: Context,
  user: SessionUser,
  input: {
    code: string;
    version: number;
    data: { title: LocalizedText; content: LocalizedText; status: 'draft' | 'published' };
  },
) {
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('static_contents')
      .set({
        title: JSON.stringify(compactLocalized(input.data.title)),
        content: JSON.stringify(sanitizeLocalizedHtml(input.data.content)),
        status: input.data.status,
        updated_at: new Date(),
        version: sql<number>`version + 1`,
      })
      .where('code', '=', input.code)
      .where('version', '=', input.version)
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx
        .selectFrom('static_contents')
        .select('id')
        .where('code', '=', input.code)
        .executeTakeFirst();
      throw exists
        ? new AppError('CONFLICT', CONFLICT_MESSAGE)
        : new AppError('NOT_FOUND', 'This page does not exist.');
    }
    await audit(trx, user, 'update', 'page', input.code, { title: input.data.title.en });
  });
  await contentChanged(ctx);
  return getPage(ctx, input.code);
}

export async function setScheduleImage(ctx: Context, user: SessionUser, imageId: number | null) {
  if (imageId !== null) {
    const exists = await ctx.db.selectFrom('images').select('id').where('id', '=', imageId).executeTakeFirst();
    if (!exists)
      throw new AppError('INVALID', 'There were some problems with your input.', {
        imageId: ['Upload the image first.'],
      });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_settings')
      .values({ key: 'schedule_image_id', value: JSON.stringify(imageId) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(imageId), updated_at: new Date() }))
      .execute();
    await audit(trx, user, 'update', 'schedule image', imageId, {});
  });
  await contentChanged(ctx);
  return getScheduleImage(ctx);
}

export async function getScheduleImage(ctx: Context) {
  const row = await ctx.db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', 'schedule_image_id')
    .executeTakeFirst();
  const id = typeof row?.value === 'number' ? row.value : null;
  const image = await imageResolver(ctx.db, [id], 'en');
  return { imageId: id, image: image(id) };
}

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Stores an upload whose type the caller has checked by content; answers it as the API shows images. */
export async function storeUploadedImage(ctx: Context, user: SessionUser, bytes: Buffer, mime: string) {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime)) {
    throw new AppError('INVALID', 'Upload a JPEG, PNG, WebP or AVIF image.', {
      file: ['Upload a JPEG, PNG, WebP or AVIF image.'],
    });
  }
  let processed: Awaited<ReturnType<typeof processImage>>;
  try {
    processed = await processImage(bytes, mime);
  } catch {
    throw new AppError('INVALID', 'This image could not be read.', { file: ['This image could not be read.'] });
  }
  const id = await ctx.db.transaction().execute(async (trx) => {
    const imageId = await repo.insertImage(trx, processed, {});
    await audit(trx as unknown as Kysely<any>, user, 'upload', 'image', imageId, { bytes: bytes.length, mime });
    return imageId;
  });
  const image = await imageResolver(ctx.db, [id], 'en');
  return {
    id,
    ...(image(id) as NonNullable<ReturnType<typeof image>>),
    widths: IMAGE_WIDTHS.filter((w) => w <= processed.width),
  };
}

export async function dashboard(ctx: Context) {
  const db = anyDb(ctx);
  const count = async (table: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'published')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [classes, counselors, media, stories] = await Promise.all(
    ['classes', 'counselors', 'media_articles', 'stories'].map(count),
  );
  return { published: { classes, counselors, media, stories } };
}

export async function recentAudit(ctx: Context, limit = 15): Promise<AuditEntry[]> {
  const rows = await ctx.db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .select([
      'audit_log.id',
      'users.name',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.summary',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userName: r.name,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    summary: typeof r.summary?.title === 'string' ? r.summary.title : '',
    createdAt: r.created_at.toISOString(),
  }));
}
