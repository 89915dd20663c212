import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { stampOnce } from './stamp-once';
import { textArray } from './text-array';
import { insertedId } from './inserted-id';

export interface NewApiKey {
  name: string;
  prefix: string;
  secretHash: string;
  scopes: readonly string[];
  expiresAt: Date | null;
  createdBy: number;
}

const LIST_COLUMNS = [
  'api_keys.id',
  'api_keys.name',
  'api_keys.prefix',
  'api_keys.scopes',
  'api_keys.created_at',
  'api_keys.expires_at',
  'api_keys.last_used_at',
  'api_keys.last_used_ip',
  'api_keys.revoked_at',
  'api_keys.created_by',
  'users.name as created_by_name',
] as const;

/** Stores a new key (its secret's hash only); answers its id. */
export async function insertApiKey(db: Kysely<Database>, key: NewApiKey): Promise<number> {
  return insertedId(
    db
      .insertInto('api_keys')
      .values({
        name: key.name,
        prefix: key.prefix,
        secret_hash: key.secretHash,
        scopes: textArray(key.scopes),
        expires_at: key.expiresAt,
        created_by: key.createdBy,
      })
      .returning('id'),
  );
}

/** Every key, newest first, with the name of the admin who created it (never the secret's hash). */
export async function listApiKeys(db: Kysely<Database>, id?: number) {
  let query = db
    .selectFrom('api_keys')
    .leftJoin('users', 'users.id', 'api_keys.created_by')
    .select(LIST_COLUMNS)
    .orderBy('api_keys.created_at', 'desc')
    .orderBy('api_keys.id', 'desc');
  if (id !== undefined) query = query.where('api_keys.id', '=', id);
  return query.execute();
}

/** The key whose secret hashes to `secretHash`, whatever its state (the caller refuses revoked and expired ones). */
export async function findApiKeyByHash(db: Kysely<Database>, secretHash: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'name', 'scopes', 'expires_at', 'revoked_at', 'last_used_at', 'created_by'])
    .where('secret_hash', '=', secretHash)
    .executeTakeFirst();
}

/** Revokes a live key; answers whether one was revoked (false: none, or already revoked). */
export function revokeApiKey(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  return stampOnce(db, 'api_keys', 'revoked_at', now, { id });
}

/**
 * Records a key's use and the client's address, unless another request recorded one since `since`
 * (the condition keeps concurrent nodes from each writing).
 */
export async function touchApiKey(db: Kysely<Database>, id: number, now: Date, ip: string, since: Date) {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now, last_used_ip: ip })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', since)]))
    .execute();
}
