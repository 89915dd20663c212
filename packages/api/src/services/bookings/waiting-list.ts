import { type Db, repo } from '@app/db';
import type { Context } from '../../context';
import { localize } from '../resolve';
import { readBookingSettings } from '../session-generator';
import { auditBookingChange } from './audit';
import { bookingGuestMails, bookingMail } from './emails';
import { queueMail } from '../emails/queue';
import { enqueueBookingEvent } from '../webhooks/events';

const HOUR_MS = 3_600_000;

/**
 * What filling freed seats needs besides the transaction: the clock, and for the emails the site's
 * address and chat link and the key manage links are signed with.
 */
export type WaitingListDeps = Pick<Context, 'now' | 'publicUrl' | 'site' | 'sessionSecret'>;

/** A session as `repo.lockSession` answers it (its row locked by the caller's transaction). */
export type LockedSession = NonNullable<Awaited<ReturnType<typeof repo.lockSession>>>;

/** A waitlisted booking, as promoting it needs it. */
interface WaitlistedBooking {
  id: number;
  name: string;
  email: string;
  seats: number;
  locale: string;
  /** Set on a place held for another booking moving to this session: its move, once finished, emails the person. */
  moves_booking_id?: number | null;
}

/**
 * Confirms one waitlisted booking of a locked session, with an audit entry (`by`: the staff member
 * or API key who promoted by hand; null when the waiting list moved up by itself). Answers the emails that tell
 * the person (with the booking's link, the one their earlier emails carry, and the session's `.ics`),
 * none when the booking has no address (a walk-in), and its guests with an address their place. A
 * place held for a moving booking tells no one: finishing the move does. The caller queues them in the
 * same transaction.
 */
export async function promoteBooking(
  trx: Db,
  session: LockedSession,
  booking: WaitlistedBooking,
  deps: WaitingListDeps,
  by: repo.AuditActor | null = null,
): Promise<repo.UnrenderedEmail[]> {
  const now = deps.now();
  await repo.confirmWaitlistedBooking(trx, booking.id, now);
  // A place held for a booking moving here is no booking of its own: the move tells (booking.rescheduled).
  if (!booking.moves_booking_id) await enqueueBookingEvent(trx, 'booking.confirmed', booking.id, now);
  await auditBookingChange(trx, by, 'promote', booking.id, {
    title: `${localize(session.title, 'en')}: ${by === null ? 'waiting list moved up' : by.apiKeyId ? 'promoted by an API key' : 'promoted by staff'}`,
    sessionId: session.id,
    seats: booking.seats,
  });
  if (booking.moves_booking_id) return [];
  return [
    ...(booking.email ? [await bookingMail(trx, deps, 'booking-promoted', booking.id)] : []),
    ...(await bookingGuestMails(trx, deps, booking.id, 'place')),
  ];
}

/**
 * Seats of a session have freed up (a cancellation, staff removing someone, a larger capacity): the
 * earliest waitlisted bookings that fit are confirmed, in order, inside the caller's transaction. A
 * booking that does not fit is passed over, not waited for: one for 3 seats does not block a later one
 * for 1 when only 1 is free. Each promoted person is emailed (`promoteBooking`).
 * Nothing moves once the session is cancelled or less than the `booking` setting's `promotionStopHours`
 * (default 2) before its start: from then on staff decide. Locks the session row (again, if the caller
 * holds it already). Answers the ids of the bookings promoted.
 */
export async function fillFreedSeats(trx: Db, sessionId: number, deps: WaitingListDeps): Promise<number[]> {
  const session = await repo.lockSession(trx, sessionId);
  if (!session || session.status === 'cancelled') return [];
  const now = deps.now();
  const { promotionStopHours } = await readBookingSettings(trx);
  if (now.getTime() >= session.starts_at.getTime() - promotionStopHours * HOUR_MS) return [];
  const waiting = await repo.listWaitlistedBookings(trx, sessionId);
  if (waiting.length === 0) return [];
  let free =
    session.capacity === null
      ? Number.POSITIVE_INFINITY
      : session.capacity - (await repo.countConfirmedSessionSeats(trx, sessionId));
  const promoted: number[] = [];
  const mails: repo.UnrenderedEmail[] = [];
  for (const booking of waiting) {
    if (free <= 0) break;
    if (booking.seats > free) continue;
    free -= booking.seats;
    mails.push(...(await promoteBooking(trx, session, booking, deps)));
    promoted.push(booking.id);
  }
  await queueMail(trx, mails);
  return promoted;
}

/**
 * A class was saved (its capacity, or a dated session's, may have grown): each of its upcoming scheduled
 * sessions with a waiting list gets `fillFreedSeats`, soonest first, inside the save's transaction.
 * Sessions without free seats promote nobody; a smaller capacity confirms no one and un-confirms no one.
 * Answers the ids of the bookings promoted.
 */
export async function fillWaitingListsOfClass(trx: Db, classId: number, deps: WaitingListDeps): Promise<number[]> {
  const promoted: number[] = [];
  for (const sessionId of await repo.listWaitlistedSessionIdsOfClass(trx, classId, deps.now())) {
    promoted.push(...(await fillFreedSeats(trx, sessionId, deps)));
  }
  return promoted;
}
