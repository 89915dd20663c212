import type { ClassType } from '@app/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { newestCreatedFirst, publishedBySlug, publishedInPlace } from './list-order';
import { type PageWindow, pageWithTotal } from './paging';

const classColumns = [
  'classes.id',
  'classes.slug',
  'classes.class_type',
  'classes.title',
  'classes.summary',
  'classes.image_id',
  'classes.extend_info',
  'classes.capacity',
  'classes.updated_at',
] as const;

export async function listPublishedClassesByType(db: Kysely<Database>, type: ClassType) {
  return db.selectFrom('classes').select(classColumns).where('class_type', '=', type).$call(publishedInPlace).execute();
}

/** A published class by slug; with `includeDrafts` (staff preview) a draft too. */
export async function findPublishedClassBySlug(db: Kysely<Database>, slug: string, includeDrafts = false) {
  const query = db
    .selectFrom('classes')
    .select([...classColumns, 'classes.description', 'classes.cancel_cutoff_hours']);
  return publishedBySlug(query, slug, includeDrafts).executeTakeFirst();
}

/** Other published classes of a type, excluding one slug. */
export async function listClassSuggestions(db: Kysely<Database>, type: ClassType, excludeSlug: string, limit: number) {
  return db
    .selectFrom('classes')
    .select(classColumns)
    .where('class_type', '=', type)
    .where('slug', '<>', excludeSlug)
    .$call(publishedInPlace)
    .limit(limit)
    .execute();
}

export async function listPublishedClassesByCounselor(db: Kysely<Database>, counselorId: number) {
  return db
    .selectFrom('classes')
    .innerJoin('class_counselors', 'class_counselors.class_id', 'classes.id')
    .select(classColumns)
    .where('class_counselors.counselor_id', '=', counselorId)
    .where('classes.status', '=', 'published')
    .orderBy('classes.class_type')
    .orderBy('classes.sort_order')
    .orderBy('classes.id')
    .execute();
}

/** Published facilitators of each class, lead first. */
export async function listFacilitatorsOfClasses(db: Kysely<Database>, classIds: readonly number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_counselors')
    .innerJoin('counselors', 'counselors.id', 'class_counselors.counselor_id')
    .select([
      'class_counselors.class_id',
      'counselors.slug',
      'counselors.name',
      'counselors.title',
      'counselors.photo_image_id',
    ])
    .where('class_counselors.class_id', 'in', [...classIds])
    .where('counselors.status', '=', 'published')
    .orderBy('class_counselors.class_id')
    .orderBy('class_counselors.sort_order')
    .execute();
}

/** A class's approved comments. */
const approvedComments = (db: Kysely<Database>, classId: number) =>
  db.selectFrom('class_comments').where('class_id', '=', classId).where('approved', '=', true);

/** What a comment shows, newest first. */
const commentRows = (approved: ReturnType<typeof approvedComments>) =>
  approved.select(['id', 'author_name', 'body', 'rating', 'created_at']).$call(newestCreatedFirst);

export async function listApprovedComments(db: Kysely<Database>, classId: number) {
  return commentRows(approvedComments(db, classId)).execute();
}

/** One page of a class's approved comments, newest first; with how many there are in all. */
export async function pageOfApprovedComments(db: Kysely<Database>, classId: number, window: PageWindow) {
  const approved = approvedComments(db, classId);
  return pageWithTotal(approved, commentRows(approved), window);
}

export async function ratingSummary(db: Kysely<Database>, classId: number) {
  const row = await db
    .selectFrom('class_comments')
    .select([
      sql<number | null>`round(avg(rating)::numeric, 1)::float8`.as('average'),
      sql<number>`count(rating)::int`.as('count'),
    ])
    .where('class_id', '=', classId)
    .where('approved', '=', true)
    .executeTakeFirstOrThrow();
  return { average: row.average, count: row.count };
}
