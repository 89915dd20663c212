import type { AuditAction } from '@app/contract';
import { type Db, repo } from '@app/db';

/**
 * The audit entry of a change to a booking, made by staff or an API key (`by`), or by no one of theirs
 * (null: its person through the booking's link, or the system).
 */
export async function auditBookingChange(
  db: Db,
  by: repo.AuditActor | null,
  action: AuditAction,
  bookingId: number,
  summary: { title: string } & Record<string, unknown>,
) {
  await repo.insertAuditEntry(db, {
    ...(by ?? { userId: null }),
    action,
    entity: 'booking',
    entityId: String(bookingId),
    summary,
  });
}
