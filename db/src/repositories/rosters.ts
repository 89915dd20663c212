import { type Kysely, sql } from 'kysely';
import type { Database, SessionStatus } from '../schema';
import { classTimeZone, confirmedSeats, sessionRows } from './session-fragments';

/**
 * What staff see of sessions and their bookings (the back office's session list and rosters), and the
 * few writes only staff make. Seat-changing writes lock the session row first (`lockSession`).
 */

export interface StaffSessionFilter {
  classId?: number | undefined;
  /** Sessions starting at or after this instant. */
  from?: Date | undefined;
  /** Sessions starting before this instant. */
  before?: Date | undefined;
  status?: SessionStatus | undefined;
}

/** Sessions with their class and their seats: the session list's and a roster's heading shape. */
function staffSessions(db: Kysely<Database>) {
  return sessionRows(db).select([
    's.kind',
    's.note',
    's.capacity as own_capacity',
    'c.slug',
    'c.title',
    'c.class_type',
    classTimeZone.as('time_zone'),
    confirmedSeats(sql.ref('s.id')).as('taken'),
    sql<number>`(
        SELECT coalesce(sum(r.seats), 0)::int FROM class_registrations r
        WHERE r.session_id = s.id AND r.status = 'waitlisted'
      )`.as('waitlisted_seats'),
    // The booker's seat, and seats beyond the named guests, go with the booking's mark; a guest's with theirs.
    sql<number>`(
        SELECT coalesce(sum(
          CASE WHEN r.attendance = 'attended'
            THEN r.seats - (SELECT count(*) FROM booking_guests g WHERE g.booking_id = r.id)
            ELSE 0 END
          + (SELECT count(*) FROM booking_guests g WHERE g.booking_id = r.id AND g.attendance = 'attended')
        ), 0)::int FROM class_registrations r
        WHERE r.session_id = s.id AND r.status = 'confirmed'
      )`.as('checked_in_seats'),
  ]);
}

export type StaffSessionRow = NonNullable<Awaited<ReturnType<typeof findStaffSession>>>;

function filtered(db: Kysely<Database>, filter: StaffSessionFilter) {
  let query = staffSessions(db);
  if (filter.classId !== undefined) query = query.where('s.class_id', '=', filter.classId);
  if (filter.from) query = query.where('s.starts_at', '>=', filter.from);
  if (filter.before) query = query.where('s.starts_at', '<', filter.before);
  if (filter.status) query = query.where('s.status', '=', filter.status);
  return query;
}

/** One page of sessions by start (then id), and how many match in all. */
export async function listStaffSessions(
  db: Kysely<Database>,
  filter: StaffSessionFilter,
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filter).orderBy('s.starts_at').orderBy('s.id').limit(page.limit).offset(page.offset).execute(),
    filtered(db, filter).clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** One session as the session list shows it; undefined when there is none. */
export async function findStaffSession(db: Kysely<Database>, sessionId: number) {
  return staffSessions(db).where('s.id', '=', sessionId).executeTakeFirst();
}

/** Every booking of a session, first come first (the waiting list's order). */
export async function listSessionBookings(db: Kysely<Database>, sessionId: number) {
  return db
    .selectFrom('class_registrations as r')
    .leftJoin('users as u', 'u.id', 'r.attendance_marked_by')
    .select([
      'r.id',
      'r.status',
      'r.seats',
      'r.source',
      'r.created_at',
      'r.promoted_at',
      'r.cancelled_at',
      'r.checked_in_at',
      'r.attendance',
      'r.attendance_marked_at',
      'u.name as attendance_marked_by_name',
      'r.late_cancel',
      'r.name',
      'r.email',
      'r.phone',
      'r.message',
      'r.locale',
      'r.moves_booking_id',
      'r.attendance_mode',
    ])
    .where('r.session_id', '=', sessionId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/** A booking as staff act on it (cancel, promote, mark attendance); undefined when there is none. */
export async function findBookingById(db: Kysely<Database>, bookingId: number) {
  return db
    .selectFrom('class_registrations')
    .select(['id', 'session_id', 'class_id', 'name', 'email', 'seats', 'status', 'locale', 'moves_booking_id'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
}

/** A class as staff add sessions to it (drafts too); undefined when there is none. */
export async function findClassForSessions(db: Kysely<Database>, classId: number) {
  return db
    .selectFrom('classes')
    .select(['id', 'slug', 'class_type', 'title', 'extend_info', 'capacity'])
    .where('id', '=', classId)
    .executeTakeFirst();
}

/** Adds one session; answers its id, or undefined when the class has a session at that start already. */
export async function insertSessionIfFree(
  db: Kysely<Database>,
  session: {
    classId: number;
    startsAt: Date;
    endsAt: Date;
    kind: 'manual' | 'private';
    capacity: number | null;
    note: string | null;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('class_sessions')
    .values({
      class_id: session.classId,
      starts_at: session.startsAt,
      ends_at: session.endsAt,
      kind: session.kind,
      capacity: session.capacity,
      note: session.note,
    })
    .onConflict((oc) => oc.columns(['class_id', 'starts_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A keyset position: the instant as PostgreSQL text (microseconds, UTC) and the row id. */
export interface KeysetAfter {
  at: string;
  id: number;
}

/** An instant as the text a keyset cursor keeps: UTC with microseconds, so no two rows blur into one. */
const keysetText = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface SessionFeedFilter extends StaffSessionFilter {
  classType?: string | undefined;
  /** Sessions of classes this counselor leads. */
  counselorId?: number | undefined;
  /** Only sessions one can still book at this instant: scheduled, not started, not private, a seat left. */
  bookableAt?: Date | undefined;
}

/**
 * One page of sessions of every class by (start, id) after `after` (keyset, not offset: a session added
 * or cancelled between pages neither repeats nor hides another), each with its keyset position.
 */
export async function feedStaffSessions(
  db: Kysely<Database>,
  filter: SessionFeedFilter,
  after: KeysetAfter | null,
  limit: number,
) {
  let query = filtered(db, filter).select(keysetText('s.starts_at').as('keyset_at'));
  if (filter.classType !== undefined) query = query.where('c.class_type', '=', filter.classType as never);
  if (filter.counselorId !== undefined) {
    const counselorId = filter.counselorId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('class_counselors as cc')
          .select('cc.class_id')
          .whereRef('cc.class_id', '=', 's.class_id')
          .where('cc.counselor_id', '=', counselorId),
      ),
    );
  }
  if (filter.bookableAt) {
    query = query
      .where('s.status', '=', 'scheduled')
      .where('s.starts_at', '>', filter.bookableAt)
      .where('s.kind', '<>', 'private')
      .where(
        sql<boolean>`(coalesce(s.capacity, c.capacity) IS NULL OR coalesce(s.capacity, c.capacity) > ${confirmedSeats(sql.ref('s.id'))})`,
      );
  }
  if (after) query = query.where(sql<boolean>`(s.starts_at, s.id) > (${after.at}::timestamptz, ${after.id})`);
  return query.orderBy('s.starts_at').orderBy('s.id').limit(limit).execute();
}

/** A booking as the sync (and webhooks) show it. */
const SYNCED_COLUMNS = [
  'r.id',
  'r.session_id',
  'r.class_id',
  'r.status',
  'r.seats',
  'r.source',
  'r.name',
  'r.email',
  'r.phone',
  'r.attendance',
  'r.checked_in_at',
  'r.created_at',
  'r.cancelled_at',
  keysetText('r.updated_at').as('keyset_at'),
] as const;

/**
 * One page of bookings changed at or after `since`, by (updated_at, id) after `after` (keyset): what a
 * sync reads. Every update stamps `updated_at` (a trigger), whatever wrote it.
 */
export async function listBookingChanges(
  db: Kysely<Database>,
  since: Date | undefined,
  after: KeysetAfter | null,
  limit: number,
) {
  let query = db.selectFrom('class_registrations as r').select(SYNCED_COLUMNS);
  if (since) query = query.where('r.updated_at', '>=', since);
  if (after) query = query.where(sql<boolean>`(r.updated_at, r.id) > (${after.at}::timestamptz, ${after.id})`);
  return query.orderBy('r.updated_at').orderBy('r.id').limit(limit).execute();
}

/** One booking as the sync shows it, with its class and start (what a webhook about it carries). */
export async function findSyncedBooking(db: Kysely<Database>, bookingId: number) {
  return db
    .selectFrom('class_registrations as r')
    .innerJoin('classes as c', 'c.id', 'r.class_id')
    .innerJoin('class_sessions as s', 's.id', 'r.session_id')
    .select([...SYNCED_COLUMNS, 'c.slug', sql<string | null>`c.title->>'en'`.as('title'), 's.starts_at'])
    .where('r.id', '=', bookingId)
    .executeTakeFirst();
}
