import { type BookingAttendanceMode, type Db, type EmailAttachment, repo } from '@app/db';
import { emailLocale, formatSessionDate, formatSessionTime, type Studio } from '@app/email';
import type { Context } from '../../context';
import { mailOf } from '../emails/render';
import { type MailSession, sessionFacts } from '../emails/session-facts';
import { staffMail } from '../emails/staff';
import { type MailDeps, mailStudio } from '../emails/studio';
import { localize } from '../resolve';
import { SITE_NAME } from '../studio';
import { bookingCalendar } from './calendar';
import { cancelDeadline, classTimeZone, type StoredBooking } from './present';
import { bookingManageUrl } from './tokens';

type Mail = repo.UnrenderedEmail;

/** Whom an email about a booking goes to: their name and seats, and the language they booked in (stored). */
export interface MailPerson {
  email: string;
  name: string;
  seats: number;
  locale: string;
  /** How they attend a hybrid class (their booking's row); their emails show only that way. */
  attendance_mode?: BookingAttendanceMode | null;
}

/** What building an email about a booking needs: the site, the clock, and the key its link is signed with. */
export type BookingMailDeps = MailDeps & Pick<Context, 'sessionSecret' | 'now'>;

/** What every email about one booking is made of, in the person's language. */
async function bookingProps(db: Db, deps: MailDeps, person: MailPerson, session: MailSession, studio?: Studio) {
  const locale = emailLocale(person.locale);
  return {
    locale,
    studio: studio ?? (await mailStudio(db, deps)),
    name: person.name,
    seats: person.seats,
    session: await sessionFacts(db, session, locale, deps.publicUrl, person.attendance_mode ?? null),
  };
}

/** A stored booking, with its session and class (read in the caller's transaction). */
async function storedBooking(db: Db, bookingId: number): Promise<StoredBooking> {
  const booking = await repo.findBookingView(db, bookingId);
  if (!booking) throw new Error(`Booking ${bookingId} not found`);
  return booking;
}

/** Everything an email about a booking that goes on says: the booking, its one manage link and until when it can be cancelled online. */
async function goingOnProps(db: Db, deps: BookingMailDeps, booking: StoredBooking, studio: Studio) {
  const until = cancelDeadline(booking.starts_at, booking.cancel_cutoff_hours);
  return {
    ...(await bookingProps(db, deps, booking, booking, studio)),
    manageUrl: bookingManageUrl(deps, booking),
    cancellation: { until, open: deps.now().getTime() < until.getTime() },
  };
}

/** The session's `.ics`, as its manage link serves it, for the emails that say the person has a place. */
function calendarAttachment(
  deps: BookingMailDeps,
  booking: StoredBooking,
  studio: Studio,
  left?: Parameters<typeof bookingCalendar>[1]['left'],
): EmailAttachment {
  const calendar = bookingCalendar(booking, {
    locale: emailLocale(booking.locale),
    manageUrl: bookingManageUrl(deps, booking),
    host: new URL(deps.publicUrl).host,
    now: deps.now(),
    organizer: studio.email ? { name: SITE_NAME, email: studio.email } : null,
    ...(left ? { left } : {}),
  });
  return {
    filename: `${booking.slug}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    content: Buffer.from(calendar).toString('base64'),
  };
}

/**
 * A booking that goes on: confirmed (the meeting link included), waitlisted, confirmed from the waiting
 * list, or reminded before its session, each with the booking's manage link (the same in every email)
 * and until when it can be cancelled online. Those that give the person a place carry the session's
 * `.ics`. Reads the booking as stored, in the caller's transaction.
 */
export async function bookingMail(
  db: Db,
  deps: BookingMailDeps,
  kind: 'booking-confirmed' | 'booking-waitlisted' | 'booking-promoted' | 'booking-reminder',
  bookingId: number,
  /** The studio, when the caller has read it already (`studioOf`). */
  knownStudio?: Studio,
): Promise<Mail> {
  const booking = await storedBooking(db, bookingId);
  const studio = knownStudio ?? (await mailStudio(db, deps));
  const props = await goingOnProps(db, deps, booking, studio);
  if (kind === 'booking-waitlisted') {
    // Its place on the list as the manage page counts it (read in the same transaction as the booking).
    const position = booking.waitlist_position ?? undefined;
    return mailOf(booking.email, { kind, ...props, ...(position === undefined ? {} : { position }) });
  }
  const mail = mailOf(booking.email, { kind, ...props });
  return { ...mail, attachments: [calendarAttachment(deps, booking, studio)] };
}

/** The session a booking left (or, while it waits for the new one, still holds): its times and calendar SEQUENCE. */
export interface LeftSession {
  sessionId: number;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
}

/**
 * A booking moved to another date (`waiting` false): the new date, with the `.ics` that moves the event
 * (the new session's, and the old one's CANCELLED). Or the new date is full (`waiting`): the place the
 * booking holds on its waiting list (`placeId`), and that the seats on the old date are kept meanwhile.
 * Either way with the booking's one manage link. Reads the booking as stored, in the caller's transaction.
 */
export async function movedBookingMail(
  db: Db,
  deps: BookingMailDeps,
  bookingId: number,
  left: LeftSession,
  waiting: { placeId: number } | null,
): Promise<Mail> {
  const booking = await storedBooking(db, bookingId);
  const studio = await mailStudio(db, deps);
  const previous = { startsAt: left.startsAt, endsAt: left.endsAt };
  if (waiting) {
    const place = await storedBooking(db, waiting.placeId);
    return mailOf(booking.email, {
      kind: 'booking-moved',
      previous,
      waiting: true,
      ...(place.waitlist_position === null ? {} : { position: place.waitlist_position }),
      ...(await goingOnProps(db, deps, booking, studio)),
      // What the new date is; the link and the cut-off stay the booking's.
      session: await sessionFacts(db, place, emailLocale(booking.locale), deps.publicUrl, booking.attendance_mode),
    });
  }
  const mail = mailOf(booking.email, {
    kind: 'booking-moved',
    previous,
    waiting: false,
    ...(await goingOnProps(db, deps, booking, studio)),
  });
  return { ...mail, attachments: [calendarAttachment(deps, booking, studio, left)] };
}

/**
 * What a guest is told: their place (`place`, with the meeting link), its `reminder`, that the booking
 * moved (from the session it left), or that it was cancelled (by the booker or staff, or with its
 * session): the place goes with it.
 */
export type GuestNews =
  | 'place'
  | 'reminder'
  | { moved: Pick<LeftSession, 'startsAt' | 'endsAt'> }
  | { cancelled: 'booking' | 'session' };

/**
 * The guests with an address among `guests` of a booking, told `news` in the booker's language, about
 * the session the booking holds as stored (after a move, the new one), without the booking's link (it
 * is the booker's) and without a calendar file (the event's UID and SEQUENCE are the booker's).
 */
export async function guestMails(
  db: Db,
  deps: BookingMailDeps,
  bookingId: number,
  guests: ReadonlyArray<{ name: string; email: string | null }>,
  news: GuestNews,
): Promise<Mail[]> {
  const addressed = guests.filter((guest): guest is { name: string; email: string } => Boolean(guest.email));
  if (addressed.length === 0) return [];
  const booking = await storedBooking(db, bookingId);
  const locale = emailLocale(booking.locale);
  const studio = await mailStudio(db, deps);
  // Guests come the way their booker does.
  const session = await sessionFacts(db, booking, locale, deps.publicUrl, booking.attendance_mode);
  const change =
    typeof news === 'string'
      ? {}
      : 'moved' in news
        ? { change: { kind: 'moved' as const, previous: { startsAt: news.moved.startsAt, endsAt: news.moved.endsAt } } }
        : { change: { kind: 'cancelled' as const, bySession: news.cancelled === 'session' } };
  return addressed.map((guest) =>
    mailOf(guest.email, {
      kind: 'booking-guest',
      locale,
      studio,
      name: guest.name,
      booker: booking.name,
      session,
      reminder: news === 'reminder',
      ...change,
    }),
  );
}

/** `guestMails` to the guests a booking names, read in the caller's transaction. */
export async function bookingGuestMails(db: Db, deps: BookingMailDeps, bookingId: number, news: GuestNews) {
  return guestMails(db, deps, bookingId, await repo.listBookingGuests(db, bookingId), news);
}

/**
 * What a booking holds, with its current link: `booking-existing` when someone booked, with this
 * address, a session it holds a booking of already (the link their earlier emails carry; nothing
 * changes); `booking-link-reissued` when staff reissued the link because the old one leaked (the new
 * one, which alone works from now on).
 */
export async function currentLinkMail(
  db: Db,
  deps: BookingMailDeps,
  kind: 'booking-existing' | 'booking-link-reissued',
  bookingId: number,
): Promise<Mail> {
  const booking = await storedBooking(db, bookingId);
  if (booking.status === 'cancelled') throw new Error(`Booking ${bookingId} is cancelled`);
  return mailOf(booking.email, {
    kind,
    status: booking.status,
    ...(await goingOnProps(db, deps, booking, await mailStudio(db, deps))),
  });
}

/** A booking ended: cancelled by the person or staff, or with its whole session by the studio. */
export async function endedBookingMail(
  db: Db,
  deps: MailDeps,
  kind: 'booking-cancelled' | 'session-cancelled',
  person: MailPerson,
  session: MailSession,
): Promise<Mail> {
  return mailOf(person.email, { kind, ...(await bookingProps(db, deps, person, session)) });
}

/** A session's date and time in English, in its class's zone, as staff notifications name it. */
function staffWhen(session: Pick<MailSession, 'starts_at' | 'ends_at' | 'extend_info'>): string {
  const zone = classTimeZone(session.extend_info);
  return `${formatSessionDate(session.starts_at, session.ends_at, zone, 'en')}, ${formatSessionTime(session.starts_at, session.ends_at, zone, 'en')}`;
}

/** The studio hears of each booking and of each cancellation made through a manage link. */
export async function staffBookingMail(
  db: Db,
  deps: MailDeps,
  to: string,
  event: 'confirmed' | 'waitlisted' | 'cancelled',
  person: {
    name: string;
    email: string;
    phone?: string;
    seats: number;
    message?: string | null;
    attendanceMode?: BookingAttendanceMode | null;
  },
  session: MailSession,
  /** The studio, when the caller has read it already (`studioOf`). */
  studio?: Studio,
): Promise<Mail> {
  const title = localize(session.title, 'en');
  const when = staffWhen(session);
  return staffMail(
    db,
    deps,
    to,
    {
      subject:
        event === 'cancelled' ? `Booking cancelled: ${title}, ${when}` : `New booking (${event}): ${title}, ${when}`,
      heading: event === 'cancelled' ? 'A booking was cancelled' : `A new booking (${event})`,
      facts: [
        { label: 'Class', value: title },
        { label: 'When', value: when },
        { label: 'Name', value: person.name },
        { label: 'Email', value: person.email },
        { label: 'Phone', value: person.phone ?? '' },
        { label: 'Seats', value: String(person.seats) },
        ...(person.attendanceMode
          ? [{ label: 'Joins', value: person.attendanceMode === 'online' ? 'Online' : 'In person' }]
          : []),
      ],
      message: person.message ?? null,
    },
    studio,
  );
}
