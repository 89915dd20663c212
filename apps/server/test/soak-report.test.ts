import { describe, expect, it } from 'vitest';
import type { Sample } from '../soak/load';
import { errorCheck, nodesByRequest, type Timeline } from '../soak/report';

/**
 * The soak's verdict on failed requests (soak/report.ts): only a request in flight on the node it
 * killed, or a 503 while PostgreSQL restarted, is excused.
 */

const timeline: Timeline = {
  killed: 'node2',
  killAt: 100_000,
  exitAt: 100_050,
  downAt: 102_000,
  restartedAt: 106_000,
  pgStopAt: 200_000,
  pgReadyAt: 203_000,
};

let ids = 0;
const sample = (changes: Partial<Sample>): Sample => ({
  id: `test-${++ids}`,
  kind: 'booking',
  start: 99_900,
  end: 100_200,
  status: 0,
  node: 'node2',
  ...changes,
});

const unexcused = (samples: Sample[]) => {
  const { check } = errorCheck(samples, timeline);
  return check.ok ? 'all excused' : check.detail.split(';')[0];
};

describe('the soak excuses a failure', () => {
  it('in flight on the killed node when it was killed', () => {
    expect(unexcused([sample({}), sample({ status: 502 }), sample({ kind: 'edit', status: 0 })])).toBe('all excused');
  });

  it('and not one whose node is unknown, though it spans the kill', () => {
    expect(unexcused([sample({ node: null })])).toBe('1 unexcused: booking no answer at 99.9 s via ?');
    expect(unexcused([sample({ node: null, status: 502 })])).toMatch(/^1 unexcused/);
  });

  it('but one HAProxy closed without an answer or a log line as the killed node broke (its node unknowable)', () => {
    const closed = { node: null, status: 0, unlogged: true, failure: 'UND_ERR_SOCKET' } as const;
    expect(unexcused([sample(closed)])).toBe('all excused');
    // At another time the same is a failure: no node broke then.
    expect(unexcused([sample({ ...closed, start: 150_000, end: 150_100 })])).toBe(
      '1 unexcused: booking no answer (UND_ERR_SOCKET) at 150.0 s via ?',
    );
    // An answer (a 5xx) always names its node or is in HAProxy's log: never excused by the kill unless on it.
    expect(unexcused([sample({ ...closed, status: 500 })])).toMatch(/^1 unexcused/);
  });

  it('nor one on another node at that moment, a staff edit included', () => {
    expect(unexcused([sample({ node: 'node1' }), sample({ kind: 'edit', node: 'node3', status: 500 })])).toMatch(
      /^2 unexcused/,
    );
  });

  it('nor one on the killed node that began after it ended or ended before it was killed', () => {
    expect(unexcused([sample({ start: 100_060, end: 100_500 }), sample({ start: 90_000, end: 99_000 })])).toMatch(
      /^2 unexcused/,
    );
  });

  it('and a 503 while PostgreSQL was away (until every node is ready, plus HAProxy’s rise), any node or none', () => {
    const during = { start: 201_000, end: 201_500, status: 503 };
    expect(unexcused([sample({ ...during, node: 'node1' }), sample({ ...during, node: null })])).toBe('all excused');
    expect(unexcused([sample({ ...during, status: 500, node: 'node1' })])).toMatch(/^1 unexcused/);
    expect(unexcused([sample({ start: 207_000, end: 207_100, status: 503, node: 'node1' })])).toMatch(/^1 unexcused/);
  });
});

describe("HAProxy's log", () => {
  it('names the node of each soak request, also of those no answer named', () => {
    const log = [
      '127.0.0.1:40000 [01/Dec/2026:10:00:00.000] web nodes/node2 0/0/0/-1/1003 502 210 - - SH-- 6/6/5/1/0 0/0 {4242-17} "POST /api/app/class-registration HTTP/1.1" 7F000001_9C40',
      '127.0.0.1:40001 [01/Dec/2026:10:00:00.100] web nodes/node1 0/0/0/3/3 200 1500 - - ---- 6/6/5/2/0 0/0 {4242-18} "GET /about HTTP/1.1" 7F000001_9C41',
      '127.0.0.1:40002 [01/Dec/2026:10:00:09.000] web nodes/<NOSRV> 0/-1/-1/-1/0 503 217 - - SC-- 6/6/0/0/0 0/0 {4242-19} "POST /api/login HTTP/1.1" 7F000001_9C42',
      '[WARNING]  (12) : Server nodes/node2 is DOWN, reason: Layer4 connection problem.',
    ].join('\n');
    expect(nodesByRequest(log)).toEqual(
      new Map([
        ['4242-17', 'node2'],
        ['4242-18', 'node1'],
        ['4242-19', null],
      ]),
    );
  });
});
