import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { LocalizedText } from '@app/contract';
import type { Database } from '../schema';

/**
 * Reports (admin /admin/reports): figures of a period of days on the studio's clock, and of the period of
 * as many days just before it, computed in the database (aggregates over indexed ranges of
 * `class_sessions.starts_at`, indexes of 2026_12_13_01_report_indexes); only the figures come back.
 *
 * Definitions shared with people.ts: a person is `lower(btrim(email))` of a booking (erased bookings hold
 * no address: they count in every figure but the people ones); a visit is a confirmed booking of a
 * session, not cancelled, that started by `now` (guests are seats and attendance marks, not visits, as
 * on the people page); a place held on a waiting list for a booking moving there (`moves_booking_id`)
 * is not a booking and counts nowhere.
 *
 * Filters: class, type, facilitator, weekday and hour narrow the sessions (and so their bookings);
 * `language` narrows the bookings only (session and seat figures ignore it). The people figures look at
 * the visits inside the filters, before the period too: with a class filter, "new" is new to that class.
 * "Stopped" uses a person's last visit up to `now`: someone who came back since has not stopped. The
 * newsletter figures are the studio's, whatever the filters.
 */

export interface ReportFilters {
  classId?: number | undefined;
  classType?: string | undefined;
  counselorId?: number | undefined;
  /** ISO weekday (1 Monday … 7 Sunday) of the session's start on the studio's clock. */
  weekday?: number | undefined;
  /** Hour of the session's start on the studio's clock. */
  hour?: number | undefined;
  /** Bookings made in this language (booking and people figures only). */
  language?: string | undefined;
}

export interface ReportPeriods {
  /** The studio's zone (days and hours are on its clock). */
  timeZone: string;
  /** The current period as instants: [from, to), i.e. the first day's 00:00 to the day after the last's. */
  from: Date;
  to: Date;
  /** The previous period: [previousFrom, from). */
  previousFrom: Date;
  /** Its first and last days (YYYY-MM-DD), for "stopped 60 days after their last visit". */
  fromDay: string;
  toDay: string;
  previousFromDay: string;
  now: Date;
}

export type ReportPeriod = 'current' | 'previous';

export interface ReportFigureRow {
  period: ReportPeriod;
  sessions_held: number;
  sessions_upcoming: number;
  sessions_cancelled: number;
  seats_offered: number;
  seats_booked: number;
  attended: number;
  no_shows: number;
  late_cancels: number;
  turned_away: number;
  turned_away_seats: number;
  new_people: number;
  returning_people: number;
  stopped_people: number;
  newsletter_confirmed: number;
  newsletter_unsubscribed: number;
  newsletter_issues_sent: number;
}

/** People who stop: 3 or more visits, then none for this many days. */
export const STOPPED_AFTER_VISITS = 3;
export const STOPPED_AFTER_DAYS = 60;

const local = (zone: string) => sql`(s.starts_at AT TIME ZONE ${zone})`;

/** The session filters (class, type, facilitator, weekday, hour) on `s` (class_sessions) and `c` (classes). */
function sessionFilters(f: ReportFilters, zone: string): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (f.classId !== undefined) parts.push(sql`AND s.class_id = ${f.classId}`);
  if (f.classType !== undefined) parts.push(sql`AND c.class_type = ${f.classType}`);
  if (f.counselorId !== undefined)
    parts.push(
      sql`AND EXISTS (SELECT 1 FROM class_counselors cc WHERE cc.class_id = s.class_id AND cc.counselor_id = ${f.counselorId})`,
    );
  if (f.weekday !== undefined) parts.push(sql`AND extract(isodow FROM ${local(zone)}) = ${f.weekday}`);
  if (f.hour !== undefined) parts.push(sql`AND extract(hour FROM ${local(zone)}) = ${f.hour}`);
  return parts.length ? sql.join(parts, sql` `) : sql``;
}

const languageFilter = (f: ReportFilters) => (f.language !== undefined ? sql`AND b.locale = ${f.language}` : sql``);

/**
 * The sessions of both periods (one indexed range of `starts_at`), each with its period, its seats
 * (its own capacity, else its class's; a class without a limit offers no countable seats) and its
 * starting weekday and hour on the studio's clock.
 */
function periodSessions(p: ReportPeriods, f: ReportFilters) {
  return sql`
    SELECT s.id, s.class_id, s.status, s.starts_at,
      CASE WHEN s.starts_at >= ${p.from} THEN 'current' ELSE 'previous' END AS period,
      coalesce(s.capacity, c.capacity, 0) AS capacity,
      extract(isodow FROM ${local(p.timeZone)})::int AS weekday,
      extract(hour FROM ${local(p.timeZone)})::int AS hour
    FROM class_sessions s JOIN classes c ON c.id = s.class_id
    WHERE s.starts_at >= ${p.previousFrom} AND s.starts_at < ${p.to} ${sessionFilters(f, p.timeZone)}`;
}

/**
 * A booking was turned away when its session (not cancelled) started while it was still on the waiting
 * list and it was never promoted. A booking cancelled while waiting cannot be told from one cancelled
 * after it was confirmed (a booking confirmed at once has no `promoted_at` either, and nothing records
 * the status it was cancelled from), so a cancelled booking is never counted: the figure is those still
 * `waitlisted` now, the same rule as the person page's "waitlisted, never promoted".
 */
const turnedAwayBooking = (now: Date) =>
  sql`b.status = 'waitlisted' AND b.promoted_at IS NULL AND s.status = 'scheduled' AND s.starts_at <= ${now}`;

/** The figures of the current and the previous period: one statement, one row per period. */
export async function reportFigures(
  db: Kysely<Database>,
  p: ReportPeriods,
  f: ReportFilters,
): Promise<ReportFigureRow[]> {
  const zone = p.timeZone;
  // Visits of the filtered sessions in the language asked for, by `now` and before the period's end.
  // Grouped by the address as written first (one line per spelling, not per booking), normalised after.
  const visits = sql`
    SELECT b.email, count(*) AS visits, min(s.starts_at) AS first_visit, max(s.starts_at) AS last_visit,
      count(*) FILTER (WHERE s.starts_at >= ${p.from}) AS current_visits,
      count(*) FILTER (WHERE s.starts_at >= ${p.previousFrom} AND s.starts_at < ${p.from}) AS previous_visits
    FROM class_registrations b
    JOIN class_sessions s ON s.id = b.session_id
    JOIN classes c ON c.id = s.class_id
    WHERE b.status = 'confirmed' AND b.moves_booking_id IS NULL AND b.erased_at IS NULL
      AND s.status = 'scheduled' AND s.starts_at <= ${p.now} AND s.starts_at < ${p.to}
      ${sessionFilters(f, zone)} ${languageFilter(f)}
    GROUP BY b.email`;
  // One pass over the visits, grouped by person: only people whose last visit lies after this can be new,
  // returning or stopped in either period.
  const windowStart = new Date(p.previousFrom.getTime() - (STOPPED_AFTER_DAYS + 1) * 86_400_000);
  // Three statements run side by side (each its own connection on PostgreSQL): the sessions and their
  // bookings, the guests' marks, and the people and newsletter figures; joined here by period.
  type NewsletterFigure = 'newsletter_confirmed' | 'newsletter_unsubscribed' | 'newsletter_issues_sent';
  const periods = sql`
    periods (period, starts, ends, first_day, last_day) AS (
      VALUES ('current', ${p.from}::timestamptz, ${p.to}::timestamptz, ${p.fromDay}::date, ${p.toDay}::date),
        ('previous', ${p.previousFrom}::timestamptz, ${p.from}::timestamptz, ${p.previousFromDay}::date,
          ${p.fromDay}::date - 1)
    )`;
  const [booked, guests, people] = await Promise.all([
    sql<Omit<ReportFigureRow, 'new_people' | 'returning_people' | 'stopped_people' | NewsletterFigure>>`
    WITH sessions AS (${periodSessions(p, f)}),
    session_figures AS (
      SELECT period,
        count(*) FILTER (WHERE status = 'scheduled' AND starts_at <= ${p.now})::int AS sessions_held,
        count(*) FILTER (WHERE status = 'scheduled' AND starts_at > ${p.now})::int AS sessions_upcoming,
        count(*) FILTER (WHERE status = 'cancelled')::int AS sessions_cancelled,
        coalesce(sum(capacity) FILTER (WHERE status = 'scheduled'), 0)::int AS seats_offered
      FROM sessions GROUP BY period
    ),
    bookings AS (
      SELECT s.period, b.id, b.status, b.seats, b.attendance, b.late_cancel,
        (b.status = 'confirmed' AND s.status = 'scheduled') AS booked,
        (${turnedAwayBooking(p.now)}) AS turned_away
      FROM sessions s JOIN class_registrations b ON b.session_id = s.id
      WHERE b.moves_booking_id IS NULL ${languageFilter(f)}
    ),
    booking_figures AS (
      SELECT period,
        coalesce(sum(seats) FILTER (WHERE booked), 0)::int AS seats_booked,
        count(*) FILTER (WHERE booked AND attendance = 'attended')::int AS attended,
        count(*) FILTER (WHERE booked AND attendance = 'no_show')::int AS no_shows,
        count(*) FILTER (WHERE late_cancel)::int AS late_cancels,
        count(*) FILTER (WHERE turned_away)::int AS turned_away,
        coalesce(sum(seats) FILTER (WHERE turned_away), 0)::int AS turned_away_seats
      FROM bookings GROUP BY period
    ),
    ${periods}
    SELECT pr.period,
      coalesce(sf.sessions_held, 0) AS sessions_held,
      coalesce(sf.sessions_upcoming, 0) AS sessions_upcoming,
      coalesce(sf.sessions_cancelled, 0) AS sessions_cancelled,
      coalesce(sf.seats_offered, 0) AS seats_offered,
      coalesce(bf.seats_booked, 0) AS seats_booked,
      coalesce(bf.attended, 0) AS attended,
      coalesce(bf.no_shows, 0) AS no_shows,
      coalesce(bf.late_cancels, 0) AS late_cancels,
      coalesce(bf.turned_away, 0) AS turned_away,
      coalesce(bf.turned_away_seats, 0) AS turned_away_seats
    FROM periods pr
    LEFT JOIN session_figures sf ON sf.period = pr.period
    LEFT JOIN booking_figures bf ON bf.period = pr.period`.execute(db),
    sql<{ period: string; attended: number; no_shows: number }>`
      -- From the marked guests (a few thousand rows) to their bookings and sessions, by primary keys.
      SELECT CASE WHEN s.starts_at >= ${p.from} THEN 'current' ELSE 'previous' END AS period,
        count(*) FILTER (WHERE g.attendance = 'attended')::int AS attended,
        count(*) FILTER (WHERE g.attendance = 'no_show')::int AS no_shows
      FROM booking_guests g
      JOIN class_registrations b ON b.id = g.booking_id
      JOIN class_sessions s ON s.id = b.session_id
      JOIN classes c ON c.id = s.class_id
      WHERE g.attendance IS NOT NULL AND b.status = 'confirmed' AND b.moves_booking_id IS NULL
        AND s.status = 'scheduled' AND s.starts_at >= ${p.previousFrom} AND s.starts_at < ${p.to}
        ${sessionFilters(f, zone)} ${languageFilter(f)}
      GROUP BY 1`.execute(db),
    sql<
      Pick<ReportFigureRow, 'new_people' | 'returning_people' | 'stopped_people' | NewsletterFigure> & {
        period: string;
      }
    >`
    WITH people AS (
      SELECT lower(btrim(email)) AS person, sum(visits) AS visits, min(first_visit) AS first_visit,
        max(last_visit) AS last_visit, sum(current_visits) AS current_visits, sum(previous_visits) AS previous_visits
      FROM (${visits}) v
      WHERE btrim(email) <> ''
      GROUP BY 1
      HAVING max(last_visit) >= ${windowStart}
    ),
    stopped AS (
      SELECT person, ((last_visit AT TIME ZONE ${zone})::date + ${STOPPED_AFTER_DAYS}::int) AS stop_day
      FROM people
      WHERE visits >= ${STOPPED_AFTER_VISITS}
        AND last_visit + make_interval(days => ${STOPPED_AFTER_DAYS}::int) <= ${p.now}
    ),
    ${periods}
    SELECT pr.period,
      (SELECT count(*) FROM people WHERE first_visit >= pr.starts AND first_visit < pr.ends)::int AS new_people,
      (SELECT count(*) FROM people WHERE first_visit < pr.starts
        AND CASE pr.period WHEN 'current' THEN current_visits ELSE previous_visits END > 0)::int AS returning_people,
      (SELECT count(*) FROM stopped WHERE stop_day BETWEEN pr.first_day AND pr.last_day)::int AS stopped_people,
      (SELECT count(*) FROM newsletter_subscribers
        WHERE confirmed_at >= pr.starts AND confirmed_at < pr.ends)::int AS newsletter_confirmed,
      (SELECT count(*) FROM newsletter_subscribers
        WHERE unsubscribed_at >= pr.starts AND unsubscribed_at < pr.ends)::int AS newsletter_unsubscribed,
      (SELECT count(*) FROM newsletter_issues
        WHERE status = 'sent' AND sent_at >= pr.starts AND sent_at < pr.ends)::int AS newsletter_issues_sent
    FROM periods pr`.execute(db),
  ]);
  return booked.rows.map((row) => {
    const guest = guests.rows.find((g) => g.period === row.period);
    const person = people.rows.find((g) => g.period === row.period);
    return {
      ...row,
      attended: row.attended + (guest?.attended ?? 0),
      no_shows: row.no_shows + (guest?.no_shows ?? 0),
      new_people: person?.new_people ?? 0,
      returning_people: person?.returning_people ?? 0,
      stopped_people: person?.stopped_people ?? 0,
      newsletter_confirmed: person?.newsletter_confirmed ?? 0,
      newsletter_unsubscribed: person?.newsletter_unsubscribed ?? 0,
      newsletter_issues_sent: person?.newsletter_issues_sent ?? 0,
      period: row.period as ReportPeriod,
    };
  });
}

export interface TurnedAwayRow {
  class_id: number;
  title: LocalizedText;
  hour: number;
  bookings: number;
  seats: number;
}

export interface ReportBreakdowns {
  turnedAway: TurnedAwayRow[];
  heatMap: Array<{ weekday: number; hour: number; seats: number }>;
  bySource: Array<{ source: string; bookings: number; seats: number }>;
  byLanguage: Array<{ language: string; bookings: number; seats: number }>;
}

/**
 * The current period's breakdowns: turned-away demand per class and starting hour (most bookings
 * first), and the confirmed bookings of sessions not cancelled (the ones `seatsBooked` counts) by
 * weekday and hour, by source and by language.
 */
export async function reportBreakdowns(
  db: Kysely<Database>,
  p: ReportPeriods,
  f: ReportFilters,
): Promise<ReportBreakdowns> {
  const current = { ...p, previousFrom: p.from };
  const bookings = sql`
    WITH sessions AS (${periodSessions(current, f)})
    SELECT s.class_id, s.status AS session_status, s.starts_at, s.weekday, s.hour, b.status, b.promoted_at,
      b.seats, b.source, b.locale
    FROM sessions s JOIN class_registrations b ON b.session_id = s.id
    WHERE b.moves_booking_id IS NULL ${languageFilter(f)}`;
  // The three breakdowns of the confirmed bookings in one pass (GROUPING SETS), beside the turned away.
  const [turnedAway, booked] = await Promise.all([
    sql<TurnedAwayRow>`
      WITH t AS (
        SELECT class_id, hour, count(*)::int AS bookings, sum(seats)::int AS seats
        FROM (${bookings}) b
        WHERE status = 'waitlisted' AND promoted_at IS NULL AND session_status = 'scheduled'
          AND starts_at <= ${p.now}
        GROUP BY class_id, hour
      )
      SELECT t.class_id, c.title, t.hour, t.bookings, t.seats
      FROM t JOIN classes c ON c.id = t.class_id
      ORDER BY t.bookings DESC, t.seats DESC, t.class_id, t.hour`.execute(db),
    sql<{
      kind: 'heat' | 'source' | 'language';
      weekday: number | null;
      hour: number | null;
      key: string | null;
      bookings: number;
      seats: number;
    }>`
      SELECT CASE WHEN GROUPING(weekday, hour) = 0 THEN 'heat' WHEN GROUPING(source) = 0 THEN 'source' ELSE 'language' END AS kind,
        weekday, hour, coalesce(source, locale) AS key, count(*)::int AS bookings, coalesce(sum(seats), 0)::int AS seats
      FROM (${bookings}) b WHERE status = 'confirmed' AND session_status = 'scheduled'
      GROUP BY GROUPING SETS ((weekday, hour), (source), (locale))`.execute(db),
  ]);
  const rows = (kind: string) => booked.rows.filter((row) => row.kind === kind);
  const heatMap = rows('heat')
    .filter((row) => row.seats > 0)
    .map((row) => ({ weekday: row.weekday ?? 0, hour: row.hour ?? 0, seats: row.seats }))
    .sort((x, y) => x.weekday - y.weekday || x.hour - y.hour);
  const byCount = (x: { bookings: number; key: string }, y: { bookings: number; key: string }) =>
    y.bookings - x.bookings || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0);
  const counted = (kind: string) =>
    rows(kind)
      .map((row) => ({ key: row.key ?? '', bookings: row.bookings, seats: row.seats }))
      .sort(byCount);
  const bySource = counted('source').map(({ key, bookings, seats }) => ({ source: key, bookings, seats }));
  const byLanguage = counted('language').map(({ key, bookings, seats }) => ({ language: key, bookings, seats }));
  return { turnedAway: turnedAway.rows, heatMap, bySource, byLanguage };
}
