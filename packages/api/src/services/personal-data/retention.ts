import { type Db, repo } from '@app/db';
import { readBookingSettings } from '../session-generator';
import { eraseRowsOf } from './erase';

/** People erased per round at most: a round is a daily job's, the rest wait for the next one. */
const ROUND_LIMIT = 500;

/** What a retention round did, in counts only (the log and the audit never name anyone). */
export type RetentionCounts = { people: number } & repo.ErasedCounts;

/**
 * The daily retention round (docs/privacy.md): everyone whose latest activity is older than the booking
 * setting `eraseAfterMonths` has their personal details erased by the same erasure as "Delete my data"
 * (rows stay for the studio's counts, personal fields emptied, `erased_at` set), without the email to
 * them (they asked for nothing). Someone still subscribed to the newsletter or holding a place in a
 * session still to come is never erased. Each person in their own transaction, under a lock on their
 * address, checked again inside it: a booking made meanwhile keeps them, and a node running the same
 * round at the same time erases nobody twice. One audit entry per person (a system entry: no author,
 * `by: 'retention job'`), with counts only.
 */
export async function eraseInactivePeople(db: Db, now: Date): Promise<RetentionCounts> {
  const { eraseAfterMonths: months } = await readBookingSettings(db);
  const people = await repo.findInactivePeople(db, { now, months, limit: ROUND_LIMIT });
  const totals: RetentionCounts = {
    people: 0,
    bookings: 0,
    guests: 0,
    privateSessionRequests: 0,
    messages: 0,
    subscriptions: 0,
    emails: 0,
    sessionNotes: 0,
    staffNotes: 0,
  };
  for (const person of people) {
    const counts = await db.transaction().execute(async (trx) => {
      await repo.lockPerson(trx, person);
      const still = await repo.findInactivePeople(trx, { now, months, limit: 1, person });
      if (still.length === 0) return null;
      const erased = await eraseRowsOf(trx, person, now);
      await repo.insertAuditEntry(trx, {
        userId: null,
        action: 'erase',
        entity: 'personal data',
        entityId: null,
        summary: { title: '', by: 'retention job', reason: 'retention', afterMonths: months, ...erased },
      });
      return erased;
    });
    if (!counts) continue;
    totals.people += 1;
    for (const key of Object.keys(counts) as Array<keyof repo.ErasedCounts>) totals[key] += counts[key];
  }
  return totals;
}
