import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Retention (docs/privacy.md): the people, by normalised address `lower(btrim(email))` as the people list
 * groups them, whose latest activity is older than the retention period. Activity: a booking (made, or
 * its session's start), a guest place with their address, a newsletter subscription (signed up,
 * confirmed, left), a contact message, a private-session request (sent, or the date proposed). Someone
 * still subscribed, or holding a place in a session still to come (their booking or a guest place), is
 * active whatever the dates. Rows already erased name nobody and count for no one. Computed in the
 * database; only the addresses of one batch come back.
 */
export async function findInactivePeople(
  db: Kysely<Database>,
  options: { now: Date; months: number; limit: number; person?: string },
): Promise<string[]> {
  const { now, months } = options;
  const onePerson = options.person === undefined ? sql`` : sql`AND person = lower(btrim(${options.person}))`;
  const result = await sql<{ person: string }>`
    WITH activity AS (
      SELECT lower(btrim(r.email)) AS person, greatest(r.created_at, s.starts_at) AS at,
        (r.status IN ('confirmed', 'waitlisted') AND s.starts_at > ${now}) AS holds
      FROM class_registrations r JOIN class_sessions s ON s.id = r.session_id
      WHERE r.erased_at IS NULL
      UNION ALL
      SELECT lower(btrim(g.email)), greatest(g.created_at, s.starts_at),
        (r.status IN ('confirmed', 'waitlisted') AND s.starts_at > ${now})
      FROM booking_guests g
        JOIN class_registrations r ON r.id = g.booking_id
        JOIN class_sessions s ON s.id = r.session_id
      WHERE g.email IS NOT NULL
      UNION ALL
      SELECT lower(btrim(email)), greatest(created_at, confirmed_at, unsubscribed_at), unsubscribed_at IS NULL
      FROM newsletter_subscribers
      UNION ALL
      SELECT lower(btrim(email)), created_at, false FROM contact_messages WHERE erased_at IS NULL
      UNION ALL
      SELECT lower(btrim(email)), greatest(created_at, proposed_starts_at), false
      FROM private_session_requests WHERE erased_at IS NULL
    )
    SELECT person FROM activity
    WHERE person <> '' ${onePerson}
    GROUP BY person
    HAVING max(at) < ${now}::timestamptz - make_interval(months => ${months}::int) AND NOT bool_or(holds)
    ORDER BY person
    LIMIT ${options.limit}
  `.execute(db);
  return result.rows.map((row) => row.person);
}

/** Holds, until the transaction ends, a lock on one person's address (nodes erasing at once take turns). */
export async function lockPerson(db: Kysely<Database>, person: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`person:${person}`}))`.execute(db);
}
