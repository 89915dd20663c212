import type { Db } from '@app/db';
import { renderingQueuedMail } from './emails/queue';

/**
 * One round of a job that emails queued requests: at most `perRound` of them, each taken and handled by
 * `handle` in a transaction of its own (null: none was left; false: this one gets no email). The emails
 * are rendered once the round is done. Answers how many requests were emailed.
 */
export function emailQueuedRequests(
  db: Db,
  perRound: number,
  handle: (trx: Db) => Promise<boolean | null>,
): Promise<{ sent: number }> {
  return renderingQueuedMail(db, async () => {
    let sent = 0;
    for (let taken = 0; taken < perRound; taken++) {
      const handled = await db.transaction().execute(handle);
      if (handled === null) break;
      if (handled) sent++;
    }
    return { sent };
  });
}
