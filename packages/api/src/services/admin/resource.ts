import {
  type AdminListQuery,
  type AuditEntity,
  type AdminListResult,
  BULK_MAX_ITEMS,
  type BulkActionInput,
  type BulkItemResult,
  type Image,
} from '@app/contract';
import { type Db, repo } from '@app/db';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import type { z } from 'zod';
import { imageResolver } from '../resolve';
import type { SessionUser } from '../sessions';
import { baselineOf, keepBaseline, recordVersion, type VersionKey, versionAsInput } from './history';
import { audit, CONFLICT_MESSAGE, contentChanged, missingReference, uniqueViolation } from './writes';

type Row = Record<string, any>;

/** What a spec's `afterWrite` may use of the request's context. */
type WriteDeps = Pick<Context, 'now' | 'publicUrl' | 'site' | 'sessionSecret'>;

/** How one content table is listed, read and written by the back office. */
export interface ResourceSpec<Input, Data> {
  /** What the audit log, the search box and the history call the kind of item. */
  entity: AuditEntity;
  table: repo.ContentTable;
  /** The title shown in lists (and searched and sorted by), in English. */
  title: repo.ContentTitle;
  hasSlug: boolean;
  hasSortOrder: boolean;
  hasPublishedAt?: boolean;
  imageColumn: string | null;
  /** Text for the list's detail column. */
  detail: (row: Row) => string;
  /** List filters beyond search and status. */
  filter?: (query: ReturnType<typeof normalise>) => repo.ContentFilter | null;
  /** The input's rich HTML fields, sanitised by `toColumns` (which strips direction controls from them too). */
  richText?: readonly string[];
  /** Input to column values (JSON as text, rich text sanitised). */
  toColumns: (input: Input) => Row;
  /** Row (plus extra loaded data) back to the form's shape; the schedule is added for every table alike. */
  toData: (row: Row, extra: Record<string, unknown>) => Omit<Data, keyof Schedule>;
  /**
   * Related rows written in the same transaction (a class's facilitators and sessions, its waiting lists
   * moving up); what it answers is added to the save's answer. `deps`: the clock, and the site's address
   * for links in the emails it queues.
   */
  afterWrite?: (trx: Db, id: number, input: Input, deps: WriteDeps) => Promise<Record<string, unknown> | undefined>;
  loadExtra?: (db: Db, id: number, now: Date) => Promise<Record<string, unknown>>;
  /**
   * Why this row must not be deleted (people's data hangs on it), or null. Asked inside the delete's
   * transaction; the database refuses such deletes too (ON DELETE RESTRICT), whoever asks.
   */
  refuseDelete?: (trx: Db, id: number) => Promise<string | null>;
  /** The message for a delete the database refused because other rows still reference this one. */
  inUseMessage?: string;
}

interface Schedule {
  publishAt: string | null;
  unpublishAt: string | null;
}

/**
 * The schedule's columns from a form's input. A published item has nothing left to publish: its
 * `publish_at` is not kept.
 */
function scheduleColumns(input: unknown) {
  const { status, publishAt, unpublishAt } = input as Partial<Schedule> & { status?: string };
  return {
    publish_at: status === 'published' ? null : (publishAt ?? null),
    unpublish_at: unpublishAt ?? null,
  };
}

const isoOrNull = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

function scheduleOf(row: Row): Schedule {
  return { publishAt: isoOrNull(row.publish_at), unpublishAt: isoOrNull(row.unpublish_at) };
}

const columnsOf = <I, D>(spec: ResourceSpec<I, D>, input: I) => ({
  ...spec.toColumns(input),
  ...scheduleColumns(input),
});

function normalise(query: AdminListQuery) {
  return {
    search: query.search ?? '',
    status: query.status ?? 'all',
    sort: query.sort ?? 'updatedAt',
    direction: query.direction ?? 'desc',
    page: query.page ?? 1,
    pageSize: query.pageSize ?? 20,
    classType: query.classType,
    group: query.group,
    scope: query.scope,
  };
}

export async function listResource<I, D>(
  ctx: Context,
  spec: ResourceSpec<I, D>,
  rawQuery: AdminListQuery,
): Promise<AdminListResult> {
  const query = normalise(rawQuery);
  const sort: repo.ContentSortColumn =
    query.sort === 'title'
      ? 'title'
      : query.sort === 'sortOrder' && spec.hasSortOrder
        ? 'sort_order'
        : query.sort === 'publishedAt' && spec.hasPublishedAt
          ? 'published_at'
          : 'updated_at';
  const extra = spec.filter?.(query);
  const { rows, total } = await repo.listContentRows(ctx.db, spec, {
    status: query.status,
    search: query.search,
    filters: extra ? [extra] : [],
    sort,
    direction: query.direction,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const image = await imageResolver(
    ctx.db,
    rows.map((r) => (spec.imageColumn ? (r[spec.imageColumn] as number | null) : null)),
    'en',
  );
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      title: String(row.list_title ?? ''),
      slug: spec.hasSlug ? row.slug : null,
      status: row.status,
      detail: spec.detail(row),
      image: spec.imageColumn ? image(row[spec.imageColumn] ?? null) : null,
      updatedAt: new Date(row.updated_at).toISOString(),
      version: row.version,
      ...scheduleOf(row),
    })),
  };
}

/** The id and version of every row the list's search and filters match ("select all matching"). */
export async function selectResource<I, D>(ctx: Context, spec: ResourceSpec<I, D>, rawQuery: AdminListQuery) {
  const query = normalise(rawQuery);
  const extra = spec.filter?.(query);
  const items = await repo.listContentVersions(
    ctx.db,
    spec,
    { status: query.status, search: query.search, filters: extra ? [extra] : [] },
    BULK_MAX_ITEMS,
  );
  return { items };
}

export interface AdminItem<D> {
  id: number;
  version: number;
  updatedAt: string;
  image: Image | null;
  data: D;
}

/** The row and the record in the form's shape (all languages), read through `db` (a transaction's, too). */
async function readRecord<I, D>(db: Db, spec: ResourceSpec<I, D>, id: number, now: Date) {
  const row = await repo.findContentRow(db, spec.table, id);
  if (!row) throw new AppError('NOT_FOUND', `This ${spec.entity} does not exist (any more).`);
  const extra = (await spec.loadExtra?.(db, id, now)) ?? {};
  return { row, data: { ...spec.toData(row, extra), ...scheduleOf(row) } as D };
}

export async function getResource<I, D>(ctx: Context, spec: ResourceSpec<I, D>, id: number): Promise<AdminItem<D>> {
  const { row, data } = await readRecord(ctx.db, spec, id, ctx.now());
  const image = await imageResolver(ctx.db, [spec.imageColumn ? row[spec.imageColumn] : null], 'en');
  return {
    id: row.id,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    image: spec.imageColumn ? image(row[spec.imageColumn] ?? null) : null,
    data,
  };
}

/** Which history a content row's versions are kept under. */
export const versionKeyOf = (spec: ResourceSpec<any, any>, id: number): VersionKey => ({
  resourceType: spec.entity,
  itemId: String(id),
});

/** How the record is before its first kept save, if it predates history (null otherwise, or for a missing row). */
function baselineOfRow<I, D>(trx: Db, ctx: Context, spec: ResourceSpec<I, D>, id: number) {
  return baselineOf(trx, versionKeyOf(spec, id), async () => {
    if (!(await repo.contentRowExists(trx, spec.table, id))) return null;
    const { row, data } = await readRecord(trx, spec, id, ctx.now());
    return { data: data as object, savedAt: new Date(row.updated_at) };
  });
}

/** Every save keeps the record as saved: read back inside the save's transaction, after its related rows. */
async function keepVersion<I, D>(trx: Db, ctx: Context, user: SessionUser, spec: ResourceSpec<I, D>, id: number) {
  const { data } = await readRecord(trx, spec, id, ctx.now());
  await recordVersion(trx, user, versionKeyOf(spec, id), data as object);
}

async function guardConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolation(error, 'slug') ?? missingReference(error) ?? error;
  }
}

export async function createResource<I, D>(ctx: Context, user: SessionUser, spec: ResourceSpec<I, D>, input: I) {
  const { id, written } = await guardConstraints(() =>
    ctx.db.transaction().execute(async (trx) => {
      const id = await repo.insertContentRow(trx, spec.table, columnsOf(spec, input));
      const written = await spec.afterWrite?.(trx, id, input, ctx);
      await keepVersion(trx, ctx, user, spec, id);
      await audit(trx, user, 'create', spec.entity, id, { title: titleOf(input) });
      return { id, written };
    }),
  );
  await contentChanged(ctx);
  return { ...(await getResource(ctx, spec, id)), ...written };
}

/**
 * Restores a saved version: a save like any other (a new version, an audit entry, the caches cleared),
 * applied only if the item is still at `version`, the one the editor loaded (409 otherwise).
 */
export async function restoreResource<I, D>(
  ctx: Context,
  user: SessionUser,
  spec: ResourceSpec<I, D>,
  schema: z.ZodType<I>,
  input: { id: number; version: number; versionNo: number },
) {
  const data = await versionAsInput(ctx, versionKeyOf(spec, input.id), input.versionNo, schema);
  return updateResource(ctx, user, spec, { id: input.id, version: input.version, data }, input.versionNo);
}

/** Optimistic concurrency: the write applies only to the version the editor loaded. */
export async function updateResource<I, D>(
  ctx: Context,
  user: SessionUser,
  spec: ResourceSpec<I, D>,
  input: { id: number; version: number; data: I },
  /** Set when the data is an earlier version's: the audit entry says which. */
  restoredVersion?: number,
) {
  const written = await guardConstraints(() =>
    ctx.db.transaction().execute(async (trx) => {
      const baseline = await baselineOfRow(trx, ctx, spec, input.id);
      const updated = await repo.updateContentRow(
        trx,
        spec.table,
        input.id,
        input.version,
        columnsOf(spec, input.data),
      );
      if (!updated) await refuseStale(trx, spec, input.id);
      await keepBaseline(trx, baseline);
      const written = await spec.afterWrite?.(trx, input.id, input.data, ctx);
      await keepVersion(trx, ctx, user, spec, input.id);
      await audit(trx, user, restoredVersion ? 'restore' : 'update', spec.entity, input.id, {
        title: titleOf(input.data),
        fromVersion: input.version,
        ...(restoredVersion ? { restoredVersion } : {}),
      });
      return written;
    }),
  );
  await contentChanged(ctx);
  return { ...(await getResource(ctx, spec, input.id)), ...written };
}

export async function deleteResource<I, D>(
  ctx: Context,
  user: SessionUser,
  spec: ResourceSpec<I, D>,
  input: { id: number; version: number },
) {
  await deleteOne(ctx, user, spec, input);
  await contentChanged(ctx);
  return { ok: true as const };
}

/**
 * Moves one row to the trash in its own transaction with its audit entry; the caller clears the caches.
 * What may not be deleted may not be trashed either (`refuseDelete`): the purge would fail later.
 */
async function deleteOne<I, D>(
  ctx: Context,
  user: SessionUser,
  spec: ResourceSpec<I, D>,
  input: { id: number; version: number },
) {
  await ctx.db.transaction().execute(async (trx) => {
    const refusal = await spec.refuseDelete?.(trx, input.id);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const trashed = await repo.trashContentRow(trx, spec, input.id, input.version, user.id, ctx.now());
    if (!trashed) await refuseStale(trx, spec, input.id);
    // The title is kept in the log: the row may be purged later.
    await audit(trx, user, 'trash', spec.entity, input.id, { title: trashed?.title ?? '' });
  });
}

/** Publishes or unpublishes one row at the version the list showed, in its own transaction with its audit entry. */
async function setStatusOne<I, D>(
  ctx: Context,
  user: SessionUser,
  spec: ResourceSpec<I, D>,
  input: { id: number; version: number },
  action: 'publish' | 'unpublish',
) {
  await ctx.db.transaction().execute(async (trx) => {
    const status = action === 'publish' ? 'published' : 'draft';
    const baseline = await baselineOfRow(trx, ctx, spec, input.id);
    const updated = await repo.setContentStatus(trx, spec, input.id, input.version, status);
    if (!updated) await refuseStale(trx, spec, input.id);
    await keepBaseline(trx, baseline);
    await keepVersion(trx, ctx, user, spec, input.id);
    await audit(trx, user, action, spec.entity, input.id, {
      title: updated?.title ?? '',
      fromVersion: input.version,
      bulk: true,
    });
  });
}

/**
 * A bulk action on the selected rows: each is applied in its own transaction (a stale or vanished row
 * changes nothing and is reported, the others go ahead), one audit entry each, then the caches are
 * cleared once.
 */
export async function bulkResource<I, D>(
  ctx: Context,
  user: SessionUser,
  spec: ResourceSpec<I, D>,
  input: BulkActionInput,
): Promise<{ results: BulkItemResult[] }> {
  const results: BulkItemResult[] = [];
  for (const item of input.items) {
    try {
      if (input.action === 'delete') await deleteOne(ctx, user, spec, item);
      else await setStatusOne(ctx, user, spec, item, input.action);
      results.push({ id: item.id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id: item.id, error: bulkErrorOf(error), message: error.message });
    }
  }
  if (results.some((r) => 'ok' in r)) await contentChanged(ctx);
  return { results };
}

function bulkErrorOf(error: AppError): 'conflict' | 'not_found' | 'refused' {
  if (error.code === 'NOT_FOUND') return 'not_found';
  return error.message === CONFLICT_MESSAGE ? 'conflict' : 'refused';
}

/** A delete refused by a RESTRICT foreign key (a row was added meanwhile) answers 409 with the spec's message. */
export async function guardDelete<T>(spec: ResourceSpec<any, any>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23503') {
      throw new AppError('CONFLICT', spec.inUseMessage ?? `Other records still refer to this ${spec.entity}.`);
    }
    throw error;
  }
}

async function refuseStale(trx: Db, spec: ResourceSpec<any, any>, id: number): Promise<never> {
  if (!(await repo.contentRowExists(trx, spec.table, id)))
    throw new AppError('NOT_FOUND', `This ${spec.entity} does not exist (any more).`);
  throw new AppError('CONFLICT', CONFLICT_MESSAGE);
}

/** What the audit log calls the item: a facilitator's or client's name before a (job) title. */
function titleOf(input: unknown): string {
  const value = input as { title?: { en?: string }; name?: string; question?: { en?: string } };
  return value.name ?? value.title?.en ?? value.question?.en ?? '';
}

/** Sets `sort_order` to the position of each id (drag-and-drop lists). */
export async function reorderResource<I, D>(ctx: Context, user: SessionUser, spec: ResourceSpec<I, D>, ids: number[]) {
  if (!spec.hasSortOrder) {
    const message = `The ${spec.entity} list is ordered by date; it cannot be reordered.`;
    throw new AppError('INVALID', message, { ids: [message] });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setContentOrder(trx, spec.table, ids);
    await audit(trx, user, 'reorder', spec.entity, null, { ids });
  });
  await contentChanged(ctx);
  return { ok: true as const };
}
