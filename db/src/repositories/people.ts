import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { likePattern } from './text-search';

/**
 * People (admin /admin/people): one person per normalised address, `lower(btrim(email))`, over every
 * table a visitor's address is written to. Computed in the database (a UNION ALL of the sources grouped
 * by the address, indexed by 2026_12_11_01_people); nothing is loaded into Node but the page asked for.
 */

export type PeopleSortKey = 'lastVisit' | 'visits' | 'noShows' | 'name';

/** Every row holding a visitor's address, with the name and phone given beside it: one line per row. */
const contactRows = (db: Kysely<Database>) =>
  db
    .selectFrom('class_registrations')
    .select([
      sql<string>`lower(btrim(email))`.as('person'),
      'name',
      sql<string | null>`nullif(btrim(phone), '')`.as('phone'),
      'created_at as at',
    ])
    .where('erased_at', 'is', null)
    .unionAll(
      db
        .selectFrom('booking_guests')
        .select([
          sql<string>`lower(btrim(email))`.as('person'),
          'name',
          sql<string | null>`NULL::text`.as('phone'),
          'created_at as at',
        ])
        .where('email', 'is not', null),
    )
    .unionAll(
      db
        .selectFrom('newsletter_subscribers')
        .select([
          sql<string>`lower(btrim(email))`.as('person'),
          sql<string>`coalesce(name, '')`.as('name'),
          sql<string | null>`NULL::text`.as('phone'),
          'created_at as at',
        ]),
    )
    .unionAll(
      db
        .selectFrom('contact_messages')
        .select([
          sql<string>`lower(btrim(email))`.as('person'),
          'name',
          sql<string | null>`nullif(btrim(phone), '')`.as('phone'),
          'created_at as at',
        ])
        .where('erased_at', 'is', null),
    )
    .unionAll(
      db
        .selectFrom('private_session_requests')
        .select([
          sql<string>`lower(btrim(email))`.as('person'),
          'name',
          sql<string | null>`nullif(btrim(phone), '')`.as('phone'),
          'created_at as at',
        ])
        .where('erased_at', 'is', null),
    );

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
  const matches = options.search
    ? sql<boolean>`bool_or(
        person ILIKE ${pattern} OR name ILIKE ${pattern} OR phone ILIKE ${pattern}
        ${digits ? sql`OR regexp_replace(coalesce(phone, ''), '\\D', '', 'g') LIKE ${`%${digits}%`}` : sql``}
      )`
    : sql<boolean>`true`;
  const order = {
    lastVisit: sql`v.last_visit DESC NULLS LAST, p.last_seen DESC, p.person`,
    visits: sql`coalesce(v.visits, 0) DESC, v.last_visit DESC NULLS LAST, p.person`,
    noShows: sql`coalesce(n.no_shows, 0) DESC, p.last_seen DESC, p.person`,
    name: sql`lower(coalesce(p.names[1], p.person)), p.person`,
  }[options.sort];
  const result = await sql<PersonListRow>`
    WITH contacts AS (${contactRows(db)}),
    people AS (
      SELECT person,
        array_remove(array_agg(DISTINCT name), '') AS all_names,
        (array_agg(name ORDER BY at DESC) FILTER (WHERE name <> ''))[1] AS latest_name,
        array_agg(DISTINCT phone) FILTER (WHERE phone IS NOT NULL) AS phones,
        max(at) AS last_seen
      FROM contacts
      WHERE person <> ''
      GROUP BY person
      HAVING ${matches}
    ),
    ranked AS (
      SELECT person,
        CASE WHEN latest_name IS NULL THEN all_names
          ELSE array_prepend(latest_name, array_remove(all_names, latest_name)) END AS names,
        phones, last_seen
      FROM people
    ),
    visits AS (
      SELECT lower(btrim(b.email)) AS person, count(*)::int AS visits, max(s.starts_at) AS last_visit
      FROM class_registrations b
      JOIN class_sessions s ON s.id = b.session_id
      WHERE b.status = 'confirmed' AND s.status = 'scheduled' AND s.starts_at <= ${options.now}
        AND b.erased_at IS NULL
        AND lower(btrim(b.email)) IN (SELECT person FROM ranked)
      GROUP BY 1
    ),
    no_shows AS (
      SELECT person, count(*)::int AS no_shows FROM (
        SELECT lower(btrim(b.email)) AS person FROM class_registrations b
        WHERE b.status = 'confirmed' AND b.attendance = 'no_show'
        UNION ALL
        SELECT lower(btrim(g.email)) FROM booking_guests g
        JOIN class_registrations b ON b.id = g.booking_id
        WHERE b.status = 'confirmed' AND g.attendance = 'no_show' AND g.email IS NOT NULL
      ) marks
      WHERE person IN (SELECT person FROM ranked)
      GROUP BY 1
    )
    SELECT p.person, p.names, p.phones, p.last_seen, coalesce(v.visits, 0)::int AS visits, v.last_visit,
      coalesce(n.no_shows, 0)::int AS no_shows, (count(*) OVER ())::int AS total
    FROM ranked p LEFT JOIN visits v ON v.person = p.person LEFT JOIN no_shows n ON n.person = p.person
    ORDER BY ${order}
    LIMIT ${options.limit} OFFSET ${options.offset}`.execute(db);
  return result.rows;
}

/** The first `limit` people the search finds (the back office's search box), latest seen first. */
export async function searchPeople(db: Kysely<Database>, search: string, limit: number, now: Date) {
  return listPeople(db, { search, sort: 'lastVisit', limit, offset: 0, now });
}

const samePerson = (column: string, person: string) => sql<boolean>`lower(btrim(${sql.ref(column)})) = ${person}`;

/** Everything the person page shows about one normalised address. */
export async function findPerson(db: Kysely<Database>, person: string) {
  const [bookings, asGuest, subscription, messages, requests, notes] = await Promise.all([
    db
      .selectFrom('class_registrations as b')
      .innerJoin('class_sessions as s', 's.id', 'b.session_id')
      .innerJoin('classes as c', 'c.id', 'b.class_id')
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
    db
      .selectFrom('booking_guests as g')
      .innerJoin('class_registrations as b', 'b.id', 'g.booking_id')
      .innerJoin('class_sessions as s', 's.id', 'b.session_id')
      .innerJoin('classes as c', 'c.id', 'b.class_id')
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
