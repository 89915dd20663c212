import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../schema';

/** Which rows of a paginated list to read. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The window's page of `rows` (in their order), and how many rows `matching` finds in all. */
export async function pageWithTotal<M extends keyof Database, R extends keyof Database, O>(
  matching: SelectQueryBuilder<Database, M, object>,
  rows: SelectQueryBuilder<Database, R, O>,
  window: PageWindow,
) {
  const [page, count] = await Promise.all([
    rows.limit(window.limit).offset(window.offset).execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(count.n) };
}
