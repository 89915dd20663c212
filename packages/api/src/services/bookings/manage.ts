import type { Booking, ClassType, Locale } from '@app/contract';
import { type Db, repo } from '@app/db';
import { scopeChanged } from '../../cache-scope';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { localize } from '../resolve';
import { pastCutoff, staffAddress, studioContact } from '../studio-contact';
import { classScope } from './class-scope';
import { auditBookingChange } from './audit';
import { bookingGuestMails, endedBookingMail, staffBookingMail } from './emails';
import { SITE_NAME } from '../studio';
import { bookingCalendar } from './calendar';
import { cancelDeadline, isCancellable } from './present';
import { fillFreedSeats, type LockedSession, type WaitingListDeps } from './waiting-list';
import { manageUrl } from './tokens';
import { queueMail } from '../emails/queue';
import { finishPendingMoves } from './reschedule';
import { findBooking, getBooking, UNKNOWN_LINK, bookingOfToken } from './booking-link';
import { enqueueBookingEvent } from '../webhooks/events';

/** The booked session as an iCalendar file, in the request's language (`bookingCalendar`). */
export async function getBookingCalendar(ctx: Context, token: string): Promise<{ filename: string; ics: string }> {
  const booking = await findBooking(ctx, token);
  const { email } = await studioContact(ctx.db);
  const ics = bookingCalendar(booking, {
    locale: ctx.locale,
    manageUrl: manageUrl(ctx.publicUrl, token),
    host: new URL(ctx.publicUrl).host,
    now: ctx.now(),
    organizer: email.includes('@') ? { name: SITE_NAME, email } : null,
  });
  return { filename: `${booking.slug}.ics`, ics };
}

const TOO_LATE_TO_CANCEL =
  /*i18n*/ '{hours, plural, one {Online cancellation closes # hour before the start, and that time has passed. Please contact the studio: {reach}.} other {Online cancellation closes # hours before the start, and that time has passed. Please contact the studio: {reach}.}}';
const TOO_LATE_TO_CANCEL_NO_CONTACT =
  /*i18n*/ '{hours, plural, one {Online cancellation closes # hour before the start, and that time has passed. Please contact the studio.} other {Online cancellation closes # hours before the start, and that time has passed. Please contact the studio.}}';

/** The 409 after the cut-off names how to reach the studio instead, in the request's language. */
const tooLateToCancel = (db: Db, hours: number, locale: Locale) =>
  pastCutoff(db, locale, hours, { withContact: TOO_LATE_TO_CANCEL, noContact: TOO_LATE_TO_CANCEL_NO_CONTACT });

/** Who cancels a booking, and why: the audit entry and the person's email say so. */
type CancelReason = 'link' | 'staff' | 'session-cancelled' | 'erasure';

const CANCELLED_HOW: Record<CancelReason, string> = {
  link: 'booking cancelled through its link',
  staff: 'booking cancelled by staff',
  'session-cancelled': 'booking cancelled with its session',
  erasure: 'booking cancelled when its person had their data erased',
};

/** A booking being cancelled, as read before its session was locked. */
interface CancelledBooking {
  id: number;
  name: string;
  email: string;
  seats: number;
  locale: string;
}

/**
 * Cancels one booking of a session whose row the caller has locked, with its audit entry (`by`:
 * the staff member or API key; null for the person through their link) and emails: the person (unless the
 * booking has no address, a walk-in) and, when the person cancelled, the studio. Seats a confirmed
 * booking freed go to the waiting list in the same transaction (`fillFreedSeats`). A confirmed booking
 * staff cancel after the class's online deadline is recorded as a late cancel. Answers whether the
 * session's seats changed.
 */
export async function cancelLockedBooking(
  trx: Db,
  deps: WaitingListDeps,
  session: LockedSession,
  booking: CancelledBooking & { status: 'confirmed' | 'waitlisted' },
  how: { reason: CancelReason; by: repo.AuditActor | null },
): Promise<boolean> {
  const now = deps.now();
  // Staff cancelling a confirmed booking once online cancelling has closed (at the door, by phone): a late cancel.
  const lateCancel =
    how.reason === 'staff' &&
    booking.status === 'confirmed' &&
    now.getTime() >= cancelDeadline(session.starts_at, session.cancel_cutoff_hours).getTime();
  await repo.cancelBooking(trx, booking.id, now, lateCancel);
  await enqueueBookingEvent(trx, 'booking.cancelled', booking.id, now);
  // A place it held on another date's waiting list (a move waiting there) goes with it.
  await repo.cancelMovePlace(trx, booking.id);
  await auditBookingChange(trx, how.by, 'cancel', booking.id, {
    title: `${localize(session.title, 'en')}: ${how.by?.apiKeyId ? 'booking cancelled by an API key' : CANCELLED_HOW[how.reason]}`,
    sessionId: session.id,
    seats: booking.seats,
    was: booking.status,
    ...(lateCancel ? { lateCancel: true } : {}),
  });
  const staff = how.reason === 'link' ? await staffAddress(trx) : null;
  const kind = how.reason === 'session-cancelled' ? 'session-cancelled' : 'booking-cancelled';
  // An erasure sends one last email of its own, naming nothing of the booking.
  await queueMail(trx, [
    ...(booking.email && how.reason !== 'erasure' ? [await endedBookingMail(trx, deps, kind, booking, session)] : []),
    ...(staff ? [await staffBookingMail(trx, deps, staff, 'cancelled', booking, session)] : []),
    // Guests with an address lose their place with it (those of a waiting booking never had one).
    ...(booking.status === 'confirmed' && how.reason !== 'erasure'
      ? await bookingGuestMails(trx, deps, booking.id, {
          cancelled: how.reason === 'session-cancelled' ? 'session' : 'booking',
        })
      : []),
  ]);
  if (booking.status !== 'confirmed') return false;
  await fillFreedSeats(trx, session.id, deps);
  return true;
}

/** A session whose seats changed: what `classScope` needs to drop its class's cached reads. */
export interface SeatsChanged {
  classId: number;
  slug: string;
  classType: ClassType;
  sessionId: number;
}

/**
 * A booking cancelled by its own person (through its link, or erasing their data), its session locked
 * (`cancelLockedBooking`): the session when its seats changed, else null.
 */
export async function cancelOwnBooking(
  trx: Db,
  deps: WaitingListDeps,
  session: LockedSession,
  booking: CancelledBooking & { status: 'confirmed' | 'waitlisted' },
  reason: 'link' | 'erasure',
): Promise<SeatsChanged | null> {
  const seatsChanged = await cancelLockedBooking(trx, deps, session, booking, { reason, by: null });
  return seatsChanged
    ? { classId: session.class_id, slug: session.slug, classType: session.class_type, sessionId: session.id }
    : null;
}

/**
 * Cancels the booking of a manage link until the class's cut-off before the start (409 after it, with
 * the studio's contact); cancelling again answers the booking unchanged. The session row is locked
 * first, so two cancellations of one booking at once cancel (and promote) once.
 */
export async function cancelBooking(ctx: Context, token: string): Promise<Booking> {
  await ctx.rateLimits.manage(ctx.ip);
  const found = await findBooking(ctx, token);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const session = await repo.lockSession(trx, found.session_id);
    // Read again under the session's lock: staff may have reissued the link meanwhile. The old link
    // then cancels nothing, as it would have a moment later.
    const current = await bookingOfToken(trx, ctx.sessionSecret, token);
    if (!current || current.id !== found.id) throw new AppError('NOT_FOUND', UNKNOWN_LINK);
    const status = current.status;
    if (!session || status === 'cancelled') return null;
    if (!isCancellable(status, session.starts_at, session.cancel_cutoff_hours, ctx.now())) {
      throw await tooLateToCancel(trx, session.cancel_cutoff_hours, ctx.locale);
    }
    return cancelOwnBooking(trx, ctx, session, { ...found, status }, 'link');
  });
  // Seats left changed (freed, or taken again by the waiting list): that class's cached reads, on every node.
  if (outcome) await scopeChanged(ctx, await classScope(ctx, outcome, outcome.sessionId));
  // Seats freed may have confirmed a place held for a booking moving here: that move finishes now.
  if (outcome) await finishPendingMoves(ctx);
  return getBooking(ctx, token);
}
