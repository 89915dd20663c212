import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from '../src/periodic-job';

/** A logger that keeps what it was told, as { msg, ...fields }. */
function recordingLog() {
  const lines: Array<Record<string, unknown> & { msg: string }> = [];
  const write = (fields: object, msg: string) => lines.push({ ...fields, msg });
  return { log: { info: write, warn: write } as unknown as FastifyBaseLogger, lines };
}

describe('a periodic job', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once and then every interval, never two rounds at a time', async () => {
    vi.useFakeTimers();
    const { log } = recordingLog();
    let finish: () => void = () => {};
    let rounds = 0;
    const stop = startPeriodicJob(
      {
        name: 'counting',
        intervalMs: 1_000,
        round: () => {
          rounds += 1;
          return new Promise((resolve) => {
            finish = () => resolve(undefined);
          });
        },
      },
      log,
    );
    expect(rounds).toBe(1);
    // The first round is still under way: the next two ticks skip.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(rounds).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toBe(2);
    finish();
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(rounds).toBe(2);
  });

  it('logs what a round did, and a failed round, and carries on', async () => {
    vi.useFakeTimers();
    const { log, lines } = recordingLog();
    let calls = 0;
    const stop = startPeriodicJob(
      {
        name: 'dating class sessions',
        intervalMs: 1_000,
        round: async () => {
          calls += 1;
          if (calls === 1) throw new Error('database away');
          return { message: 'class sessions dated', counts: { inserted: 3 } };
        },
      },
      log,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await stop();
    expect(lines.map((line) => line.msg)).toEqual([
      'dating class sessions failed; the next round retries',
      'class sessions dated',
    ]);
    expect(lines[1]).toMatchObject({ inserted: 3 });
  });

  it('stopping waits for the round under way', async () => {
    const { log } = recordingLog();
    let done = false;
    const stop = startPeriodicJob(
      {
        name: 'slow',
        intervalMs: 60_000,
        round: async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          done = true;
          return undefined;
        },
      },
      log,
    );
    await stop();
    expect(done).toBe(true);
  });
});
