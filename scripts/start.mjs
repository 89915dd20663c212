#!/usr/bin/env node
// `npm start`: build what is stale (turbo caches: the web app and the compiled server), then run the
// compiled server with plain node; it migrates, seeds an empty database and prints the URL.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=@app/web', '--filter=@app/server', '--output-logs=errors-only'],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
