import type { Booking } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../../context';
import { AppError, INVALID_INPUT_MESSAGE } from '../../errors';
import { translate } from '../../translations';
import { queueMail } from '../emails/queue';
import { localize } from '../resolve';
import { classScope } from './class-scope';
import { scopeChanged } from '../../cache-scope';
import { guestMails } from './emails';
import { auditLinkChange, bookingOfToken, findBooking, getBooking, UNKNOWN_LINK } from './booking-link';
import { isCancellable } from './present';
import { finishPendingMoves, tooLateToChange } from './reschedule';
import { fillFreedSeats } from './waiting-list';

const ONLY_MORE_LEFT =
  /*i18n*/ '{count, plural, =0 {No more places are left on this date.} one {Only # more place is left: choose at most {max} seats.} other {Only # more places are left: choose at most {max} seats.}}';
const TOO_MANY_GUESTS = /*i18n*/ 'At most one guest per seat beyond your own.';

export interface SeatsInput {
  seats: number;
  guests?: Array<{ name: string; email: string | null }> | undefined;
}

/**
 * Changes the seats of a manage link's booking until the cut-off before its start (409 after it, as
 * moving does): more seats up to what is left (422 on `seats` beyond), or fewer, whose freed seats go
 * to the waiting list in the same transaction. A waitlisted booking changes what it waits for (and may
 * fit now). `guests` replaces the names on the seats beyond the first (at most `seats − 1`, 422 on
 * `guests` otherwise); left out, the guests stay, cut to the seats. Guests newly named with an address
 * are emailed their place when the booking is confirmed. Refused (409) while the booking waits for
 * another date, whose place holds its seat count.
 */
export async function changeSeats(ctx: Context, token: string, input: SeatsInput): Promise<Booking> {
  await ctx.rateLimits.manage(ctx.ip);
  if (input.guests && input.guests.length > input.seats - 1) {
    const message = translate(ctx.locale, TOO_MANY_GUESTS);
    throw new AppError('INVALID', INVALID_INPUT_MESSAGE, { guests: [message] });
  }
  const found = await findBooking(ctx, token);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const session = await repo.lockSession(trx, found.session_id);
    const current = await bookingOfToken(trx, ctx.sessionSecret, token);
    if (!current || current.id !== found.id || !session) throw new AppError('NOT_FOUND', UNKNOWN_LINK);
    if (current.session_id !== session.id)
      throw new AppError('CONFLICT', /*i18n*/ 'This booking changed meanwhile: reload the page and try again.');
    if (current.status === 'cancelled')
      throw new AppError('CONFLICT', /*i18n*/ 'This booking is cancelled: book again instead.');
    if (!isCancellable(current.status, session.starts_at, session.cancel_cutoff_hours, ctx.now())) {
      throw await tooLateToChange(trx, session.cancel_cutoff_hours, ctx.locale);
    }
    if (await repo.findMovePlace(trx, current.id)) {
      throw new AppError(
        'CONFLICT',
        /*i18n*/ 'This booking is waiting for another date: leave that waiting list first, then change the seats.',
      );
    }
    const more = input.seats - current.seats;
    if (more > 0 && current.status === 'confirmed' && session.capacity !== null) {
      const left = session.capacity - (await repo.countConfirmedSessionSeats(trx, session.id));
      if (more > left) {
        const message = translate(ctx.locale, ONLY_MORE_LEFT, {
          count: Math.max(0, left),
          max: current.seats + Math.max(0, left),
        });
        throw new AppError('INVALID', INVALID_INPUT_MESSAGE, { seats: [message] });
      }
    }
    const guestsBefore = await repo.listBookingGuests(trx, current.id);
    const guests = (input.guests ?? guestsBefore).slice(0, input.seats - 1);
    const added = await repo.replaceBookingGuests(
      trx,
      current.id,
      guests.map((guest) => ({ name: guest.name, email: guest.email ?? null })),
    );
    const guestsChanged = added.length > 0 || guests.length !== guestsBefore.length;
    if (more === 0 && !guestsChanged) return null;
    const now = ctx.now();
    if (more !== 0) await repo.setBookingSeats(trx, current.id, input.seats, now);
    await auditLinkChange(trx, current.id, {
      title: `${localize(session.title, 'en')}: seats or guests changed through its link`,
      sessionId: session.id,
      seats: input.seats,
      was: current.seats,
      guests: guests.length,
    });
    if (current.status === 'confirmed') await queueMail(trx, await guestMails(trx, ctx, current.id, added, 'place'));
    // Fewer seats free some; a waitlisted booking asking for fewer may fit now.
    if (more < 0 || current.status === 'waitlisted') await fillFreedSeats(trx, session.id, ctx);
    return more !== 0
      ? { classId: session.class_id, slug: session.slug, classType: session.class_type, sessionId: session.id }
      : null;
  });
  if (changed) {
    await scopeChanged(ctx, await classScope(ctx, changed, changed.sessionId));
    await finishPendingMoves(ctx);
  }
  return getBooking(ctx, token);
}
