import type { ItemVersion, VersionSummary } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../context';
import { AppError, INVALID_INPUT_MESSAGE } from '../../errors';
import type { SessionUser } from '../sessions';

export type VersionKey = repo.VersionKey;

/** Keeps a save as a version; called inside the save's transaction, so the two stand or fall together. */
export async function recordVersion(trx: Db, user: SessionUser | null, key: VersionKey, data: object) {
  return repo.insertItemVersion(trx, key, user?.id ?? null, data as Record<string, unknown>);
}

export async function listVersions(ctx: Context, key: VersionKey): Promise<VersionSummary[]> {
  const rows = await repo.listItemVersions(ctx.db, key);
  return rows.map((row) => ({
    versionNo: row.version_no,
    savedAt: new Date(row.saved_at).toISOString(),
    savedBy: row.saved_by_name ?? null,
  }));
}

export async function getVersion(ctx: Context, key: VersionKey, versionNo: number): Promise<ItemVersion> {
  const row = await repo.findItemVersion(ctx.db, key, versionNo);
  if (!row) throw new AppError('NOT_FOUND', 'This version does not exist.');
  return {
    versionNo: row.version_no,
    savedAt: new Date(row.saved_at).toISOString(),
    savedBy: row.saved_by_name ?? null,
    data: row.data,
  };
}

/**
 * A version's data as the save's input: checked by today's rules (a field added since is given its
 * default; a version the rules no longer accept is refused with the reasons per field).
 */
export async function versionAsInput<T>(
  ctx: Context,
  key: VersionKey,
  versionNo: number,
  schema: z.ZodType<T>,
): Promise<T> {
  const { data } = await getVersion(ctx, key, versionNo);
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  throw new AppError('INVALID', `Version ${versionNo} cannot be restored as it is. ${INVALID_INPUT_MESSAGE}`, fields);
}
