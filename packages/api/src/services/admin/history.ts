import type { ItemVersion, VersionSummary } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { translate } from '../../translations';
import type { SessionUser } from '../sessions';

export type VersionKey = repo.VersionKey;

/** Keeps a save as a version; called inside the save's transaction, so the two stand or fall together. */
export async function recordVersion(trx: Db, user: SessionUser | null, key: VersionKey, data: object) {
  return repo.insertItemVersion(trx, key, user?.id ?? null, data as Record<string, unknown>);
}

interface Baseline {
  key: VersionKey;
  data: object;
  savedAt: Date;
}

/**
 * A record saved before history was kept has no version of how it was: its first kept save keeps that
 * too (by nobody known, at its last change), so the save can be undone. Read before the write (`read`
 * answers the record as it is, in the form's shape, or null when there is none); kept by
 * `keepBaseline` once the write has locked the row, so two racing first saves cannot both keep it.
 */
export async function baselineOf(
  trx: Db,
  key: VersionKey,
  read: () => Promise<{ data: object; savedAt: Date } | null>,
): Promise<Baseline | null> {
  if (await repo.hasItemVersions(trx, key)) return null;
  const record = await read();
  return record ? { key, ...record } : null;
}

export async function keepBaseline(trx: Db, baseline: Baseline | null) {
  if (baseline)
    await repo.insertItemVersion(trx, baseline.key, null, baseline.data as Record<string, unknown>, baseline.savedAt);
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
  if (!row) throw new AppError('NOT_FOUND', /*i18n*/ 'This version does not exist.');
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
  const message = /*i18n*/ 'Version {versionNo} cannot be restored as it is. There were some problems with your input.';
  throw new AppError('INVALID', translate(ctx.locale, message, { versionNo }), fields);
}
