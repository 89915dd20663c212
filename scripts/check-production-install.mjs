#!/usr/bin/env node
// Proof that a built tree runs with production dependencies only (CI step, after `npm test`): builds
// what is stale, copies the repository's files and the build outputs (no node_modules) to a temporary
// directory, runs `npm ci --omit=dev` there (no tsx, no turbo), then starts the compiled server as an
// operator would (NODE_ENV=production, a strong secret, embedded PGlite) and checks that /readyz and a
// public page answer 200, that a weak secret is refused in one line, and that the compiled `user`
// command creates the first admin. Exits non-zero, naming the failed step, otherwise.
// KEEP_PRODUCTION_INSTALL=1 keeps the temporary tree for a look.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const BUILD_OUTPUTS = ['apps/server/dist', 'apps/web/dist', 'apps/web/dist-server'];
const STARTUP_TIMEOUT_MS = 120_000;

function step(message) {
  console.log(`\n==> check-production-install: ${message}`);
}

function fail(message) {
  console.error(`check-production-install: FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** Tracked files and new ones not ignored: what a fresh clone (plus this checkout's changes) holds. */
function repositoryFiles() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) fail('git ls-files failed');
  return listed.stdout.split('\0').filter((file) => file && existsSync(join(root, file)));
}

function copyTree(target) {
  for (const file of repositoryFiles()) {
    if (!statSync(join(root, file)).isFile()) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(root, file), join(target, file));
  }
  for (const dir of BUILD_OUTPUTS) {
    if (!existsSync(join(root, dir))) fail(`${dir} is missing after the build`);
    cpSync(join(root, dir), join(target, dir), { recursive: true });
  }
}

/** Starts the compiled server and resolves with its port once it prints where it listens. */
function startServer(cwd, env) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = new Promise((resolvePort, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no URL printed within ${STARTUP_TIMEOUT_MS} ms`)),
      STARTUP_TIMEOUT_MS,
    );
    const read = (chunk) => {
      output += chunk;
      // Development prints a banner; production's start is JSON lines, where Fastify names the port it listens on.
      const match =
        /running at http:\/\/localhost:(\d+)\//.exec(output) ??
        /"Server listening at http:\/\/[^"]*:(\d+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before answering`));
    });
  });
  return { child, port, output: () => output };
}

/** Starts the server with `env`, waits for /readyz to answer 200 and returns the server's origin. */
async function checkReady(env) {
  server = startServer(tree, env);
  const port = await server.port.catch((error) => fail(`${error.message}\n${server.output()}`));
  const base = `http://127.0.0.1:${port}`;
  let ready = await get(`${base}/readyz`);
  for (const deadline = Date.now() + 30_000; ready.status !== 200 && Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 250));
    ready = await get(`${base}/readyz`);
  }
  if (ready.status !== 200) fail(`/readyz answered ${ready.status}: ${ready.body}`);
  console.log(`/readyz 200 ${ready.body}`);
  return base;
}

async function stopServer() {
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`the server exited with ${code} on SIGTERM\n${server.output()}`);
  server = undefined;
}

async function get(url) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

const work = mkdtempSync(join(tmpdir(), 'production-install-'));
const tree = join(work, 'app');
let server;
try {
  step('build (turbo, cached)');
  run('npx', ['turbo', 'run', 'build', '--filter=@app/web', '--filter=@app/server', '--output-logs=errors-only'], {
    cwd: root,
  });

  step(`copy the built tree to ${tree}`);
  copyTree(tree);

  step('npm ci --omit=dev');
  const installEnv = { ...process.env, NODE_ENV: 'production' };
  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: tree, env: installEnv });
  for (const devOnly of ['tsx', 'turbo', 'vitest'])
    if (existsSync(join(tree, 'node_modules', devOnly))) fail(`${devOnly} was installed by npm ci --omit=dev`);

  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? work,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    ALLOW_HTTP_PUBLIC_URL: 'true',
    PGLITE_DIR: join(work, 'pglite'),
    MAIL_DELIVERY: 'log',
    SHUTDOWN_DRAIN_MS: '0',
  };

  // Development first (no secret needed; it seeds the demo content a production start never invents),
  // so that the production start below has public pages to render on the server.
  step('start node apps/server/dist/server.js in development (seeds the demo content)');
  const { NODE_ENV: _production, SESSION_SECRET: _secret, ...developmentEnv } = env;
  await checkReady(developmentEnv);
  await stopServer();

  step('NODE_ENV=production with a weak SESSION_SECRET: refused in one line, no stack trace');
  const refused = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: tree,
    env: { ...env, SESSION_SECRET: 'change-me-change-me-change-me-change-me' },
    encoding: 'utf8',
    timeout: STARTUP_TIMEOUT_MS,
  });
  const refusal = `${refused.stdout}${refused.stderr}`.trim();
  if (refused.status === 0 || !/^ {2}SESSION_SECRET: is too weak/m.test(refusal) || /^\s+at /m.test(refusal))
    fail(`expected a one-line SESSION_SECRET refusal, got exit ${refused.status}:\n${refusal}`);
  console.log(refusal);

  step('start NODE_ENV=production node apps/server/dist/server.js');
  const base = await checkReady(env);
  const page = await get(`${base}/`);
  if (page.status !== 200 || !page.type.startsWith('text/html') || !page.body.includes('<main'))
    fail(`/ answered ${page.status} ${page.type} without a server-rendered page`);
  console.log(`/ 200 ${page.type}, ${page.body.length} characters, server-rendered`);

  await stopServer();

  step('node apps/server/dist/cli/user.js create (the first admin)');
  run(
    process.execPath,
    [
      'apps/server/dist/cli/user.js',
      'create',
      '--email',
      'owner@studio.invalid',
      '--name',
      'Studio Owner',
      '--role',
      'admin',
    ],
    { cwd: tree, env: { ...env, USER_PASSWORD: randomBytes(18).toString('base64url') } },
  );

  step('passed: the built tree starts with production dependencies only');
} catch (error) {
  if (server) console.error(`server output:\n${server.output()}`);
  if (!process.exitCode) {
    console.error(error);
    process.exitCode = 1;
  }
} finally {
  if (server) server.child.kill('SIGKILL');
  if (process.env.KEEP_PRODUCTION_INSTALL) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
