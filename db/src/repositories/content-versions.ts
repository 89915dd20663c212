import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { hasRow } from './has-row';

export interface VersionKey {
  /** What kind of record: a content entity ('class', 'counselor', …), 'page' or 'setting'. */
  resourceType: string;
  /** The record's id, page code or setting key, as text. */
  itemId: string;
}

/**
 * Keeps one save of a record: numbered one past the record's latest version. Called inside the save's
 * transaction, after the row was written (which locks it, so two saves of one item cannot take one number).
 */
export async function insertItemVersion(
  db: Kysely<Database>,
  key: VersionKey,
  savedBy: number | null,
  data: Record<string, unknown>,
  /** When it was saved, if not now (a record as it was before history was kept). */
  savedAt?: Date,
): Promise<number> {
  const row = await db
    .insertInto('content_versions')
    .columns(['resource_type', 'item_id', 'version_no', 'saved_by', 'data', 'saved_at'])
    .expression(
      db
        .selectFrom('content_versions')
        .select([
          sql<string>`${key.resourceType}::text`.as('resource_type'),
          sql<string>`${key.itemId}::text`.as('item_id'),
          sql<number>`coalesce(max(version_no), 0) + 1`.as('version_no'),
          sql<number | null>`${savedBy}::integer`.as('saved_by'),
          sql`${JSON.stringify(data)}::jsonb`.as('data'),
          sql<Date>`coalesce(${savedAt?.toISOString() ?? null}::timestamptz, now())`.as('saved_at'),
        ])
        .where('resource_type', '=', key.resourceType)
        .where('item_id', '=', key.itemId),
    )
    .returning('version_no')
    .executeTakeFirstOrThrow();
  return row.version_no;
}

/** An item's versions with who saved each (null once that account is gone). */
function itemVersions(db: Kysely<Database>, key: VersionKey) {
  return db
    .selectFrom('content_versions')
    .leftJoin('users', 'users.id', 'content_versions.saved_by')
    .select([
      'content_versions.version_no',
      'content_versions.saved_at',
      'content_versions.saved_by',
      'users.name as saved_by_name',
    ])
    .where('resource_type', '=', key.resourceType)
    .where('item_id', '=', key.itemId);
}

/** An item's versions, newest first, with who saved each. */
export async function listItemVersions(db: Kysely<Database>, key: VersionKey) {
  return itemVersions(db, key).orderBy('version_no', 'desc').execute();
}

/** One version of an item, with what was saved. */
export async function findItemVersion(db: Kysely<Database>, key: VersionKey, versionNo: number) {
  return itemVersions(db, key).select('content_versions.data').where('version_no', '=', versionNo).executeTakeFirst();
}

/** Whether any version of the record is kept (none: it was last saved before history was kept). */
export async function hasItemVersions(db: Kysely<Database>, key: VersionKey): Promise<boolean> {
  return hasRow(
    db
      .selectFrom('content_versions')
      .select('id')
      .where('resource_type', '=', key.resourceType)
      .where('item_id', '=', key.itemId)
      .limit(1),
  );
}
