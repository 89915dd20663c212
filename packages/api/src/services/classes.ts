import {
  type ClassComment,
  type ClassCommentPage,
  type ClassDetail,
  type ClassSession,
  type ClassSummary,
  type ClassType,
  type Locale,
  NEXT_SESSIONS_LIMIT,
} from '@app/contract';
import { repo, type StoredExtendInfo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { soonestBookable, upcomingSessionsOf } from './class-sessions';
import { imageResolver, isoString, localize } from './resolve';

type ClassRow = Awaited<ReturnType<typeof repo.listPublishedClassesByType>>[number];

const SUGGESTION_LIMIT = 6;
/** At most this many upcoming sessions in a class's session list (weekly classes have about 8). */
const MAX_LISTED_SESSIONS = 60;

/**
 * The public form of a class's schedule, place and price. Built field by field, so what is stored but
 * not public (the meeting link, sent to registrants by email only) never reaches a public answer.
 */
function resolveExtendInfo(info: StoredExtendInfo, locale: Locale): ClassSummary['extendInfo'] {
  return {
    day: info.day ?? null,
    startTime: info.startTime ?? null,
    endTime: info.endTime ?? null,
    timeZone: info.timeZone,
    startDate: info.startDate ?? null,
    endDate: info.endDate ?? null,
    durationMinutes: info.durationMinutes ?? null,
    format: info.format,
    location: info.location ? localize(info.location, locale) : null,
    price: info.price ?? null,
    currency: info.currency,
  };
}

/**
 * Resolves class rows to the locale with their facilitators, images and next session, loaded in three
 * queries (`sessions`, when the caller loaded them already, spares the third).
 */
export async function toClassSummaries(
  ctx: Context,
  rows: readonly ClassRow[],
  sessions?: ReadonlyMap<number, ClassSession[]>,
): Promise<ClassSummary[]> {
  const [facilitators, upcoming] = await Promise.all([
    repo.listFacilitatorsOfClasses(
      ctx.db,
      rows.map((r) => r.id),
    ),
    sessions ?? upcomingSessionsOf(ctx, rows, 1),
  ]);
  const image = await imageResolver(
    ctx.db,
    [...rows.map((r) => r.image_id), ...facilitators.map((f) => f.photo_image_id)],
    ctx.locale,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    classType: row.class_type,
    title: localize(row.title, ctx.locale),
    summary: localize(row.summary, ctx.locale),
    image: image(row.image_id),
    extendInfo: resolveExtendInfo(row.extend_info, ctx.locale),
    facilitators: facilitators
      .filter((f) => f.class_id === row.id)
      .map((f) => ({
        slug: f.slug,
        name: f.name,
        title: localize(f.title, ctx.locale),
        photo: image(f.photo_image_id),
      })),
    nextSession: upcoming.get(row.id)?.[0] ?? null,
  }));
}

export async function listClasses(ctx: Context, type: ClassType): Promise<ClassSummary[]> {
  return toClassSummaries(ctx, await repo.listPublishedClassesByType(ctx.db, type));
}

async function findClassOrThrow(ctx: Context, slug: string, type?: ClassType, includeDrafts = false) {
  const row = await repo.findPublishedClassBySlug(ctx.db, slug, includeDrafts);
  if (!row || (type && row.class_type !== type)) throw new AppError('NOT_FOUND', /*i18n*/ 'Class not found.');
  return row;
}

/**
 * A class's page; `preview` (staff only, checked by the procedure) shows drafts too. Its `seatsLeft` is
 * the soonest bookable session's (null without one, or without a seat limit).
 */
export async function classDetail(ctx: Context, slug: string, preview = false): Promise<ClassDetail> {
  const row = await findClassOrThrow(ctx, slug, undefined, preview);
  const [sessions, rating] = await Promise.all([
    upcomingSessionsOf(ctx, [row], NEXT_SESSIONS_LIMIT),
    repo.ratingSummary(ctx.db, row.id),
  ]);
  const [summary] = await toClassSummaries(ctx, [row], sessions);
  const nextSessions = sessions.get(row.id) ?? [];
  return {
    ...(summary as ClassSummary),
    description: localize(row.description, ctx.locale),
    capacity: row.capacity,
    seatsLeft: soonestBookable(nextSessions)?.seatsLeft ?? null,
    nextSessions,
    cancelCutoffHours: row.cancel_cutoff_hours,
    rating,
    updatedAt: isoString(row.updated_at),
  };
}

/** A published class's upcoming sessions, soonest first (scheduled and cancelled); none for private sessions. */
export async function classSessions(ctx: Context, slug: string): Promise<ClassSession[]> {
  const row = await findClassOrThrow(ctx, slug);
  if (row.class_type === 'PRIVATE_SESSION') return [];
  return (await upcomingSessionsOf(ctx, [row], MAX_LISTED_SESSIONS)).get(row.id) ?? [];
}

export async function classSuggestions(ctx: Context, type: ClassType, slug: string): Promise<ClassSummary[]> {
  await findClassOrThrow(ctx, slug, type);
  return toClassSummaries(ctx, await repo.listClassSuggestions(ctx.db, type, slug, SUGGESTION_LIMIT));
}

type CommentRow = Awaited<ReturnType<typeof repo.listApprovedComments>>[number];
const toComment = (c: CommentRow): ClassComment => ({
  id: c.id,
  authorName: c.author_name,
  body: c.body,
  rating: c.rating,
  createdAt: isoString(c.created_at),
});

export async function classComments(ctx: Context, type: ClassType, slug: string): Promise<ClassComment[]> {
  const row = await findClassOrThrow(ctx, slug, type);
  return (await repo.listApprovedComments(ctx.db, row.id)).map(toComment);
}

/** One page of a class's approved comments, newest first. */
export async function classCommentPage(
  ctx: Context,
  query: { type: ClassType; slug: string; page: number; pageSize: number },
): Promise<ClassCommentPage> {
  const row = await findClassOrThrow(ctx, query.slug, query.type);
  const { rows, total } = await repo.pageOfApprovedComments(ctx.db, row.id, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toComment), page: query.page, pageSize: query.pageSize, total };
}
