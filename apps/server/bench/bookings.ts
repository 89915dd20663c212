/**
 * The booking phase of `npm run bench` (run.ts calls it once per database): a freshly started server on
 * a database of its own (the target's PGlite directory; on PostgreSQL a scratch database created next
 * to DATABASE_URL's and dropped afterwards), with the form rate limit turned off (RATE_LIMIT_FORMS=0)
 * so the bench measures booking, not the limiter. Sessions are added through the admin API, signed in
 * as the demo admin the development seed creates. Measured, with BENCH_BOOKING_CLIENTS (50) clients
 * sending `POST /api/app/class-registration` (one seat, a new email each time):
 *
 * - one session of BENCH_BOOKING_CAPACITY (20) seats (a new one each round): every booking waits for
 *   that session's row lock; the first 20 are confirmed, the rest join the waiting list. Afterwards the
 *   admin API must show exactly that many seats confirmed, and every answered booking stored.
 * - 50 sessions of one class, 10,000 seats each, the clients' bookings in turn over them: no shared
 *   lock, and every booking is confirmed (the dearer path: it also drops that class's cached reads).
 * - the public read `POST /api/app/class {"type":"REGULAR"}` alone, then while such bookings run on a
 *   workshop (whose reads are dropped, not this list), then on a regular class (whose bookings drop this
 *   very list, on each confirmed booking), then a bare node:http server answering its bytes.
 *
 * BENCH_BOOKING_ROUNDS (3) rounds of BENCH_BOOKING_SECONDS (5) each, after a warm-up of each load.
 *
 * BENCH_BOOKING_SCENARIO=spread measures only the 50 sessions: their bookings, the read alone, the read
 * while they are booked (a workshop: the read stays cached) and the bare server. BENCH_EMAIL_THREADS
 * (e.g. `0,1`) runs the phase once per value of the server's EMAIL_RENDER_THREADS (0: emails rendered on
 * the request's event loop, as before the worker pool), each on a fresh server and database.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase, DEMO_ADMIN } from '@app/db';
import superjson from 'superjson';
import { spawnBareServer } from './bare-body';
import { processCpuTime } from './process-cpu';

const SECONDS = Number(process.env.BENCH_BOOKING_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_BOOKING_ROUNDS ?? 3));
const CLIENTS = Number(process.env.BENCH_BOOKING_CLIENTS ?? 50);
const CAPACITY = Number(process.env.BENCH_BOOKING_CAPACITY ?? 20);
/** Read connections next to the booking clients: the first of BENCH_CONNECTIONS, as in the read phase. */
const READ_CONNECTIONS = Number((process.env.BENCH_CONNECTIONS ?? '50').split(',')[0]);
const SPREAD_SESSIONS = 50;
const SPREAD_ONLY = process.env.BENCH_BOOKING_SCENARIO === 'spread';
/** EMAIL_RENDER_THREADS values to run the phase with; none: the server's default. */
const EMAIL_THREADS = (process.env.BENCH_EMAIL_THREADS ?? '')
  .split(',')
  .map((value) => value.trim())
  .filter((value) => /^\d+$/.test(value));
/** The most seats a session may have (the contract's limit): nothing is waitlisted in the spread load. */
const SPREAD_CAPACITY = 10_000;
const READ_LOAD = fileURLToPath(new URL('./read-load.ts', import.meta.url));
const READ = { path: '/api/app/class', body: '{"type":"REGULAR"}' };
const JSON_HEADERS = { 'content-type': 'application/json' };
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface Server {
  base: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** run.ts's process helpers (it runs on import, so it is not imported here). */
export interface BenchProcesses {
  startServer(env: Record<string, string>): Promise<Server>;
  freePort(): Promise<number>;
  waitFor(url: string, child: ChildProcess): Promise<void>;
  stop(child: ChildProcess): Promise<void>;
}

export interface BookingReport {
  bookingRows: string[];
  checks: string[];
  readRows: string[];
  cpuRows: string[];
}

if (![SECONDS, CLIENTS, CAPACITY, READ_CONNECTIONS].every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error('BENCH_BOOKING_SECONDS, _CLIENTS, _CAPACITY and BENCH_CONNECTIONS must be positive integers');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const load1 = () => (loadavg()[0] ?? 0).toFixed(1);

/** CPU time (user + system, all threads) a process has used so far, in ms; 0 once it is gone. */
function cpuMs(pid: number | string): number {
  try {
    return processCpuTime(pid, 1000);
  } catch {
    return 0;
  }
}

/** CPU used so far by the server, by every PostgreSQL process on this machine, and by the bench itself. */
function cpuNow(serverPid: number | undefined) {
  let postgres = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') postgres += cpuMs(pid);
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    postgres = Number.NaN;
  }
  const bench = process.cpuUsage();
  return {
    server: serverPid === undefined ? Number.NaN : cpuMs(serverPid),
    postgres,
    bench: (bench.user + bench.system) / 1000,
  };
}
type CpuReading = ReturnType<typeof cpuNow>;

/** CPU per booking (ms) in each process over booking loads, from readings taken around each. */
interface CpuPerBooking {
  server: number[];
  postgres: number[];
  bench: number[];
}

/** A booking load with the CPU each process spent on it, per answered booking. */
async function measuredBookingLoad(server: Server, slug: string, sessionIds: number[], into: CpuPerBooking) {
  const before: CpuReading = cpuNow(server.child.pid);
  const started = performance.now();
  const run = await bookingLoad(server.base, slug, sessionIds);
  const after = cpuNow(server.child.pid);
  const answered = run.perSecond * ((performance.now() - started) / 1000);
  if (answered > 0) {
    into.server.push((after.server - before.server) / answered);
    into.postgres.push((after.postgres - before.postgres) / answered);
    into.bench.push((after.bench - before.bench) / answered);
  }
  return run;
}

function cpuRow(label: string, cpu: CpuPerBooking): string {
  const server = median(cpu.server);
  const postgres = median(cpu.postgres);
  const bench = median(cpu.bench);
  const cores = availableParallelism();
  // At 100 bookings/s, the share of the machine's cores the server and PostgreSQL spend on bookings.
  const share = ((server + postgres) * 100) / (cores * 1000);
  const row =
    `| ${label} | ${ms(Number(server.toFixed(1)))} | ${ms(Number(postgres.toFixed(1)))} | ` +
    `${ms(Number(bench.toFixed(1)))} | ${(share * 100).toFixed(0)} % of ${cores} cores | ${load1()} |`;
  console.error(row);
  return row;
}

/** The back office over HTTP as the SPA calls it: tRPC with superjson, a bearer token of the demo admin. */
export async function adminClient(base: string) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  if (!login.ok) throw new Error(`signing in as the demo admin: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
  const answer = async <T>(path: string, response: Response): Promise<T> => {
    const body = (await response.json()) as { result?: { data: Parameters<typeof superjson.deserialize>[0] } };
    if (!response.ok || !body.result) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return superjson.deserialize<T>(body.result.data);
  };
  return {
    mutate: async <T>(path: string, input: unknown) =>
      answer<T>(
        path,
        await fetch(`${base}/trpc/${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(superjson.serialize(input)),
        }),
      ),
    query: async <T>(path: string, input: unknown) =>
      answer<T>(
        path,
        await fetch(`${base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`, {
          headers,
        }),
      ),
  };
}
type Admin = Awaited<ReturnType<typeof adminClient>>;

interface BenchClass {
  id: number;
  slug: string;
}

/** The first published class of a type, from the public list. */
async function firstClass(base: string, type: 'REGULAR' | 'WORKSHOP_AND_EVENT'): Promise<BenchClass> {
  const response = await fetch(`${base}/api/app/class`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ type }),
  });
  const { result } = (await response.json()) as { result: BenchClass[] };
  const klass = result[0];
  if (!klass) throw new Error(`no published ${type} class to book`);
  return { id: klass.id, slug: klass.slug };
}

let sessionsAdded = 0;

/** A session of the class, one hour at 10:07 in the class's time zone, on its own day from 60 days ahead. */
async function addSession(admin: Admin, classId: number, capacity: number): Promise<number> {
  const day = new Date(Date.now() + (60 + sessionsAdded++) * 86_400_000).toISOString().slice(0, 10);
  const session = await admin.mutate<{ id: number }>('admin.sessions.create', {
    classId,
    startsAt: `${day}T10:07`,
    endsAt: `${day}T11:07`,
    capacity,
  });
  return session.id;
}

/** A spread: SPREAD_SESSIONS new sessions of the class, SPREAD_CAPACITY seats each. */
async function addSpreadSessions(admin: Admin, classId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < SPREAD_SESSIONS; i++) ids.push(await addSession(admin, classId, SPREAD_CAPACITY));
  return ids;
}

interface SessionSeats {
  id: number;
  capacity: number | null;
  seatsTaken: number;
  waitlisted: number;
}

async function seatsOf(admin: Admin, classId: number, ids: number[]): Promise<SessionSeats[]> {
  const rows: SessionSeats[] = [];
  for (let page = 1; ; page++) {
    const list = await admin.query<{
      rows: Array<Omit<SessionSeats, 'waitlisted'> & { seatsWaitlisted: number }>;
      total: number;
    }>('admin.sessions.list', { classId, pageSize: 100, page });
    // The list names them `seatsWaitlisted` (AdminSession).
    rows.push(...list.rows.map((row) => ({ ...row, waitlisted: row.seatsWaitlisted })));
    if (page * 100 >= list.total) break;
  }
  const wanted = new Set(ids);
  return rows.filter((row) => wanted.has(row.id));
}

interface BookingRun {
  perSecond: number;
  p50: number;
  p99: number;
  confirmed: number;
  waitlisted: number;
  /** Answers other than 200, and requests that got no answer, by status or error. */
  others: Map<string, number>;
  /** Requests that got no answer (a socket error): each may or may not have been stored. */
  unanswered: number;
}

let emails = 0;

/** The value at or below which `share` of the sorted values lie (nearest rank). */
const percentile = (sorted: number[], share: number) =>
  sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/**
 * CLIENTS clients, each booking one seat with a new email, waiting for its answer, then booking again,
 * over `sessionIds` in turn, until SECONDS have passed; the bookings under way then are answered and
 * counted too (autocannon would drop them, and what is stored could no longer be matched to answers).
 */
async function bookingLoad(base: string, slug: string, sessionIds: number[]): Promise<BookingRun> {
  const run: BookingRun = {
    perSecond: 0,
    p50: 0,
    p99: 0,
    confirmed: 0,
    waitlisted: 0,
    others: new Map(),
    unanswered: 0,
  };
  const tally = (key: string) => run.others.set(key, (run.others.get(key) ?? 0) + 1);
  const latencies: number[] = [];
  let turn = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const body = JSON.stringify({
        slug,
        sessionId: sessionIds[turn++ % sessionIds.length],
        name: 'Bench Client',
        email: `bench-${process.pid}-${++emails}@example.com`,
        phone: '+62 812 3456 7890',
        seats: 1,
        consent: true,
      });
      const sent = performance.now();
      try {
        const response = await fetch(`${base}/api/app/class-registration`, {
          method: 'POST',
          headers: JSON_HEADERS,
          body,
        });
        const text = await response.text();
        latencies.push(performance.now() - sent);
        const status =
          response.status === 200 ? (JSON.parse(text) as { result: { status: string } }).result.status : null;
        if (status === 'confirmed') run.confirmed++;
        else if (status === 'waitlisted') run.waitlisted++;
        else tally(status ? `200 ${status}` : String(response.status));
      } catch (error) {
        run.unanswered++;
        tally(`no answer (${error instanceof Error ? (error.cause ?? error.message) : error})`);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  latencies.sort((a, b) => a - b);
  run.perSecond = (run.confirmed + run.waitlisted) / ((performance.now() - started) / 1000);
  run.p50 = percentile(latencies, 0.5);
  run.p99 = percentile(latencies, 0.99);
  return run;
}

interface ReadRun {
  rps: number;
  p99: number;
  errors: number;
}

/**
 * The read for SECONDS, from autocannon in a child process (read-load.ts): the booking clients run on
 * this process's event loop, and one loop driving both would cap the read by the bench, not the server.
 * `ready` resolves once the child is about to start, so a load beside it starts with it.
 */
function startReadLoad(base: string): { ready: Promise<void>; done: Promise<ReadRun> } {
  const child = spawn(process.execPath, ['--import', 'tsx', READ_LOAD], {
    env: {
      ...process.env,
      READ_LOAD: JSON.stringify({
        url: `${base}${READ.path}`,
        body: READ.body,
        headers: JSON_HEADERS,
        connections: READ_CONNECTIONS,
        duration: SECONDS,
      }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    if (output.startsWith('ready\n')) markReady();
  });
  const done = new Promise<ReadRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      markReady();
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as ReadRun);
      else reject(new Error(`read-load.ts ended with ${code}: ${output}`));
    });
  });
  return { ready, done };
}

const readLoad = (base: string): Promise<ReadRun> => startReadLoad(base).done;

/** The read on `readBase` while bookings run on `bookBase` beside it, both for SECONDS. */
async function readWhileBooking(readBase: string, bookBase: string, slug: string, sessionIds: number[]) {
  const read = startReadLoad(readBase);
  await read.ready;
  const [result, bookings] = await Promise.all([read.done, bookingLoad(bookBase, slug, sessionIds)]);
  return { read: result, bookings };
}

/** A bare node:http server answering the read's bytes, headers included, as run.ts's comparison does. */
async function startBare(base: string, processes: BenchProcesses) {
  const sample = await fetch(`${base}${READ.path}`, {
    method: 'POST',
    body: READ.body,
    headers: { ...JSON_HEADERS, 'accept-encoding': 'identity' },
  });
  const bytes = Buffer.from(await sample.arrayBuffer());
  const headers = Object.fromEntries([...sample.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name)));
  const port = await processes.freePort();
  const child = spawnBareServer(port, bytes, headers);
  const bareBase = `http://127.0.0.1:${port}`;
  try {
    await processes.waitFor(`${bareBase}/`, child);
  } catch (error) {
    await processes.stop(child);
    throw error;
  }
  return { base: bareBase, stop: () => processes.stop(child) };
}

const count = (runs: BookingRun[], pick: (run: BookingRun) => number) => runs.reduce((n, run) => n + pick(run), 0);

function othersOf(runs: BookingRun[]): string {
  const totals = new Map<string, number>();
  for (const run of runs) for (const [status, n] of run.others) totals.set(status, (totals.get(status) ?? 0) + n);
  return totals.size ? [...totals].map(([status, n]) => `${status}: ${n}`).join(', ') : 'none';
}

function bookingRow(label: string, scenario: string, runs: BookingRun[]): string {
  const row =
    `| ${label} | ${scenario} | ${CLIENTS} | ${median(runs.map((r) => r.perSecond)).toFixed(0)} | ` +
    `${ms(median(runs.map((r) => r.p50)))} | ${ms(median(runs.map((r) => r.p99)))} | ` +
    `${count(runs, (r) => r.confirmed)} | ${count(runs, (r) => r.waitlisted)} | ${othersOf(runs)} | ${load1()} |`;
  console.error(row);
  return row;
}

/** Stored seats must match the answers: every booking answered is stored, none that was not answered. */
const matches = (stored: number, answered: number, unanswered: number) =>
  stored >= answered && stored <= answered + unanswered;
const unansweredNote = (unanswered: number) => (unanswered ? ` (+ up to ${unanswered} unanswered)` : '');

/**
 * Each one-session round's session holds exactly CAPACITY confirmed seats, never more, CAPACITY answers
 * said `confirmed`, and every answered booking (confirmed or waitlisted) is stored.
 */
function checkOneSession(label: string, sessions: SessionSeats[], runs: BookingRun[]): string {
  const exact = sessions.filter((s) => s.seatsTaken === CAPACITY && s.capacity === CAPACITY).length;
  const over = sessions.filter((s) => s.seatsTaken > (s.capacity ?? Number.POSITIVE_INFINITY)).length;
  const answered = count(runs, (r) => r.confirmed + r.waitlisted);
  const unanswered = count(runs, (r) => r.unanswered);
  const stored = sessions.reduce((n, s) => n + s.seatsTaken + s.waitlisted, 0);
  const answeredConfirmed = count(runs, (r) => r.confirmed);
  const ok =
    exact === sessions.length &&
    over === 0 &&
    answeredConfirmed === CAPACITY * runs.length &&
    matches(stored, answered, unanswered);
  return (
    `${ok ? 'OK' : 'FAILED'} ${label}, one session: ${exact} of ${sessions.length} sessions of ${CAPACITY} seats hold exactly ` +
    `${CAPACITY} confirmed seats, ${over} over capacity; ${answeredConfirmed} answers \`confirmed\`; ` +
    `${stored} bookings stored (confirmed + waitlisted) for ${answered} answered${unansweredNote(unanswered)}`
  );
}

/** What a spread of sessions was answered over all the loads that booked it. */
interface Answered {
  confirmed: number;
  unanswered: number;
}

/** Counts a run's answers into `into`; answers the run. */
function countAnswers(into: Answered, run: BookingRun): BookingRun {
  into.confirmed += run.confirmed;
  into.unanswered += run.unanswered;
  return run;
}

/** Nothing over capacity, nothing waitlisted (10,000 seats each), and every confirmed answer stored. */
function checkSpread(label: string, name: string, sessions: SessionSeats[], answered: Answered): string {
  const over = sessions.filter((s) => s.seatsTaken > (s.capacity ?? Number.POSITIVE_INFINITY)).length;
  const stored = sessions.reduce((n, s) => n + s.seatsTaken, 0);
  const waitlisted = sessions.reduce((n, s) => n + s.waitlisted, 0);
  const ok =
    over === 0 &&
    waitlisted === 0 &&
    sessions.length === SPREAD_SESSIONS &&
    matches(stored, answered.confirmed, answered.unanswered);
  return (
    `${ok ? 'OK' : 'FAILED'} ${label}, ${name} (${sessions.length} sessions): ${stored} confirmed seats stored for ` +
    `${answered.confirmed} answers \`confirmed\`${unansweredNote(answered.unanswered)}, ${waitlisted} waitlisted, ` +
    `${over} sessions over capacity`
  );
}

function readRow(label: string, condition: string, runs: ReadRun[], bare: ReadRun[], bookings: BookingRun[] = []) {
  const ratios = runs.map((run, i) => run.rps / (bare[i]?.rps ?? Number.NaN));
  const row =
    `| ${label} | ${condition} | ${READ_CONNECTIONS} | ${median(runs.map((r) => r.rps)).toFixed(0)} | ` +
    `${ms(median(runs.map((r) => r.p99)))} | ${bookings.length ? median(bookings.map((b) => b.perSecond)).toFixed(0) : '–'} | ` +
    `${bare.length ? median(ratios).toFixed(2) : '–'} | ${runs.reduce((n, r) => n + r.errors, 0)} | ${load1()} |`;
  console.error(row);
  return row;
}

/** The whole phase on one database (once per BENCH_EMAIL_THREADS value); `env` is the target's (PGLITE_DIR, or DATABASE_URL). */
export async function benchBookings(
  label: string,
  env: Record<string, string>,
  processes: BenchProcesses,
): Promise<BookingReport> {
  if (EMAIL_THREADS.length === 0) return benchBookingsOnce(label, env, processes);
  const reports: BookingReport[] = [];
  for (const threads of EMAIL_THREADS) {
    const named = `${label}, ${threads === '0' ? 'emails on the event loop' : `emails in ${threads} worker thread${threads === '1' ? '' : 's'}`}`;
    reports.push(await benchBookingsOnce(named, { ...env, EMAIL_RENDER_THREADS: threads }, processes));
  }
  return {
    bookingRows: reports.flatMap((r) => r.bookingRows),
    checks: reports.flatMap((r) => r.checks),
    readRows: reports.flatMap((r) => r.readRows),
    cpuRows: reports.flatMap((r) => r.cpuRows),
  };
}

async function benchBookingsOnce(
  label: string,
  env: Record<string, string>,
  processes: BenchProcesses,
): Promise<BookingReport> {
  const scratch = env.DATABASE_URL ? await createScratchDatabase(env.DATABASE_URL, 'bench_bookings') : null;
  try {
    const server = await processes.startServer({
      ...env,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      RATE_LIMIT_FORMS: '0',
    });
    try {
      return await (SPREAD_ONLY ? measureSpread : measure)(label, server, processes);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch?.drop();
  }
}

/**
 * Runs `measure` beside a bare server answering the read (`startBare`), the read warmed first on the
 * server and then on the bare one, which stops after.
 */
async function withWarmBare<T>(
  base: string,
  processes: BenchProcesses,
  measure: (bare: { base: string }) => Promise<T>,
): Promise<T> {
  await readLoad(base);
  const bare = await startBare(base, processes);
  try {
    await readLoad(bare.base);
    return await measure(bare);
  } finally {
    await bare.stop();
  }
}

/** BENCH_BOOKING_SCENARIO=spread: the 50 sessions of a workshop, and the cached read beside them. */
async function measureSpread(label: string, server: Server, processes: BenchProcesses): Promise<BookingReport> {
  const admin = await adminClient(server.base);
  const workshop = await firstClass(server.base, 'WORKSHOP_AND_EVENT');
  const sessions = await addSpreadSessions(admin, workshop.id);
  const answered = { confirmed: 0, unanswered: 0 };
  countAnswers(answered, await bookingLoad(server.base, workshop.slug, sessions));
  return withWarmBare(server.base, processes, async (bare) => {
    const spreadRuns: BookingRun[] = [];
    const beside: BookingRun[] = [];
    const besideBare: BookingRun[] = [];
    const cpu: CpuPerBooking = { server: [], postgres: [], bench: [] };
    const reads = {
      alone: [] as ReadRun[],
      workshop: [] as ReadRun[],
      bare: [] as ReadRun[],
      bareBeside: [] as ReadRun[],
    };
    for (let round = 0; round < ROUNDS; round++) {
      spreadRuns.push(countAnswers(answered, await measuredBookingLoad(server, workshop.slug, sessions, cpu)));
      reads.alone.push(await readLoad(server.base));
      const withWorkshop = await readWhileBooking(server.base, server.base, workshop.slug, sessions);
      reads.workshop.push(withWorkshop.read);
      beside.push(countAnswers(answered, withWorkshop.bookings));
      const bareWithWorkshop = await readWhileBooking(bare.base, server.base, workshop.slug, sessions);
      reads.bareBeside.push(bareWithWorkshop.read);
      besideBare.push(countAnswers(answered, bareWithWorkshop.bookings));
      reads.bare.push(await readLoad(bare.base));
    }
    const spreadName = `${SPREAD_SESSIONS} sessions of one class, ${SPREAD_CAPACITY.toLocaleString('en')} seats each`;
    return {
      bookingRows: [
        bookingRow(label, spreadName, spreadRuns),
        bookingRow(label, `${spreadName}, beside the read (workshop class)`, beside),
        bookingRow(label, `${spreadName}, beside the bare server's read`, besideBare),
      ],
      checks: [checkSpread(label, 'workshop spread', await seatsOf(admin, workshop.id, sessions), answered)],
      readRows: [
        readRow(label, 'read alone', reads.alone, reads.bare),
        readRow(label, 'while a workshop class is booked (this list stays cached)', reads.workshop, reads.bare, beside),
        readRow(
          label,
          'the same, ratio to the bare server read beside the same bookings',
          reads.workshop,
          reads.bareBeside,
          beside,
        ),
        readRow(label, 'bare node:http server, same bytes', reads.bare, []),
        readRow(label, 'bare node:http server while the workshop is booked', reads.bareBeside, [], besideBare),
      ],
      cpuRows: [cpuRow(label, cpu)],
    };
  });
}

async function measure(label: string, server: Server, processes: BenchProcesses): Promise<BookingReport> {
  const admin = await adminClient(server.base);
  const workshop = await firstClass(server.base, 'WORKSHOP_AND_EVENT');
  const regular = await firstClass(server.base, 'REGULAR');
  const workshopSessions = await addSpreadSessions(admin, workshop.id);
  const regularSessions = await addSpreadSessions(admin, regular.id);
  const answered = { workshop: { confirmed: 0, unanswered: 0 }, regular: { confirmed: 0, unanswered: 0 } };

  // Warm-up: the JIT, the pools and the cached read settle before anything is measured.
  countAnswers(answered.workshop, await bookingLoad(server.base, workshop.slug, workshopSessions));
  await bookingLoad(server.base, workshop.slug, [await addSession(admin, workshop.id, CAPACITY)]);
  return withWarmBare(server.base, processes, async (bare) => {
    const one: BookingRun[] = [];
    const oneSessions: number[] = [];
    const spreadRuns: BookingRun[] = [];
    const reads = {
      alone: [] as ReadRun[],
      workshop: [] as ReadRun[],
      regular: [] as ReadRun[],
      bare: [] as ReadRun[],
    };
    const beside = { workshop: [] as BookingRun[], regular: [] as BookingRun[] };
    const cpu: CpuPerBooking = { server: [], postgres: [], bench: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const session = await addSession(admin, workshop.id, CAPACITY);
      oneSessions.push(session);
      one.push(await bookingLoad(server.base, workshop.slug, [session]));
      spreadRuns.push(
        countAnswers(answered.workshop, await measuredBookingLoad(server, workshop.slug, workshopSessions, cpu)),
      );
      reads.alone.push(await readLoad(server.base));
      const withWorkshop = await readWhileBooking(server.base, server.base, workshop.slug, workshopSessions);
      reads.workshop.push(withWorkshop.read);
      beside.workshop.push(countAnswers(answered.workshop, withWorkshop.bookings));
      const withRegular = await readWhileBooking(server.base, server.base, regular.slug, regularSessions);
      reads.regular.push(withRegular.read);
      beside.regular.push(countAnswers(answered.regular, withRegular.bookings));
      reads.bare.push(await readLoad(bare.base));
    }
    const spreadName = `${SPREAD_SESSIONS} sessions of one class, ${SPREAD_CAPACITY.toLocaleString('en')} seats each`;
    return {
      bookingRows: [
        bookingRow(label, `one session of ${CAPACITY} seats (the rest waitlisted)`, one),
        bookingRow(label, spreadName, spreadRuns),
        bookingRow(label, `${spreadName}, beside the read (workshop class)`, beside.workshop),
        bookingRow(label, `${spreadName}, beside the read (regular class)`, beside.regular),
      ],
      checks: [
        checkOneSession(label, await seatsOf(admin, workshop.id, oneSessions), one),
        checkSpread(label, 'workshop spread', await seatsOf(admin, workshop.id, workshopSessions), answered.workshop),
        checkSpread(label, 'regular spread', await seatsOf(admin, regular.id, regularSessions), answered.regular),
      ],
      readRows: [
        readRow(label, 'read alone', reads.alone, reads.bare),
        readRow(
          label,
          'while a workshop class is booked (this list stays cached)',
          reads.workshop,
          reads.bare,
          beside.workshop,
        ),
        readRow(
          label,
          'while a regular class is booked (this list is dropped at each booking)',
          reads.regular,
          reads.bare,
          beside.regular,
        ),
        readRow(label, 'bare node:http server, same bytes', reads.bare, []),
      ],
      cpuRows: [cpuRow(label, cpu)],
    };
  });
}

/** The phase's tables and checks, for the bench's report. */
export function formatBookings(reports: BookingReport[]): string {
  return [
    `Bookings: ${CLIENTS} clients, one seat per booking, a new email each; ${ROUNDS} rounds of ${SECONDS} s ` +
      '(medians over the rounds; counts summed); the form rate limit is off (RATE_LIMIT_FORMS=0)',
    '',
    '| database | sessions booked | clients | bookings/s | p50 ms | p99 ms | confirmed | waitlisted | other answers | load |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...reports.flatMap((r) => r.bookingRows),
    '',
    ...reports.flatMap((r) => r.checks),
    '',
    `The read POST /api/app/class {"type":"REGULAR"} at ${READ_CONNECTIONS} connections, alone and while ${CLIENTS} ` +
      'clients book (ratio = read req/s ÷ the bare server’s, median of the rounds)',
    '',
    '| database | condition | connections | read req/s | read p99 ms | bookings/s beside | ratio to bare | errors | load |',
    '|---|---|---|---|---|---|---|---|---|',
    ...reports.flatMap((r) => r.readRows),
    '',
    'CPU per booking (ms, median of the rounds of the spread load alone): the server process (all its threads, ' +
      'the email worker included), every PostgreSQL process on the machine (0 on PGlite, which runs in the ' +
      'server), and the bench’s own booking clients; and what 100 bookings/s would take of the machine',
    '',
    '| database | server ms | PostgreSQL ms | bench clients ms | server + PostgreSQL at 100 bookings/s | load |',
    '|---|---|---|---|---|---|',
    ...reports.flatMap((r) => r.cpuRows),
  ].join('\n');
}
