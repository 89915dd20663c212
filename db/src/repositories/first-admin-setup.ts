import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { stampOnce } from './stamp-once';
import { hasRow } from './has-row';

/**
 * Stores a setup link unless one exists: answers true when this call made it (of nodes starting
 * together, exactly one does).
 */
export async function insertFirstAdminSetup(db: Kysely<Database>, tokenHash: string, now: Date): Promise<boolean> {
  return hasRow(
    db
      .insertInto('first_admin_setup')
      .values({ token_hash: tokenHash, created_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id'),
  );
}

/** Replaces the setup link, whatever there was: the older one stops working. */
export async function replaceFirstAdminSetup(db: Kysely<Database>, tokenHash: string, now: Date) {
  await db
    .insertInto('first_admin_setup')
    .values({ token_hash: tokenHash, created_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ token_hash: tokenHash, created_at: now, used_at: null }))
    .execute();
}

export async function findFirstAdminSetup(db: Kysely<Database>) {
  return db.selectFrom('first_admin_setup').select(['token_hash', 'created_at', 'used_at']).executeTakeFirst();
}

/** Ends the setup link with this hash, once: answers false when it is not the live one (or was used first). */
export function useFirstAdminSetup(db: Kysely<Database>, tokenHash: string, now: Date): Promise<boolean> {
  return stampOnce(db, 'first_admin_setup', 'used_at', now, { token_hash: tokenHash });
}
