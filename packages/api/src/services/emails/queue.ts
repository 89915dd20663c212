import { AsyncLocalStorage } from 'node:async_hooks';
import { type Db, repo } from '@app/db';
import { type RenderedEmail, renderEmail } from '@app/email';
import { storedMessage } from './render';

/** Renders an email from the props `mailOf` stored (superjson). */
export type StoredEmailRenderer = (stored: unknown) => Promise<RenderedEmail>;

const renderInProcess: StoredEmailRenderer = async (stored) => renderEmail(storedMessage(stored));
let renderStored: StoredEmailRenderer = renderInProcess;

/**
 * Where queued emails are rendered: the server's worker pool (apps/server/src/email-pool.ts), so React does
 * not hold the event loop; null: in this thread (tools, tests that start no pool).
 */
export function setEmailRenderer(renderer: StoredEmailRenderer | null): void {
  renderStored = renderer ?? renderInProcess;
}

/** The outbox ids queued unrendered during the current piece of work (a procedure call, a job's round). */
const queuedIds = new AsyncLocalStorage<number[]>();

/** Queues emails in the caller's transaction; those made with `mailOf` are rendered when the work is done. */
export async function queueMail(trx: Db, mails: ReadonlyArray<repo.QueuedEmail | repo.UnrenderedEmail>) {
  const ids = await repo.queueEmails(trx, mails);
  queuedIds.getStore()?.push(...ids.filter((_, i) => 'message' in (mails[i] as object)));
}

/**
 * Runs `work`, then renders the emails it queued unrendered: its transactions have committed (or rolled
 * back, and there is nothing to render). A rendering that fails is left to the mailer, which renders
 * what is left before sending; the work's answer stands either way.
 */
export async function renderingQueuedMail<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const ids: number[] = [];
  const result = await queuedIds.run(ids, work);
  if (ids.length > 0) await renderUnrenderedMail(db, { ids }).catch(() => undefined);
  return result;
}

/**
 * Renders queued emails not rendered yet (those of `ids`, or the oldest `limit` queued before a time). One that cannot be
 * rendered stays as it is, counted in `failed`, and does not stop the others.
 */
export async function renderUnrenderedMail(
  db: Db,
  query: { ids: readonly number[] } | { limit: number; queuedBefore: Date },
) {
  let rendered = 0;
  let failed = 0;
  // All at once: with worker threads (the server's pool) a booking's two emails render side by side.
  await Promise.all(
    (await repo.findUnrenderedEmails(db, query)).map(async (row) => {
      try {
        await repo.storeRenderedEmail(db, row.id, await renderStored(row.message));
        rendered++;
      } catch {
        failed++;
      }
    }),
  );
  return { rendered, failed };
}
