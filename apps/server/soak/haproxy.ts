/**
 * HAProxy for the soak: deploy/haproxy.cfg itself, with its listening address, stats socket and node
 * addresses rewritten to local ones (nothing else changes, so the soak tests the committed file).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './cluster';
import { SOAK_REQUEST_HEADER } from './load';

const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

export interface Balancer {
  url: string;
  child: ChildProcess;
  socket: string;
}

function localConfig(port: number, socket: string, nodePorts: number[]): string {
  const template = readFileSync(join(ROOT, 'deploy/haproxy.cfg'), 'utf8');
  let servers = 0;
  const config = template
    .replace(/^(\s*)bind :80\b.*$/m, `$1bind 127.0.0.1:${port}`)
    .replace(/^(\s*stats socket )\S+/m, `$1${socket}`)
    // Every request in haproxy.log (the soak's record of which answer came from where), with the soak's
    // name for it (X-Soak-Request, in the line's `{…}`): the node of a request no answer names.
    .replace(/^(\s*log stdout format raw local0) notice$/m, '$1 info')
    .replace(/^(frontend web\n)/m, `$1    http-request capture req.hdr(${SOAK_REQUEST_HEADER}) len 40\n`)
    .replace(/^(\s*server (node\d+) )\S+/gm, (_line, start: string) => {
      const nodePort = nodePorts[servers++];
      if (nodePort === undefined) throw new Error('deploy/haproxy.cfg names more nodes than the soak starts');
      return `${start}127.0.0.1:${nodePort}`;
    });
  if (servers !== nodePorts.length)
    throw new Error(`deploy/haproxy.cfg names ${servers} nodes, not ${nodePorts.length}`);
  if (!config.includes(`bind 127.0.0.1:${port}`) || !config.includes(socket) || !config.includes(SOAK_REQUEST_HEADER))
    throw new Error('deploy/haproxy.cfg has no `bind :80`, `stats socket` or `frontend web` line to rewrite');
  return config;
}

export async function startHaproxy(dir: string, port: number, nodePorts: number[]): Promise<Balancer> {
  const socket = join(dir, 'haproxy.sock');
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, localConfig(port, socket, nodePorts));
  const logFile = join(dir, 'haproxy.log');
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => writeFileSync(logFile, chunk, { flag: 'a' });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const balancer = { url: `http://127.0.0.1:${port}`, child, socket };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}; see ${logFile}`);
    const states = await serverStates(balancer).catch(() => null);
    if (states && [...states.values()].filter((s) => s === 'UP').length === nodePorts.length) return balancer;
    if (Date.now() - started > 30_000) throw new Error(`haproxy did not see every node UP: ${JSON.stringify(states)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const client = connect(socket, () => client.end(`${command}\n`));
    client.on('data', (chunk) => {
      answer += chunk;
    });
    client.on('end', () => resolve(answer));
    client.on('error', reject);
  });
}

/** Each server of the `nodes` backend and its state as HAProxy sees it (UP, DOWN, UP 1/2 …). */
export async function serverStates(balancer: Balancer): Promise<Map<string, string>> {
  const csv = await ask(balancer.socket, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const states = new Map<string, string>();
  for (const row of rows) {
    const cells = row.split(',');
    const server = cells[at('svname')];
    if (cells[at('pxname')] === 'nodes' && server && server !== 'BACKEND')
      states.set(server, cells[at('status')] ?? '');
  }
  return states;
}

/** HAProxy's count of log lines it could not write (the soak reads each request's node from them). */
export async function droppedLogLines(balancer: Balancer): Promise<number> {
  const info = await ask(balancer.socket, 'show info');
  return Number(/^DroppedLogs: (\d+)$/m.exec(info)?.[1] ?? 0);
}
