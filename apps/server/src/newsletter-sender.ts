import type { ApiDeps } from '@app/api';
import { sendNewsletterBatches } from '@app/api/server';
import type { DbHandle } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Queues newsletter issues being sent, one batch per issue per round, at start and then every
 * `intervalMs`, one round at a time (the interval and batch size are the throttle). Every node runs it;
 * each subscriber gets an issue once however many do, and a restart carries on where it stopped. The
 * answer stops it, waiting for a round under way.
 */
export function startNewsletterSender(
  db: DbHandle,
  deps: Pick<ApiDeps, 'publicUrl' | 'site'>,
  settings: { intervalMs: number; batchSize: number },
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = sendNewsletterBatches(db.db, deps, { batchSize: settings.batchSize, now: new Date() })
      .then(({ queued, finished }) => {
        if (queued > 0 || finished > 0) log.info({ queued, finished }, 'newsletter emails queued');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'queueing newsletter emails failed; the next round retries'))
      .finally(() => {
        running = null;
      });
  };
  round();
  const timer = setInterval(round, settings.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
