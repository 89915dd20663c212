import type { AttendanceMode, classRegistrationResultSchema } from '@app/contract';
import { type Db, repo, type StoredExtendInfo, zonedIso } from '@app/db';
import type { z } from 'zod';
import { scopeChanged } from '../../cache-scope';
import type { BookingOutcome, Context } from '../../context';
import { AppError, INVALID_INPUT_MESSAGE } from '../../errors';
import { studioOf } from '../emails/studio';
import { staffAddressOf } from '../studio-contact';
import { classScope } from './class-scope';
import { bookingMail, currentLinkMail, guestMails, staffBookingMail } from './emails';
import { classTimeZone } from './present';
import { queueMail } from '../emails/queue';
import { refuseWhenPaused } from './no-show-policy';
import { translate } from '../../translations';
import { enqueueBookingEvent } from '../webhooks/events';

export interface BookingInput {
  slug: string;
  sessionId?: number | undefined;
  name: string;
  email: string;
  phone: string;
  seats: number;
  message?: string | undefined;
  /** Names (and addresses) on the seats beyond the first: at most `seats − 1` (422 on `guests`). */
  guests?: Array<{ name: string; email: string | null }> | undefined;
  /** How the person joins a hybrid class; left out: in person. Ignored (stored null) for other classes. */
  attendanceMode?: AttendanceMode | undefined;
  website?: string | undefined;
}

type BookingResult = z.infer<typeof classRegistrationResultSchema>;

/** The answer (422 on `seats`) when a session has some places left (`count`) but fewer than asked. */
const ONLY_SEATS_LEFT =
  /*i18n*/ '{count, plural, one {Only # place is left: choose # seat.} other {Only # places are left: choose # seats or fewer.}}';

const sessionError = (message: string) => new AppError('INVALID', INVALID_INPUT_MESSAGE, { sessionId: [message] });

/**
 * What a booking of a class stores as its attendanceMode: for a hybrid class the person's choice, in person
 * when an older client sends none; for an in-person or online class nothing (its format says it).
 */
function attendanceModeFor(extendInfo: Pick<StoredExtendInfo, 'format'>, chosen: AttendanceMode | undefined) {
  return extendInfo.format === 'hybrid' ? (chosen ?? 'in-person') : null;
}

type BookableClass = NonNullable<Awaited<ReturnType<typeof repo.findBookableClassBySlug>>>;

type LockedSession = NonNullable<Awaited<ReturnType<typeof repo.lockSession>>>;

/** Refused (422 on `sessionId`) unless the locked session is a coming date of this class. */
function checkBookable(ctx: Context, klass: BookableClass, session: LockedSession | undefined): LockedSession {
  if (!session || session.class_id !== klass.id)
    throw sessionError(/*i18n*/ 'This date is not one of this class’s sessions.');
  if (session.status === 'cancelled') throw sessionError(/*i18n*/ 'This date is cancelled: choose another.');
  if (session.starts_at.getTime() <= ctx.now().getTime())
    throw sessionError(/*i18n*/ 'This date has passed: choose another.');
  return session;
}

const privateSessionError = () =>
  sessionError(/*i18n*/ 'Private sessions are arranged on request: send a private-session request instead.');

/**
 * The class booked and its session, the session row locked. The lock reads the session's class too, so
 * when the session named is of the published class named (every booking the site makes) that one
 * statement is all; otherwise the class is looked up to say what is wrong, in the order the checks are
 * documented: no such class (404), a private session, no date chosen, not this class's date, cancelled,
 * passed.
 */
async function lockClassAndSession(trx: Db, ctx: Context, input: BookingInput) {
  const locked = input.sessionId === undefined ? undefined : await repo.lockSession(trx, input.sessionId);
  if (locked && locked.slug === input.slug && locked.class_status === 'published') {
    const klass: BookableClass = {
      id: locked.class_id,
      slug: locked.slug,
      class_type: locked.class_type,
      title: locked.title,
      extend_info: locked.extend_info,
    };
    if (klass.class_type === 'PRIVATE_SESSION') throw privateSessionError();
    return { klass, session: checkBookable(ctx, klass, locked) };
  }
  const klass = await repo.findBookableClassBySlug(trx, input.slug);
  if (!klass) throw new AppError('NOT_FOUND', /*i18n*/ 'Class not found.');
  if (klass.class_type === 'PRIVATE_SESSION') throw privateSessionError();
  if (input.sessionId === undefined) {
    throw sessionError(
      (await repo.hasUpcomingSession(trx, klass.id, ctx.now()))
        ? /*i18n*/ 'Choose a date.'
        : /*i18n*/ 'This class has no dates open for booking.',
    );
  }
  return { klass, session: checkBookable(ctx, klass, locked) };
}

/**
 * Books seats of one dated session. The session row is locked while its confirmed seats are counted,
 * so concurrent bookings never oversell it: what does not fit joins its waiting list. Some places left
 * but fewer than asked is refused (422 on `seats`): the visitor chooses fewer seats, or the waiting list
 * once the session is full. The manage link goes by email only.
 *
 * An address that holds a booking of the session already books nothing, and the answer says nothing
 * of it: whoever typed the address gets what a new booking of those seats would get ("check your
 * email"), and the address's owner an email of what they hold, with the booking's link.
 */
export async function bookSession(ctx: Context, input: BookingInput): Promise<BookingResult> {
  if (!ctx.events) return (await book(ctx, input)).result;
  try {
    const { outcome, result } = await book(ctx, input);
    ctx.events.booking(outcome);
    return result;
  } catch (error) {
    ctx.events.booking(
      error instanceof AppError ? (error.code === 'RATE_LIMITED' ? 'rate_limited' : 'refused') : 'failed',
    );
    throw error;
  }
}

async function book(ctx: Context, input: BookingInput): Promise<{ outcome: BookingOutcome; result: BookingResult }> {
  await ctx.rateLimits.form(ctx.ip);
  if (input.guests && input.guests.length > input.seats - 1) {
    const message = translate(ctx.locale, /*i18n*/ 'At most one guest per seat beyond your own.');
    throw new AppError('INVALID', INVALID_INPUT_MESSAGE, { guests: [message] });
  }
  if (input.website) {
    return {
      outcome: 'spam',
      result: {
        status: 'confirmed',
        seats: input.seats,
        seatsLeft: null,
        sessionId: input.sessionId ?? null,
        startsAt: null,
        manageUrl: null,
      },
    };
  }
  // The no-show policy (off by default): a paused address books nothing online, waiting list included.
  await refuseWhenPaused(ctx.db, input.email, ctx.now());
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const { klass, session } = await lockClassAndSession(trx, ctx, input);
    const taken = await repo.countConfirmedSessionSeats(trx, session.id);
    const seatsLeftBefore = session.capacity === null ? null : Math.max(0, session.capacity - taken);
    // Counted under the session row's lock: some places left, but fewer than asked, is the visitor's
    // choice to make (fewer seats, or the waiting list once the session is full), not a waiting list.
    if (seatsLeftBefore !== null && seatsLeftBefore > 0 && input.seats > seatsLeftBefore) {
      const message = translate(ctx.locale, ONLY_SEATS_LEFT, { count: seatsLeftBefore });
      throw new AppError('INVALID', message, { seats: [message] });
    }
    const fits = seatsLeftBefore === null || input.seats <= seatsLeftBefore;
    const status = fits ? ('confirmed' as const) : ('waitlisted' as const);
    // What a new booking of these seats is answered, whether or not one is made.
    const result: BookingResult = {
      status,
      seats: input.seats,
      seatsLeft: seatsLeftBefore === null ? null : seatsLeftBefore - (fits ? input.seats : 0),
      sessionId: session.id,
      startsAt: zonedIso(session.starts_at, classTimeZone(session.extend_info)),
      manageUrl: null,
    };

    const existing = await repo.findActiveBooking(trx, session.id, input.email);
    if (existing) {
      // In the language of the booking, whatever the language of this request.
      await queueMail(trx, [await currentLinkMail(trx, ctx, 'booking-existing', existing.id)]);
      return { changed: null, outcome: 'existing' as const, result };
    }

    const attendanceMode = attendanceModeFor(klass.extend_info, input.attendanceMode);
    const { id } = await repo.insertBooking(trx, {
      classId: klass.id,
      sessionId: session.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      seats: input.seats,
      message: input.message || null,
      status,
      locale: ctx.locale,
      source: 'web',
      attendanceMode,
    });
    await enqueueBookingEvent(trx, 'booking.created', id, ctx.now());
    // A new booking has no guests to compare with: nothing to read when none are named.
    const guests = input.guests?.length ? await repo.replaceBookingGuests(trx, id, input.guests) : [];
    // The contact setting, read once: where staff are told, and the studio both emails name.
    const contact = await repo.readSiteSetting(trx, 'contact');
    const staff = staffAddressOf(contact);
    const studio = studioOf(contact, ctx);
    await queueMail(trx, [
      await bookingMail(trx, ctx, fits ? 'booking-confirmed' : 'booking-waitlisted', id, studio),
      // Guests with an address hear of their place once it is one (a waitlisted booking's, when promoted).
      ...(fits ? await guestMails(trx, ctx, id, guests, 'place') : []),
      ...(staff
        ? [await staffBookingMail(trx, ctx, staff, status, { ...input, attendanceMode }, session, studio)]
        : []),
    ]);
    const changed = fits
      ? { classId: klass.id, slug: klass.slug, classType: klass.class_type, sessionId: session.id }
      : null;
    return { changed, outcome: status, result };
  });
  // A confirmed booking changes the session's seats left: that class's cached reads, on every node.
  if (outcome.changed) await scopeChanged(ctx, await classScope(ctx, outcome.changed, outcome.changed.sessionId));
  return { outcome: outcome.outcome, result: outcome.result };
}
