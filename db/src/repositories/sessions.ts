import { type Kysely, sql } from 'kysely';
import type { Database, SessionKind } from '../schema';
import {
  classTimeZone,
  confirmedSeats,
  isUpcomingPublic,
  scheduledSessionIdsOfClass,
  sessionRows,
  sessionsWithClass,
} from './session-fragments';

/**
 * Dated sessions of classes. `(class_id, starts_at)` is unique: whoever inserts a session that exists
 * (another node's generator, a second run) inserts nothing, so generation is safe to run anywhere.
 */

export interface NewSession {
  classId: number;
  startsAt: Date;
  endsAt: Date;
  kind: SessionKind;
  capacity?: number | null;
  note?: string | null;
}

/** Rows per INSERT statement: well below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1_000;

/**
 * Inserts the sessions not there yet (by class and start); answers how many were new. Rows go in the
 * order given, so nodes inserting the same sessions at once wait for each other instead of deadlocking.
 */
export async function insertSessions(db: Kysely<Database>, sessions: readonly NewSession[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < sessions.length; i += INSERT_CHUNK) {
    const rows = await db
      .insertInto('class_sessions')
      .values(
        sessions.slice(i, i + INSERT_CHUNK).map((s) => ({
          class_id: s.classId,
          starts_at: s.startsAt,
          ends_at: s.endsAt,
          kind: s.kind,
          capacity: s.capacity ?? null,
          note: s.note ?? null,
        })),
      )
      .onConflict((oc) => oc.columns(['class_id', 'starts_at']).doNothing())
      .returning('id')
      .execute();
    inserted += rows.length;
  }
  return inserted;
}

/**
 * The classes whose schedule makes sessions (weekly classes and workshops), each row locked FOR SHARE
 * until the transaction ends: a class being saved meanwhile (which replaces its sessions) is waited
 * for, and its new schedule is the one read.
 */
export async function lockScheduledClasses(db: Kysely<Database>, classIds?: readonly number[]) {
  let query = db
    .selectFrom('classes')
    .select(['id', 'class_type', 'extend_info'])
    .where('class_type', '<>', 'PRIVATE_SESSION');
  if (classIds) {
    if (classIds.length === 0) return [];
    query = query.where('id', 'in', [...classIds]);
  }
  return query.orderBy('id').forShare().execute();
}

/**
 * The public sessions (not private appointments) of these classes starting after `after`, soonest
 * first, at most `limitPerClass` per class; `capacity` is the session's own, else its class's (null:
 * unlimited), `taken` the seats its confirmed bookings hold. One query for a whole list of classes.
 */
export async function listUpcomingSessions(
  db: Kysely<Database>,
  classIds: readonly number[],
  options: { after: Date; limitPerClass: number },
) {
  if (classIds.length === 0) return [];
  const ranked = sessionRows(db)
    .select(sql<number>`row_number() OVER (PARTITION BY s.class_id ORDER BY s.starts_at)`.as('rank'))
    .where('s.class_id', 'in', [...classIds])
    .where(isUpcomingPublic(options.after));
  return db
    .selectFrom(ranked.as('u'))
    .select([
      'u.id',
      'u.class_id',
      'u.starts_at',
      'u.ends_at',
      'u.status',
      'u.capacity',
      confirmedSeats(sql.ref('u.id')).as('taken'),
    ])
    .where('u.rank', '<=', options.limitPerClass)
    .orderBy('u.class_id')
    .orderBy('u.starts_at')
    .execute();
}

/**
 * What a change of a class's bookings affects in the cache, in one statement: the slugs of its published
 * facilitators (their pages list the class) and the id of its next upcoming public session.
 */
export async function classScopeFacts(db: Kysely<Database>, classId: number, after: Date) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('class_counselors')
        .innerJoin('counselors', 'counselors.id', 'class_counselors.counselor_id')
        .select(sql<string[] | null>`array_agg(counselors.slug ORDER BY counselors.slug)`.as('slugs'))
        .where('class_counselors.class_id', '=', classId)
        .where('counselors.status', '=', 'published')
        .as('facilitator_slugs'),
      eb
        .selectFrom('class_sessions as s')
        .select('s.id')
        .where('s.class_id', '=', classId)
        .where(isUpcomingPublic(after))
        .orderBy('s.starts_at')
        .limit(1)
        .as('next_session_id'),
    ])
    .executeTakeFirstOrThrow();
  return { facilitatorSlugs: row.facilitator_slugs ?? [], nextSessionId: row.next_session_id };
}

/** One session with its class's slug, type and time zone; undefined when there is none. */
export async function findSession(db: Kysely<Database>, sessionId: number) {
  return sessionsWithClass(db)
    .select([
      's.id',
      's.class_id',
      's.starts_at',
      's.ends_at',
      's.capacity',
      's.status',
      's.kind',
      's.note',
      'c.slug',
      'c.class_type',
      classTimeZone.as('time_zone'),
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * A class's sessions (generated and manual, not private appointments) starting after `after`, locked
 * FOR UPDATE until the transaction ends, so no booking lands on one while it is being replaced; with
 * how many bookings each has, and how many of those are still active (not cancelled).
 */
export async function lockFutureSessionsOfClass(db: Kysely<Database>, classId: number, after: Date) {
  return db
    .selectFrom('class_sessions as s')
    .select([
      's.id',
      's.starts_at',
      's.ends_at',
      's.kind',
      's.status',
      's.capacity',
      's.note',
      sql<number>`(SELECT count(*)::int FROM class_registrations r WHERE r.session_id = s.id)`.as('bookings'),
      sql<number>`(
        SELECT count(*)::int FROM class_registrations r WHERE r.session_id = s.id AND r.status <> 'cancelled'
      )`.as('active_bookings'),
    ])
    .where('s.class_id', '=', classId)
    .where('s.starts_at', '>', after)
    .where('s.kind', '<>', 'private')
    .orderBy('s.starts_at')
    .forUpdate()
    .execute();
}

/** Deletes sessions that no booking refers to (any that gained one meanwhile are kept); answers how many went. */
export async function deleteUnbookedSessions(db: Kysely<Database>, sessionIds: readonly number[]): Promise<number> {
  if (sessionIds.length === 0) return 0;
  const rows = await db
    .deleteFrom('class_sessions as s')
    .where('s.id', 'in', [...sessionIds])
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('class_registrations as r').select('r.id').whereRef('r.session_id', '=', 's.id'))),
    )
    .returning('s.id')
    .execute();
  return rows.length;
}

/** Marks sessions cancelled (their bookings are left as they are). */
export async function markSessionsCancelled(db: Kysely<Database>, sessionIds: readonly number[], at: Date) {
  if (sessionIds.length === 0) return;
  await db
    .updateTable('class_sessions')
    .set({ status: 'cancelled', updated_at: at, calendar_sequence: sql`calendar_sequence + 1` })
    .where('id', 'in', [...sessionIds])
    .execute();
}

/** Changes a session's end, capacity and note. */
export async function updateSessionDetails(
  db: Kysely<Database>,
  sessionId: number,
  details: { endsAt: Date; capacity: number | null; note: string | null; at: Date },
) {
  await db
    .updateTable('class_sessions')
    .set({
      ends_at: details.endsAt,
      capacity: details.capacity,
      note: details.note,
      updated_at: details.at,
      // A calendar that imported the session takes a new end; a capacity or a note is not in the event.
      calendar_sequence: sql`calendar_sequence + (ends_at IS DISTINCT FROM ${details.endsAt})::int`,
    })
    .where('id', '=', sessionId)
    .execute();
}

/** The manual sessions of a class starting after `after` (what its form lists as explicit dates). */
export async function listManualSessionsOfClass(db: Kysely<Database>, classId: number, after: Date) {
  return db
    .selectFrom('class_sessions')
    .select(['id', 'starts_at', 'ends_at', 'capacity', 'note', 'status'])
    .where('class_id', '=', classId)
    .where('kind', '=', 'manual')
    .where('starts_at', '>', after)
    .orderBy('starts_at')
    .execute();
}

/** A class's scheduled sessions starting after `after` that have someone on their waiting list, soonest first. */
export async function listWaitlistedSessionIdsOfClass(
  db: Kysely<Database>,
  classId: number,
  after: Date,
): Promise<number[]> {
  const rows = await scheduledSessionIdsOfClass(db, classId, after)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('class_registrations as r')
          .select('r.id')
          .whereRef('r.session_id', '=', 's.id')
          .where('r.status', '=', 'waitlisted'),
      ),
    )
    .orderBy('s.starts_at')
    .execute();
  return rows.map((row) => row.id);
}

/** The iCalendar SEQUENCE of each of these sessions' events (how often its times or status changed). */
export async function listSessionCalendarSequences(
  db: Kysely<Database>,
  sessionIds: readonly number[],
): Promise<Map<number, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('class_sessions')
    .select(['id', 'calendar_sequence'])
    .where('id', 'in', [...sessionIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.calendar_sequence]));
}
