import type { moveBookingInputSchema, promoteInputSchema, Roster, walkInInputSchema } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../../context';
import { AppError, invalidField } from '../../../errors';
import { bookingMail, currentLinkMail } from '../../bookings/emails';
import { cancelLockedBooking } from '../../bookings/manage';
import { lockSessionsInOrder, moveLockedBooking } from '../../bookings/reschedule';
import { type LockedSession, promoteBooking } from '../../bookings/waiting-list';
import { auditActor, type SessionUser } from '../../sessions';
import {
  auditTitle,
  changeLockedSession,
  changeSession,
  classOf,
  insertConfirmedBooking,
  isActive,
  lockSessionOrFail,
  staffAudit,
} from './writes';
import { queueMail } from '../../emails/queue';

const BOOKING_NOT_FOUND = /*i18n*/ 'This booking does not exist.';

const seatWord = (n: number) => (n === 1 ? '1 seat' : `${n} seats`);

/** Seats still free in a locked session; null when unlimited. */
async function seatsLeft(trx: Db, session: LockedSession): Promise<number | null> {
  if (session.capacity === null) return null;
  return session.capacity - (await repo.countConfirmedSessionSeats(trx, session.id));
}

const tooFewSeats = (left: number) =>
  left <= 0 ? 'The session is full.' : `Only ${seatWord(left)} ${left === 1 ? 'is' : 'are'} left.`;

/** A booking and its session, the session row locked: every change of its seats waits for the others. */
async function lockBooking(trx: Db, bookingId: number) {
  const booking = await repo.findBookingById(trx, bookingId);
  if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  const session = await lockSessionOrFail(trx, booking.session_id);
  const status = await repo.bookingStatus(trx, booking.id);
  if (status === undefined) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  return { booking: { ...booking, status }, session };
}

type LockedBooking = Awaited<ReturnType<typeof lockBooking>>['booking'];

/**
 * A staff change to one booking, made with it and its session locked (`changeSession`); `change`
 * answers whether the session's public seats changed.
 */
export function changeBooking(
  ctx: Context,
  user: SessionUser,
  bookingId: number,
  change: (trx: Db, booking: LockedBooking, session: LockedSession) => Promise<boolean>,
): Promise<Roster> {
  return changeSession(ctx, user, async (trx) => {
    const { booking, session } = await lockBooking(trx, bookingId);
    const seatsChanged = await change(trx, booking, session);
    return { sessionId: session.id, changed: seatsChanged ? classOf(session, 'bookings') : null };
  });
}

/**
 * Someone at the door, or booked by staff from their person page (`source` staff; the no-show policy
 * never refuses either): a confirmed booking when the seats fit; refused (422 on `seats`)
 * when they do not, unless staff explicitly go over the capacity. With an email address they are sent
 * the booking and its manage link, as an online booking is.
 */
export async function addWalkIn(
  ctx: Context,
  user: SessionUser,
  input: z.output<typeof walkInInputSchema>,
): Promise<Roster> {
  return (await bookOnBehalf(ctx, user, input)).roster;
}

/**
 * `addWalkIn` answering the new booking's id too: a walk-in, a staff booking, or an integration's
 * (`source` api, POST /api/v1/sessions/{id}/bookings).
 */
export async function bookOnBehalf(
  ctx: Context,
  user: SessionUser,
  input: Omit<z.output<typeof walkInInputSchema>, 'source'> & { source: 'walk-in' | 'staff' | 'api' },
): Promise<{ bookingId: number; roster: Roster }> {
  let bookingId = 0;
  const roster = await changeLockedSession(ctx, user, input.sessionId, 'bookings', async (trx, session) => {
    if (session.status === 'cancelled')
      throw new AppError('CONFLICT', /*i18n*/ 'This session is cancelled: nobody can join it.');
    if (input.email && (await repo.findActiveBooking(trx, session.id, input.email))) {
      throw invalidField('email', /*i18n*/ 'Someone with this email has a booking of this session already.');
    }
    const left = await seatsLeft(trx, session);
    if (left !== null && input.seats > left && !input.overCapacity) {
      const message = `${tooFewSeats(left)} Choose fewer seats, or go over the capacity.`;
      throw new AppError('INVALID', message, { seats: [message] });
    }
    bookingId = await insertConfirmedBooking(trx, {
      classId: session.class_id,
      sessionId: session.id,
      name: input.name,
      email: input.email ?? '',
      phone: input.phone ?? '',
      seats: input.seats,
      message: null,
      locale: ctx.locale,
      source: input.source,
    });
    await staffAudit(trx, user, 'create', 'booking', bookingId, {
      title: auditTitle(session, BOOKED_BY[input.source]),
      sessionId: session.id,
      seats: input.seats,
      overCapacity: left !== null && input.seats > left,
    });
    if (input.email) await queueMail(trx, [await bookingMail(trx, ctx, 'booking-confirmed', bookingId)]);
    return true;
  });
  return { bookingId, roster };
}

/** The audit entry's words for a booking made on someone's behalf. */
const BOOKED_BY = { 'walk-in': 'walk-in added', staff: 'booked by staff', api: 'booked by an API key' } as const;

/**
 * Staff cancel someone's booking, whatever the online cut-off: they are emailed, and the seats freed
 * go to the waiting list in the same transaction (the cancellation every booking goes through).
 */
export async function cancelBookingByStaff(ctx: Context, user: SessionUser, bookingId: number): Promise<Roster> {
  return changeBooking(ctx, user, bookingId, async (trx, booking, session) => {
    if (!isActive(booking)) throw new AppError('CONFLICT', /*i18n*/ 'This booking is cancelled already.');
    return cancelLockedBooking(trx, ctx, session, booking, { reason: 'staff', by: auditActor(user) });
  });
}

/**
 * Staff move someone from the waiting list to confirmed, ahead of the others if they choose and at any
 * time before or after the automatic promotion stops. Refused (409) when the seats do not fit, unless
 * staff explicitly go over the capacity.
 */
export async function promoteByHand(
  ctx: Context,
  user: SessionUser,
  input: z.output<typeof promoteInputSchema>,
): Promise<Roster> {
  return changeBooking(ctx, user, input.bookingId, async (trx, booking, session) => {
    if (booking.status !== 'waitlisted') {
      throw new AppError('CONFLICT', /*i18n*/ 'Only a booking on the waiting list can be promoted.');
    }
    if (session.status === 'cancelled') throw new AppError('CONFLICT', /*i18n*/ 'This session is cancelled.');
    const left = await seatsLeft(trx, session);
    if (left !== null && booking.seats > left && !input.overCapacity) {
      throw new AppError(
        'CONFLICT',
        `${tooFewSeats(left)} This booking is for ${seatWord(booking.seats)}: free seats first, or go over the capacity.`,
      );
    }
    await queueMail(trx, await promoteBooking(trx, session, booking, ctx, auditActor(user)));
    return true;
  });
}

/**
 * Staff move someone's booking to another session of its class, whatever the online cut-off: as the
 * person's own reschedule does (`moveLockedBooking`: seats on the new date first, or its waiting list
 * with the seats kept, the old date's waiting list moves, one email), under the staff member's name.
 * Both sessions are locked in id order. Answers the roster of the session the booking was in.
 */
export async function moveBookingByStaff(
  ctx: Context,
  user: SessionUser,
  input: z.output<typeof moveBookingInputSchema>,
): Promise<Roster> {
  return changeSession(ctx, user, async (trx) => {
    const found = await repo.findBookingById(trx, input.bookingId);
    if (!found || found.moves_booking_id !== null) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    const locked = await lockSessionsInOrder(trx, [found.session_id, input.sessionId]);
    // Read again under the locks: it may have moved meanwhile.
    const booking = await repo.findBookingById(trx, input.bookingId);
    const from = booking && locked.get(booking.session_id);
    if (!booking || !from) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    const outcome = await moveLockedBooking(trx, ctx, booking, from, locked.get(input.sessionId), {
      joinWaitingList: input.joinWaitingList ?? false,
      by: auditActor(user),
      byLink: false,
    });
    return { sessionId: from.id, changed: outcome === 'moved' ? classOf(from, 'session') : null };
  });
}

/**
 * A new manage link for a booking whose link leaked (admins): every earlier link of it stops working,
 * and the person is emailed the new one (a walk-in without an address gets none). The booking itself
 * does not change; a cancelled one keeps its link (it shows only that it is cancelled).
 */
export async function reissueManageLink(ctx: Context, user: SessionUser, bookingId: number): Promise<Roster> {
  return changeBooking(ctx, user, bookingId, async (trx, booking, session) => {
    if (!isActive(booking)) throw new AppError('CONFLICT', 'This booking is cancelled: its link changes nothing.');
    await repo.reissueManageLink(trx, booking.id, ctx.now());
    await staffAudit(trx, user, 'reissue link', 'booking', booking.id, {
      title: auditTitle(session, 'manage link reissued'),
      sessionId: session.id,
    });
    if (booking.email) await queueMail(trx, [await currentLinkMail(trx, ctx, 'booking-link-reissued', booking.id)]);
    return false;
  });
}

/**
 * The booking's email sent again (admins), with its CURRENT manage link: nothing is retired (for a link
 * that leaked, `reissueManageLink`). The confirmation, or the waiting-list email with its place.
 */
export async function resendManageLink(ctx: Context, user: SessionUser, bookingId: number): Promise<Roster> {
  return changeBooking(ctx, user, bookingId, async (trx, booking, session) => {
    if (!isActive(booking)) throw new AppError('CONFLICT', /*i18n*/ 'This booking is cancelled already.');
    if (!booking.email) throw new AppError('CONFLICT', /*i18n*/ 'This booking has no email address to send to.');
    await staffAudit(trx, user, 'resend link', 'booking', booking.id, {
      title: auditTitle(session, 'manage link sent again'),
      sessionId: session.id,
    });
    const kind = booking.status === 'waitlisted' ? 'booking-waitlisted' : 'booking-confirmed';
    await queueMail(trx, [await bookingMail(trx, ctx, kind, booking.id)]);
    return false;
  });
}
