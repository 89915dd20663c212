import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { hasRow } from './has-row';

type Table = keyof Database & string;
/** The columns that record when a row was used up or ended. */
type Stamp<T extends Table> = Extract<keyof Database[T], 'used_at' | 'revoked_at'> & string;

/**
 * Sets `column` to `now` on the row matching `where` while it is still empty, and answers whether it did.
 * The `is null` condition in the same statement is what makes a link, code or key usable once when two
 * requests race for it: the second finds nothing to update.
 */
export async function stampOnce<T extends Table>(
  db: Kysely<Database>,
  table: T,
  column: Stamp<T>,
  now: Date,
  where: Partial<Record<keyof Database[T] & string, string | number>>,
): Promise<boolean> {
  // Kysely cannot type a table chosen by a type parameter; the arguments are checked by the signature.
  let update = (db as unknown as Kysely<any>).updateTable(table as string).set({ [column]: now });
  for (const [key, value] of Object.entries(where)) update = update.where(key, '=', value);
  return hasRow(update.where(column, 'is', null).returning('id'));
}
