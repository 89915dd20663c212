import type { CounselorDetail, CounselorGroup, CounselorSummary } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { toClassSummaries } from './classes';
import { imageResolver, localize } from './resolve';

export async function listCounselors(ctx: Context, group?: CounselorGroup): Promise<CounselorSummary[]> {
  const rows = await repo.listPublishedCounselors(ctx.db, group);
  const image = await imageResolver(
    ctx.db,
    rows.map((r) => r.photo_image_id),
    ctx.locale,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: localize(row.title, ctx.locale),
    summary: localize(row.summary, ctx.locale),
    photo: image(row.photo_image_id),
    groups: row.groups,
    languages: row.languages,
  }));
}

/** A facilitator's page; `preview` (staff only, checked by the procedure) shows drafts too. */
export async function counselorDetail(ctx: Context, slug: string, preview = false): Promise<CounselorDetail> {
  const row = await repo.findPublishedCounselorBySlug(ctx.db, slug, preview);
  if (!row) throw new AppError('NOT_FOUND', /*i18n*/ 'Facilitator not found.');
  const [image, classes] = await Promise.all([
    imageResolver(ctx.db, [row.photo_image_id], ctx.locale),
    repo.listPublishedClassesByCounselor(ctx.db, row.id).then((rows) => toClassSummaries(ctx, rows)),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: localize(row.title, ctx.locale),
    summary: localize(row.summary, ctx.locale),
    photo: image(row.photo_image_id),
    groups: row.groups,
    languages: row.languages,
    bio: localize(row.bio, ctx.locale),
    contactLinks: row.contact_links,
    classes,
  };
}
