import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Query pieces the session reads share (bookings, public sessions, rosters), so each number means the
 * same everywhere. Sessions are `s`, their classes `c`; not exported from the repositories.
 */

/** Sessions joined to their classes: where every read of a session with its class starts. */
export const sessionsWithClass = (db: Kysely<Database>) =>
  db.selectFrom('class_sessions as s').innerJoin('classes as c', 'c.id', 's.class_id');

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
