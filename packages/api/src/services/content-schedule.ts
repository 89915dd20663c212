import { type Db, repo } from '@app/db';
import type { ApiDeps } from '../context';
import { contentChanged } from './admin/writes';

/** Each schedulable table and the name its audit entries use (as the back office's writes do). */
const SCHEDULED_TABLES: ReadonlyArray<[table: repo.ContentTable, entity: string]> = [
  ['classes', 'class'],
  ['counselors', 'facilitator'],
  ['media_articles', 'media article'],
  ['stories', 'story'],
  ['slider_items', 'slide'],
  ['corporate_clients', 'corporate client'],
  ['faq_items', 'FAQ item'],
];

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
    for (const [table, entity] of SCHEDULED_TABLES) {
      const up = await repo.publishDueContent(trx, table, now);
      await auditScheduled(trx, entity, 'publish', up);
      const down = await repo.unpublishDueContent(trx, table, now);
      await auditScheduled(trx, entity, 'unpublish', down);
      published += up.length;
      unpublished += down.length;
    }
    return { published, unpublished };
  });
  if (published + unpublished > 0) await contentChanged(deps);
  return { published, unpublished };
}

async function auditScheduled(db: Db, entity: string, action: 'publish' | 'unpublish', rows: repo.ScheduledChange[]) {
  for (const row of rows) {
    await repo.insertAuditEntry(db, {
      userId: null,
      action,
      entity,
      entityId: String(row.id),
      summary: { by: 'scheduler' },
    });
  }
}
