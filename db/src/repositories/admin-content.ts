import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { anyTranslationMatches, englishText, likePattern, matchingTranslation } from './text-search';
import { hasRow } from './has-row';
import { pageWithTotal } from './paging';
import { insertedId } from './inserted-id';

/**
 * The content tables the back office lists and edits through one generic editor. Their rows are
 * handled as plain records here: which columns a form writes is the caller's business (its spec).
 */
export type ContentTable =
  | 'classes'
  | 'counselors'
  | 'media_articles'
  | 'stories'
  | 'slider_items'
  | 'corporate_clients'
  | 'faq_items';

type Row = Record<string, any>;

/** The column that names a row in lists (searched and sorted by); a translatable one is read in English. */
export interface ContentTitle {
  column: string;
  translatable: boolean;
}

export interface ContentTableShape {
  table: ContentTable;
  title: ContentTitle;
  hasSlug: boolean;
}

/** A list filter: a column equal to a value, or an array column that contains it. */
export type ContentFilter = { column: string; equals: string } | { column: string; contains: string };

export type ContentSortColumn = 'title' | 'sort_order' | 'published_at' | 'updated_at';

export interface ContentListQuery {
  status: 'all' | 'draft' | 'published';
  /** Matched anywhere in the title in any language (and the slug), case-insensitively; '' matches everything. */
  search: string;
  filters: readonly ContentFilter[];
  sort: ContentSortColumn;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

// One code path for seven tables whose names are only known at run time: the builder is untyped here.
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<any>;

/** A row's name in lists and the audit log: the title column, a translatable one in English. */
export function contentTitle(title: ContentTitle) {
  return title.translatable ? englishText(sql.ref(title.column)) : sql<string>`${sql.ref(title.column)}`;
}

/** The columns a change of rows answers: each row's id, and its name as `title`. */
export function idAndTitle(shape: ContentTableShape) {
  return ['id', contentTitle(shape.title).as('title')] as const;
}

/**
 * Content rows of `table` given `values`, `updated_at` stamped with `now` and their versions bumped
 * (narrowed by the caller to which rows).
 */
export const editContentRows = (db: Kysely<Database>, table: ContentTable, values: Row, now: Date) =>
  untyped(db)
    .updateTable(table)
    .set({ ...values, updated_at: now, version: sql`version + 1` });

/** The row `id` given `values` as `editContentRows` does, while it is still at `version` and not trashed. */
export const editContentRowAtVersion = (
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  version: number,
  values: Row,
  now: Date,
) =>
  editContentRows(db, table, values, now)
    .where('id', '=', id)
    .where('version', '=', version)
    .where('deleted_at', 'is', null);

/**
 * What a trash, restore or purge answers: the name of the row `change` (returning `idAndTitle`) changed,
 * or undefined when no row matched.
 */
async function changedTitle(change: { executeTakeFirst(): Promise<Row | undefined> }) {
  const row = await change.executeTakeFirst();
  return row ? { title: String(row.title ?? '') } : undefined;
}

/** The rows a list's search and filters match (every page of it). */
function matchingRows(
  db: Kysely<Database>,
  shape: ContentTableShape,
  query: Omit<ContentListQuery, 'sort' | 'direction' | 'limit' | 'offset'>,
) {
  const title = contentTitle(shape.title);
  let base = untyped(db).selectFrom(shape.table).where('deleted_at', 'is', null);
  if (query.status !== 'all') base = base.where('status', '=', query.status);
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where((eb) =>
      eb.or([
        shape.title.translatable
          ? anyTranslationMatches(sql.ref(shape.title.column), pattern)
          : eb(title, 'ilike', pattern),
        ...(shape.hasSlug ? [eb('slug', 'ilike', pattern)] : []),
      ]),
    );
  }
  for (const filter of query.filters) {
    base =
      'equals' in filter
        ? base.where(sql.ref(filter.column), '=', filter.equals)
        : base.where(sql<boolean>`${filter.contains} = ANY(${sql.ref(filter.column)})`);
  }
  return base;
}

/** One page of a content list, every column plus `list_title`, and how many rows match in all. */
export async function listContentRows(
  db: Kysely<Database>,
  shape: ContentTableShape,
  query: ContentListQuery,
): Promise<{ rows: Array<Row & { list_title: string }>; total: number }> {
  const title = contentTitle(shape.title);
  const base = matchingRows(db, shape, query);
  const sortBy = query.sort === 'title' ? title : sql.ref(query.sort);
  const sorted = base
    .selectAll()
    .select(title.as('list_title'))
    .orderBy(sortBy, query.direction)
    .orderBy('id', query.direction);
  return pageWithTotal(base, sorted, query);
}

/**
 * The back office's search box: the first `limit` rows (by title) whose title in any language or slug
 * holds the text, every column plus `list_title` and `matched_title` (the translation that holds it,
 * English first; null when only the slug or an untranslated name does).
 */
export async function searchContentRows(
  db: Kysely<Database>,
  shape: ContentTableShape,
  search: string,
  limit: number,
): Promise<Array<Row & { list_title: string; matched_title: string | null }>> {
  const title = contentTitle(shape.title);
  const matched = shape.title.translatable
    ? matchingTranslation(sql.ref(shape.title.column), likePattern(search))
    : sql<null>`NULL`;
  return matchingRows(db, shape, { status: 'all', search, filters: [] })
    .selectAll()
    .select([title.as('list_title'), matched.as('matched_title')])
    .orderBy(title)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The id and version of every row a list's search and filters match, up to `limit` (a bulk action's selection). */
export async function listContentVersions(
  db: Kysely<Database>,
  shape: ContentTableShape,
  query: Omit<ContentListQuery, 'sort' | 'direction' | 'limit' | 'offset'>,
  limit: number,
): Promise<Array<{ id: number; version: number }>> {
  return matchingRows(db, shape, query).select(['id', 'version']).orderBy('id').limit(limit).execute();
}

/** A row not in the trash (a trashed row is edited nowhere until it is restored). */
export async function findContentRow(db: Kysely<Database>, table: ContentTable, id: number): Promise<Row | undefined> {
  return untyped(db)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function contentRowExists(db: Kysely<Database>, table: ContentTable, id: number): Promise<boolean> {
  return hasRow(untyped(db).selectFrom(table).select('id').where('id', '=', id).where('deleted_at', 'is', null));
}

/** Inserts a row of column values; answers its id. */
export async function insertContentRow(db: Kysely<Database>, table: ContentTable, values: Row): Promise<number> {
  return insertedId(untyped(db).insertInto(table).values(values).returning('id'));
}

/**
 * Writes column values to the row only if it is still at `version`, stamping `updated_at` and bumping
 * the version; answers false when the row is gone or was changed meanwhile.
 */
export async function updateContentRow(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  version: number,
  values: Row,
): Promise<boolean> {
  return hasRow(editContentRowAtVersion(db, table, id, version, values, new Date()).returning('id'));
}

/**
 * Moves the row to the trash only if it is still at `version` (and not trashed already): marked, made a
 * draft (its status kept for a restore), version bumped. Answers its title, or undefined when nothing moved.
 */
export async function trashContentRow(
  db: Kysely<Database>,
  shape: ContentTableShape,
  id: number,
  version: number,
  userId: number | null,
  now: Date,
): Promise<{ title: string } | undefined> {
  const trashed = { deleted_at: now, deleted_by: userId, status_before_delete: sql`status`, status: 'draft' };
  return changedTitle(editContentRowAtVersion(db, shape.table, id, version, trashed, now).returning(idAndTitle(shape)));
}

/** Takes a row out of the trash with the status it had; answers its title, or undefined when it is not trashed. */
export async function restoreTrashedRow(
  db: Kysely<Database>,
  shape: ContentTableShape,
  id: number,
  now: Date,
): Promise<{ title: string } | undefined> {
  const restored = {
    deleted_at: null,
    deleted_by: null,
    status: sql`coalesce(status_before_delete, 'draft')`,
    status_before_delete: null,
  };
  return changedTitle(
    editContentRows(db, shape.table, restored, now)
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .returning(idAndTitle(shape)),
  );
}

/** Deletes a trashed row for good; answers its title, or undefined when it is not in the trash. */
export async function purgeTrashedRow(
  db: Kysely<Database>,
  shape: ContentTableShape,
  id: number,
): Promise<{ title: string } | undefined> {
  return changedTitle(
    untyped(db)
      .deleteFrom(shape.table)
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .returning(idAndTitle(shape)),
  );
}

/** A table's trashed rows, newest first, with who trashed each (null once that account is gone). */
export async function listTrashedRows(db: Kysely<Database>, shape: ContentTableShape) {
  return (await untyped(db)
    .selectFrom(`${shape.table} as t`)
    .leftJoin('users', 'users.id', 't.deleted_by')
    .select([
      't.id',
      sql<string>`${contentTitle({ ...shape.title, column: `t.${shape.title.column}` })}`.as('title'),
      't.deleted_at',
      'users.name as deleted_by_name',
    ])
    .where('t.deleted_at', 'is not', null)
    .orderBy('t.deleted_at', 'desc')
    .execute()) as Array<{ id: number; title: string; deleted_at: Date; deleted_by_name: string | null }>;
}

/** Ids of rows trashed before `before` (the purge job's). */
export async function listExpiredTrash(db: Kysely<Database>, table: ContentTable, before: Date): Promise<number[]> {
  const rows = await untyped(db)
    .selectFrom(table)
    .select('id')
    .where('deleted_at', '<', before)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id as number);
}

/** Sets `sort_order` to each id's position (bumping versions); one statement per row: call it inside a transaction. */
export async function setContentOrder(db: Kysely<Database>, table: ContentTable, ids: readonly number[]) {
  for (const [index, id] of ids.entries()) {
    await editContentRows(db, table, { sort_order: index }, new Date()).where('id', '=', id).execute();
  }
}

export async function countPublishedContent(db: Kysely<Database>, table: ContentTable): Promise<number> {
  const row = await untyped(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function classHasRegistrations(db: Kysely<Database>, classId: number): Promise<boolean> {
  return hasRow(db.selectFrom('class_registrations').select('id').where('class_id', '=', classId).limit(1));
}

/** A class's facilitators, in the order shown. */
export async function listClassFacilitatorIds(db: Kysely<Database>, classId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('class_counselors')
    .select('counselor_id')
    .where('class_id', '=', classId)
    .orderBy('sort_order')
    .execute();
  return rows.map((r) => r.counselor_id);
}

/** Replaces a class's facilitators with these, in this order; two statements: call it inside a transaction. */
export async function replaceClassFacilitators(db: Kysely<Database>, classId: number, counselorIds: readonly number[]) {
  await db.deleteFrom('class_counselors').where('class_id', '=', classId).execute();
  if (counselorIds.length > 0) {
    await db
      .insertInto('class_counselors')
      .values(
        counselorIds.map((counselorId, order) => ({ class_id: classId, counselor_id: counselorId, sort_order: order })),
      )
      .execute();
  }
}
