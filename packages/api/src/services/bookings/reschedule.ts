import { type Booking, DEFAULT_LOCALE } from '@app/contract';
import { type Db, repo } from '@app/db';
import { scopeChanged } from '../../cache-scope';
import type { Context } from '../../context';
import { AppError, INVALID_INPUT_MESSAGE } from '../../errors';
import { translate } from '../../translations';
import { queueMail, renderingQueuedMail } from '../emails/queue';
import { localize } from '../resolve';
import { classScope } from './class-scope';
import { auditBookingChange } from './audit';
import {
  type BookingMailDeps,
  bookingGuestMails,
  bookingMail,
  type GuestNews,
  type LeftSession,
  movedBookingMail,
} from './emails';
import { pastCutoff } from '../studio-contact';
import { bookingOfToken, findBooking, getBooking, UNKNOWN_LINK } from './booking-link';
import { isCancellable } from './present';
import { fillFreedSeats, type LockedSession, type WaitingListDeps } from './waiting-list';
import { enqueueBookingEvent } from '../webhooks/events';

/** What moving a booking needs besides the transaction: the clock, the site, the signing key, the language of errors. */
export type MoveDeps = WaitingListDeps & BookingMailDeps & Pick<Context, 'locale'>;

const sessionError = (message: string) => new AppError('INVALID', INVALID_INPUT_MESSAGE, { sessionId: [message] });

const FULL =
  /*i18n*/ 'This date is full. You can join its waiting list and keep your current seats until a place opens.';
const ONLY_LEFT =
  /*i18n*/ '{count, plural, one {Only # place is left on this date. You can join its waiting list and keep your current seats until enough places open.} other {Only # places are left on this date. You can join its waiting list and keep your current seats until enough places open.}}';

/** Locks two sessions, always the lower id first: two moves between the same dates never wait on each other in a circle. */
export async function lockSessionsInOrder(trx: Db, ids: readonly number[]): Promise<Map<number, LockedSession>> {
  const locked = new Map<number, LockedSession>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const session = await repo.lockSession(trx, id);
    if (session) locked.set(id, session);
  }
  return locked;
}

/** A booking as moving it needs it, read under its session's lock. */
export interface MovingBooking {
  id: number;
  class_id: number;
  session_id: number;
  seats: number;
  status: 'confirmed' | 'waitlisted' | 'cancelled';
  email: string;
}

export interface MoveOptions {
  joinWaitingList: boolean;
  /** The staff member (or API key) moving it; null for the person through their link. */
  by: repo.AuditActor | null;
  /** The person through their link: only until the cut-off of the session left. Staff: whenever. */
  byLink: boolean;
}

/** What a move did: `moved` (seats taken on the new date), `waiting` (on its waiting list, seats kept), or nothing. */
export type MoveOutcome = 'moved' | 'waiting' | 'unchanged';

/**
 * The session a booking leaves, as the moved email's `.ics` cancels its event: above the SEQUENCE the
 * booking's file gave it so far (the booking's changes plus the session's, read before the move).
 */
async function leftOf(trx: Db, session: LockedSession, bookingId: number): Promise<LeftSession> {
  const view = await repo.findBookingView(trx, bookingId);
  return {
    sessionId: session.id,
    startsAt: session.starts_at,
    endsAt: session.ends_at,
    sequence: (view?.calendar_sequence ?? 0) + 1,
  };
}

/**
 * Moves a booking from the session `from` to the session `to` of the same class, both rows locked by the
 * caller (`lockSessionsInOrder`). Seats are taken on the new date first: when they fit, the booking takes
 * it (its link stays the same, its calendar event a higher SEQUENCE), and seats it held on the old date
 * go to that waiting list. When they do not fit, with `joinWaitingList` a confirmed booking holds a place
 * on the new date's waiting list and keeps its seats until that place is confirmed (`finishPendingMoves`);
 * a waitlisted one moves to the end of the new waiting list; without it, 409 saying so. One email with
 * the new date; an audit entry.
 */
export async function moveLockedBooking(
  trx: Db,
  deps: MoveDeps,
  booking: MovingBooking,
  from: LockedSession,
  to: LockedSession | undefined,
  options: MoveOptions,
): Promise<MoveOutcome> {
  const now = deps.now();
  if (booking.status === 'cancelled')
    throw new AppError('CONFLICT', /*i18n*/ 'This booking is cancelled: book the new date instead.');
  if (!to || to.class_id !== booking.class_id || to.class_type === 'PRIVATE_SESSION')
    throw sessionError(/*i18n*/ 'This date is not one of this class’s sessions.');
  if (to.id === from.id) {
    // Staying on the date it holds gives up a place held on another date's waiting list ("Leave that waiting list").
    await repo.cancelMovePlace(trx, booking.id);
    return 'unchanged';
  }
  if (to.status === 'cancelled') throw sessionError(/*i18n*/ 'This date is cancelled: choose another.');
  if (to.starts_at.getTime() <= now.getTime()) throw sessionError(/*i18n*/ 'This date has passed: choose another.');
  if (options.byLink && !isCancellable(booking.status, from.starts_at, from.cancel_cutoff_hours, now)) {
    throw await tooLateToChange(trx, from.cancel_cutoff_hours, deps.locale);
  }
  const other = booking.email ? await repo.findActiveBooking(trx, to.id, booking.email) : undefined;
  if (other && other.id !== booking.id) {
    throw new AppError('CONFLICT', /*i18n*/ 'You already have a booking for this date: its own link manages it.');
  }

  const place = await repo.findMovePlace(trx, booking.id);
  const free =
    to.capacity === null ? Number.POSITIVE_INFINITY : to.capacity - (await repo.countConfirmedSessionSeats(trx, to.id));
  const fits = booking.seats <= free;
  if (!fits && place?.session_id === to.id && place.status === 'waitlisted') return 'unchanged';
  if (!fits && !options.joinWaitingList) {
    const message = free <= 0 ? translate(deps.locale, FULL) : translate(deps.locale, ONLY_LEFT, { count: free });
    throw new AppError('CONFLICT', message);
  }
  // A place held on another date's waiting list is given up: the booking goes where it is asked to now.
  if (place) await repo.cancelMovePlace(trx, booking.id);

  const left = await leftOf(trx, from, booking.id);
  let outcome: MoveOutcome;
  let placeId: number | null = null;
  if (fits) {
    await repo.moveBooking(trx, booking.id, { sessionId: to.id, seats: booking.seats, status: 'confirmed', at: now });
    await enqueueBookingEvent(trx, 'booking.rescheduled', booking.id, now);
    outcome = 'moved';
  } else if (booking.status === 'waitlisted') {
    await repo.moveBooking(trx, booking.id, { sessionId: to.id, seats: booking.seats, status: 'waitlisted', at: now });
    await enqueueBookingEvent(trx, 'booking.rescheduled', booking.id, now);
    outcome = 'moved';
  } else {
    placeId = (await repo.insertMovePlace(trx, { id: booking.id, classId: to.class_id, sessionId: to.id })).id;
    outcome = 'waiting';
  }
  await auditBookingChange(trx, options.by, 'move', booking.id, {
    title: `${localize(to.title, 'en')}: ${outcome === 'waiting' ? 'waiting for another date' : 'moved to another date'}${options.by === null ? ' through its link' : options.by.apiKeyId ? ' by an API key' : ' by staff'}`,
    from: from.id,
    to: to.id,
    seats: booking.seats,
    was: booking.status,
    ...(outcome === 'waiting' ? { waiting: true } : {}),
  });
  if (booking.email) {
    await queueMail(trx, [
      fits || booking.status === 'confirmed'
        ? await movedBookingMail(trx, deps, booking.id, left, placeId === null ? null : { placeId })
        : await bookingMail(trx, deps, 'booking-waitlisted', booking.id),
    ]);
  }
  // Guests with an address hear of the new date; from the waiting list straight to a place, of their place.
  // A booking waiting on either date gives its guests no place yet: nothing to tell them.
  if (fits) await queueMail(trx, await bookingGuestMails(trx, deps, booking.id, guestNewsOfMove(booking, left)));
  // Seats left on the old date go to its waiting list (its lock is held).
  if (outcome === 'moved' && booking.status === 'confirmed') await fillFreedSeats(trx, from.id, deps);
  return outcome;
}

/** A booking now confirmed on another date: its guests' place moved with it, or (it was waiting) they have one now. */
const guestNewsOfMove = (booking: { status: string }, left: LeftSession): GuestNews =>
  booking.status === 'confirmed' ? { moved: left } : 'place';

const TOO_LATE_TO_CHANGE =
  /*i18n*/ '{hours, plural, one {Online changes close # hour before the start, and that time has passed. Please contact the studio: {reach}.} other {Online changes close # hours before the start, and that time has passed. Please contact the studio: {reach}.}}';
const TOO_LATE_TO_CHANGE_NO_CONTACT =
  /*i18n*/ '{hours, plural, one {Online changes close # hour before the start, and that time has passed. Please contact the studio.} other {Online changes close # hours before the start, and that time has passed. Please contact the studio.}}';

/** After the cut-off of the session a booking holds, only the studio changes it: 409 naming how to reach it. */
export const tooLateToChange = (db: Db, hours: number, locale: MoveDeps['locale']): Promise<AppError> =>
  pastCutoff(db, locale, hours, { withContact: TOO_LATE_TO_CHANGE, noContact: TOO_LATE_TO_CHANGE_NO_CONTACT });

/** The class of a session whose seats changed, for its cached reads (`classScope`). */
const classOfSession = (session: LockedSession) => ({
  classId: session.class_id,
  slug: session.slug,
  classType: session.class_type,
});

/** What finishing moves needs: the database, the clock, the site, the signing key and the caches to clear. */
type FinishDeps = MoveDeps & Pick<Context, 'db' | 'cache' | 'announceContentChange'>;

/** The cached reads of a class whose seats changed on these sessions go, on every node. */
async function sessionsChanged(ctx: FinishDeps, sessions: readonly LockedSession[]): Promise<void> {
  const first = sessions[0];
  if (!first) return;
  await scopeChanged(ctx, await classScope(ctx, classOfSession(first)));
}

/**
 * Moves the booking of a manage link to another upcoming session of its class (`moveLockedBooking`),
 * until the cut-off before the start of the session it leaves. Both sessions are locked in id order in
 * one transaction. Answers the booking as its link shows it now (the link is the same).
 */
export async function rescheduleBooking(
  ctx: Context,
  token: string,
  input: { sessionId: number; joinWaitingList?: boolean | undefined },
): Promise<Booking> {
  await ctx.rateLimits.manage(ctx.ip);
  const found = await findBooking(ctx, token);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockSessionsInOrder(trx, [found.session_id, input.sessionId]);
    // Read again under the locks: the booking may have moved or been cancelled meanwhile.
    const current = await bookingOfToken(trx, ctx.sessionSecret, token);
    if (!current || current.id !== found.id) throw new AppError('NOT_FOUND', UNKNOWN_LINK);
    if (current.session_id !== found.session_id)
      throw new AppError('CONFLICT', /*i18n*/ 'This booking changed meanwhile: reload the page and try again.');
    const from = locked.get(current.session_id);
    if (!from) throw new AppError('NOT_FOUND', UNKNOWN_LINK);
    const to = locked.get(input.sessionId);
    const outcome = await moveLockedBooking(trx, ctx, current, from, to, {
      joinWaitingList: input.joinWaitingList ?? false,
      by: null,
      byLink: true,
    });
    return outcome === 'moved' && to ? [from, to] : [];
  });
  await sessionsChanged(ctx, changed);
  await finishPendingMoves(ctx);
  return getBooking(ctx, token);
}

/**
 * The periodic sweep (with the reminders' round): moves whose place was confirmed by a change that did
 * not finish them (a class saved with a larger capacity, a node that stopped between the two
 * transactions) finish here, their emails rendered once done. Answers how many moved.
 */
export function finishPendingMovesNow(
  deps: Pick<Context, 'db' | 'cache' | 'announceContentChange' | 'publicUrl' | 'site' | 'sessionSecret'>,
  now: Date,
): Promise<{ moved: number }> {
  return renderingQueuedMail(deps.db, async () => ({
    moved: await finishPendingMoves({ ...deps, now: () => now, locale: DEFAULT_LOCALE }),
  }));
}

/** Moves finished per call at most: each is its own transaction, and one can confirm the next. */
const FINISH_LIMIT = 50;

/**
 * Finishes the moves whose place on the new date's waiting list has been confirmed: the booking takes
 * that session and those seats (its link the same, its calendar event a higher SEQUENCE), the place
 * row goes, and the seats left on the old date go to its waiting list, which may confirm another
 * moving booking's place in turn. Each in its own transaction locking both sessions in id order: the
 * promotion that confirmed the place held only its own session's lock, and taking the other then would
 * risk a deadlock with a move the other way. Called after every change that can promote (it looks for
 * any such place, so one left by a crash is finished by the next change).
 */
export async function finishPendingMoves(ctx: FinishDeps): Promise<number> {
  let finished = 0;
  for (let round = 0; round < FINISH_LIMIT; round++) {
    const [next] = await repo.listConfirmedMovePlaces(ctx.db, 1);
    if (!next) break;
    const changed = await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockSessionsInOrder(trx, [next.session_id, next.booking_session_id]);
      const place = await repo.findMovePlaceById(trx, next.id);
      if (place?.status !== 'confirmed' || place.moves_booking_id === null) return [];
      const booking = await repo.findBookingById(trx, place.moves_booking_id);
      const to = locked.get(place.session_id);
      const from = booking && locked.get(booking.session_id);
      if (!booking || !from || !to || booking.status === 'cancelled') {
        // The booking ended (or moved elsewhere) meanwhile: the place goes, and its seats to the waiting list.
        await repo.deleteMovePlace(trx, place.id);
        await fillFreedSeats(trx, place.session_id, ctx);
        return to ? [to] : [];
      }
      const left = await leftOf(trx, from, booking.id);
      await repo.deleteMovePlace(trx, place.id);
      await repo.moveBooking(trx, booking.id, {
        sessionId: to.id,
        seats: booking.seats,
        status: 'confirmed',
        at: ctx.now(),
      });
      await enqueueBookingEvent(trx, 'booking.rescheduled', booking.id, ctx.now());
      await auditBookingChange(trx, null, 'move', booking.id, {
        title: `${localize(to.title, 'en')}: moved to another date from its waiting list`,
        from: from.id,
        to: to.id,
        seats: booking.seats,
        was: booking.status,
      });
      if (booking.email) await queueMail(trx, [await movedBookingMail(trx, ctx, booking.id, left, null)]);
      await queueMail(trx, await bookingGuestMails(trx, ctx, booking.id, guestNewsOfMove(booking, left)));
      if (booking.status === 'confirmed') await fillFreedSeats(trx, from.id, ctx);
      finished++;
      return [from, to];
    });
    await sessionsChanged(ctx, changed);
  }
  return finished;
}
