/**
 * `npm run bench`: public reads of the built server against a bare node:http server answering the
 * same bytes, measured in the same run with autocannon (50 connections, 10 s each). Runs on PGlite,
 * and on PostgreSQL too when DATABASE_URL is set. Figures go to docs/benchmarks.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { measureHome } from './web';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const BARE = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

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

async function load(url: string, endpoint: Endpoint) {
  const result = await autocannon({
    url: `${url}${endpoint.path}`,
    method: endpoint.method,
    body: endpoint.body,
    headers: endpoint.body ? { 'content-type': 'application/json' } : {},
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function benchTarget(label: string, env: Record<string, string>) {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const rows: string[] = [];
  try {
    await waitFor(`${base}/readyz`, server);
    if (label === 'PGlite') {
      const home = await measureHome(base);
      console.log(
        `Home page: ${(home.jsGzipBytes / 1024).toFixed(1)} KiB of JavaScript (gzip, ${home.jsFiles} files), ` +
          `${home.requestsBeforeContent} requests before content, admin code loaded: ${home.adminCodeLoaded ? 'YES' : 'no'}\n`,
      );
    }
    for (const endpoint of ENDPOINTS) {
      const sample = await fetch(`${base}${endpoint.path}`, {
        method: endpoint.method,
        body: endpoint.body,
        headers: endpoint.body ? { 'content-type': 'application/json' } : {},
      });
      const bytes = await sample.text();
      const barePort = await freePort();
      const bare = spawn(process.execPath, ['--import', 'tsx', BARE], {
        env: { ...process.env, BARE_PORT: String(barePort), BARE_BODY: bytes },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await waitFor(`http://127.0.0.1:${barePort}/`, bare);
        await load(base, endpoint); // warm-up pass fills caches and JIT
        const app = await load(base, endpoint);
        const reference = await load(`http://127.0.0.1:${barePort}`, endpoint);
        const ratio = app.rps / reference.rps;
        rows.push(
          `| ${label} | ${endpoint.name} | ${bytes.length} | ${app.rps.toFixed(0)} | ${app.p99} | ${reference.rps.toFixed(0)} | ${reference.p99} | ${ratio.toFixed(2)} | ${app.errors} |`,
        );
      } finally {
        await stop(bare);
      }
    }
  } finally {
    await stop(server);
  }
  return rows;
}

const header = [
  `Connections: ${CONNECTIONS}, duration: ${DURATION} s per measurement, node ${process.version}`,
  '',
  '| database | endpoint | bytes | app req/s | app p99 ms | bare req/s | bare p99 ms | ratio | errors |',
  '|---|---|---|---|---|---|---|---|---|',
];
const rows: string[] = [];
const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
try {
  rows.push(...(await benchTarget('PGlite', { PGLITE_DIR: pgliteDir, DATABASE_URL: '' })));
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL)
  rows.push(...(await benchTarget('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL })));
else console.error('DATABASE_URL is not set: skipping the PostgreSQL run.');
console.log([...header, ...rows].join('\n'));
