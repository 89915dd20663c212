import type { Database, DbHandle } from '@app/db';

type Table = keyof Database & string;
type Selected<C> = C extends { readonly __select__: infer S } ? S : C;
/** A row of `T` as a query answers it (Kysely's `Selectable`: only db/ imports kysely). */
export type Row<T extends Table> = { [C in keyof Database[T]]: Selected<Database[T][C]> };

// The columns are checked at the call (`where`); Kysely cannot type a table chosen by a type parameter.
function selectWhere<T extends Table>(db: DbHandle, table: T, where: Partial<Row<T>>) {
  let query = (db.db as any).selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return query;
}

/** The one row of `table` whose columns equal `where`'s values (throws when there is none). */
export function rowWhere<T extends Table>(db: DbHandle, table: T, where: Partial<Row<T>>): Promise<Row<T>> {
  return selectWhere(db, table, where).executeTakeFirstOrThrow();
}

/** The rows of `table` whose columns equal `where`'s values, in no particular order. */
export function rowsWhere<T extends Table>(db: DbHandle, table: T, where: Partial<Row<T>>): Promise<Row<T>[]> {
  return selectWhere(db, table, where).execute();
}

/** The published class or facilitator with the lowest id (throws when there is none). */
export function firstPublished<T extends 'classes' | 'counselors'>(db: DbHandle, table: T): Promise<Row<T>> {
  return selectWhere(db, table, {}).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
}

/** How many rows `table` holds. */
export async function countRows(db: DbHandle, table: Table): Promise<number> {
  const row = await db.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What was done to one entity (`class`, `API key` …), oldest first: the action, who did it (`user_id`,
 * null for the system or a visitor) and its summary.
 */
export const auditTrail = (db: DbHandle, entity: string, entityId: number) =>
  db.db
    .selectFrom('audit_log')
    .select(['action', 'user_id', 'summary'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

/** The id of the staff account with this email. */
export const userIdOf = async (db: DbHandle, email: string) => (await rowWhere(db, 'users', { email })).id;
