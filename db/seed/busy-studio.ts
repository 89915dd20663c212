import { sql } from 'kysely';
import { createDb } from '../src/client';

/**
 * A busy studio's two years, for the front-desk bench (apps/server/bench/front-desk.ts), seeded in SQL
 * in the database with a fixed random seed on a migrated, demo-seeded PostgreSQL database: 40 sessions
 * a week (Tuesday to Sunday, 07:00 to 19:00 on the studio's clock) for 104 weeks back and 4 ahead over
 * the demo's classes, about 35 bookings each (150,000 in all) by 8,000 people whose visits are skewed as
 * a studio's are (a few regulars, many who came once or twice), names in Indonesian and Chinese, guests
 * on one booking in twenty, waiting lists never promoted, cancellations, attendance marked on past
 * sessions, 3,000 newsletter subscribers and 1,500 messages; then ANALYZE, as autovacuum would.
 * One connection: the temporary tables live on it.
 */
const PEOPLE = 8_000;
const WEEKS_BACK = 104;
const WEEKS_AHEAD = 4;
const SESSIONS_PER_WEEK = 40;
const BOOKINGS_PER_SESSION = 35;

const SEED = [
  'SELECT setseed(0.3)',
  // The people: names in the scripts the studio's members write them in.
  `CREATE TEMP TABLE bench_people AS
   SELECT p,
     (ARRAY['Sari','Dewi','Putri','Wati','Ayu','Budi','Agus','Rizky','Siti','Nur','王芳','李娜','张伟','刘洋','陈静','Maria','Ana','Lucas','Chloé','Hugo'])[1 + p % 20]
       || ' ' ||
     (ARRAY['Lestari','Wijaya','Santoso','Hartono','Kusuma','Pratama','Halim','Tan','Lim','Gunawan','Silva','Martin','Dubois','Souza'])[1 + (p / 20) % 14]
       AS name,
     'person' || p || '@example.com' AS email,
     '+62 812 ' || lpad(p::text, 7, '0') AS phone,
     (ARRAY['id','id','id','id','id','en','en','en','zh-CN','es','fr','pt-BR'])[1 + p % 12] AS locale
   FROM generate_series(0, ${PEOPLE - 1}) AS p`,
  `CREATE TEMP TABLE bench_classes AS
   SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
   FROM classes WHERE class_type <> 'PRIVATE_SESSION'`,
  // 40 slots a week: slot s on weekday s % 6 (Tuesday first) at 07:00 + 2 h × (s / 6), one class each.
  `INSERT INTO class_sessions (class_id, starts_at, ends_at, capacity, status, kind, note)
   SELECT c.id, t.starts_at, t.starts_at + interval '75 minutes', 40,
     CASE WHEN (w * ${SESSIONS_PER_WEEK} + s) % 41 = 0 THEN 'cancelled' ELSE 'scheduled' END, 'manual', 'bench'
   FROM generate_series(-${WEEKS_BACK}, ${WEEKS_AHEAD - 1}) AS w,
        generate_series(0, ${SESSIONS_PER_WEEK - 1}) AS s,
        LATERAL (SELECT ((date_trunc('week', now() AT TIME ZONE 'Asia/Jakarta') + w * interval '1 week'
                          + (1 + s % 6) * interval '1 day' + (7 + 2 * (s / 6)) * interval '1 hour')
                         AT TIME ZONE 'Asia/Jakarta') AS starts_at) AS t,
        bench_classes AS c
   WHERE c.n = s % c.total
   ON CONFLICT DO NOTHING`,
  // About 35 bookings a session; a person drawn with a skew (power 1.8), so low numbers are regulars.
  `INSERT INTO class_registrations (class_id, session_id, name, email, phone, seats, status, source, locale,
     created_at, updated_at, cancelled_at, promoted_at, attendance, attendance_marked_at, checked_in_at, late_cancel)
   SELECT s.class_id, s.id, p.name,
     CASE WHEN b.k % 9 = 0 THEN upper(p.email) ELSE p.email END,
     p.phone, b.seats, b.status, b.source, p.locale,
     s.starts_at - b.ahead, s.starts_at - b.ahead,
     CASE WHEN b.status = 'cancelled' THEN s.starts_at - b.ahead / 2 END,
     NULL,
     b.attendance,
     CASE WHEN b.attendance IS NOT NULL THEN s.ends_at END,
     CASE WHEN b.attendance = 'attended' THEN s.starts_at END,
     b.status = 'cancelled' AND b.r < 0.01
   FROM class_sessions AS s
   CROSS JOIN LATERAL (
     SELECT k, r, ahead, seats, status, source,
       CASE WHEN status = 'confirmed' AND s.ends_at < now() AND s.status = 'scheduled'
            THEN CASE WHEN r2 < 0.12 THEN 'no_show' ELSE 'attended' END END AS attendance,
       person
     FROM (
       SELECT k, random() AS r, random() AS r2,
         (1 + floor(random() * 14)) * interval '1 day' AS ahead,
         CASE WHEN random() < 0.05 THEN 2 ELSE 1 END AS seats,
         CASE WHEN random() < 0.9 THEN 'confirmed' WHEN random() < 0.4 THEN 'waitlisted' ELSE 'cancelled' END AS status,
         (ARRAY['web','web','web','web','web','web','web','web','web','web','web','web','web','web','web','web','web','staff','staff','walk-in'])[1 + floor(random() * 20)::int] AS source,
         floor(${PEOPLE} * power(random(), 1.8))::int AS person
       FROM generate_series(1, ${BOOKINGS_PER_SESSION}) AS k
       WHERE s.id > 0
     ) AS drawn
   ) AS b
   JOIN bench_people AS p ON p.p = b.person
   WHERE s.note = 'bench'`,
  `INSERT INTO booking_guests (booking_id, position, name, email, attendance)
   SELECT r.id, 2, 'Tamu ' || r.id, CASE WHEN r.id % 3 = 0 THEN 'guest' || (r.id % 2000) || '@example.com' END,
     CASE WHEN r.attendance IS NOT NULL THEN r.attendance END
   FROM class_registrations AS r WHERE r.seats = 2`,
  `INSERT INTO newsletter_subscribers (email, name, locale, unsubscribe_token, consented_at, confirmed_at, unsubscribed_at, created_at)
   SELECT p.email, p.name, p.locale, md5('bench' || p.p), t.at, t.at + interval '1 hour',
     CASE WHEN p.p % 7 = 0 THEN t.at + interval '90 days' END, t.at
   FROM bench_people AS p, LATERAL (SELECT now() - (p.p % 700) * interval '1 day' AS at) AS t
   WHERE p.p % 8000 < 3000`,
  `INSERT INTO contact_messages (name, email, phone, topic, message, locale, created_at)
   SELECT p.name, p.email, p.phone, NULL, 'Apakah ada kelas pagi minggu depan?', p.locale, now() - (p.p % 700) * interval '1 day'
   FROM bench_people AS p WHERE p.p % 16 < 3`,
  'ANALYZE',
];

export async function seedBusyStudio(url: string): Promise<{ seeded: string; classId: number }> {
  const handle = await createDb({ databaseUrl: url, poolMax: 1 });
  const query = async <R>(statement: string) => (await sql.raw<R>(statement).execute(handle.db)).rows;
  try {
    const started = performance.now();
    for (const statement of SEED) await query(statement);
    const [c] = await query<{ sessions: string; bookings: string; people: string; guests: string }>(
      `SELECT (SELECT count(*) FROM class_sessions) AS sessions,
              (SELECT count(*) FROM class_registrations) AS bookings,
              (SELECT count(DISTINCT lower(btrim(email))) FROM class_registrations) AS people,
              (SELECT count(*) FROM booking_guests) AS guests`,
    );
    const [busiest] = await query<{ id: number }>(
      `SELECT class_id AS id FROM class_sessions WHERE note = 'bench' GROUP BY class_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const seeded =
      `${Number(c?.sessions).toLocaleString('en')} sessions, ${Number(c?.bookings).toLocaleString('en')} bookings, ` +
      `${Number(c?.guests).toLocaleString('en')} guests, ${Number(c?.people).toLocaleString('en')} people who booked ` +
      `(seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`;
    return { seeded, classId: busiest?.id ?? 0 };
  } finally {
    await handle.close();
  }
}
