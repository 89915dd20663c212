/**
 * The processes of the soak (run.ts): a private PostgreSQL cluster, server nodes and HAProxy, all on
 * 127.0.0.1 with free ports, each stopped when the soak ends.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../bench/free-port';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const COMPILED = join(ROOT, 'apps/server/dist/server.js');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's PostgreSQL server programs (newest version), else the ones on PATH. */
function postgresBin(program: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', program)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? join(root, versions[0], 'bin', program) : program;
}

export interface Postgres {
  url: string;
  /** pg_ctl start/stop, waiting for it (without blocking the soak's requests meanwhile). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** initdb in `dir`, started on a free port. PostgreSQL refuses to run as root: then it runs as `postgres`. */
export async function startPostgres(dir: string): Promise<Postgres> {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const command = (program: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', postgresBin(program), ...args]] : [postgresBin(program), args];
  const run = async (program: string, args: string[]) => {
    await promisify(execFile)(...command(program, args));
  };
  const port = await freePort();
  const data = join(dir, 'data');
  execFileSync(
    ...command('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C.UTF-8']),
    { stdio: 'pipe' },
  );
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=100`;
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'postgres.log'), '-o', options, '-w', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}

/** The compiled server when it has been built, else its TypeScript through tsx. */
export function nodeCommand(): { args: string[]; label: string } {
  return existsSync(COMPILED)
    ? { args: ['--enable-source-maps', COMPILED], label: 'node --enable-source-maps apps/server/dist/server.js' }
    : { args: ['--import', 'tsx', 'apps/server/src/server.ts'], label: 'node --import tsx apps/server/src/server.ts' };
}

export interface ServerNode {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  log: string;
}

/** Starts one node with `env` on `port` and resolves once it is ready (/readyz 200). */
export async function startNode(
  name: string,
  port: number,
  env: Record<string, string>,
  logFile: string,
): Promise<ServerNode> {
  const child = spawn(process.execPath, nodeCommand().args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const node: ServerNode = { name, port, url: `http://127.0.0.1:${port}`, child, log: '' };
  const keep = (chunk: Buffer) => {
    node.log += chunk;
    if (node.log.length > 200_000) node.log = node.log.slice(-100_000);
    writeFileSync(logFile, chunk, { flag: 'a' });
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitReady(node, 120_000);
  return node;
}

async function waitReady(node: ServerNode, timeoutMs: number) {
  const started = Date.now();
  for (;;) {
    if (node.child.exitCode !== null) throw new Error(`${node.name} exited with ${node.child.exitCode}:\n${node.log}`);
    if (Date.now() - started > timeoutMs)
      throw new Error(`${node.name} was not ready in ${timeoutMs} ms:\n${node.log}`);
    const ok = await fetch(`${node.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, ' ').trim()) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}
