import type { FastifyBaseLogger } from 'fastify';

/** Work a node does now and then on its own: every node runs it, and each round is safe to run on several. */
export interface PeriodicJob {
  /** What the log calls it when a round fails, e.g. "dating class sessions". */
  name: string;
  intervalMs: number;
  /**
   * Run on every multiple of the interval since the epoch rather than every interval from start: with a
   * minute, at each minute's start, when something set to the minute falls due.
   */
  aligned?: boolean;
  /** One round; its answer, when it has one, is logged as what the round did. */
  round: () => Promise<{ message: string; counts: Record<string, number> } | undefined>;
}

/**
 * Runs a job now and then every `intervalMs`, one round at a time (a round still under way when the next
 * is due makes that one skip). A failed round is logged and the next retries. The answer stops the job,
 * waiting for a round under way.
 */
export function startPeriodicJob(job: PeriodicJob, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = job
      .round()
      .then((done) => {
        if (done) log.info(done.counts, done.message);
      })
      .catch((error: unknown) => log.warn({ err: error }, `${job.name} failed; the next round retries`))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    const wait = job.aligned ? job.intervalMs - (Date.now() % job.intervalMs) : job.intervalMs;
    timer = setTimeout(() => {
      round();
      next();
    }, wait);
    timer.unref();
  };
  round();
  next();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
