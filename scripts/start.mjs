#!/usr/bin/env node
// `npm start`: build what is stale (turbo caches), then run the server; it migrates, seeds an empty database and prints the URL.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@app/web', '--output-logs=errors-only'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
