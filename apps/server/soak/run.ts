/**
 * `npm run soak`: the three-node deployment of docs/operations.md ("Three nodes behind HAProxy") on
 * 127.0.0.1, under mixed load for SOAK_SECONDS (default 300), with a node killed and PostgreSQL
 * restarted midway. Not part of `npm test`. Needs PostgreSQL's server programs and HAProxy (Debian
 * packages `postgresql` and `haproxy`).
 *
 * - A private PostgreSQL cluster (initdb in a temporary directory, a free port); the demo content
 *   (`db:seed -- --demo`) and one admin (`npm run user -- create`) as an operator would add them:
 *   the nodes run with NODE_ENV=production, which seeds nothing by itself.
 * - Three nodes (the compiled apps/server/dist/server.js when built, else src/server.ts through tsx)
 *   with the settings of deploy/ruang-teduh.env.example, and HAProxy with deploy/haproxy.cfg (its
 *   addresses rewritten to local ports). The form rate limit is off (RATE_LIMIT_FORMS=0): every
 *   visitor of the soak comes from 127.0.0.1.
 * - SOAK_WORKERS (default 6) visitors, each pausing SOAK_PAUSE_MS (10) between requests: public pages
 *   and /api/app reads, bookings of SOAK_SESSIONS (6) sessions of SOAK_CAPACITY (12) seats,
 *   cancellations through the manage link, staff sign-ins; and a member of staff editing the About
 *   page every 2 s, each save then read from every node directly.
 * - At 35 % of the time node2 gets SIGKILL and is started again 5 s later; at 65 % (or once node2 is
 *   back, if later) PostgreSQL is stopped (fast) and started again 2 s later. The load goes on until
 *   5 s after every node is ready again.
 *
 * - A webhook endpoint for `booking.created` on the soak's receiver (webhook-receiver.ts), which verifies
 *   every signature with the `standardwebhooks` package and answers one delivery in 10 with a 500.
 *
 * Checks (exit 1 when one fails): every booking answered 200 is stored as answered, no refused one is
 * stored, every booking answered 200 produced its `booking.created` exactly once after de-duplication by
 * the event's id, no session has more confirmed seats than its capacity; every edit is served by every node
 * within 1 s; no 5xx or unanswered request but those in flight on node2 when it was killed and 503s
 * while PostgreSQL was away (until every node is ready again, plus 3 s for HAProxy's rise 2 × 1 s);
 * HAProxy marks node2 DOWN within inter × fall + inter (3 s) of the kill. Prints p50/p99 per kind and
 * per minute and each node's resident memory at start and end. Logs are kept in the printed directory.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, dbConfigFrom } from '@app/db';
import { freePort } from '../bench/free-port';
import {
  nodeCommand,
  type Postgres,
  ROOT,
  rssMiB,
  type ServerNode,
  startNode,
  startPostgres,
  stopChild,
} from './cluster';
import { type Balancer, droppedLogLines, serverStates, startHaproxy } from './haproxy';
import {
  missingBookingEvents,
  startWebhookReceiver,
  WEBHOOK_SETTLE_MS,
  type WebhookReceiver,
  webhookChecks,
} from './webhook-receiver';
import { adminClient, fetchTransport, runLoad, signIn } from './load';
import {
  bookingChecks,
  type Check,
  editChecks,
  errorCheck,
  latencyTables,
  nodesByRequest,
  perNode,
  type Timeline,
} from './report';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 6);
const PAUSE_MS = Number(process.env.SOAK_PAUSE_MS ?? 10);
const SESSIONS = Number(process.env.SOAK_SESSIONS ?? 6);
const CAPACITY = Number(process.env.SOAK_CAPACITY ?? 12);
/** HAProxy's `inter 1s fall 2`: DOWN after two failed checks, plus the check under way. */
const DETECTION_LIMIT_MS = 3_000;
const ADMIN = { email: 'soak-admin@example.com', password: `Soak-${randomBytes(12).toString('hex')}` };

if (![SECONDS, WORKERS, SESSIONS, CAPACITY].every((n) => Number.isInteger(n) && n > 0) || SECONDS < 30)
  throw new Error(
    'SOAK_SECONDS (at least 30), SOAK_WORKERS, SOAK_SESSIONS and SOAK_CAPACITY must be positive integers',
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dir = mkdtempSync(join(tmpdir(), 'soak-'));
const began = Date.now();
const now = () => Date.now() - began;
const say = (line: string) => console.log(`[${(now() / 1000).toFixed(1).padStart(6)} s] ${line}`);

/** Runs a command line of the repository (the CLIs an operator uses) with `env`. */
function cli(args: string[], env: Record<string, string>) {
  execFileSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
}

let postgres: Postgres | undefined;
let receiver: WebhookReceiver = undefined as unknown as WebhookReceiver;
let balancer: Balancer | undefined;
const nodes: ServerNode[] = [];

/** Nodes the soak stopped on purpose (node2 while killed); any other node ending is a failure. */
const down = new Set<string>();
const died: string[] = [];
let finished = false;

async function main(): Promise<boolean> {
  say(`working directory ${dir}; nodes run \`${nodeCommand().label}\``);
  postgres = await startPostgres(dir);
  const database = { DATABASE_URL: postgres.url, NODE_ENV: 'production' };
  cli(['db/src/cli/seed.ts', '--demo'], database);
  cli(['apps/server/src/cli/user.ts', 'create', '--email', ADMIN.email, '--name', 'Soak Admin', '--role', 'admin'], {
    ...database,
    USER_PASSWORD: ADMIN.password,
  });
  say(`PostgreSQL at ${postgres.url}: demo content and ${ADMIN.email} added`);

  const balancerPort = await freePort();
  const ports = [await freePort(), await freePort(), await freePort()];
  const env = {
    ...database,
    // As production in every other way (the database is seeded, so nothing is invented), but webhooks may
    // go to the soak's receiver on 127.0.0.1 over http (WEBHOOK_ALLOW_PRIVATE_URLS is refused in production).
    NODE_ENV: 'test',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOK_INTERVAL_MS: '500',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    ALLOW_HTTP_PUBLIC_URL: 'true',
    CLUSTER_NODES: '3',
    MAIL_DELIVERY: 'log',
    TRUST_PROXY: 'true',
    SHUTDOWN_DRAIN_MS: '5000',
    RATE_LIMIT_FORMS: '0',
    LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'warn',
  };
  const start = async (i: number) => {
    const node = await startNode(`node${i + 1}`, ports[i] as number, env, join(dir, `node${i + 1}.log`));
    // Only node2, killed on purpose, may end before the soak does.
    node.child.once('exit', (code, signal) => {
      if (!down.has(node.name) && !finished)
        died.push(`${node.name} (${signal ?? code}) at ${(now() / 1000).toFixed(1)} s`);
    });
    return node;
  };
  nodes.push(...(await Promise.all([0, 1, 2].map(start))));
  balancer = await startHaproxy(dir, balancerPort, ports);
  say(`3 nodes ready (ports ${ports.join(', ')}); HAProxy at ${balancer.url} sees them UP`);

  // The sessions to book: SOAK_SESSIONS sessions of the first regular class, 60 days ahead.
  const admin = adminClient(fetchTransport(balancer.url), await signIn(balancer.url, ADMIN.email, ADMIN.password));
  const classes = (await (
    await fetch(`${balancer.url}/api/app/class`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type":"REGULAR"}',
    })
  ).json()) as { result: { id: number; slug: string }[] };
  const klass = classes.result[0];
  if (!klass) throw new Error('the demo content has no regular class');
  receiver = await startWebhookReceiver();
  const endpoint = await admin.mutate<{ secret: string }>('admin.webhooks.create', {
    url: receiver.url,
    events: ['booking.created'],
    description: 'soak receiver',
  });
  receiver.useSecret(endpoint.secret);
  const capacities = new Map<number, number>();
  for (let i = 0; i < SESSIONS; i++) {
    const day = new Date(Date.now() + (60 + i) * 86_400_000).toISOString().slice(0, 10);
    const session = await admin.mutate<{ id: number }>('admin.sessions.create', {
      classId: klass.id,
      startsAt: `${day}T10:07`,
      endsAt: `${day}T11:07`,
      capacity: CAPACITY,
    });
    capacities.set(session.id, CAPACITY);
  }

  const memoryAtStart = nodes.map((n) => rssMiB(n.child.pid));
  const timeline: Timeline = {
    killed: 'node2',
    killAt: Number.NaN,
    exitAt: Number.NaN,
    downAt: Number.NaN,
    restartedAt: Number.NaN,
    pgStopAt: Number.NaN,
    pgReadyAt: Number.NaN,
  };
  const loadStart = now();
  // The load goes on for SOAK_SECONDS, and at least 5 s past the last fault's recovery.
  let faultsOver = Number.POSITIVE_INFINITY;
  const until = () => Math.max(loadStart + SECONDS * 1000, faultsOver + 5_000);
  say(`load for ${SECONDS} s: ${WORKERS} visitors and one editor through HAProxy`);
  // Booking answers carry no manage link: the soak reads it from the email, as a person would.
  const mailbox = await createDb(dbConfigFrom({ databaseUrl: postgres.url }));
  const manageToken = async (email: string) => {
    try {
      const mail = await mailbox.db
        .selectFrom('email_outbox')
        .select('body_text')
        .where('to_address', '=', email)
        .where('body_text', 'like', '%/booking/%')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return /\/booking\/([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '')?.[1] ?? null;
    } catch {
      // PostgreSQL is down (one of the soak's faults): no cancellation this time.
      return null;
    }
  };
  const load = runLoad({
    base: balancer.url,
    now,
    until,
    workers: WORKERS,
    pauseMs: PAUSE_MS,
    classSlug: klass.slug,
    sessionIds: [...capacities.keys()],
    admin: ADMIN,
    nodes: nodes.map((n) => ({ name: n.name, url: n.url })),
    up: (name) => !down.has(name),
    manageToken,
  });

  const faults = (async () => {
    await sleep(loadStart + SECONDS * 350 - now());
    const victim = nodes[1] as ServerNode;
    const lb = balancer as Balancer;
    down.add(victim.name);
    victim.child.once('exit', () => {
      timeline.exitAt = now();
    });
    timeline.killAt = now();
    victim.child.kill('SIGKILL');
    say(`${victim.name} killed (SIGKILL)`);
    while (Number.isNaN(timeline.downAt) && now() - timeline.killAt < 15_000) {
      const state = (await serverStates(lb).catch(() => new Map<string, string>())).get(victim.name) ?? '';
      if (state.startsWith('DOWN')) timeline.downAt = now();
      else await sleep(50);
    }
    say(`HAProxy marked ${victim.name} DOWN after ${timeline.downAt - timeline.killAt} ms`);
    await sleep(Math.max(0, timeline.killAt + 5_000 - now()));
    nodes[1] = await start(1);
    down.delete(victim.name);
    timeline.restartedAt = now();
    say(`${victim.name} started again (ready after ${timeline.restartedAt - timeline.killAt} ms from the kill)`);

    // PostgreSQL restarts at 65 % of the time, or once node2 is back if that takes longer.
    await sleep(Math.max(0, loadStart + SECONDS * 650 - now()));
    timeline.pgStopAt = now();
    await postgres?.stop();
    say('PostgreSQL stopped');
    await sleep(2_000);
    await postgres?.start();
    say('PostgreSQL started');
    while (now() - timeline.pgStopAt < 60_000) {
      const ready = await Promise.all(
        nodes.map((n) =>
          fetch(`${n.url}/readyz`).then(
            (r) => r.ok,
            () => false,
          ),
        ),
      );
      if (ready.every(Boolean)) {
        timeline.pgReadyAt = now();
        break;
      }
      await sleep(50);
    }
    say(`every node ready again ${timeline.pgReadyAt - timeline.pgStopAt} ms after PostgreSQL stopped`);
    faultsOver = now();
  })();

  const [result] = await Promise.all([load, faults]);
  const memoryAtEnd = nodes.map((n) => rssMiB(n.child.pid));
  finished = true;
  // Every request's node, also where no answer said it (no answer, HAProxy's own 502): HAProxy's log
  // line of the request, which it writes as the request ends.
  await sleep(500);
  const droppedLogs = await droppedLogLines(balancer);
  const logged = nodesByRequest(readFileSync(join(dir, 'haproxy.log'), 'utf8'));
  for (const sample of result.samples) {
    if (!logged.has(sample.id)) sample.unlogged = true;
    else if (sample.node === null) sample.node = logged.get(sample.id) ?? null;
  }
  const loadSeconds = (now() - loadStart) / 1000;
  say(`load done: ${result.samples.length} requests`);
  // Webhooks still queued (retries of the receiver's planned 500s back off up to 30 s) arrive meanwhile.
  const webhooksFrom = now();
  while (missingBookingEvents(result.bookings, receiver).length > 0 && now() - webhooksFrom < WEBHOOK_SETTLE_MS)
    await sleep(250);
  say(`webhooks: ${receiver.arrivals.length} arrived, the last ${now() - webhooksFrom} ms after the load`);

  await mailbox.close();
  const handle = await createDb(dbConfigFrom({ databaseUrl: postgres.url }));
  const stored = await handle.db
    .selectFrom('class_registrations')
    .select(['email', 'session_id', 'seats', 'status'])
    .where('email', 'like', 'soak-%@example.com')
    .where('email', '!=', ADMIN.email)
    .execute();
  // The queue's view of bookings whose event did not arrive, to tell a slow retry from a lost event.
  const missing = missingBookingEvents(result.bookings, receiver).map((b) => b.email);
  const queued = missing.length
    ? await handle.db
        .selectFrom('webhook_messages')
        .select(['event_id', 'attempts', 'next_attempt_at', 'delivered_at', 'given_up_at', 'payload'])
        .where('type', '=', 'booking.created')
        .execute()
        .then((rows) => rows.filter((row) => missing.some((email) => row.payload.includes(`"${email}"`))))
    : [];
  for (const row of queued)
    say(
      `queued, not arrived: ${row.event_id} attempts ${row.attempts}, next ${row.next_attempt_at.toISOString()}, delivered ${row.delivered_at?.toISOString() ?? '-'}`,
    );
  if (missing.length > queued.length) say(`${missing.length - queued.length} answered bookings have no queued event`);
  await handle.close();

  const errors = errorCheck(result.samples, timeline);
  const detection = timeline.downAt - timeline.killAt;
  const checks: Check[] = [
    ...bookingChecks(result.bookings, stored, capacities),
    ...editChecks(result.edits),
    ...webhookChecks(result.bookings, receiver),
    errors.check,
    {
      name: "every node keeps HAProxy's request id",
      ok: result.requestIds.answered > 0 && result.requestIds.kept === result.requestIds.answered,
      detail: `${result.requestIds.kept} of ${result.requestIds.answered} answers from a node carry it`,
    },
    {
      name: "HAProxy's log lost no line (the node of requests no answer names)",
      ok: droppedLogs === 0,
      detail: `${droppedLogs} log lines dropped; ${result.samples.filter((s) => s.unlogged).length} requests HAProxy closed without a line`,
    },
    {
      name: 'no node ended but the one killed',
      ok: died.length === 0,
      detail: died.length ? died.join(', ') : 'none',
    },
    {
      name: 'every node ready again after PostgreSQL restarted',
      ok: !Number.isNaN(timeline.pgReadyAt),
      detail: Number.isNaN(timeline.pgReadyAt)
        ? 'not within 60 s'
        : `${timeline.pgReadyAt - timeline.pgStopAt} ms after the stop (2 s down)`,
    },
    {
      name: `HAProxy stops routing to the killed node within ${DETECTION_LIMIT_MS} ms`,
      ok: detection <= DETECTION_LIMIT_MS,
      detail: `DOWN after ${detection} ms (inter 1s fall 2); no answer came from node2 between then and its restart: ${
        result.samples.some((s) => s.node === 'node2' && s.end > timeline.downAt && s.start < timeline.restartedAt)
          ? 'NO'
          : 'yes'
      }`,
    },
  ];

  const lines = [
    '',
    `Soak: ${SECONDS} s, ${WORKERS} visitors + 1 editor, 3 nodes (${nodeCommand().label}), HAProxy, PostgreSQL`,
    `node2 killed at ${(timeline.killAt / 1000).toFixed(1)} s, DOWN in HAProxy after ${detection} ms, ready again after ${timeline.restartedAt - timeline.killAt} ms; PostgreSQL stopped at ${(timeline.pgStopAt / 1000).toFixed(1)} s for 2 s, every node ready ${timeline.pgReadyAt - timeline.pgStopAt} ms after the stop`,
    `answers per node: ${perNode(result.samples)}; load ran ${loadSeconds.toFixed(0)} s`,
    `4xx answers: ${[...result.refusals].map(([key, n]) => `${n} × ${key}`).join('; ') || 'none'}`,
    '',
    ...latencyTables(result.samples, loadStart),
    '',
    '| node | RSS at start (MiB) | RSS at end (MiB) |',
    '|---|---|---|',
    ...nodes.map(
      (n, i) =>
        `| ${n.name}${i === 1 ? ' (restarted)' : ''} | ${memoryAtStart[i]?.toFixed(0)} | ${memoryAtEnd[i]?.toFixed(0)} |`,
    ),
    '',
    '| check | result | detail |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.ok ? 'ok' : 'FAILED'} | ${c.detail} |`),
    '',
  ];
  console.log(lines.join('\n'));
  return checks.every((c) => c.ok);
}

async function cleanUp() {
  finished = true;
  await Promise.all([...nodes.map((n) => stopChild(n.child)), balancer && stopChild(balancer.child)]);
  await postgres?.stop().catch(() => {});
  await receiver?.close();
  if (process.env.SOAK_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
}

main().then(
  async (ok) => {
    await cleanUp();
    process.exit(ok ? 0 : 1);
  },
  async (error: unknown) => {
    console.error(error);
    console.error(`logs: ${dir} (kept)`);
    process.env.SOAK_KEEP = '1';
    await cleanUp();
    process.exit(1);
  },
);
