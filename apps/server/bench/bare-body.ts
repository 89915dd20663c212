import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BARE = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

let dir: string | undefined;
let count = 0;

/**
 * Writes the bytes the bare server answers with to a file and answers its path (BARE_BODY_FILE): a page's
 * HTML can exceed what Linux lets one environment variable or argument hold (128 KB: `spawn E2BIG`).
 */
function bodyFile(bytes: Buffer): string {
  if (!dir) {
    const made = mkdtempSync(join(tmpdir(), 'bench-bare-'));
    dir = made;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const path = join(dir, `body-${++count}`);
  writeFileSync(path, bytes);
  return path;
}

/** Starts the bare node:http server (bare-server.ts) on `port`, answering every request with `bytes` and `headers`. */
export function spawnBareServer(port: number, bytes: Buffer, headers: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', BARE], {
    env: {
      ...process.env,
      BARE_PORT: String(port),
      BARE_BODY_FILE: bodyFile(bytes),
      BARE_HEADERS: JSON.stringify(headers),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
