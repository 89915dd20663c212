import type { AuditAction, AuditEntity } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { ApiDeps } from '../../context';
import { AppError, INVALID_INPUT_MESSAGE } from '../../errors';
import { auditActor, type SessionUser } from '../sessions';

/** Clears this node's cached public answers and tells the other nodes to clear theirs. */
export async function contentChanged(ctx: Pick<ApiDeps, 'cache' | 'announceContentChange'>): Promise<void> {
  ctx.cache.clear();
  await ctx.announceContentChange?.().catch(() => {});
}

/** An audit entry of a back-office write: name the item in `summary.title` as it is called now. */
export async function audit(
  db: Db,
  user: SessionUser | null,
  action: AuditAction,
  entity: AuditEntity,
  entityId: string | number | null,
  summary: Record<string, unknown>,
) {
  await repo.insertAuditEntry(db, {
    ...(user ? auditActor(user) : { userId: null }),
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    summary,
  });
}

export const CONFLICT_MESSAGE =
  /*i18n*/ 'Someone else changed this item while you were editing. Reload it to see their changes; nothing was overwritten.';

/** A unique-key violation on `slug` (or `code`) becomes a per-field error instead of a 500. */
export function uniqueViolation(error: unknown, field: string): AppError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== '23505') return null;
  return new AppError('INVALID', 'There were some problems with your input.', {
    [field]: [/*i18n*/ 'This slug is already used by another item.'],
  });
}

/** Columns that point at other rows, the form field that sets each, and what to tell the editor. */
const REFERENCES: ReadonlyArray<[column: string, field: string, message: string]> = [
  ['photo_image_id', 'photoImageId', /*i18n*/ 'Upload the image first.'],
  ['cover_image_id', 'coverImageId', /*i18n*/ 'Upload the image first.'],
  ['logo_image_id', 'logoImageId', /*i18n*/ 'Upload the image first.'],
  ['image_id', 'imageId', /*i18n*/ 'Upload the image first.'],
  ['counselor_id', 'facilitatorIds', /*i18n*/ 'This facilitator does not exist (any more).'],
];

/** A foreign-key violation (an image or facilitator id that names no row) becomes a per-field error instead of a 500. */
export function missingReference(error: unknown): AppError | null {
  const { code, detail, constraint } = (error ?? {}) as { code?: unknown; detail?: unknown; constraint?: unknown };
  if (code !== '23503') return null;
  const where = `${String(detail ?? '')} ${String(constraint ?? '')}`;
  const [, field, message] = REFERENCES.find(([column]) => where.includes(column)) ?? [
    '',
    '_',
    /*i18n*/ 'This refers to something that does not exist (any more).',
  ];
  return new AppError('INVALID', INVALID_INPUT_MESSAGE, { [field]: [message] });
}
