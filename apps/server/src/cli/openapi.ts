/**
 * The OpenAPI document from the command line:
 *   npm run lint:openapi            writes the document the app serves to a temporary file and lints it
 *                                   with Spectral (spectral:oas) and Redocly (recommended-strict); any
 *                                   error or warning fails
 *   tsx apps/server/src/cli/openapi.ts write <file>    writes the document to <file>
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOpenApiDocument } from '../openapi-document';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n==> ${label}`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    // Nothing leaves this machine: no usage reports, no update checks.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  return result.status === 0;
}

async function main() {
  const [command, file] = process.argv.slice(2);
  const document = `${JSON.stringify(await generateOpenApiDocument(), null, 2)}\n`;
  if (command === 'write' && file) {
    writeFileSync(file, document);
    return;
  }
  if (command !== 'lint') throw new Error('Usage: openapi.ts lint | openapi.ts write <file>');
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const path = join(dir, 'openapi.json');
    writeFileSync(path, document);
    const spectral = run('Spectral (spectral:oas)', bin('spectral'), [
      'lint',
      path,
      '--ruleset',
      join(ROOT, '.spectral.yaml'),
      '--fail-severity',
      'warn',
    ]);
    const redocly = run('Redocly (recommended-strict)', bin('redocly'), [
      'lint',
      path,
      '--config',
      join(ROOT, 'redocly.yaml'),
    ]);
    if (!spectral || !redocly) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
