import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The queues a worker leases rows of, and the column that holds a leased row back until then. */
const LEASE_COLUMNS = { email_outbox: 'next_attempt_at', webhook_messages: 'locked_until' } as const;

/** Holds rows just claimed (FOR UPDATE SKIP LOCKED) until `until`: other workers pass them over till then. */
export async function leaseRows(
  db: Kysely<Database>,
  table: keyof typeof LEASE_COLUMNS,
  rows: readonly { id: number }[],
  until: Date,
) {
  if (rows.length === 0) return;
  await db
    .updateTable(table)
    .set({ [LEASE_COLUMNS[table]]: until })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
}
