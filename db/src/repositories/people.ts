import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../schema';
import { samePerson } from './person-address';
import { bookingsWithSessionAndClass, guestsWithBookingSessionAndClass } from './session-fragments';
import { likePattern } from './text-search';

/**
 * People (admin /admin/people): one person per normalised address, `lower(btrim(email))`, over every
 * table a visitor's address is written to. Computed in the database (a UNION ALL of the sources grouped
 * by the address, indexed by 2026_12_11_01_people); nothing is loaded into Node but the page asked for.
 */

export type PeopleSortKey = 'lastVisit' | 'visits' | 'noShows' | 'name';

/**
 * Every source of a visitor's address, grouped by address, name and phone as written (one line per way a
 * person was written down, not per row: a regular's 200 bookings are one line; the address is normalised
 * on the lines, not on every row), with their latest date and, from
 * bookings and guest places, the visits and no-shows. Grouping each source first keeps the work a hash
 * aggregate over the rows, without sorting them all. `only` keeps the addresses a search found.
 */
const contactLines = (now: Date, only: RawBuilder<unknown> | null) => {
  const onlyFound = (column: RawBuilder<unknown>) => (only ? sql`AND ${column} = ANY (ARRAY(${only}))` : sql``);
  const visit = sql`b.status = 'confirmed' AND s.status = 'scheduled' AND s.starts_at <= ${now}`;
  return sql`
    SELECT lower(btrim(b.email)) AS person, b.name, nullif(btrim(b.phone), '') AS phone, max(b.created_at) AS at,
      count(*) FILTER (WHERE ${visit})::int AS visits, max(s.starts_at) FILTER (WHERE ${visit}) AS last_visit,
      count(*) FILTER (WHERE b.status = 'confirmed' AND b.attendance = 'no_show')::int AS no_shows
    FROM class_registrations b JOIN class_sessions s ON s.id = b.session_id
    WHERE b.erased_at IS NULL ${onlyFound(sql`lower(btrim(b.email))`)}
    GROUP BY b.email, b.name, b.phone
    UNION ALL
    SELECT lower(btrim(g.email)), g.name, NULL::text, max(g.created_at), 0, NULL::timestamptz,
      count(*) FILTER (WHERE b.status = 'confirmed' AND g.attendance = 'no_show')::int
    FROM booking_guests g JOIN class_registrations b ON b.id = g.booking_id
    WHERE g.email IS NOT NULL ${onlyFound(sql`lower(btrim(g.email))`)}
    GROUP BY g.email, g.name
    UNION ALL
    SELECT lower(btrim(email)), coalesce(name, ''), NULL::text, max(created_at), 0, NULL::timestamptz, 0
    FROM newsletter_subscribers WHERE true ${onlyFound(sql`lower(btrim(email))`)}
    GROUP BY 1, 2
    UNION ALL
    SELECT lower(btrim(email)), name, nullif(btrim(phone), ''), max(created_at), 0, NULL::timestamptz, 0
    FROM contact_messages WHERE erased_at IS NULL ${onlyFound(sql`lower(btrim(email))`)}
    GROUP BY 1, 2, 3
    UNION ALL
    SELECT lower(btrim(email)), name, nullif(btrim(phone), ''), max(created_at), 0, NULL::timestamptz, 0
    FROM private_session_requests WHERE erased_at IS NULL ${onlyFound(sql`lower(btrim(email))`)}
    GROUP BY 1, 2, 3`;
};

/** The addresses of every row whose address, name or phone matches a search. */
const foundAddresses = (matches: (name: RawBuilder<unknown>, phone: RawBuilder<unknown>) => RawBuilder<boolean>) => sql`
  SELECT lower(btrim(email)) FROM class_registrations WHERE erased_at IS NULL AND ${matches(sql`name`, sql`phone`)}
  UNION
  SELECT lower(btrim(email)) FROM booking_guests WHERE email IS NOT NULL AND ${matches(sql`name`, sql`NULL::text`)}
  UNION
  SELECT lower(btrim(email)) FROM newsletter_subscribers WHERE ${matches(sql`coalesce(name, '')`, sql`NULL::text`)}
  UNION
  SELECT lower(btrim(email)) FROM contact_messages WHERE erased_at IS NULL AND ${matches(sql`name`, sql`phone`)}
  UNION
  SELECT lower(btrim(email)) FROM private_session_requests WHERE erased_at IS NULL AND ${matches(sql`name`, sql`phone`)}`;

/** The digits of a search that looks like part of a phone number (three or more digits), else null. */
const phoneDigits = (search: string) => {
  const digits = search.replace(/\D/g, '');
  return digits.length >= 3 && /^[\d\s+()./-]+$/.test(search) ? digits : null;
};

export interface PersonListRow {
  person: string;
  names: string[] | null;
  phones: string[] | null;
  last_seen: Date;
  visits: number;
  last_visit: Date | null;
  no_shows: number;
  total: number;
}

/**
 * One page of people, with how many match in all. `search` matches part of the address, of any name or
 * of any phone given with it (case-insensitive, in any script; a phone also by its digits alone).
 * Visits: confirmed bookings of sessions (not cancelled) that started before `now`.
 */
export async function listPeople(
  db: Kysely<Database>,
  options: { search: string; sort: PeopleSortKey; limit: number; offset: number; now: Date },
): Promise<PersonListRow[]> {
  const pattern = likePattern(options.search);
  const digits = phoneDigits(options.search);
  const matches = (name: RawBuilder<unknown>, phone: RawBuilder<unknown>) =>
    sql<boolean>`(lower(btrim(email)) ILIKE ${pattern} OR ${name} ILIKE ${pattern} OR ${phone} ILIKE ${pattern}
      ${digits ? sql`OR regexp_replace(coalesce(${phone}, ''), '\\D', '', 'g') LIKE ${`%${digits}%`}` : sql``})`;
  const order = {
    lastVisit: sql`p.last_visit DESC NULLS LAST, p.last_seen DESC, p.person`,
    visits: sql`p.visits DESC, p.last_visit DESC NULLS LAST, p.person`,
    noShows: sql`p.no_shows DESC, p.last_seen DESC, p.person`,
    name: sql`lower(coalesce(p.names[1], p.person)), p.person`,
  }[options.sort];
  const result = await sql<PersonListRow>`
    WITH found AS MATERIALIZED (${options.search ? foundAddresses(matches) : sql`SELECT NULL::text`}),
    lines AS (${contactLines(options.now, options.search ? sql`SELECT * FROM found` : null)}),
    people AS (
      SELECT person,
        array_remove(array_agg(DISTINCT name), '') AS all_names,
        (array_agg(name ORDER BY at DESC) FILTER (WHERE name <> ''))[1] AS latest_name,
        array_agg(DISTINCT phone) FILTER (WHERE phone IS NOT NULL) AS phones,
        max(at) AS last_seen,
        sum(visits)::int AS visits,
        max(last_visit) AS last_visit,
        sum(no_shows)::int AS no_shows
      FROM lines
      WHERE person <> ''
      GROUP BY person
    ),
    ranked AS (
      SELECT person,
        CASE WHEN latest_name IS NULL THEN all_names
          ELSE array_prepend(latest_name, array_remove(all_names, latest_name)) END AS names,
        phones, last_seen, visits, last_visit, no_shows
      FROM people
    )
    SELECT p.person, p.names, p.phones, p.last_seen, p.visits, p.last_visit, p.no_shows,
      (count(*) OVER ())::int AS total
    FROM ranked p
    ORDER BY ${order}
    LIMIT ${options.limit} OFFSET ${options.offset}`.execute(db);
  return result.rows;
}

/** The first `limit` people the search finds (the back office's search box), latest seen first. */
export async function searchPeople(db: Kysely<Database>, search: string, limit: number, now: Date) {
  return listPeople(db, { search, sort: 'lastVisit', limit, offset: 0, now });
}

/** Everything the person page shows about one normalised address. */
export async function findPerson(db: Kysely<Database>, person: string) {
  const [bookings, asGuest, subscription, messages, requests, notes] = await Promise.all([
    bookingsWithSessionAndClass(db)
      .select([
        'b.id',
        'b.session_id',
        'b.class_id',
        'c.title',
        'c.extend_info',
        's.starts_at',
        's.status as session_status',
        'b.seats',
        'b.status',
        'b.promoted_at',
        'b.checked_in_at',
        'b.attendance',
        'b.late_cancel',
        'b.name',
        'b.phone',
        'b.source',
        'b.created_at',
      ])
      .where(samePerson('b.email', person))
      .where('b.erased_at', 'is', null)
      .orderBy('s.starts_at', 'desc')
      .orderBy('b.id', 'desc')
      .execute(),
    guestsWithBookingSessionAndClass(db)
      .select([
        'b.id as booking_id',
        'b.session_id',
        'c.title',
        'c.extend_info',
        's.starts_at',
        'b.status',
        'g.name',
        'b.name as booked_by',
      ])
      .where(samePerson('g.email', person))
      .orderBy('s.starts_at', 'desc')
      .execute(),
    db
      .selectFrom('newsletter_subscribers')
      .select(['name', 'locale', 'confirmed_at', 'unsubscribed_at', 'created_at'])
      .where(samePerson('email', person))
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'phone', 'topic', 'message', 'status', 'created_at'])
      .where(samePerson('email', person))
      .where('erased_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('private_session_requests as r')
      .innerJoin('classes as c', 'c.id', 'r.class_id')
      .select(['r.id', 'c.title', 'r.name', 'r.phone', 'r.status', 'r.preferred_times', 'r.message', 'r.created_at'])
      .where(samePerson('r.email', person))
      .where('r.erased_at', 'is', null)
      .orderBy('r.created_at', 'desc')
      .execute(),
    findStaffNotes(db, person),
  ]);
  const bookingIds = bookings.map((b) => b.id);
  const guests =
    bookingIds.length === 0
      ? []
      : await db
          .selectFrom('booking_guests')
          .select(['booking_id', 'position', 'name', 'email'])
          .where('booking_id', 'in', bookingIds)
          .orderBy('booking_id')
          .orderBy('position')
          .execute();
  return { bookings, guests, asGuest, subscription: subscription ?? null, messages, requests, notes };
}

/** Visits (confirmed bookings of sessions that started) in all, and since each of `since`. */
export async function countVisits(db: Kysely<Database>, person: string, now: Date, since: readonly Date[]) {
  const row = await db
    .selectFrom('class_registrations as b')
    .innerJoin('class_sessions as s', 's.id', 'b.session_id')
    .select([
      sql<number>`count(*)::int`.as('all'),
      ...since.map((from, i) => sql<number>`(count(*) FILTER (WHERE s.starts_at > ${from}))::int`.as(`since${i}`)),
    ])
    .where(samePerson('b.email', person))
    .where('b.erased_at', 'is', null)
    .where('b.status', '=', 'confirmed')
    .where('s.status', '=', 'scheduled')
    .where('s.starts_at', '<=', now)
    .executeTakeFirstOrThrow();
  const counts = row as unknown as Record<string, number>;
  return { all: Number(counts.all ?? 0), since: since.map((_, i) => Number(counts[`since${i}`] ?? 0)) };
}

/** A person's staff notes, oldest first, each with its author's name. */
export async function findStaffNotes(db: Kysely<Database>, person: string) {
  return db
    .selectFrom('staff_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select(['n.id', 'n.body', 'n.created_at', 'u.name as author'])
    .where('n.person_email', '=', person)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();
}

export async function insertStaffNote(
  db: Kysely<Database>,
  note: { person: string; body: string; authorId: number; at: Date },
) {
  return db
    .insertInto('staff_notes')
    .values({ person_email: note.person, body: note.body, author_id: note.authorId, created_at: note.at })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * The no-show policy's count for one normalised address: no-shows (confirmed bookings by the address,
 * and guest places with it) on sessions that started at or after `since` and after the address's latest
 * lift, if any. Read on the partial no-show indexes by address (migration 2026_12_14_01_no_show_lifts).
 */
export async function countRecentNoShows(
  db: Kysely<Database>,
  person: string,
  window: { since: Date; now: Date },
): Promise<number> {
  const result = await sql<{ n: number }>`
    WITH lift AS (
      SELECT max(lifted_at) AS at FROM no_show_lifts WHERE person_email = ${person}
    ),
    marks AS (
      SELECT s.starts_at FROM class_registrations b
        JOIN class_sessions s ON s.id = b.session_id
      WHERE lower(btrim(b.email)) = ${person} AND b.attendance = 'no_show' AND b.status = 'confirmed'
      UNION ALL
      SELECT s.starts_at FROM booking_guests g
        JOIN class_registrations b ON b.id = g.booking_id
        JOIN class_sessions s ON s.id = b.session_id
      WHERE lower(btrim(g.email)) = ${person} AND g.attendance = 'no_show' AND b.status = 'confirmed'
    )
    SELECT count(*)::int AS n FROM marks, lift
    WHERE marks.starts_at >= ${window.since} AND marks.starts_at <= ${window.now}
      AND (lift.at IS NULL OR marks.starts_at > lift.at)`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** An admin lifts an address's online-booking pause: its no-shows so far stop counting. */
export async function insertNoShowLift(db: Kysely<Database>, lift: { person: string; userId: number; at: Date }) {
  return db
    .insertInto('no_show_lifts')
    .values({ person_email: lift.person, lifted_by: lift.userId, lifted_at: lift.at })
    .returning('id')
    .executeTakeFirstOrThrow();
}
