import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import type { ContentTable } from './admin-content';

// The seven content tables share these columns; their names are only known at run time.
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<any>;

export interface ScheduledChange {
  id: number;
}

/**
 * Publishes the rows whose `publish_at` has come, clearing it, in one statement: a row another node's
 * run already changed no longer matches (the second UPDATE waits for the first's row lock, then
 * re-checks the condition), so each row is published once. Answers the rows it changed.
 */
export async function publishDueContent(db: Kysely<Database>, table: ContentTable, now: Date) {
  return (await untyped(db)
    .updateTable(table)
    .set({ status: 'published', publish_at: null, updated_at: now, version: sql`version + 1` })
    .where('publish_at', '<=', now)
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute()) as ScheduledChange[];
}

/** Unpublishes the rows whose `unpublish_at` has come, clearing it; once across nodes as above. */
export async function unpublishDueContent(db: Kysely<Database>, table: ContentTable, now: Date) {
  return (await untyped(db)
    .updateTable(table)
    .set({ status: 'draft', unpublish_at: null, updated_at: now, version: sql`version + 1` })
    .where('unpublish_at', '<=', now)
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute()) as ScheduledChange[];
}

/**
 * Sets a row's status by hand if it is still at `version` (bumping it); the schedule field that would undo
 * the change is cleared with it. Answers false when the row is gone or was changed meanwhile.
 */
export async function setContentStatus(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  version: number,
  status: 'draft' | 'published',
): Promise<boolean> {
  const schedule = status === 'published' ? { publish_at: null } : { publish_at: null, unpublish_at: null };
  const row = await untyped(db)
    .updateTable(table)
    .set({ status, ...schedule, updated_at: new Date(), version: sql`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
