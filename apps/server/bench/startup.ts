/**
 * `npx tsx apps/server/bench/startup.ts`: the server run through tsx (`node --import tsx src/server.ts`)
 * against the compiled one (`node --enable-source-maps dist/server.js`, `npm run build`), in turns on
 * one seeded PGlite directory, STARTUP_ROUNDS (default 5) times each:
 *   - start-up: from spawn to the first 200 of /readyz (polled every 10 ms), the database already
 *     migrated and seeded, so it is the code's load and the app's set-up that are timed; and the server
 *     process's CPU time by then (on a busy machine the wall time is mostly waiting for a core; tsx's
 *     esbuild service is a child process whose CPU is not counted, but tsx caches its transforms);
 *   - CPU per cached read: after STARTUP_WARMUP (50) requests, STARTUP_READS (1,000) sequential requests
 *     of each read, one connection; the server process's user + system CPU time (/proc, Linux only) over
 *     them, divided by their number.
 * Prints a Markdown table for docs/benchmarks.md (medians, lowest–highest round).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { processCpuTime } from './process-cpu';

const ROUNDS = Math.max(1, Number(process.env.STARTUP_ROUNDS ?? 5));
const WARMUP = Number(process.env.STARTUP_WARMUP ?? 50);
const READS = Math.max(1, Number(process.env.STARTUP_READS ?? 1_000));
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

const VARIANTS = {
  tsx: ['--import', 'tsx', 'src/server.ts'],
  compiled: ['--enable-source-maps', 'dist/server.js'],
} as const;
type Variant = keyof typeof VARIANTS;

const CACHED_READS = [
  { name: 'GET /api/app/counselor', path: '/api/app/counselor' },
  { name: 'GET / (server-rendered, cached)', path: '/' },
];

/** CPU time (user + system, all threads) a process has used so far, in µs. */
const cpuMicros = (pid: number) => processCpuTime(pid, 1e6);

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Spawns a server and returns it with the milliseconds from spawn to its first 200 on /readyz. */
async function start(variant: Variant, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, [...VARIANTS[variant]], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${variant} exited with ${child.exitCode}`);
    if (performance.now() - began > 180_000) throw new Error(`${variant}: no answer within 180 s`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const startupMs = performance.now() - began;
  return { child, base, startupMs, startupCpuMs: cpuMicros(child.pid!) / 1000 };
}

async function cpuPerRead(child: ChildProcess, url: string): Promise<number> {
  const get = async () => {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  };
  for (let i = 0; i < WARMUP; i++) await get();
  const before = cpuMicros(child.pid!);
  for (let i = 0; i < READS; i++) await get();
  return (cpuMicros(child.pid!) - before) / READS;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const figure = (values: number[], digits = 0) =>
  `**${median(values).toFixed(digits)}** (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

async function main() {
  for (const built of ['dist/server.js', '../web/dist/index.html', '../web/dist-server/entry-server.js'])
    if (!existsSync(join(SERVER_DIR, built))) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  const env = { PGLITE_DIR: join(dir, 'pglite') };
  try {
    // The first start migrates and seeds; it is not counted.
    const first = await start('compiled', env);
    await stop(first.child);

    const results: Record<Variant, { startup: number[]; startupCpu: number[]; reads: number[][] }> = {
      tsx: { startup: [], startupCpu: [], reads: CACHED_READS.map(() => []) },
      compiled: { startup: [], startupCpu: [], reads: CACHED_READS.map(() => []) },
    };
    const loads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of Object.keys(VARIANTS) as Variant[]) {
        loads.push(loadavg()[0]!);
        const server = await start(variant, env);
        results[variant].startup.push(server.startupMs);
        results[variant].startupCpu.push(server.startupCpuMs);
        for (const [i, read] of CACHED_READS.entries())
          results[variant].reads[i]!.push(await cpuPerRead(server.child, `${server.base}${read.path}`));
        await stop(server.child);
        console.error(`round ${round + 1} ${variant}: ${server.startupMs.toFixed(0)} ms to /readyz`);
      }
    }
    const header = [
      'how it runs',
      'start-up to first /readyz 200 (ms)',
      'CPU time used by then (ms)',
      ...CACHED_READS.map((r) => `CPU per ${r.name} (µs)`),
    ];
    const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
    for (const variant of Object.keys(VARIANTS) as Variant[]) {
      const r = results[variant];
      lines.push(
        `| \`node ${VARIANTS[variant].join(' ')}\` | ${figure(r.startup)} | ${figure(r.startupCpu)} | ${r.reads.map((v) => figure(v)).join(' | ')} |`,
      );
    }
    console.log(
      `\n${ROUNDS} rounds each, in turns; ${READS} sequential reads per round after ${WARMUP}; Node ${process.version}; ` +
        `1-minute load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n\n${lines.join('\n')}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
