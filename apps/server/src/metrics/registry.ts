import type { ApiEvents } from '@app/api';
import { type DbHandle, repo } from '@app/db';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Latency buckets in seconds: cached reads answer in a millisecond, a cold rendered page in tens. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** prom-client's default gauges whose names end in _total (see createMetrics). */
const SUMS_NAMED_LIKE_COUNTERS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/** The procedure part of a content-cache key (`${path}\0${locale}\0…`); keys of another form count as `other`. */
function procedureOf(key: string): string {
  const end = key.indexOf('\u0000');
  return end > 0 ? key.slice(0, end) : 'other';
}

export interface AppMetrics {
  /** Prometheus text format and its content type; the outbox and the pool are read now. */
  scrape(): Promise<{ contentType: string; body: string }>;
  request(route: string, method: string, status: number, seconds: number): void;
  cacheLookup(key: string, hit: boolean): void;
  /** A NOTIFY from another node (or this one) dropped cached answers: all of them, or one class's. */
  invalidation(scope: 'all' | 'class'): void;
  mailRound(round: { sent: number; failed: number }): void;
  events: ApiEvents;
}

/**
 * This node's metrics in a registry of its own (tests build several apps in one process). Cache
 * lookups are counted in plain numbers and handed to prom-client on scrape: a cached read pays a map
 * lookup, not a label hash.
 */
export function createMetrics(db: DbHandle): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters: `promtool check metrics` refuses a non-counter ending in _total. Each is
  // the sum of its labelled sibling (nodejs_active_handles{type} …), which stays.
  for (const name of SUMS_NAMED_LIKE_COUNTERS) registry.removeSingleMetric(name);

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const lookups = new Map<string, { hits: number; misses: number }>();
  new Counter({
    name: 'content_cache_lookups_total',
    help: 'Public-read cache lookups by procedure; result is hit (kept, or loading already) or miss.',
    labelNames: ['procedure', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [procedure, counts] of lookups) {
        this.inc({ procedure, result: 'hit' }, counts.hits);
        this.inc({ procedure, result: 'miss' }, counts.misses);
      }
    },
  });
  const invalidations = new Counter({
    name: 'content_cache_invalidations_total',
    help: 'Content-change notifications received (LISTEN/NOTIFY), by what they dropped: all, or one class’s reads.',
    labelNames: ['scope'] as const,
    registers: [registry],
  });

  const bookings = new Counter({
    name: 'bookings_total',
    help: 'Booking attempts by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  const sent = new Counter({
    name: 'outbox_sent_total',
    help: 'Emails this node sent from the outbox.',
    registers: [registry],
  });
  const sendFailures = new Counter({
    name: 'outbox_send_failures_total',
    help: 'Attempts of this node to send an outbox email that failed (each is retried later).',
    registers: [registry],
  });
  const backlog = new Gauge({
    name: 'outbox_emails',
    help: 'Unsent emails in the outbox (all nodes): queued, and failing (its last attempt failed).',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest unsent email in the outbox; 0 when none.',
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this node: in_use, idle (PGlite: one, in use).',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const waiting = new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries of this node waiting for a free database connection.',
    registers: [registry],
  });

  const readDatabase = async () => {
    const use = db.poolUse();
    pool.set({ state: 'in_use' }, use.total - use.idle);
    pool.set({ state: 'idle' }, use.idle);
    waiting.set(use.waiting);
    try {
      const outbox = await repo.outboxBacklog(db.db);
      backlog.set({ state: 'queued' }, outbox.pending);
      backlog.set({ state: 'failing' }, outbox.failing);
      oldest.set(outbox.oldest ? Math.max(0, (Date.now() - outbox.oldest.getTime()) / 1000) : 0);
    } catch {
      // The database is away: no outbox counts rather than stale ones (alert on their absence). The age
      // keeps its last value: a gauge without labels always has one, and 0 would say nothing is waiting.
      backlog.reset();
    }
  };

  return {
    scrape: async () => {
      await readDatabase();
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    request: (route, method, status, seconds) => {
      requests.inc({ route, method, status: String(status) });
      latency.observe({ route, method }, seconds);
    },
    cacheLookup: (key, hit) => {
      const procedure = procedureOf(key);
      let counts = lookups.get(procedure);
      if (!counts) {
        counts = { hits: 0, misses: 0 };
        lookups.set(procedure, counts);
      }
      if (hit) counts.hits++;
      else counts.misses++;
    },
    invalidation: (scope) => invalidations.inc({ scope }),
    mailRound: (round) => {
      sent.inc(round.sent);
      sendFailures.inc(round.failed);
    },
    events: { booking: (outcome) => bookings.inc({ outcome }) },
  };
}
