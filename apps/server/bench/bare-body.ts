import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let dir: string | undefined;
let count = 0;

/**
 * Writes the bytes the bare server answers with to a file and answers its path (BARE_BODY_FILE): a page's
 * HTML can exceed what Linux lets one environment variable or argument hold (128 KB: `spawn E2BIG`).
 */
export function bodyFile(bytes: Buffer): string {
  if (!dir) {
    const made = mkdtempSync(join(tmpdir(), 'bench-bare-'));
    dir = made;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const path = join(dir, `body-${++count}`);
  writeFileSync(path, bytes);
  return path;
}
