import { TRASH_RETENTION_DAYS, TRASH_TYPES, type TrashedItem, type TrashType } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import type { SessionUser } from '../sessions';
import { guardDelete, type ResourceSpec } from './resource';
import { classSpec, clientSpec, counselorSpec, faqSpec, mediaSpec, slideSpec, storySpec } from './specs';
import { audit, contentChanged } from './writes';

const SPECS: Record<TrashType, ResourceSpec<any, any>> = {
  class: classSpec,
  counselor: counselorSpec,
  media: mediaSpec,
  story: storySpec,
  slider: slideSpec,
  client: clientSpec,
  faq: faqSpec,
};

const DAY = 86_400_000;
const NOT_IN_TRASH = /*i18n*/ 'This item is not in the trash (any more).';

/** Every trashed item of every kind, newest first. */
export async function listTrash(ctx: Context): Promise<TrashedItem[]> {
  const lists = await Promise.all(
    TRASH_TYPES.map(async (type) =>
      (await repo.listTrashedRows(ctx.db, SPECS[type])).map((row) => {
        const deletedAt = new Date(row.deleted_at);
        return {
          type,
          id: row.id,
          title: row.title,
          deletedAt: deletedAt.toISOString(),
          deletedBy: row.deleted_by_name ?? null,
          purgeAt: new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY).toISOString(),
        };
      }),
    ),
  );
  return lists.flat().sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

/** Takes an item out of the trash with the status it had; public again at once if it was published. */
export async function restoreFromTrash(ctx: Context, user: SessionUser, input: { type: TrashType; id: number }) {
  const spec = SPECS[input.type];
  await ctx.db.transaction().execute(async (trx) => {
    const restored = await repo.restoreTrashedRow(trx, spec, input.id, ctx.now());
    if (!restored) throw new AppError('NOT_FOUND', NOT_IN_TRASH);
    await audit(trx, user, 'untrash', spec.entity, input.id, { title: restored.title });
  });
  await contentChanged(ctx);
  return { ok: true as const };
}

/** Deletes a trashed item for good (admins only). */
export async function purgeFromTrash(ctx: Context, user: SessionUser, input: { type: TrashType; id: number }) {
  const spec = SPECS[input.type];
  await purgeOne(ctx.db, user, spec, input.id, { by: 'staff' });
  await contentChanged(ctx);
  return { ok: true as const };
}

async function purgeOne(db: Db, user: SessionUser | null, spec: ResourceSpec<any, any>, id: number, how: object) {
  await guardDelete(spec, () =>
    db.transaction().execute(async (trx) => {
      const purged = await repo.purgeTrashedRow(trx, spec, id);
      if (!purged) throw new AppError('NOT_FOUND', NOT_IN_TRASH);
      await audit(trx, user, 'purge', spec.entity, id, { title: purged.title, ...how });
    }),
  );
}

/**
 * The purge job: deletes what has been in the trash longer than the retention, each item in its own
 * transaction with an audit entry (no user). An item other rows still need is left and counted.
 */
export async function purgeExpiredTrash(
  deps: Pick<Context, 'db' | 'cache' | 'announceContentChange'>,
  now: Date,
): Promise<{ purged: number; kept: number }> {
  const before = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY);
  let purged = 0;
  let kept = 0;
  for (const type of TRASH_TYPES) {
    const spec = SPECS[type];
    for (const id of await repo.listExpiredTrash(deps.db, spec.table, before)) {
      try {
        await purgeOne(deps.db, null, spec, id, { by: 'purge job' });
        purged += 1;
      } catch (error) {
        // Another node purged it first (not found), or something still refers to it (conflict).
        if (!(error instanceof AppError)) throw error;
        if (error.code !== 'NOT_FOUND') kept += 1;
      }
    }
  }
  if (purged > 0) await contentChanged(deps);
  return { purged, kept };
}
