/** The soak's checks and summary tables, from what load.ts recorded and what the database holds. */
import type { BookingRecord, EditRecord, Sample } from './load';

export interface Timeline {
  /** The node the soak killed. */
  killed: string;
  killAt: number;
  /** When the soak saw node2's process end (until then it may still have taken requests). */
  exitAt: number;
  /** When HAProxy's stats first showed the killed node DOWN. */
  downAt: number;
  restartedAt: number;
  pgStopAt: number;
  /** When every node answered /readyz 200 again after PostgreSQL came back. */
  pgReadyAt: number;
}

export interface StoredBooking {
  email: string;
  session_id: number;
  seats: number;
  status: string;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** The value at or below which `share` of the sorted values lie (nearest rank). */
const percentile = (sorted: number[], share: number) =>
  sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

const failed = (s: Sample) => s.status === 0 || s.status >= 500;

/** Grace after PostgreSQL is ready again: nodes' pools and HAProxy's checks (rise 2 × 1 s) catch up. */
const PG_GRACE_MS = 3_000;

/**
 * Why a failed request is acceptable, or null: in flight on the killed node when it was killed (the
 * node that took it, from HAProxy's answer or its log, is that node), or a 503 during PostgreSQL's
 * restart (the documented answer while the database is away, from a node or from HAProxy when every
 * node is out). A failure on another node is never excused by the kill, nor one whose node is unknown,
 * but for one case: HAProxy closes a kept-alive client connection without an answer and without a log
 * line when the node's connection breaks under a request that was not the connection's first (so that
 * the client may retry; haproxy's abort_keep_alive). That happens only to a request on a node whose
 * connection broke, the killed one; such a request in flight at the kill is excused as that.
 */
function excuse(sample: Sample, t: Timeline): string | null {
  if (!failed(sample)) return null;
  const inFlightAtKill = sample.start <= t.exitAt && sample.end >= t.killAt;
  if (inFlightAtKill && sample.node === t.killed) return 'in flight on the killed node';
  if (inFlightAtKill && sample.status === 0 && sample.node === null && sample.unlogged)
    return "closed by HAProxy without a log line as the killed node's connection broke";
  if (sample.status === 503 && sample.end >= t.pgStopAt && sample.start <= t.pgReadyAt + PG_GRACE_MS)
    return 'PostgreSQL restart';
  return null;
}

/**
 * The node HAProxy sent each soak request to, by the request's X-Soak-Request id, from its log (the
 * soak's HAProxy captures that header into each line's `{…}`): also for requests that got no answer or
 * HAProxy's own 502, which carry no X-Served-By. null: HAProxy answered without a node (`<NOSRV>`).
 */
export function nodesByRequest(log: string): Map<string, string | null> {
  const nodes = new Map<string, string | null>();
  for (const line of log.split('\n')) {
    const match = / nodes\/(\S+) .*?\{([\w.-]+)\}/.exec(line);
    if (match) nodes.set(match[2]!, match[1] === '<NOSRV>' ? null : match[1]!);
  }
  return nodes;
}

export function bookingChecks(
  bookings: BookingRecord[],
  stored: StoredBooking[],
  capacities: Map<number, number>,
): Check[] {
  const byEmail = new Map(stored.map((row) => [row.email, row]));
  const lost: string[] = [];
  const wrong: string[] = [];
  const phantom: string[] = [];
  let unknown = 0;
  for (const booking of bookings) {
    const row = byEmail.get(booking.email);
    byEmail.delete(booking.email);
    if (!booking.sample) continue;
    const status = booking.sample.status;
    if (status === 200) {
      if (!row) {
        lost.push(booking.email);
        continue;
      }
      const allowed =
        booking.cancel === 'done'
          ? ['cancelled']
          : [
              ...(booking.answered === 'confirmed' ? ['confirmed'] : ['waitlisted', 'confirmed']),
              ...(booking.cancel === 'unknown' ? ['cancelled'] : []),
            ];
      if (row.session_id !== booking.sessionId || row.seats !== booking.seats || !allowed.includes(row.status))
        wrong.push(
          `${booking.email}: answered ${booking.answered} ${booking.seats} seat(s), stored ${row.status} ${row.seats}`,
        );
    } else if (status > 0 && status < 500) {
      if (row) phantom.push(`${booking.email} (answered ${status})`);
    } else unknown++;
  }
  // A soak email stored that no request sent: impossible unless something invented it.
  phantom.push(...[...byEmail.keys()].map((email) => `${email} (never sent)`));
  const over: string[] = [];
  const seatsBySession = new Map<number, number>();
  for (const row of stored)
    if (row.status === 'confirmed')
      seatsBySession.set(row.session_id, (seatsBySession.get(row.session_id) ?? 0) + row.seats);
  for (const [session, seats] of seatsBySession) {
    const capacity = capacities.get(session);
    if (capacity !== undefined && seats > capacity) over.push(`session ${session}: ${seats} of ${capacity}`);
  }
  const answered = bookings.filter((b) => b.sample?.status === 200).length;
  const fill = [...capacities].map(([id, cap]) => `${seatsBySession.get(id) ?? 0}/${cap}`).join(' ');
  return [
    {
      name: 'no booking lost',
      ok: lost.length === 0 && wrong.length === 0,
      detail: `${answered} answered 200, every one stored as answered${lost.length ? `; LOST ${lost.slice(0, 5).join(', ')}` : ''}${wrong.length ? `; DIFFERENT ${wrong.slice(0, 5).join('; ')}` : ''}; ${unknown} unanswered (either way)`,
    },
    {
      name: 'no booking stored that was refused',
      ok: phantom.length === 0,
      detail: phantom.length ? phantom.slice(0, 5).join(', ') : 'none',
    },
    {
      name: 'no session oversold',
      ok: over.length === 0,
      detail: over.length ? over.join(', ') : `confirmed seats per session: ${fill}`,
    },
  ];
}

export function editChecks(edits: EditRecord[]): Check[] {
  const saved = edits.filter((e) => e.saved);
  const lags = saved.flatMap((e) => [...e.lag.values()]);
  const late = lags.filter((lag) => lag === null || lag > 1_000).length;
  const seen = lags.filter((lag): lag is number => lag !== null).sort((a, b) => a - b);
  return [
    {
      name: 'every staff edit on every node within 1 s',
      ok: saved.length > 0 && late === 0,
      detail: `${saved.length} of ${edits.length} edits saved, ${lags.length} node reads; slowest ${seen.at(-1) ?? '-'} ms, p50 ${percentile(seen, 0.5)} ms; ${late} late or missing`,
    },
  ];
}

export function errorCheck(samples: Sample[], t: Timeline): { check: Check; excused: Map<string, number> } {
  const excused = new Map<string, number>();
  const bad: Sample[] = [];
  for (const sample of samples.filter(failed)) {
    const why = excuse(sample, t);
    if (why) excused.set(why, (excused.get(why) ?? 0) + 1);
    else bad.push(sample);
  }
  const list = bad
    .slice(0, 8)
    .map(
      (s) =>
        `${s.kind} ${s.status || `no answer${s.failure ? ` (${s.failure})` : ''}`} at ${(s.start / 1000).toFixed(1)} s via ${s.node ?? '?'}`,
    );
  return {
    check: {
      name: 'no 5xx but the excused',
      ok: bad.length === 0,
      detail: `${bad.length} unexcused${list.length ? `: ${list.join('; ')}` : ''}; excused: ${[...excused].map(([k, v]) => `${v} ${k}`).join(', ') || 'none'}`,
    },
    excused,
  };
}

/** Markdown table rows: per kind, then per minute (requests, failures, p50, p99). */
export function latencyTables(samples: Sample[], loadStart: number): string[] {
  const row = (label: string, group: Sample[]) => {
    const ms = group.map((s) => s.end - s.start).sort((a, b) => a - b);
    const errors = group.filter(failed).length;
    const others = group.filter((s) => s.status >= 400 && s.status < 500).length;
    return `| ${label} | ${group.length} | ${errors} | ${others} | ${percentile(ms, 0.5).toFixed(0)} | ${percentile(ms, 0.99).toFixed(0)} |`;
  };
  const lines = ['| kind | requests | 5xx/no answer | 4xx | p50 ms | p99 ms |', '|---|---|---|---|---|---|'];
  const kinds = [...new Set(samples.map((s) => s.kind))];
  for (const kind of kinds)
    lines.push(
      row(
        kind,
        samples.filter((s) => s.kind === kind),
      ),
    );
  lines.push(row('all', samples));
  lines.push('', '| minute | requests | 5xx/no answer | 4xx | p50 ms | p99 ms |', '|---|---|---|---|---|---|');
  const minute = (s: Sample) => Math.floor((s.start - loadStart) / 60_000);
  const minutes = Math.max(0, ...samples.map(minute)) + 1;
  for (let m = 0; m < minutes; m++)
    lines.push(
      row(
        String(m + 1),
        samples.filter((s) => minute(s) === m),
      ),
    );
  return lines;
}

export function perNode(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const s of samples) if (s.node) counts.set(s.node, (counts.get(s.node) ?? 0) + 1);
  return [...counts]
    .sort()
    .map(([node, n]) => `${node} ${n}`)
    .join(', ');
}
