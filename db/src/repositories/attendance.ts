import { type Kysely, sql } from 'kysely';
import type { AttendanceState, Database } from '../schema';
import { hasRow } from './has-row';

/**
 * Attendance of confirmed bookings and their guests: `attended`, `no_show`, or null (not marked yet).
 * A booking's `checked_in_at` is the moment of its `attended` mark (a constraint keeps them together).
 * `by`: the staff member who marked; null for the no-show job.
 */

export interface AttendanceMark {
  state: AttendanceState | null;
  at: Date;
  by: number | null;
}

const bookingMark = (mark: AttendanceMark) => ({
  attendance: mark.state,
  attendance_marked_at: mark.state === null ? null : mark.at,
  attendance_marked_by: mark.state === null ? null : mark.by,
  checked_in_at: mark.state === 'attended' ? mark.at : null,
});

const guestMark = (mark: AttendanceMark) => ({
  attendance: mark.state,
  attendance_marked_at: mark.state === null ? null : mark.at,
  attendance_marked_by: mark.state === null ? null : mark.by,
});

/** Marks a confirmed booking (null: unmarks it); answers false when it is not confirmed. */
export async function setBookingAttendance(
  db: Kysely<Database>,
  bookingId: number,
  mark: AttendanceMark,
): Promise<boolean> {
  return hasRow(
    db
      .updateTable('class_registrations')
      .set(bookingMark(mark))
      .where('id', '=', bookingId)
      .where('status', '=', 'confirmed')
      .returning('id'),
  );
}

/** Marks one guest of a booking (null: unmarks); answers false when the booking has no such guest. */
export async function setGuestAttendance(
  db: Kysely<Database>,
  bookingId: number,
  guestId: number,
  mark: AttendanceMark,
): Promise<boolean> {
  return hasRow(
    db
      .updateTable('booking_guests')
      .set(guestMark(mark))
      .where('id', '=', guestId)
      .where('booking_id', '=', bookingId)
      .returning('id'),
  );
}

/**
 * Marks every confirmed booking of these sessions, and every guest of one, that is not marked yet;
 * marks made already are kept. Answers how many bookings and guests it marked. Safe on several nodes at
 * once: a row another transaction marked meanwhile is re-read under its lock and skipped.
 */
export async function markUnmarked(
  db: Kysely<Database>,
  sessionIds: readonly number[],
  mark: AttendanceMark & { state: AttendanceState },
): Promise<{ bookings: number; guests: number }> {
  if (sessionIds.length === 0) return { bookings: 0, guests: 0 };
  const ids = [...sessionIds];
  const guests = await db
    .updateTable('booking_guests')
    .set(guestMark(mark))
    .where('attendance', 'is', null)
    .where('booking_id', 'in', (qb) =>
      qb
        .selectFrom('class_registrations')
        .select('id')
        .where('session_id', 'in', ids)
        .where('status', '=', 'confirmed'),
    )
    .returning('id')
    .execute();
  const bookings = await db
    .updateTable('class_registrations')
    .set(bookingMark(mark))
    .where('session_id', 'in', ids)
    .where('status', '=', 'confirmed')
    .where('attendance', 'is', null)
    .returning('id')
    .execute();
  return { bookings: bookings.length, guests: guests.length };
}

/**
 * Sessions (not cancelled) that ended at or before `now`, and after `since`, with a confirmed booking or
 * a guest of one not marked yet: the no-show job's work.
 */
export async function listEndedSessionsWithUnmarked(db: Kysely<Database>, now: Date, since: Date) {
  const rows = await db
    .selectFrom('class_sessions as s')
    .select('s.id')
    .where('s.status', '<>', 'cancelled')
    .where('s.ends_at', '<=', now)
    .where('s.ends_at', '>', since)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('class_registrations as r')
          .leftJoin('booking_guests as g', 'g.booking_id', 'r.id')
          .select(sql`1`.as('one'))
          .whereRef('r.session_id', '=', 's.id')
          .where('r.status', '=', 'confirmed')
          .where((w) =>
            w.or([w('r.attendance', 'is', null), w('g.attendance', 'is', null).and('g.id', 'is not', null)]),
          ),
      ),
    )
    .orderBy('s.ends_at')
    .execute();
  return rows.map((row) => row.id);
}

/** Confirmed bookings and guests of a session not marked yet. */
export async function countUnmarked(db: Kysely<Database>, sessionId: number): Promise<number> {
  const row = await db
    .selectNoFrom([
      sql<number>`(
        SELECT count(*)::int FROM class_registrations r
        WHERE r.session_id = ${sessionId} AND r.status = 'confirmed' AND r.attendance IS NULL
      )`.as('bookings'),
      sql<number>`(
        SELECT count(*)::int FROM booking_guests g JOIN class_registrations r ON r.id = g.booking_id
        WHERE r.session_id = ${sessionId} AND r.status = 'confirmed' AND g.attendance IS NULL
      )`.as('guests'),
    ])
    .executeTakeFirstOrThrow();
  return row.bookings + row.guests;
}

/** One person's attendance, by normalised email address (`lower(btrim(email))`). */
export interface AttendanceCount {
  emailKey: string;
  attended: number;
  noShows: number;
}

/**
 * Attended visits and no-shows per person, the person being a normalised email address
 * (`lower(btrim(email))`: case and surrounding spaces ignored). Counts confirmed bookings by their
 * booker's address and guests by their own (a guest without an address counts for nobody); erased
 * bookings (empty address) count for nobody. Options: `emails`, only these people (given in any case
 * or spacing; none: everyone with a mark); `since`, only sessions starting at or after it (visits in the
 * last 30 days...); `before`, only sessions starting before it. People with no mark are left out.
 * Computed in the database, one row per person, by address.
 */
export async function countAttendanceByEmail(
  db: Kysely<Database>,
  options: { emails?: readonly string[]; since?: Date; before?: Date } = {},
): Promise<AttendanceCount[]> {
  const keys = options.emails?.map((email) => email.trim().toLowerCase()).filter((key) => key !== '');
  if (keys && keys.length === 0) return [];
  const marks = db
    .selectFrom('class_registrations as r')
    .innerJoin('class_sessions as s', 's.id', 'r.session_id')
    .select([sql<string>`lower(btrim(r.email))`.as('email_key'), 'r.attendance', 's.starts_at'])
    .where('r.status', '=', 'confirmed')
    .where('r.attendance', 'is not', null)
    .unionAll(
      db
        .selectFrom('booking_guests as g')
        .innerJoin('class_registrations as r', 'r.id', 'g.booking_id')
        .innerJoin('class_sessions as s', 's.id', 'r.session_id')
        .select([sql<string>`lower(btrim(g.email))`.as('email_key'), 'g.attendance', 's.starts_at'])
        .where('r.status', '=', 'confirmed')
        .where('g.attendance', 'is not', null)
        .where('g.email', 'is not', null),
    );
  let query = db
    .selectFrom(marks.as('m'))
    .select([
      'm.email_key',
      sql<number>`count(*) FILTER (WHERE m.attendance = 'attended')::int`.as('attended'),
      sql<number>`count(*) FILTER (WHERE m.attendance = 'no_show')::int`.as('no_shows'),
    ])
    .where('m.email_key', '<>', '')
    .groupBy('m.email_key')
    .orderBy('m.email_key');
  if (keys) query = query.where('m.email_key', 'in', keys);
  if (options.since) query = query.where('m.starts_at', '>=', options.since);
  if (options.before) query = query.where('m.starts_at', '<', options.before);
  const rows = await query.execute();
  return rows.map((row) => ({ emailKey: row.email_key, attended: row.attended, noShows: row.no_shows }));
}
