import type { ApiDeps } from '@app/api';
import { runContentSchedule } from '@app/api/server';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Publishes and unpublishes scheduled content now and then on every multiple of `intervalMs` since the
 * epoch (with a minute: at each minute's start, when a schedule set to the minute falls due), one round
 * at a time. Every node runs it; each row changes once however many do. The answer stops it, waiting
 * for a round under way.
 */
export function startContentSchedule(
  deps: Pick<ApiDeps, 'db' | 'cache' | 'announceContentChange'>,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const round = () => {
    if (running) return;
    running = runContentSchedule(deps, new Date())
      .then(({ published, unpublished }) => {
        if (published + unpublished > 0) log.info({ published, unpublished }, 'scheduled content changed');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'scheduled publishing failed; the next round retries'))
      .finally(() => {
        running = null;
      });
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        round();
        next();
      },
      intervalMs - (Date.now() % intervalMs),
    );
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
