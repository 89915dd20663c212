import { type Kysely, sql } from 'kysely';

/**
 * Bookings are for a dated session of a class, not for the class: capacity is counted per session.
 *
 * - `class_sessions`: one row per meeting (start and end instants; an optional capacity that overrides
 *   the class's; scheduled or cancelled). `(class_id, starts_at)` is unique, so the weekly generator can
 *   insert with `ON CONFLICT DO NOTHING` from any number of nodes at once.
 * - `class_registrations` become bookings of a session: `session_id`, a manage link's token (its SHA-256
 *   only), when it was cancelled, promoted from the waiting list, checked in, and how it was made.
 * - `private_session_requests`: a private session is asked for, then proposed and confirmed by staff.
 * - `classes.cancel_cutoff_hours`: how long before the start a booking can still be cancelled online.
 *
 * Existing registrations move to their class's first upcoming session, computed from the weekly day and
 * time (or a workshop's first date) in the class's own time zone with PostgreSQL's zone rules; a class
 * without a future date keeps each registration against a session dated when it was made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE classes
    ADD COLUMN cancel_cutoff_hours integer NOT NULL DEFAULT 12 CHECK (cancel_cutoff_hours BETWEEN 0 AND 720)`.execute(
    db,
  );
  await sql`CREATE TABLE class_sessions (
    id serial PRIMARY KEY,
    class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    capacity integer CHECK (capacity > 0),
    status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
    kind text NOT NULL DEFAULT 'manual' CHECK (kind IN ('generated', 'manual', 'private')),
    note text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT class_sessions_class_start_key UNIQUE (class_id, starts_at),
    CONSTRAINT class_sessions_order CHECK (ends_at > starts_at)
  )`.execute(db);
  await sql`CREATE INDEX class_sessions_starts_idx ON class_sessions (starts_at)`.execute(db);

  await sql`ALTER TABLE class_registrations
    ADD COLUMN session_id integer REFERENCES class_sessions (id) ON DELETE RESTRICT,
    ADD COLUMN manage_token_hash text UNIQUE,
    ADD COLUMN source text NOT NULL DEFAULT 'web' CHECK (source IN ('web', 'walk-in', 'staff', 'private-request')),
    ADD COLUMN cancelled_at timestamptz,
    ADD COLUMN promoted_at timestamptz,
    ADD COLUMN checked_in_at timestamptz`.execute(db);
  await sql`CREATE INDEX class_registrations_session_idx ON class_registrations (session_id, status, created_at, id)`.execute(
    db,
  );

  await sql`CREATE TABLE private_session_requests (
    id serial PRIMARY KEY,
    class_id integer NOT NULL REFERENCES classes (id) ON DELETE RESTRICT,
    name text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL,
    preferred_times text NOT NULL,
    preferred_dates date[] NOT NULL DEFAULT '{}',
    message text,
    status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'proposed', 'confirmed', 'declined')),
    proposed_starts_at timestamptz,
    session_id integer REFERENCES class_sessions (id) ON DELETE RESTRICT,
    registration_id integer REFERENCES class_registrations (id) ON DELETE RESTRICT,
    locale text NOT NULL DEFAULT 'en',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX private_session_requests_status_idx ON private_session_requests (status, created_at)`.execute(
    db,
  );

  await moveRegistrationsToSessions(db);
  await sql`ALTER TABLE class_registrations ALTER COLUMN session_id SET NOT NULL`.execute(db);
}

/** A class's minutes per session as stored: end minus start time, else its duration, else an hour. */
const lengthMinutes = sql`coalesce(
  nullif(
    greatest(0, extract(epoch FROM ((c.extend_info->>'endTime')::time - (c.extend_info->>'startTime')::time)) / 60),
    0
  ),
  (c.extend_info->>'durationMinutes')::int,
  60
)`;

async function moveRegistrationsToSessions(db: Kysely<any>): Promise<void> {
  // The first upcoming start of each class that has registrations: the next weekday at the weekly time
  // (REGULAR), or the first date of a workshop still ahead; wall-clock times in the class's zone.
  await sql`
    WITH classes_with_registrations AS (
      SELECT c.id, c.extend_info, ${lengthMinutes} AS minutes,
        coalesce(nullif(c.extend_info->>'timeZone', ''), 'Asia/Jakarta') AS zone
      FROM classes c
      WHERE EXISTS (SELECT 1 FROM class_registrations r WHERE r.class_id = c.id)
        AND c.extend_info->>'startTime' IS NOT NULL
        AND (c.extend_info->>'day' IS NOT NULL OR c.extend_info->>'startDate' IS NOT NULL)
    ),
    candidates AS (
      SELECT id, minutes, zone,
        CASE
          WHEN extend_info->>'day' IS NOT NULL THEN (
            SELECT ((today.d + offs) + (extend_info->>'startTime')::time) AT TIME ZONE zone
            FROM (SELECT (now() AT TIME ZONE zone)::date AS d) today,
              generate_series(0, 7) offs
            WHERE extract(isodow FROM today.d + offs) = array_position(
                ARRAY['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
                extend_info->>'day'
              )
              AND ((today.d + offs) + (extend_info->>'startTime')::time) AT TIME ZONE zone > now()
            ORDER BY offs
            LIMIT 1
          )
          ELSE ((extend_info->>'startDate')::date + (extend_info->>'startTime')::time) AT TIME ZONE zone
        END AS starts_at
      FROM classes_with_registrations
    )
    INSERT INTO class_sessions (class_id, starts_at, ends_at, kind)
    SELECT id, starts_at, starts_at + make_interval(mins => minutes::int), 'generated'
    FROM candidates
    WHERE starts_at > now()
    ON CONFLICT (class_id, starts_at) DO NOTHING
  `.execute(db);
  await sql`
    UPDATE class_registrations r
    SET session_id = (
      SELECT s.id FROM class_sessions s
      WHERE s.class_id = r.class_id AND s.starts_at > now()
      ORDER BY s.starts_at
      LIMIT 1
    )
    WHERE r.session_id IS NULL
  `.execute(db);
  // No future date: a session dated at the registration itself, so nothing is lost.
  await sql`
    INSERT INTO class_sessions (class_id, starts_at, ends_at, kind, note)
    SELECT DISTINCT r.class_id, date_trunc('minute', r.created_at),
      date_trunc('minute', r.created_at) + make_interval(mins => ${lengthMinutes}::int),
      CASE WHEN c.class_type = 'PRIVATE_SESSION' THEN 'private' ELSE 'manual' END,
      'Kept for registrations made before sessions had dates'
    FROM class_registrations r JOIN classes c ON c.id = r.class_id
    WHERE r.session_id IS NULL
    ON CONFLICT (class_id, starts_at) DO NOTHING
  `.execute(db);
  await sql`
    UPDATE class_registrations r
    SET session_id = s.id
    FROM class_sessions s
    WHERE r.session_id IS NULL AND s.class_id = r.class_id AND s.starts_at = date_trunc('minute', r.created_at)
  `.execute(db);
  await sql`UPDATE class_registrations SET cancelled_at = updated_at WHERE status = 'cancelled' AND cancelled_at IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE private_session_requests`.execute(db);
  await sql`ALTER TABLE class_registrations
    DROP COLUMN session_id,
    DROP COLUMN manage_token_hash,
    DROP COLUMN source,
    DROP COLUMN cancelled_at,
    DROP COLUMN promoted_at,
    DROP COLUMN checked_in_at`.execute(db);
  await sql`DROP TABLE class_sessions`.execute(db);
  await sql`ALTER TABLE classes DROP COLUMN cancel_cutoff_hours`.execute(db);
}
