import type { AdminListQuery, AdminListResult, Image } from '@app/contract';
import { type Expression, type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { imageResolver } from '../resolve';
import type { SessionUser } from '../sessions';
import { audit, CONFLICT_MESSAGE, contentChanged, missingReference, uniqueViolation } from './writes';

type Row = Record<string, any>;

/** How one content table is listed, read and written by the back office. */
export interface ResourceSpec<Input, Data> {
  entity: string;
  table: string;
  /** SQL for the English title shown in lists (and searched and sorted by). */
  title: RawBuilder<string>;
  hasSlug: boolean;
  hasSortOrder: boolean;
  hasPublishedAt?: boolean;
  imageColumn: string | null;
  /** Text for the list's detail column. */
  detail: (row: Row) => string;
  /** List filters beyond search and status. */
  filter?: (query: ReturnType<typeof normalise>) => Expression<boolean> | null;
  /** Input to column values (JSON as text, rich text sanitised). */
  toColumns: (input: Input) => Row;
  /** Row (plus extra loaded data) back to the form's shape. */
  toData: (row: Row, extra: Record<string, unknown>) => Data;
  /** Related rows written in the same transaction (a class's facilitators). */
  afterWrite?: (trx: Transaction<any>, id: number, input: Input) => Promise<void>;
  loadExtra?: (db: Kysely<any>, id: number) => Promise<Record<string, unknown>>;
  /**
   * Why this row must not be deleted (people's data hangs on it), or null. Asked inside the delete's
   * transaction; the database refuses such deletes too (ON DELETE RESTRICT), whoever asks.
   */
  refuseDelete?: (trx: Transaction<any>, id: number) => Promise<string | null>;
  /** The message for a delete the database refused because other rows still reference this one. */
  inUseMessage?: string;
}

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

const anyDb = (ctx: Context) => ctx.db as unknown as Kysely<any>;

export async function listResource<I, D>(
  ctx: Context,
  spec: ResourceSpec<I, D>,
  rawQuery: AdminListQuery,
): Promise<AdminListResult> {
  const query = normalise(rawQuery);
  const db = anyDb(ctx);
  let base = db.selectFrom(spec.table);
  if (query.status !== 'all') base = base.where('status', '=', query.status);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([eb(spec.title, 'ilike', pattern), ...(spec.hasSlug ? [eb('slug', 'ilike', pattern)] : [])]),
    );
  }
  const extra = spec.filter?.(query);
  if (extra) base = base.where(extra);

  const sortColumn =
    query.sort === 'title'
      ? spec.title
      : query.sort === 'sortOrder' && spec.hasSortOrder
        ? sql.ref('sort_order')
        : query.sort === 'publishedAt' && spec.hasPublishedAt
          ? sql.ref('published_at')
          : sql.ref('updated_at');
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .select(spec.title.as('__title'))
      .orderBy(sortColumn, query.direction)
      .orderBy('id', query.direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const image = await imageResolver(
    ctx.db,
    rows.map((r) => (spec.imageColumn ? (r[spec.imageColumn] as number | null) : null)),
    'en',
  );
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({
      id: row.id,
      title: String(row.__title ?? ''),
      slug: spec.hasSlug ? row.slug : null,
      status: row.status,
      detail: spec.detail(row),
      image: spec.imageColumn ? image(row[spec.imageColumn] ?? null) : null,
      updatedAt: new Date(row.updated_at).toISOString(),
      version: row.version,
    })),
  };
}

export interface AdminItem<D> {
  id: number;
  version: number;
  updatedAt: string;
  image: Image | null;
  data: D;
}

export async function getResource<I, D>(ctx: Context, spec: ResourceSpec<I, D>, id: number): Promise<AdminItem<D>> {
  const db = anyDb(ctx);
  const row = await db.selectFrom(spec.table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', `This ${spec.entity} does not exist (any more).`);
  const extra = (await spec.loadExtra?.(db, id)) ?? {};
  const image = await imageResolver(ctx.db, [spec.imageColumn ? row[spec.imageColumn] : null], 'en');
  return {
    id: row.id,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    image: spec.imageColumn ? image(row[spec.imageColumn] ?? null) : null,
    data: spec.toData(row, extra),
  };
}

async function guardConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolation(error, 'slug') ?? missingReference(error) ?? error;
  }
}

export async function createResource<I, D>(ctx: Context, user: SessionUser, spec: ResourceSpec<I, D>, input: I) {
  const id = await guardConstraints(() =>
    anyDb(ctx)
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto(spec.table)
          .values(spec.toColumns(input))
          .returning('id')
          .executeTakeFirstOrThrow();
        await spec.afterWrite?.(trx, row.id, input);
        await audit(trx, user, 'create', spec.entity, row.id, { title: titleOf(input) });
        return row.id as number;
      }),
  );
  await contentChanged(ctx);
  return getResource(ctx, spec, id);
}

/** Optimistic concurrency: the write applies only to the version the editor loaded. */
export async function updateResource<I, D>(
  ctx: Context,
  user: SessionUser,
  spec: ResourceSpec<I, D>,
  input: { id: number; version: number; data: I },
) {
  await guardConstraints(() =>
    anyDb(ctx)
      .transaction()
      .execute(async (trx) => {
        const updated = await trx
          .updateTable(spec.table)
          .set({ ...spec.toColumns(input.data), updated_at: new Date(), version: sql`version + 1` })
          .where('id', '=', input.id)
          .where('version', '=', input.version)
          .returning('id')
          .executeTakeFirst();
        if (!updated) await refuseStale(trx, spec, input.id);
        await spec.afterWrite?.(trx, input.id, input.data);
        await audit(trx, user, 'update', spec.entity, input.id, {
          title: titleOf(input.data),
          fromVersion: input.version,
        });
      }),
  );
  await contentChanged(ctx);
  return getResource(ctx, spec, input.id);
}

export async function deleteResource<I, D>(
  ctx: Context,
  user: SessionUser,
  spec: ResourceSpec<I, D>,
  input: { id: number; version: number },
) {
  await guardDelete(spec, () =>
    anyDb(ctx)
      .transaction()
      .execute(async (trx) => {
        const refusal = await spec.refuseDelete?.(trx, input.id);
        if (refusal) throw new AppError('CONFLICT', refusal);
        const deleted = await trx
          .deleteFrom(spec.table)
          .where('id', '=', input.id)
          .where('version', '=', input.version)
          .returning(['id', spec.title.as('title')])
          .executeTakeFirst();
        if (!deleted) await refuseStale(trx, spec, input.id);
        // The title is kept in the log: the row it named is gone.
        await audit(trx, user, 'delete', spec.entity, input.id, { title: deleted?.title ?? '' });
      }),
  );
  await contentChanged(ctx);
  return { ok: true as const };
}

/** A delete refused by a RESTRICT foreign key (a row was added meanwhile) answers 409 with the spec's message. */
async function guardDelete<T>(spec: ResourceSpec<any, any>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23503') {
      throw new AppError('CONFLICT', spec.inUseMessage ?? `Other records still refer to this ${spec.entity}.`);
    }
    throw error;
  }
}

async function refuseStale(trx: Transaction<any>, spec: ResourceSpec<any, any>, id: number): Promise<never> {
  const exists = await trx.selectFrom(spec.table).select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw new AppError('NOT_FOUND', `This ${spec.entity} does not exist (any more).`);
  throw new AppError('CONFLICT', CONFLICT_MESSAGE);
}

function titleOf(input: unknown): string {
  const value = input as { title?: { en?: string }; name?: string; question?: { en?: string } };
  return value.title?.en ?? value.name ?? value.question?.en ?? '';
}

/** Sets `sort_order` to the position of each id (drag-and-drop lists). */
export async function reorderResource<I, D>(ctx: Context, user: SessionUser, spec: ResourceSpec<I, D>, ids: number[]) {
  if (!spec.hasSortOrder) {
    const message = `The ${spec.entity} list is ordered by date; it cannot be reordered.`;
    throw new AppError('INVALID', message, { ids: [message] });
  }
  await anyDb(ctx)
    .transaction()
    .execute(async (trx) => {
      for (const [index, id] of ids.entries()) {
        await trx
          .updateTable(spec.table)
          .set({ sort_order: index, updated_at: new Date(), version: sql`version + 1` })
          .where('id', '=', id)
          .execute();
      }
      await audit(trx, user, 'reorder', spec.entity, null, { ids });
    });
  await contentChanged(ctx);
  return { ok: true as const };
}
