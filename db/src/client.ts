import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// int8 (count(*), sum) as JS numbers; our counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** What bounds every query on PostgreSQL: no statement runs longer than this (statement_timeout). */
interface QueryLimits {
  statementTimeoutMs?: number;
}

export type DbConfig = QueryLimits &
  ({ databaseUrl: string; poolMax?: number } | { pgliteDir: string } | { pgliteDump: Blob | File } | { memory: true });

export type DbKind = 'pglite' | 'postgres';

/**
 * The database as repositories take it: the connection or a transaction opened on it (a Transaction is
 * a Kysely). Code outside db/ names this type rather than importing kysely.
 */
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Cheap round trip used by readiness checks. */
  ping(): Promise<void>;
  /** Connections open, idle and requests waiting for one (PGlite: one connection, counted busy). */
  poolUse(): { total: number; idle: number; waiting: number };
  /** The embedded instance, for dumps in tests. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${pid} (is the server running?). ` +
        'PGlite admits one process per data directory: stop that process, or set DATABASE_URL to use PostgreSQL.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite does not lock its directory; two processes would corrupt it, so we keep a pid file. */
function lockDirectory(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, 'app.pid');
  let holder = Number.NaN;
  try {
    holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  } catch {}
  if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
    throw new DatabaseInUseError(dir, holder);
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

export async function createDb(config: DbConfig): Promise<DbHandle> {
  if ('databaseUrl' in config)
    return createPostgres(config.databaseUrl, config.poolMax ?? 10, config.statementTimeoutMs);
  if ('pgliteDir' in config) {
    const unlock = lockDirectory(config.pgliteDir);
    try {
      return wrapPglite(await PGlite.create(config.pgliteDir), unlock);
    } catch (error) {
      unlock();
      throw error;
    }
  }
  // Embedded PGlite runs one query at a time in this process and cannot interrupt one: no time-out.
  if ('pgliteDump' in config) return wrapPglite(await PGlite.create({ loadDataDir: config.pgliteDump }), () => {});
  return wrapPglite(await PGlite.create(), () => {});
}

function wrapPglite(pglite: PGlite, unlock: () => void): DbHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    notify: async (channel, payload) => {
      await pglite.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    ping: async () => {
      await pglite.query('SELECT 1');
    },
    poolUse: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}

const LISTEN_RETRY_MS = { first: 250, max: 5_000 };

/**
 * LISTEN on its own connection, reconnecting with backoff when the database goes away (restart,
 * failover). Notifications sent while disconnected are lost, so a reconnect is reported to the
 * subscriber as a notification too: whatever it caches may be stale.
 */
async function resilientListener(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {});
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.once('end', () => {
      if (current !== client) return;
      current = null;
      if (!stopped) reconnect(LISTEN_RETRY_MS.first);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (stopped) await client.end().catch(() => {});
    else current = client;
  };

  const reconnect = (delay: number) => {
    retry = setTimeout(() => {
      connect().then(
        () => onPayload(''),
        () => {
          if (!stopped) reconnect(Math.min(delay * 2, LISTEN_RETRY_MS.max));
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

function createPostgres(connectionString: string, max: number, statementTimeoutMs?: number): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    // How long a query waits for one of the pool's connections, and for a new one to open. A burst of
    // bookings of one session queues on its row lock while holding connections, so the wait for a free
    // one can pass 5 s on a busy machine: it answered those visitors 503. 15 s stays inside the proxy's
    // 30 s server timeout (deploy/haproxy.cfg); a database that refuses connections still fails at once.
    connectionTimeoutMillis: 15_000,
    // Set when each connection opens, so it bounds every query on it.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor one checked out between two queries (a transaction's): pg-pool listens only while a client is
  // idle, and an `error` nobody hears ends the process. The next query on it fails instead (and the
  // transaction with it), and the pool drops it on release (test/connection-lost.test.ts).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    listen: async (channel, onPayload) => {
      const stop = await resilientListener(connectionString, channel, onPayload);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
    },
  };
}
