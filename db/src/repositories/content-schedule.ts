import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { type ContentTableShape, editContentRowAtVersion, editContentRows, idAndTitle } from './admin-content';

/** A row whose status changed, with its name then (for its audit entry). */
export interface StatusChange {
  id: number;
  title: string;
}

/** The schedule columns, and the status a row takes when its time in one comes. */
const SCHEDULED_STATUS = { publish_at: 'published', unpublish_at: 'draft' } as const;

/**
 * Gives the rows whose time in `column` has come their scheduled status, clearing it, in one statement:
 * a row another node's run already changed no longer matches (the second UPDATE waits for the first's
 * row lock, then re-checks the condition), so each row changes once. Answers the rows it changed.
 */
async function applyDueSchedule(
  db: Kysely<Database>,
  shape: ContentTableShape,
  now: Date,
  column: keyof typeof SCHEDULED_STATUS,
) {
  return (await editContentRows(db, shape.table, { status: SCHEDULED_STATUS[column], [column]: null }, now)
    .where(column, '<=', now)
    .where('deleted_at', 'is', null)
    .returning(idAndTitle(shape))
    .execute()) as StatusChange[];
}

/** Publishes the rows whose `publish_at` has come, clearing it; once across nodes. */
export async function publishDueContent(db: Kysely<Database>, shape: ContentTableShape, now: Date) {
  return applyDueSchedule(db, shape, now, 'publish_at');
}

/** Unpublishes the rows whose `unpublish_at` has come, clearing it; once across nodes. */
export async function unpublishDueContent(db: Kysely<Database>, shape: ContentTableShape, now: Date) {
  return applyDueSchedule(db, shape, now, 'unpublish_at');
}

/**
 * Sets a row's status by hand if it is still at `version` (bumping it); the schedule field that would undo
 * the change is cleared with it. Answers the row, or undefined when it is gone or was changed meanwhile.
 */
export async function setContentStatus(
  db: Kysely<Database>,
  shape: ContentTableShape,
  id: number,
  version: number,
  status: 'draft' | 'published',
): Promise<StatusChange | undefined> {
  const schedule = status === 'published' ? { publish_at: null } : { publish_at: null, unpublish_at: null };
  const row = await editContentRowAtVersion(db, shape.table, id, version, { status, ...schedule }, new Date())
    .returning(idAndTitle(shape))
    .executeTakeFirst();
  return row as StatusChange | undefined;
}
