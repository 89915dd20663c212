import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Query pieces the session reads share (bookings, public sessions, rosters), so each number means the
 * same everywhere. Sessions are `s`, their classes `c`, bookings `b`, guests `g`; not exported from the repositories.
 */

/** Sessions joined to their classes: where every read of a session with its class starts. */
export const sessionsWithClass = (db: Kysely<Database>) =>
  db.selectFrom('class_sessions as s').innerJoin('classes as c', 'c.id', 's.class_id');

/** The ids of a class's scheduled sessions `s` starting after `after`. */
export const scheduledSessionIdsOfClass = (db: Kysely<Database>, classId: number, after: Date) =>
  db
    .selectFrom('class_sessions as s')
    .select('s.id')
    .where('s.class_id', '=', classId)
    .where('s.status', '=', 'scheduled')
    .where('s.starts_at', '>', after);

/** Bookings `b` joined to their session `s` and their class `c`. */
export const bookingsWithSessionAndClass = (db: Kysely<Database>) =>
  db
    .selectFrom('class_registrations as b')
    .innerJoin('class_sessions as s', 's.id', 'b.session_id')
    .innerJoin('classes as c', 'c.id', 'b.class_id');

/** Guests `g` joined to their booking `b`, its session `s` and its class `c`. */
export const guestsWithBookingSessionAndClass = (db: Kysely<Database>) =>
  db
    .selectFrom('booking_guests as g')
    .innerJoin('class_registrations as b', 'b.id', 'g.booking_id')
    .innerJoin('class_sessions as s', 's.id', 'b.session_id')
    .innerJoin('classes as c', 'c.id', 'b.class_id');

/** A session's capacity: its own, else its class's; null when unlimited. */
export const sessionCapacity = sql<number | null>`coalesce(s.capacity, c.capacity)`;

/** Sessions with their class, and what every read of them names: id, class, times, status and capacity. */
export const sessionRows = (db: Kysely<Database>) =>
  sessionsWithClass(db).select([
    's.id',
    's.class_id',
    's.starts_at',
    's.ends_at',
    's.status',
    sessionCapacity.as('capacity'),
  ]);

/**
 * The sessions `s` a class shows as coming: starting after `after`, not private appointments. Ranked
 * by `s.starts_at` (unique within a class), the first is the class's next session.
 */
export const isUpcomingPublic = (after: Date) => sql<boolean>`s.starts_at > ${after} AND s.kind <> 'private'`;

/** The class's IANA time zone as stored (null when it has none). */
export const classTimeZone = sql<string | null>`c.extend_info->>'timeZone'`;

/** Seats held by the confirmed bookings of the session `sessionId` names (a column or a value). */
export const confirmedSeats = (sessionId: Expression<unknown>) => sql<number>`(
  SELECT coalesce(sum(r.seats), 0)::int FROM class_registrations r
  WHERE r.session_id = ${sessionId} AND r.status = 'confirmed'
)`;
