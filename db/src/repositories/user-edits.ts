import type { Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../schema';

/** Changes columns of one account, stamping `updated_at` and bumping its version. */
export const updateUser = (db: Kysely<Database>, userId: number, changes: Updateable<UsersTable>) =>
  db
    .updateTable('users')
    .set((eb) => ({ ...changes, updated_at: new Date(), version: eb('version', '+', 1) }))
    .where('id', '=', userId);

/** The sessions not revoked yet, revoked at `now` (narrowed by the caller to whose they are). */
export const revokeSessions = (db: Kysely<Database>, now: Date) =>
  db.updateTable('sessions').set({ revoked_at: now }).where('revoked_at', 'is', null);
