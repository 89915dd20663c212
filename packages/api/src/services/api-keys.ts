import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX_LENGTH,
  type ApiKey,
  type ApiKeyCreateInput,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../context';
import { AppError, INVALID_INPUT_MESSAGE } from '../errors';
import { audit } from './admin/writes';
import type { SessionUser } from './sessions';

/** Every API key's secret starts with this; a bearer token without it is a staff session's. */
const API_KEY_MARK = 'rt_';

/** A key's last use is kept to this precision, so a busy integration does not write on every request. */
const LAST_USED_PRECISION_MS = 60 * 1000;

/** The key behind a request: its own principal, allowed what its scopes name. */
export interface ApiKeyPrincipal {
  id: number;
  name: string;
  scopes: readonly ApiKeyScope[];
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function toApiKey(row: Awaited<ReturnType<typeof repo.listApiKeys>>[number]): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    lastUsedIp: row.last_used_ip,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    createdBy:
      row.created_by !== null && row.created_by_name !== null
        ? { id: row.created_by, name: row.created_by_name }
        : null,
  };
}

export async function listApiKeys(ctx: Context): Promise<ApiKey[]> {
  return (await repo.listApiKeys(ctx.db)).map(toApiKey);
}

/** A new key; its secret is in this answer only (the database keeps its SHA-256). Audited. */
export async function createApiKey(ctx: Context, user: SessionUser, input: ApiKeyCreateInput): Promise<CreatedApiKey> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= ctx.now().getTime())
    throw new AppError('INVALID', INVALID_INPUT_MESSAGE, {
      expiresAt: [/*i18n*/ 'Choose a time in the future.'],
    });
  const secret = `${API_KEY_MARK}${randomBytes(32).toString('base64url')}`;
  const prefix = secret.slice(0, API_KEY_MARK.length + API_KEY_PREFIX_LENGTH);
  const scopes = [...input.scopes];
  const id = await ctx.db.transaction().execute(async (trx) => {
    const id = await repo.insertApiKey(trx, {
      name: input.name,
      prefix,
      secretHash: hashSecret(secret),
      scopes,
      expiresAt,
      createdBy: user.id,
    });
    await audit(trx, user, 'create api key', 'API key', id, { title: input.name, scopes });
    return id;
  });
  const [row] = await repo.listApiKeys(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', /*i18n*/ 'This API key does not exist.');
  return { ...toApiKey(row), secret };
}

/** Revokes a key at once (every node reads the table on each request). Audited; 404 when none is live. */
export async function revokeApiKey(ctx: Context, user: SessionUser, id: number): Promise<ApiKey> {
  const [row] = await repo.listApiKeys(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', /*i18n*/ 'This API key does not exist.');
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.revokeApiKey(trx, id, ctx.now())))
      throw new AppError('CONFLICT', /*i18n*/ 'This API key is already revoked.');
    await audit(trx, user, 'revoke api key', 'API key', id, { title: row.name });
  });
  const [revoked] = await repo.listApiKeys(ctx.db, id);
  return toApiKey(revoked ?? row);
}

/** Whether the request's bearer token is an API key's secret (rather than a staff session's token). */
export function isApiKeyToken(token: string | null): token is string {
  return token?.startsWith(API_KEY_MARK) ?? false;
}

/**
 * The live key (not revoked, not expired) whose secret is the request's bearer token, or null. Its last
 * use and the client's address are recorded at most once a minute.
 */
export async function apiKeyFromToken(ctx: Context): Promise<{ key: ApiKeyPrincipal; createdBy: number } | null> {
  if (!isApiKeyToken(ctx.token)) return null;
  const row = await repo.findApiKeyByHash(ctx.db, hashSecret(ctx.token));
  const now = ctx.now();
  if (!row || row.revoked_at || (row.expires_at && row.expires_at.getTime() <= now.getTime())) return null;
  // Staff accounts are disabled, never deleted; a key whose creator is gone anyway acts for no one.
  if (row.created_by === null) return null;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS)
    await repo.touchApiKey(ctx.db, row.id, now, ctx.ip, new Date(now.getTime() - LAST_USED_PRECISION_MS));
  return { key: { id: row.id, name: row.name, scopes: row.scopes as ApiKeyScope[] }, createdBy: row.created_by };
}
