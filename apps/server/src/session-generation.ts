import { generateSessions } from '@app/api/server';
import type { DbHandle } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Dates the upcoming sessions of classes (the rolling horizon of weekly classes moves on) now and then
 * every `intervalMs`, one round at a time. Every node runs it; a session is made once however many do.
 * The answer stops it, waiting for a round under way.
 */
export function startSessionGeneration(db: DbHandle, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = generateSessions(db.db, new Date())
      .then(({ inserted }) => log.info({ inserted }, 'class sessions dated'))
      .catch((error: unknown) => log.warn({ err: error }, 'dating class sessions failed; the next round retries'))
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
