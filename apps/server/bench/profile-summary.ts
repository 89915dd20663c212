/**
 * `npx tsx apps/server/bench/profile-summary.ts <file.cpuprofile> [top]`: the functions with the most
 * self time in a V8 CPU profile (as written by `node --cpu-prof`, e.g. with BENCH_CPU_PROF=<dir>), and
 * the same grouped by package.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const all = [...selfMicros.values()].reduce((a, b) => a + b, 0);

/** Where a frame comes from: a package name, node's internals, the project's own code, or V8. */
function origin(url: string): string {
  if (!url) return '(V8 / native)';
  if (url.startsWith('node:')) return 'node: internals';
  const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match?.[1]) return match[1];
  const own = url.match(/\/(apps\/[^/]+|packages\/[^/]+|db)\//);
  return own?.[1] ?? url;
}

const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^file:\/\/.*?\/(node_modules|apps|packages|db)\//, '$1/')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  functions.set(key, (functions.get(key) ?? 0) + micros);
  const pkg = origin(url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
}

// Percentages are of the busy time: a server waiting for the next request is not what is profiled.
const idle = functions.get('(idle)') ?? 0;
functions.delete('(idle)');
packages.set('(V8 / native)', (packages.get('(V8 / native)') ?? 0) - idle);
const total = all - idle;
const pct = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
console.log(
  `${(all / 1e6).toFixed(1)} s sampled, ${(total / 1e6).toFixed(1)} s busy (percentages are of the busy time)\n\nTop ${top} functions by self time:`,
);
for (const [key, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(micros)}  ${key}`);
console.log('\nBy origin:');
for (const [key, micros] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(micros)}  ${key}`);
