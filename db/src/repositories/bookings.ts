import { type Kysely, sql } from 'kysely';
import type { BookingAttendanceMode, BookingSource, BookingStatus, Database } from '../schema';
import {
  bookingsWithSessionAndClass,
  confirmedSeats,
  scheduledSessionIdsOfClass,
  sessionCapacity,
  sessionRows,
} from './session-fragments';
import { hasRow } from './has-row';
import { findBookingById } from './rosters';

/**
 * Bookings of dated sessions (the `class_registrations` table) and private-session requests. Seats are
 * counted per session, under a lock on the session row: every change of a session's seats locks it first.
 */

/** A published class by slug, as a booking or a private-session request needs it (not locked). */
export async function findBookableClassBySlug(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('classes')
    .select(['id', 'slug', 'class_type', 'title', 'extend_info'])
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** Whether a class has a scheduled session starting after `now`. */
export async function hasUpcomingSession(db: Kysely<Database>, classId: number, now: Date): Promise<boolean> {
  return hasRow(scheduledSessionIdsOfClass(db, classId, now).limit(1));
}

/**
 * A session with what booking it needs of its class, the session row locked until the transaction ends
 * (the class row is not: bookings of other sessions of the class go on meanwhile). `capacity` is the
 * session's own, else the class's; null when unlimited.
 */
export async function lockSession(db: Kysely<Database>, sessionId: number) {
  return sessionRows(db)
    .select(['c.slug', 'c.class_type', 'c.title', 'c.extend_info', 'c.cancel_cutoff_hours', 'c.status as class_status'])
    .where('s.id', '=', sessionId)
    .forUpdate('s')
    .executeTakeFirst();
}

/** Seats held by the confirmed bookings of a session. */
export async function countConfirmedSessionSeats(db: Kysely<Database>, sessionId: number): Promise<number> {
  const row = await db.selectNoFrom(confirmedSeats(sql.val(sessionId)).as('seats')).executeTakeFirstOrThrow();
  return row.seats;
}

/** The booking of a session by this email (any case) that is not cancelled, if there is one. */
export async function findActiveBooking(db: Kysely<Database>, sessionId: number, email: string) {
  return db
    .selectFrom('class_registrations')
    .select(['id', 'name', 'email', 'seats', 'status', 'locale'])
    .where('session_id', '=', sessionId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('status', '<>', 'cancelled')
    .where('moves_booking_id', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
}

export interface NewBooking {
  classId: number;
  sessionId: number;
  name: string;
  email: string;
  phone: string;
  seats: number;
  message: string | null;
  status: 'confirmed' | 'waitlisted';
  locale: string;
  source: BookingSource;
  /**
   * How the person attends a hybrid class. Left out: in person for a hybrid class (staff's walk-ins and
   * private sessions are people in the room), none for other classes.
   */
  attendanceMode?: BookingAttendanceMode | null;
}

/**
 * Adds a booking. `created_at` is the moment of the insert (not of the transaction's start), so the
 * waiting list's order (created_at, id) is the order in which bookings took the session's lock.
 */
export async function insertBooking(db: Kysely<Database>, booking: NewBooking) {
  return db
    .insertInto('class_registrations')
    .values({
      class_id: booking.classId,
      session_id: booking.sessionId,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      seats: booking.seats,
      message: booking.message,
      status: booking.status,
      locale: booking.locale,
      source: booking.source,
      attendance_mode:
        booking.attendanceMode ??
        sql<BookingAttendanceMode | null>`(SELECT CASE WHEN extend_info->>'format' = 'hybrid' THEN 'in-person' END
          FROM classes WHERE id = ${booking.classId})`,
      created_at: sql<Date>`clock_timestamp()`,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Bookings `b` with their session `s`, their class `c`, the session's confirmed seats and (when
 * waitlisted) the place on the waiting list: what a manage link or a reminder shows.
 */
const bookingViews = (db: Kysely<Database>) =>
  bookingsWithSessionAndClass(db).select([
    'b.id',
    'b.name',
    'b.email',
    'b.seats',
    'b.status',
    'b.locale',
    'b.class_id',
    'b.session_id',
    'b.manage_link_version',
    'b.moves_booking_id',
    'b.attendance_mode',
    sql<number>`b.calendar_sequence + s.calendar_sequence`.as('calendar_sequence'),
    's.starts_at',
    's.ends_at',
    's.status as session_status',
    sessionCapacity.as('capacity'),
    'c.slug',
    'c.class_type',
    'c.title',
    'c.extend_info',
    'c.cancel_cutoff_hours',
    confirmedSeats(sql.ref('b.session_id')).as('confirmed_seats'),
    sql<number | null>`CASE WHEN b.status = 'waitlisted' THEN (
        SELECT count(*)::int FROM class_registrations w
        WHERE w.session_id = b.session_id AND w.status = 'waitlisted'
          AND (w.created_at, w.id) <= (b.created_at, b.id)
      ) END`.as('waitlist_position'),
  ]);

/** A booking by the hash of a manage link emailed before links were signed (a random token). */
export async function findBookingByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return bookingViews(db).where('b.manage_token_hash', '=', tokenHash).executeTakeFirst();
}

/** How many bookings "My bookings" shows at most (the newest). */
const MEMBER_BOOKINGS_LIMIT = 500;

/** The bookings of an address (any case), the latest session first: what "My bookings" lists. */
export async function findBookingsByEmail(db: Kysely<Database>, email: string) {
  return bookingViews(db)
    .where(sql<string>`lower(b.email)`, '=', email.toLowerCase())
    .orderBy('s.starts_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(MEMBER_BOOKINGS_LIMIT)
    .execute();
}

/** A booking by what its signed manage link names: its id, and the link's version (an older one: none). */
export async function findBookingByLink(db: Kysely<Database>, bookingId: number, linkVersion: number) {
  return bookingViews(db)
    .where('b.id', '=', bookingId)
    .where('b.manage_link_version', '=', linkVersion)
    .executeTakeFirst();
}

/** A booking as its emails and calendar file describe it. */
export async function findBookingView(db: Kysely<Database>, bookingId: number) {
  return bookingViews(db).where('b.id', '=', bookingId).executeTakeFirst();
}

/**
 * Claims up to `limit` confirmed bookings due a reminder at `now`: an email address, no reminder yet,
 * a scheduled session starting within `hours` and not started, and booked before that window opened
 * (whoever books inside it was just told everything). Skips rows another node holds; call it inside
 * the transaction that queues the reminders and records them (`markRemindersSent`).
 */
export async function claimDueReminders(db: Kysely<Database>, now: Date, hours: number, limit: number) {
  return bookingViews(db)
    .where('b.status', '=', 'confirmed')
    .where('b.moves_booking_id', 'is', null)
    .where('b.reminder_sent_at', 'is', null)
    .where('b.email', '<>', '')
    .where('s.status', '=', 'scheduled')
    .where('s.starts_at', '>', now)
    .where('s.starts_at', '<=', new Date(now.getTime() + hours * 3_600_000))
    .where(sql<boolean>`b.created_at < s.starts_at - make_interval(hours => ${hours}::int)`)
    .orderBy('s.starts_at')
    .orderBy('b.id')
    .limit(limit)
    .forUpdate('b')
    .skipLocked()
    .execute();
}

export async function markRemindersSent(db: Kysely<Database>, bookingIds: readonly number[], at: Date) {
  if (bookingIds.length === 0) return;
  await db.updateTable('class_registrations').set({ reminder_sent_at: at }).where('id', 'in', bookingIds).execute();
}

/** The status of a booking as it is now (read under the session's lock). */
export async function bookingStatus(db: Kysely<Database>, bookingId: number): Promise<BookingStatus | undefined> {
  const row = await db
    .selectFrom('class_registrations')
    .select('status')
    .where('id', '=', bookingId)
    .executeTakeFirst();
  return row?.status;
}

export async function cancelBooking(db: Kysely<Database>, bookingId: number, at: Date, lateCancel = false) {
  await db
    .updateTable('class_registrations')
    .set({
      status: 'cancelled',
      cancelled_at: at,
      updated_at: at,
      calendar_sequence: sql`calendar_sequence + 1`,
      late_cancel: lateCancel,
    })
    .where('id', '=', bookingId)
    .execute();
}

/** The waiting list of a session, first come first. */
export async function listWaitlistedBookings(db: Kysely<Database>, sessionId: number) {
  return db
    .selectFrom('class_registrations')
    .select(['id', 'name', 'email', 'seats', 'locale', 'moves_booking_id'])
    .where('session_id', '=', sessionId)
    .where('status', '=', 'waitlisted')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A waitlisted booking gets its place: confirmed, and when it was promoted. */
export async function confirmWaitlistedBooking(db: Kysely<Database>, bookingId: number, at: Date) {
  await db
    .updateTable('class_registrations')
    .set({ status: 'confirmed', promoted_at: at, updated_at: at, calendar_sequence: sql`calendar_sequence + 1` })
    .where('id', '=', bookingId)
    .where('status', '=', 'waitlisted')
    .execute();
}

/**
 * A new manage link for a booking whose link leaked: the version its link carries goes up, and a link
 * from before signed links (its hash) is forgotten, so every earlier link stops working.
 */
export async function reissueManageLink(db: Kysely<Database>, bookingId: number, at: Date) {
  await db
    .updateTable('class_registrations')
    .set({ manage_link_version: sql`manage_link_version + 1`, manage_token_hash: null, updated_at: at })
    .where('id', '=', bookingId)
    .execute();
}

/**
 * A booking moves to another session of its class: it takes that session (confirmed there, or at the
 * end of its waiting list), with these seats; its calendar event changes (SEQUENCE up), and a reminder
 * already sent was for the other date. Call with both sessions locked.
 */
export async function moveBooking(
  db: Kysely<Database>,
  bookingId: number,
  to: { sessionId: number; seats: number; status: 'confirmed' | 'waitlisted'; at: Date },
) {
  await db
    .updateTable('class_registrations')
    .set({
      session_id: to.sessionId,
      seats: to.seats,
      status: to.status,
      updated_at: to.at,
      reminder_sent_at: null,
      // Attendance was the other date's.
      checked_in_at: null,
      attendance: null,
      attendance_marked_at: null,
      attendance_marked_by: null,
      late_cancel: false,
      calendar_sequence: sql`calendar_sequence + 1`,
    })
    .where('id', '=', bookingId)
    .execute();
  // Its guests' reminders and attendance were for the other date too.
  await db
    .updateTable('booking_guests')
    .set({ reminder_sent_at: null, attendance: null, attendance_marked_at: null, attendance_marked_by: null })
    .where('booking_id', '=', bookingId)
    .execute();
  // The waiting list is in (created_at, id) order: a booking waiting on its new date queues last.
  if (to.status === 'waitlisted') {
    await sql`UPDATE class_registrations SET created_at = clock_timestamp() WHERE id = ${bookingId}`.execute(db);
  }
}

/** A booking's seats change (its session locked): its calendar event says how many. */
export async function setBookingSeats(db: Kysely<Database>, bookingId: number, seats: number, at: Date) {
  await db
    .updateTable('class_registrations')
    .set({ seats, updated_at: at, calendar_sequence: sql`calendar_sequence + 1` })
    .where('id', '=', bookingId)
    .execute();
}

/**
 * How a booking's person joins its hybrid class from now on (its session locked), and the place it holds
 * on another date's waiting list, if any, with it; its calendar event says where.
 */
export async function setBookingAttendanceMode(
  db: Kysely<Database>,
  bookingId: number,
  attendanceMode: BookingAttendanceMode,
  at: Date,
) {
  await db
    .updateTable('class_registrations')
    .set({ attendance_mode: attendanceMode, updated_at: at, calendar_sequence: sql`calendar_sequence + 1` })
    .where((eb) => eb.or([eb('id', '=', bookingId), eb('moves_booking_id', '=', bookingId)]))
    .execute();
}

/**
 * A place on a session's waiting list held for a booking moving there (`moves_booking_id`), which
 * keeps its seats where it is until the place is confirmed: the booking's person, seats and language.
 */
export async function insertMovePlace(
  db: Kysely<Database>,
  booking: { id: number; classId: number; sessionId: number },
) {
  return db
    .insertInto('class_registrations')
    .columns([
      'class_id',
      'session_id',
      'name',
      'email',
      'phone',
      'seats',
      'message',
      'status',
      'locale',
      'source',
      'attendance_mode',
      'moves_booking_id',
      'created_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('class_registrations')
        .select([
          sql.lit(booking.classId).as('class_id'),
          sql.lit(booking.sessionId).as('session_id'),
          'name',
          'email',
          'phone',
          'seats',
          sql.lit(null).as('message'),
          sql.lit('waitlisted').as('status'),
          'locale',
          'source',
          'attendance_mode',
          'id',
          sql<Date>`clock_timestamp()`.as('created_at'),
        ])
        .where('id', '=', booking.id),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The place a booking holds on another session's waiting list (not cancelled), if any. */
export async function findMovePlace(db: Kysely<Database>, bookingId: number) {
  return bookingViews(db)
    .where('b.moves_booking_id', '=', bookingId)
    .where('b.status', '<>', 'cancelled')
    .executeTakeFirst();
}

/**
 * Gives up the place a booking holds on another session's waiting list (not one already confirmed):
 * the row goes, as it would once the move finished (it was never a booking of its own, and a roster
 * listing it as cancelled would say someone cancelled).
 */
export async function cancelMovePlace(db: Kysely<Database>, bookingId: number) {
  await db
    .deleteFrom('class_registrations')
    .where('moves_booking_id', '=', bookingId)
    .where('status', '=', 'waitlisted')
    .execute();
}

/**
 * Places held for moving bookings that their waiting list has confirmed: the moves to finish. Each
 * answers its own session and the booking's (to lock both, in order).
 */
export async function listConfirmedMovePlaces(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('class_registrations as p')
    .innerJoin('class_registrations as b', 'b.id', 'p.moves_booking_id')
    .select(['p.id', 'p.session_id', 'p.moves_booking_id as booking_id', 'b.session_id as booking_session_id'])
    .where('p.status', '=', 'confirmed')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** A place held for a moving booking (a booking row naming it in `moves_booking_id`), read again under the locks. */
export async function findMovePlaceById(db: Kysely<Database>, placeId: number) {
  return findBookingById(db, placeId);
}

/** Deletes a place held for a moving booking once the move is finished (the booking holds it now). */
export async function deleteMovePlace(db: Kysely<Database>, placeId: number) {
  await db
    .deleteFrom('class_registrations')
    .where('id', '=', placeId)
    .where('moves_booking_id', 'is not', null)
    .execute();
}

export interface GuestInput {
  name: string;
  email: string | null;
}

/** The guests of a booking, by seat. */
export async function listBookingGuests(db: Kysely<Database>, bookingId: number) {
  return db
    .selectFrom('booking_guests')
    .select(['id', 'position', 'name', 'email'])
    .where('booking_id', '=', bookingId)
    .orderBy('position')
    .execute();
}

/** The guests of these bookings, by booking then seat, with their attendance (and who marked it). */
export async function listGuestsOfBookings(db: Kysely<Database>, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .selectFrom('booking_guests as g')
    .leftJoin('users as u', 'u.id', 'g.attendance_marked_by')
    .select([
      'g.id',
      'g.booking_id',
      'g.position',
      'g.name',
      'g.email',
      'g.attendance',
      'g.attendance_marked_at',
      'u.name as attendance_marked_by_name',
    ])
    .where('g.booking_id', 'in', [...bookingIds])
    .orderBy('g.booking_id')
    .orderBy('g.position')
    .execute();
}

/**
 * A booking's guests become these, in seat order from seat 2. A guest kept (same seat, name and
 * address) keeps its row; answers the rows that are new or changed, whose address was not emailed yet.
 */
export async function replaceBookingGuests(db: Kysely<Database>, bookingId: number, guests: readonly GuestInput[]) {
  const before = await listBookingGuests(db, bookingId);
  const same = (row: (typeof before)[number], guest: GuestInput | undefined) =>
    guest !== undefined && row.name === guest.name && (row.email ?? null) === (guest.email ?? null);
  const gone = before.filter((row) => !same(row, guests[row.position - 2])).map((row) => row.id);
  if (gone.length > 0) await db.deleteFrom('booking_guests').where('id', 'in', gone).execute();
  const kept = new Set(before.filter((row) => !gone.includes(row.id)).map((row) => row.position));
  const added = guests
    .map((guest, i) => ({ booking_id: bookingId, position: i + 2, name: guest.name, email: guest.email }))
    .filter((row) => !kept.has(row.position));
  if (added.length === 0) return [];
  return db.insertInto('booking_guests').values(added).returning(['id', 'position', 'name', 'email']).execute();
}

/** Guests with an address of confirmed bookings reminded at `at` (`markRemindersSent`'s bookings). */
export async function listGuestsToRemind(db: Kysely<Database>, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .selectFrom('booking_guests')
    .select(['id', 'booking_id', 'name', 'email'])
    .where('booking_id', 'in', [...bookingIds])
    .where('email', 'is not', null)
    .where('reminder_sent_at', 'is', null)
    .orderBy('booking_id')
    .orderBy('position')
    .execute();
}

export async function markGuestRemindersSent(db: Kysely<Database>, guestIds: readonly number[], at: Date) {
  if (guestIds.length === 0) return;
  await db
    .updateTable('booking_guests')
    .set({ reminder_sent_at: at })
    .where('id', 'in', [...guestIds])
    .execute();
}

export async function insertPrivateSessionRequest(
  db: Kysely<Database>,
  request: {
    classId: number;
    name: string;
    email: string;
    phone: string;
    preferredTimes: string;
    preferredDates: string[];
    message: string | null;
    locale: string;
  },
) {
  return db
    .insertInto('private_session_requests')
    .values({
      class_id: request.classId,
      name: request.name,
      email: request.email,
      phone: request.phone,
      preferred_times: request.preferredTimes,
      preferred_dates: sql<string[]>`${request.preferredDates}::date[]`,
      message: request.message,
      locale: request.locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
