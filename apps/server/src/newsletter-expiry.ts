import { expireUnconfirmedSignUps } from '@app/api/server';
import type { DbHandle } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Deletes newsletter sign-ups left unconfirmed for 7 days, now and then every `intervalMs`, one round at
 * a time. Every node runs it; a delete that another node already made deletes nothing. The answer
 * stops it, waiting for a round under way.
 */
export function startNewsletterExpiry(db: DbHandle, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = expireUnconfirmedSignUps(db.db, new Date())
      .then(({ deleted }) => log.info({ deleted }, 'unconfirmed newsletter sign-ups expired'))
      .catch((error: unknown) =>
        log.warn({ err: error }, 'expiring newsletter sign-ups failed; the next round retries'),
      )
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
