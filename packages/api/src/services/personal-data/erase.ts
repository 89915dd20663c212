import type { MyDataErasure } from '@app/contract';
import { type Db, repo } from '@app/db';
import { scopeChanged } from '../../cache-scope';
import type { Context } from '../../context';
import { classScope } from '../bookings/class-scope';
import { cancelOwnBooking, type SeatsChanged } from '../bookings/manage';
import { queueMail } from '../emails/queue';
import { mailOf } from '../emails/render';
import { mailStudio } from '../emails/studio';
import type { SessionUser } from '../sessions';

/**
 * The erasure proper, shared by "Delete my data" and the retention job (./retention.ts): every personal
 * field of the address's rows emptied (the rows stay for the studio's counts, `erased_at` set), its
 * guests' names, subscription, emails, sign-in links, rate-limit counts and staff's notes deleted, its
 * name and address replaced in session notes. Run it inside the caller's transaction.
 */
export async function eraseRowsOf(trx: Db, email: string, now: Date): Promise<repo.ErasedCounts> {
  const names = await repo.findNamesOf(trx, email);
  return repo.erasePersonalRows(trx, { email, names }, now);
}

/**
 * "Delete my data" (docs/privacy.md), in one transaction: the address's upcoming bookings are cancelled
 * (each session locked in id order, its waiting list moves as after any cancellation), then every
 * personal field of its rows is emptied, its subscription and every email to it deleted, its name and
 * address replaced in staff's session notes, staff's notes about the person deleted. The audit entry holds counts only. One last email, in the
 * request's language, confirms it and is deleted once sent.
 */
export async function erasePersonalData(
  ctx: Context,
  email: string,
  /** An admin erasing it from the person's page: the audit entry names them. */
  by?: SessionUser,
): Promise<MyDataErasure> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const upcoming = await repo.findUpcomingBookingsOf(trx, email, now);
    const changedSessions: SeatsChanged[] = [];
    for (const booking of upcoming) {
      const session = await repo.lockSession(trx, booking.session_id);
      if (!session) continue;
      const status = await repo.bookingStatus(trx, booking.id);
      if (status !== 'confirmed' && status !== 'waitlisted') continue;
      const changed = await cancelOwnBooking(trx, ctx, session, { ...booking, status }, 'erasure');
      if (changed) changedSessions.push(changed);
    }
    const data = await repo.findPersonalData(trx, email);
    const held =
      data.bookings.length +
        data.requests.length +
        data.messages.length +
        data.staffNotes.length +
        (data.subscription ? 1 : 0) >
      0;
    const counts = await eraseRowsOf(trx, email, now);
    if (held || by) {
      await repo.insertAuditEntry(trx, {
        userId: by?.id ?? null,
        action: by ? 'erase person data' : 'erase',
        entity: 'personal data',
        entityId: null,
        summary: { title: '', cancelledBookings: upcoming.length, ...counts },
      });
      await queueMail(trx, [
        {
          ...mailOf(email, {
            kind: 'personal-data-erased',
            // The language the person asked in, now: the page they pressed "Delete my data" on.
            locale: ctx.locale,
            studio: await mailStudio(trx, ctx),
            cancelledBookings: upcoming.length,
          }),
          eraseAfterSend: true,
        },
      ]);
    }
    return { cancelled: upcoming.length, changedSessions };
  });
  for (const changed of outcome.changedSessions) {
    await scopeChanged(ctx, await classScope(ctx, changed, changed.sessionId));
  }
  return { erased: true, cancelledBookings: outcome.cancelled };
}
