/**
 * `npx tsx apps/server/bench/forgot-password.ts`: how long "forgot password" takes to answer for a
 * staff address against an unknown one, FORGOT_PAIRS (default 200) pairs in turns (staff first in even
 * pairs, unknown first in odd ones) after FORGOT_WARMUP (20) pairs, on a seeded PGlite in a temporary
 * directory; the app in-process (`app.inject`), its rate limits off and its jobs not running, so every
 * request is answered and none is handled meanwhile. Prints the medians, the 90th percentiles and in
 * how many pairs the staff address was the slower, for docs/benchmarks.md. Both should be alike: the
 * answer comes after queuing the request, whatever the address (the link is made by a job).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, DEMO_ADMIN, migrateToLatest, seed } from '@app/db';
import { inProcessApp } from './in-process-app';

const PAIRS = Math.max(1, Number(process.env.FORGOT_PAIRS ?? 200));
const WARMUP = Number(process.env.FORGOT_WARMUP ?? 20);

const dir = mkdtempSync(join(tmpdir(), 'bench-forgot-'));
const db = await createDb({ pgliteDir: join(dir, 'pglite') });
try {
  await migrateToLatest(db.db);
  await seed(db.db, { admin: true, onlyIfEmpty: true });
  const app = await inProcessApp(db, { loginPerIp: 0, loginPerEmail: 0, formsPerMinute: 0, passwordResetsPerHour: 0 });
  const ask = async (email: string) => {
    const started = process.hrtime.bigint();
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.forgotPassword',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { email } }),
    });
    if (res.statusCode !== 200) throw new Error(`forgotPassword answered ${res.statusCode}: ${res.body}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const staff: number[] = [];
  const unknown: number[] = [];
  let staffSlower = 0;
  for (let i = -WARMUP; i < PAIRS; i++) {
    const other = `nobody-${i + WARMUP}@ruangteduh.example`;
    let s: number;
    let u: number;
    if (i % 2 === 0) {
      s = await ask(DEMO_ADMIN.email);
      u = await ask(other);
    } else {
      u = await ask(other);
      s = await ask(DEMO_ADMIN.email);
    }
    if (i < 0) continue;
    staff.push(s);
    unknown.push(u);
    if (s > u) staffSlower++;
  }
  await app.close();
  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`Forgot password, ${PAIRS} pairs (load average ${loadavg()[0]!.toFixed(1)}):\n`);
  console.log('| address | median | p90 |');
  console.log('|---|---|---|');
  console.log(`| staff | ${ms(quantile(staff, 0.5))} | ${ms(quantile(staff, 0.9))} |`);
  console.log(`| unknown | ${ms(quantile(unknown, 0.5))} | ${ms(quantile(unknown, 0.9))} |`);
  console.log(`\nThe staff address was the slower in ${staffSlower} of ${PAIRS} pairs.`);
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
