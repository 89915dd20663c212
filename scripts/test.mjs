#!/usr/bin/env node
// `npm test`: unit and integration tests (vitest; on PostgreSQL too when TEST_DATABASE_URL is set),
// then end-to-end tests in Chromium against the built server. Prints one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const out = mkdtempSync(join(tmpdir(), 'app-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const vitestReport = join(out, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
if (vitestStatus !== 0) failed = true;

if (!existsSync(CHROMIUM)) {
  if (ci) {
    console.error(
      `\nEnd-to-end tests need Chromium at ${CHROMIUM} and CI=true requires them. Install it: apt-get install -y chromium\n`,
    );
    failed = true;
  } else {
    console.warn(
      `\n${'!'.repeat(78)}\n!! END-TO-END TESTS SKIPPED: no Chromium at ${CHROMIUM}.\n!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH; CI runs them.\n${'!'.repeat(78)}\n`,
    );
  }
} else {
  const buildStatus = run('npx', ['turbo', 'run', 'build', '--filter=@app/web', '--output-logs=errors-only']);
  if (buildStatus !== 0) {
    failed = true;
  } else {
    const e2eReport = join(out, 'playwright.json');
    const e2eStatus = run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      CHROMIUM_PATH: CHROMIUM,
    });
    const e2e = readJson(e2eReport);
    if (e2e?.stats) {
      totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
      totals.failed += e2e.stats.unexpected;
      totals.skipped += e2e.stats.skipped;
    }
    if (e2eStatus !== 0) failed = true;
  }
}

if (failed && totals.failed === 0) totals.failed = 1;
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
