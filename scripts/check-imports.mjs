#!/usr/bin/env node
// `npm run lint:imports`: dependency-cruiser with the rules in .dependency-cruiser.cjs (no import circle, the
// workspaces' layering). It runs from tools/dependency-rules, installed from that folder's lock file on first use:
// it parses TypeScript with the compiler's JavaScript API, which the workspace's TypeScript 7 does not have.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const tool = 'tools/dependency-rules';
const installed = join(tool, 'node_modules/.package-lock.json');
const stale =
  !existsSync(installed) ||
  JSON.parse(readFileSync(installed, 'utf8')).packages?.['node_modules/dependency-cruiser']?.version !==
    JSON.parse(readFileSync(join(tool, 'package-lock.json'), 'utf8')).packages?.['node_modules/dependency-cruiser']
      ?.version;
if (stale) {
  const install = spawnSync('npm', ['ci', '--prefix', tool, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const cruise = spawnSync(
  join(tool, 'node_modules/.bin/depcruise'),
  ['--config', '.dependency-cruiser.cjs', '--output-type', 'err-long', 'apps', 'packages', 'db'],
  { stdio: 'inherit' },
);
process.exit(cruise.status ?? 1);
