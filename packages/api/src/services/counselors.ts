import type { CounselorDetail, CounselorGroup, CounselorSummary } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { toClassSummaries } from './classes';
import { imageResolver, localize, rowImageResolver } from './resolve';

type ImageOf = Awaited<ReturnType<typeof imageResolver>>;

type CounselorRow = Awaited<ReturnType<typeof repo.listPublishedCounselors>>[number];

/** A facilitator as a list shows them, in the request's language. */
function toSummary(ctx: Context, row: CounselorRow, image: ImageOf): CounselorSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: localize(row.title, ctx.locale),
    summary: localize(row.summary, ctx.locale),
    photo: image(row.photo_image_id),
    groups: row.groups,
    languages: row.languages,
  };
}

export async function listCounselors(ctx: Context, group?: CounselorGroup): Promise<CounselorSummary[]> {
  const rows = await repo.listPublishedCounselors(ctx.db, group);
  const image = await rowImageResolver(ctx, rows, (row) => row.photo_image_id);
  return rows.map((row) => toSummary(ctx, row, image));
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
    ...toSummary(ctx, row, image),
    bio: localize(row.bio, ctx.locale),
    contactLinks: row.contact_links,
    classes,
  };
}
