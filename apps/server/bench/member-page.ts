/**
 * `npx tsx apps/server/bench/member-page.ts`: how long "My bookings" takes to answer for a member who
 * holds MEMBER_BOOKINGS (default 200) bookings (past and upcoming, across the seeded classes) and a few
 * private-session requests: MEMBER_REQUESTS (default 200) requests of `GET /api/app/my-bookings` with the
 * member's cookie after MEMBER_WARMUP (20), on a seeded PGlite in a temporary directory (or on
 * DATABASE_URL's PostgreSQL, whose data it then adds to). The app in-process (`app.inject`), rate limits
 * off, jobs not running. Prints the median, the 90th percentile and the slowest, and the answer's size,
 * for docs/benchmarks.md. The page itself is private: the server renders its shell, the list comes from
 * this answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendMemberLinks } from '@app/api/server';
import { COOKIE_NAMES } from '@app/contract';
import { createDb, migrateToLatest, seed } from '@app/db';
import superjson from 'superjson';
import { benchConfig, inProcessApp } from './in-process-app';

const BOOKINGS = Math.max(1, Number(process.env.MEMBER_BOOKINGS ?? 200));
const REQUESTS = Math.max(1, Number(process.env.MEMBER_REQUESTS ?? 200));
const WARMUP = Number(process.env.MEMBER_WARMUP ?? 20);
const EMAIL = `bench-member-${Date.now()}@ruangteduh.example`;
const HOUR = 3_600_000;

const dir = mkdtempSync(join(tmpdir(), 'bench-member-'));
const db = await createDb(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: join(dir, 'pglite') },
);
try {
  await migrateToLatest(db.db);
  await seed(db.db, { admin: true, onlyIfEmpty: true });
  const app = await inProcessApp(db, {
    loginPerIp: 0,
    loginPerEmail: 0,
    formsPerMinute: 0,
    passwordResetsPerHour: 0,
    memberLinksPerHour: 0,
    memberLinksPerIpPerHour: 0,
  });

  // One session per booking, a day apart, half of them past: the member's years with the studio.
  const classes = await db.db.selectFrom('classes').select(['id']).where('status', '=', 'published').execute();
  const start = Date.now() - (BOOKINGS / 2) * 24 * HOUR;
  for (let i = 0; i < BOOKINGS; i++) {
    const classId = classes[i % classes.length]!.id;
    const startsAt = new Date(Math.floor((start + i * 24 * HOUR) / 60_000) * 60_000 + 7 * 60_000);
    const session = await db.db
      .insertInto('class_sessions')
      .values({ class_id: classId, starts_at: startsAt, ends_at: new Date(startsAt.getTime() + HOUR) })
      .onConflict((oc) => oc.columns(['class_id', 'starts_at']).doUpdateSet({ capacity: null }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.db
      .insertInto('class_registrations')
      .values({
        class_id: classId,
        session_id: session.id,
        name: 'Bench Member',
        email: EMAIL,
        phone: '+62 812 0000 0000',
        seats: 1 + (i % 3),
        status: i % 10 === 0 ? 'cancelled' : 'confirmed',
      })
      .execute();
  }
  for (let i = 0; i < 5; i++) {
    await db.db
      .insertInto('private_session_requests')
      .values({
        class_id: classes[0]!.id,
        name: 'Bench Member',
        email: EMAIL,
        phone: '+62 812 0000 0000',
        preferred_times: 'Mornings',
      })
      .execute();
  }

  // Signing in as a member does: the link asked for, the job's email, the link opened.
  await app.inject({
    method: 'POST',
    url: '/api/app/my-bookings/link',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: EMAIL }),
  });
  await sendMemberLinks(db.db, { publicUrl: benchConfig.publicUrl, site: benchConfig.site }, new Date());
  const mail = await db.db
    .selectFrom('email_outbox')
    .select('body_text')
    .where('to_address', '=', EMAIL)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/my-bookings\/sign-in\/([A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1];
  if (!token) throw new Error('no sign-in link was emailed');
  const signedIn = await app.inject({
    method: 'POST',
    url: '/trpc/member.signIn',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(superjson.serialize({ token })),
  });
  const cookie = String(signedIn.headers['set-cookie'] ?? '')
    .split(/,(?=\s*\w+=)/)
    .find((c) => c.trim().startsWith(`${COOKIE_NAMES.member}=`))
    ?.split(';')[0];
  if (!cookie) throw new Error(`no member cookie: ${signedIn.statusCode} ${signedIn.body}`);

  let bytes = 0;
  const read = async () => {
    const started = process.hrtime.bigint();
    const res = await app.inject({ method: 'GET', url: '/api/app/my-bookings', headers: { cookie } });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.statusCode !== 200) throw new Error(`my-bookings answered ${res.statusCode}: ${res.body}`);
    bytes = res.rawPayload.length;
    return ms;
  };
  for (let i = 0; i < WARMUP; i++) await read();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await read());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `GET /api/app/my-bookings, ${BOOKINGS} bookings, ${db.kind}: median ${at(0.5)} ms, p90 ${at(0.9)} ms, ` +
      `slowest ${times.at(-1)!.toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KiB, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  await app.close();
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
