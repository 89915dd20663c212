/**
 * `npm run bench`: the built server's public reads against a bare node:http server answering the same
 * bytes, measured in the same run with autocannon, at each of BENCH_CONNECTIONS (default 50,200)
 * connections: after a BENCH_WARMUP_SECONDS (10) warm-up, BENCH_ROUNDS (5) rounds of BENCH_SECONDS (4)
 * on the app then on the bare server. Then a fresh server's resident memory after a 20,000-request
 * warm-up and after each of BENCH_MEMORY_BATCHES (3) batches of BENCH_MEMORY_REQUESTS (100,000);
 * then the booking phase (bookings.ts), unless BENCH_BOOKINGS=0; then, on PostgreSQL, the front desk of a
 * studio's two years (front-desk.ts), unless BENCH_FRONT_DESK=0; then Lighthouse (mobile) on four public
 * pages, each as it is, with its scripts blocked and as a bare copy, and the public pages' weights
 * (lighthouse.ts), unless BENCH_LIGHTHOUSE=0. BENCH_READS=0 and BENCH_MEMORY=0 skip the first two phases.
 * Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set. Figures go to docs/benchmarks.md.
 *
 * BENCH_SERVER=<file> runs that built server instead of apps/server/dist/server.js (e.g. a build of an
 * earlier commit copied aside, for a before/after on the same machine). Copy the whole build as a
 * `dist` folder (`…/dist/server.js`): the server finds its email worker at `../dist/email-worker.js`,
 * and under apps/server so that its packages resolve.
 *
 * BENCH_CPU_PROF=<dir> starts every server child with `node --cpu-prof --cpu-prof-dir=<dir>`;
 * `npx tsx apps/server/bench/profile-summary.ts <dir>/<file>.cpuprofile` lists its top self-time functions.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { spawnBareServer } from './bare-body';
import { freePort } from './free-port';
import { processCpuTime } from './process-cpu';
import { benchBookings, formatBookings } from './bookings';
import { benchFrontDesk, formatFrontDesk } from './front-desk';
import { findPages, lighthouseReport } from './lighthouse';
import { measureHome } from './web';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);
const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const MEMORY_WARMUP = Number(process.env.BENCH_MEMORY_WARMUP ?? 20_000);
const MEMORY_BATCH = Number(process.env.BENCH_MEMORY_REQUESTS ?? 100_000);
const MEMORY_BATCHES = Math.max(1, Number(process.env.BENCH_MEMORY_BATCHES ?? 3));
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3_000);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const READS = process.env.BENCH_READS !== '0';
const MEMORY = process.env.BENCH_MEMORY !== '0';
const BOOKINGS = process.env.BENCH_BOOKINGS !== '0';
/** BENCH_FRONT_DESK=0 skips the two-year studio's people and reports reads (front-desk.ts). */
const FRONT_DESK = process.env.BENCH_FRONT_DESK !== '0';
/** BENCH_PGLITE=0: PostgreSQL only (DATABASE_URL). */
const PGLITE = process.env.BENCH_PGLITE !== '0';
/**
 * BENCH_BARE=identical (default): the bare server answers byte for byte what the app answered, headers
 * included (security headers, ETag, request id), so the ratio measures the framework, not the headers
 * every production answer must carry. BENCH_BARE=body: only the body, with two headers.
 */
const BARE_IDENTICAL = (process.env.BENCH_BARE ?? 'identical') === 'identical';
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const CPU_PROF = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
// What `npm start` runs: the compiled server (`npm run build`).
const SERVER = process.env.BENCH_SERVER
  ? resolve(process.env.BENCH_SERVER)
  : fileURLToPath(new URL('../dist/server.js', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

if (CONNECTIONS.length === 0) throw new Error(`BENCH_CONNECTIONS must list positive integers, e.g. 50,200`);

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/app/counselor', method: 'GET', path: '/api/app/counselor' },
  { name: 'POST /api/app/class (REGULAR)', method: 'POST', path: '/api/app/class', body: '{"type":"REGULAR"}' },
];

/** Two server-rendered pages, as a first-time visitor's browser asks for them: `/` and the first regular class. */
async function pageEndpoints(base: string): Promise<Endpoint[]> {
  const classPage = (await findPages(base)).find((page) => page.startsWith('/class/'));
  return [
    { name: 'GET / (page)', method: 'GET', path: '/' },
    ...(classPage ? [{ name: 'GET /class/:slug (page)', method: 'GET' as const, path: classPage }] : []),
  ];
}

const headersOf = (endpoint: Endpoint): Record<string, string> =>
  endpoint.body ? { 'content-type': 'application/json' } : {};

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Others may rebuild apps/web/dist while the bench runs (the server reads index.html once at start but
 * the assets on every request): the servers get a private copy, checked to hold every asset it names.
 */
function snapshotWeb(): string {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing: run \`npm run build -w @app/web\` first.`);
  // The server finds the server-rendering bundle beside the browser's build (`../dist-server`).
  const dir = join(mkdtempSync(join(tmpdir(), 'bench-web-')), 'dist');
  cpSync(WEB_DIST, dir, { recursive: true });
  cpSync(join(WEB_DIST, '..', 'dist-server'), join(dir, '..', 'dist-server'), { recursive: true });
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((asset) => !existsSync(join(dir, asset)));
  if (missing.length) {
    rmSync(join(dir, '..'), { recursive: true, force: true });
    throw new Error(`apps/web/dist changed while it was copied (missing ${missing.join(', ')}): run the bench again.`);
  }
  return dir;
}

interface Server {
  base: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const args = ['--enable-source-maps'];
  if (CPU_PROF) args.push('--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`);
  const child = spawn(process.execPath, [...args, SERVER], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/readyz`, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { base, child, stop: () => stop(child) };
}

/** CPU time (user + system, all threads) a process has used so far, in µs; NaN without one. */
function cpuMicros(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    return processCpuTime(pid, 1e6);
  } catch {
    return Number.NaN;
  }
}

/** One autocannon run; `pid` is the server's process, whose CPU time over the run is measured. */
async function load(url: string, endpoint: Endpoint, connections: number, duration = DURATION, pid?: number) {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url: `${url}${endpoint.path}`,
    method: endpoint.method,
    body: endpoint.body,
    headers: headersOf(endpoint),
    connections,
    duration,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    cpu: cpuMicros(pid) - cpuBefore,
  };
}

const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * The app and the bare server are loaded in turn, ROUNDS times, so that whatever else the machine
 * does weighs on both alike; each figure is the median over the rounds, each ratio the median of the
 * rounds' ratios, with the lowest and highest round ratio next to it.
 */
async function throughput(label: string, server: Server): Promise<string[]> {
  const rows: string[] = [];
  for (const endpoint of [...ENDPOINTS, ...(await pageEndpoints(server.base))]) {
    const sample = await fetch(`${server.base}${endpoint.path}`, {
      method: endpoint.method,
      body: endpoint.body,
      // autocannon asks for no encoding; undici's fetch would ask for gzip and the bare server would
      // then replay `content-encoding: gzip` over the uncompressed bytes.
      headers: { ...headersOf(endpoint), 'accept-encoding': 'identity' },
    });
    const bytes = Buffer.from(await sample.arrayBuffer());
    const replayed = BARE_IDENTICAL
      ? Object.fromEntries([...sample.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name)))
      : {};
    const barePort = await freePort();
    const bare = spawnBareServer(barePort, bytes, replayed);
    const bareBase = `http://127.0.0.1:${barePort}`;
    try {
      await waitFor(`${bareBase}/`, bare);
      // Warm-up passes fill caches and let the JIT settle, on both sides.
      await load(server.base, endpoint, CONNECTIONS[0] ?? 50, WARMUP);
      await load(bareBase, endpoint, CONNECTIONS[0] ?? 50, WARMUP);
      for (const connections of CONNECTIONS) {
        const app: Awaited<ReturnType<typeof load>>[] = [];
        const reference: Awaited<ReturnType<typeof load>>[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          app.push(await load(server.base, endpoint, connections, DURATION, server.child.pid));
          reference.push(await load(bareBase, endpoint, connections, DURATION, bare.pid));
        }
        const ratios = app.map((a, i) => a.rps / (reference[i]?.rps ?? Number.NaN));
        const p99Ratios = app.map((a, i) => (reference[i]?.p99 ?? Number.NaN) / a.p99);
        const appP99 = median(app.map((a) => a.p99));
        const bareP99 = median(reference.map((r) => r.p99));
        const perRequest = (runs: typeof app) =>
          runs.reduce((n, r) => n + r.cpu, 0) / runs.reduce((n, r) => n + r.requests, 0);
        const appCpu = perRequest(app);
        const bareCpu = perRequest(reference);
        const row =
          `| ${label} | ${endpoint.name} | ${bytes.length} | ${connections} | ` +
          `${median(app.map((a) => a.rps)).toFixed(0)} | ${ms(appP99)} | ` +
          `${median(reference.map((r) => r.rps)).toFixed(0)} | ${ms(bareP99)} | ` +
          `${median(ratios).toFixed(2)} | ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} | ` +
          `${median(p99Ratios).toFixed(2)} | ${appCpu.toFixed(1)} | ${bareCpu.toFixed(1)} | ${(bareCpu / appCpu).toFixed(2)} | ` +
          `${app.reduce((n, a) => n + a.errors, 0)} | ${(loadavg()[0] ?? 0).toFixed(1)} |`;
        console.error(row);
        rows.push(row);
      }
    } finally {
      await stop(bare);
    }
  }
  return rows;
}

/** VmRSS and VmHWM (peak) of a process, in KiB, from /proc (Linux only). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

const mib = (kib: number) => (kib / 1024).toFixed(1);
const signedMib = (kib: number) => `${kib >= 0 ? '+' : '−'}${mib(Math.abs(kib))}`;

/** Both reads in turn, `amount` requests in all, at the first connection count. */
async function batch(base: string, amount: number) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS[0] ?? 50,
    amount,
    requests: ENDPOINTS.map((e) => ({ method: e.method, path: e.path, body: e.body, headers: headersOf(e) })),
  });
  return result.errors + result.non2xx;
}

/**
 * A fresh server (so the throughput phase's 200-connection bursts do not weigh on its heap): VmRSS after
 * a warm-up, then after each of MEMORY_BATCHES batches of MEMORY_BATCH requests, each SETTLE_MS later.
 */
async function memory(label: string, server: Server): Promise<string> {
  const pid = server.child.pid;
  if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return `| ${label} | /proc is not available |`;
  let errors = await batch(server.base, MEMORY_WARMUP);
  await sleep(SETTLE_MS);
  const readings = [memoryOf(pid)];
  for (let i = 0; i < MEMORY_BATCHES; i++) {
    errors += await batch(server.base, MEMORY_BATCH);
    await sleep(SETTLE_MS);
    readings.push(memoryOf(pid));
  }
  const cells = readings.map((r, i) => {
    const previous = readings[i - 1];
    return previous ? `${mib(r.rss)} (${signedMib(r.rss - previous.rss)})` : mib(r.rss);
  });
  const total = (readings.at(-1)?.rss ?? 0) - (readings[0]?.rss ?? 0);
  const row = `| ${label} | ${cells.join(' | ')} | ${signedMib(total)} | ${mib(readings.at(-1)?.peak ?? 0)} | ${errors} |`;
  console.error(row);
  return row;
}

const RENDERS = Number(process.env.BENCH_RENDERS ?? 40);

/**
 * Server rendering without the page cache: sequential GETs of each page with a query string the page
 * cache does not keep (`?bench=<n>`), so every request renders the page's body again (the API reads it
 * makes are still answered by the content cache). Answers p50 and p99 of the answer time.
 */
async function renderTimes(label: string, server: Server): Promise<string[]> {
  const rows: string[] = [];
  for (const endpoint of await pageEndpoints(server.base)) {
    const times: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const started = performance.now();
      const res = await fetch(`${server.base}${endpoint.path}?bench=${i}`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? Number.NaN;
    const row = `| ${label} | ${endpoint.name} | ${RENDERS} | ${at(0.5).toFixed(1)} | ${at(0.99).toFixed(1)} | ${(loadavg()[0] ?? 0).toFixed(1)} |`;
    console.error(row);
    rows.push(row);
  }
  return rows;
}

async function benchTarget(label: string, env: Record<string, string>) {
  let rows: string[] = [];
  let renderRows: string[] = [];
  if (READS) {
    const server = await startServer(env);
    try {
      if (label === 'PGlite') {
        const home = await measureHome(server.base);
        console.log(
          `Home page: ${(home.jsGzipBytes / 1024).toFixed(1)} KiB of JavaScript (gzip, ${home.jsFiles} files), ` +
            `${home.requestsBeforeContent} requests before content, admin code loaded: ${home.adminCodeLoaded ? 'YES' : 'no'}\n`,
        );
      }
      rows = await throughput(label, server);
      renderRows = await renderTimes(label, server);
    } finally {
      await server.stop();
    }
  }
  let memoryRow: string | null = null;
  if (MEMORY) {
    const fresh = await startServer(env);
    try {
      memoryRow = await memory(label, fresh);
    } finally {
      await fresh.stop();
    }
  }
  const bookings = BOOKINGS ? await benchBookings(label, env, { startServer, freePort, waitFor, stop }) : null;
  return { rows, renderRows, memoryRow, bookings };
}

async function withPglite<T>(run: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  try {
    return await run({ PGLITE_DIR: dir, DATABASE_URL: '' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The commit measured, and how many files differ from it: others may be editing the server meanwhile. */
function sourceState(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        encoding: 'utf8',
        cwd: ROOT,
        env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }, // never take the index lock from under others
      }).trim();
    const changed = git('status', '--porcelain', '--untracked-files=no').split('\n').filter(Boolean).length;
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ` with ${changed} files changed` : ''}`;
  } catch {
    return 'commit unknown';
  }
}

// The booking phase alone asks only the API: it runs without a web build when there is none.
const webDist = READS || LIGHTHOUSE || existsSync(join(WEB_DIST, 'index.html')) ? snapshotWeb() : null;
const source = sourceState();
try {
  const common: Record<string, string> = webDist ? { WEB_DIST: webDist } : {};
  const targets: (() => ReturnType<typeof benchTarget>)[] = PGLITE
    ? [() => withPglite((env) => benchTarget('PGlite', { ...common, ...env }))]
    : [];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) targets.push(() => benchTarget('PostgreSQL', { ...common, DATABASE_URL: databaseUrl }));
  else console.error('DATABASE_URL is not set: skipping the PostgreSQL run.');

  const rows: string[] = [];
  const memoryRows: string[] = [];
  const renderRows: string[] = [];
  const bookingReports: NonNullable<Awaited<ReturnType<typeof benchTarget>>['bookings']>[] = [];
  for (const run of targets) {
    const result = await run();
    rows.push(...result.rows);
    renderRows.push(...result.renderRows);
    if (result.memoryRow) memoryRows.push(result.memoryRow);
    if (result.bookings) bookingReports.push(result.bookings);
  }

  if (READS || MEMORY) {
    console.log(
      [
        `Connections: ${CONNECTIONS.join(', ')}; ${ROUNDS} rounds of ${DURATION} s on the app then ${DURATION} s on the bare server, ` +
          `after a ${WARMUP} s warm-up of each; node ${process.version}; ${source}`,
        `bare server: ${BARE_IDENTICAL ? 'the identical answer, headers included (BENCH_BARE=identical)' : 'the same body with two headers (BENCH_BARE=body)'};`,
        'req/s and p99: medians over the rounds; ratio = app req/s ÷ bare req/s, median of the rounds (range: lowest–highest);',
        'p99 ratio = bare p99 ÷ app p99, median of the rounds (1.00: as fast as bare; higher is better for both);',
        "CPU µs/req = the server process's CPU time (user + system, all threads) over all rounds ÷ requests answered;",
        'CPU ratio = bare ÷ app: the req/s ratio to expect when the server, not the machine, is the limit;',
        `load = the machine's 1-minute load average at the end (the bench itself accounts for about 2; ${cpus().length} cores)`,
        '',
        '| database | endpoint | bytes | connections | app req/s | app p99 ms | bare req/s | bare p99 ms | ratio | ratio range | p99 ratio | app CPU µs/req | bare CPU µs/req | CPU ratio | errors | load |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
        `Server rendering without the page cache (${RENDERS} sequential GETs of each page with a query string the page cache ` +
          'does not keep; its API reads still come from the content cache), answer time in ms:',
        '',
        '| database | page | requests | p50 ms | p99 ms | load |',
        '|---|---|---|---|---|---|',
        ...renderRows,
        '',
        `Resident memory (VmRSS, MiB, and the change since the previous reading) of a freshly started server: after a ` +
          `${MEMORY_WARMUP.toLocaleString('en')}-request warm-up, then after each batch of ${MEMORY_BATCH.toLocaleString('en')} ` +
          `requests (both reads in turn, ${CONNECTIONS[0]} connections), each read ${SETTLE_MS / 1000} s after its batch`,
        '',
        `| database | after warm-up | ${Array.from({ length: MEMORY_BATCHES }, (_, i) => `after batch ${i + 1}`).join(' | ')} | total change | peak (VmHWM) | errors |`,
        `|---|---|${'---|'.repeat(MEMORY_BATCHES)}---|---|---|`,
        ...memoryRows,
      ].join('\n'),
    );
  }
  if (bookingReports.length) console.log(`\n${formatBookings(bookingReports)}`);

  if (FRONT_DESK && databaseUrl) {
    const report = await benchFrontDesk('PostgreSQL', databaseUrl, { startServer, freePort, waitFor, stop });
    console.log(`\n${formatFrontDesk(report)}`);
  } else if (FRONT_DESK) console.error('DATABASE_URL is not set: skipping the front-desk phase (PostgreSQL only).');

  if (LIGHTHOUSE) {
    const report = await withPglite(async (env) => {
      const server = await startServer({ ...common, ...env });
      try {
        return await lighthouseReport(server.base);
      } finally {
        await server.stop();
      }
    });
    console.log(`\n${report}`);
  } else console.error('BENCH_LIGHTHOUSE=0: skipping Lighthouse.');
} finally {
  if (webDist) rmSync(join(webDist, '..'), { recursive: true, force: true });
}
