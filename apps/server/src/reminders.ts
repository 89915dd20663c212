import type { ApiDeps } from '@app/api';
import { sendDueReminders } from '@app/api/server';
import type { DbHandle } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Queues the reminders due before booked sessions now and then every `intervalMs`, one round at a
 * time. Every node runs it; each booking is reminded once however many do. The answer stops it,
 * waiting for a round under way.
 */
export function startReminders(
  db: DbHandle,
  deps: Pick<ApiDeps, 'publicUrl' | 'site'>,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = sendDueReminders(db.db, deps, new Date())
      .then(({ sent }) => {
        if (sent > 0) log.info({ sent }, 'booking reminders queued');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'queueing booking reminders failed; the next round retries'))
      .finally(() => {
        running = null;
      });
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
