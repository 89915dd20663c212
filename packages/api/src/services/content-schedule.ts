import type { AuditEntity } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { ApiDeps } from '../context';
import { classSpec, clientSpec, counselorSpec, faqSpec, mediaSpec, slideSpec, storySpec } from './admin/specs';
import { contentChanged } from './admin/writes';

/** Each schedulable table, as the back office's writes describe it (its title column, its audit name). */
const SCHEDULED_TABLES = [classSpec, counselorSpec, mediaSpec, storySpec, slideSpec, clientSpec, faqSpec];

/**
 * Publishes every row whose `publish_at` has come and unpublishes every row whose `unpublish_at` has,
 * each in the same transaction as its audit entry (by the scheduler: no user). Several nodes may run it
 * at once: each row changes once (see `publishDueContent`). When anything changed, every node's content
 * cache (rendered pages included) is cleared.
 */
export async function runContentSchedule(
  deps: Pick<ApiDeps, 'db' | 'cache' | 'announceContentChange'>,
  now: Date,
): Promise<{ published: number; unpublished: number }> {
  const { published, unpublished } = await deps.db.transaction().execute(async (trx) => {
    let published = 0;
    let unpublished = 0;
    for (const spec of SCHEDULED_TABLES) {
      const up = await repo.publishDueContent(trx, spec, now);
      await auditScheduled(trx, spec.entity, 'publish', up);
      const down = await repo.unpublishDueContent(trx, spec, now);
      await auditScheduled(trx, spec.entity, 'unpublish', down);
      published += up.length;
      unpublished += down.length;
    }
    return { published, unpublished };
  });
  if (published + unpublished > 0) await contentChanged(deps);
  return { published, unpublished };
}

async function auditScheduled(db: Db, entity: AuditEntity, action: 'publish' | 'unpublish', rows: repo.StatusChange[]) {
  for (const row of rows) {
    await repo.insertAuditEntry(db, {
      userId: null,
      action,
      entity,
      entityId: String(row.id),
      summary: { title: row.title, by: 'scheduler' },
    });
  }
}
