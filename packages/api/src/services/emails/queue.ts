import { AsyncLocalStorage } from 'node:async_hooks';
import { type Db, repo } from '@app/db';
import { type RenderedEmail, renderEmail } from '@app/email';
import { storedMessage } from './render';

/**
 * Renders emails from the props `mailOf` stored (superjson), in order: null for one that could not be
 * rendered. A piece of work's emails go together, so the worker pool takes them as one task.
 */
export type StoredEmailRenderer = (stored: readonly unknown[]) => Promise<Array<RenderedEmail | null>>;

const renderInProcess: StoredEmailRenderer = (stored) =>
  Promise.all(stored.map((one) => renderEmail(storedMessage(one)).catch(() => null)));
let renderStored: StoredEmailRenderer = renderInProcess;

/**
 * Where queued emails are rendered: the server's worker pool (apps/server/src/email-pool.ts), so React does
 * not hold the event loop; null: in this thread (tools, tests that start no pool).
 */
export function setEmailRenderer(renderer: StoredEmailRenderer | null): void {
  renderStored = renderer ?? renderInProcess;
}

/** An email queued unrendered: its outbox id and the props stored with it. */
interface Unrendered {
  id: number;
  message: unknown;
}

/** The emails queued unrendered during the current piece of work (a procedure call, a job's round). */
const queuedMail = new AsyncLocalStorage<Unrendered[]>();

/** Queues emails in the caller's transaction; those made with `mailOf` are rendered when the work is done. */
export async function queueMail(trx: Db, mails: ReadonlyArray<repo.QueuedEmail | repo.UnrenderedEmail>) {
  const ids = await repo.queueEmails(trx, mails);
  const queued = queuedMail.getStore();
  if (!queued) return;
  mails.forEach((mail, i) => {
    const id = ids[i];
    if ('message' in mail && id !== undefined) queued.push({ id, message: mail.message });
  });
}

/**
 * Runs `work`, then renders the emails it queued unrendered, from the props in hand (what was stored):
 * its transactions have committed. A rendering that fails is left to the mailer, which renders what is
 * left before sending; the work's answer stands either way. The renderings are stored in one statement,
 * which leaves alone a row no longer queued (rolled back) or rendered meanwhile.
 */
export async function renderingQueuedMail<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const queued: Unrendered[] = [];
  const result = await queuedMail.run(queued, work);
  if (queued.length > 0) await renderAndStore(db, queued).catch(() => undefined);
  return result;
}

/** Renders emails together (one task of the server's worker pool) and stores those that rendered; answers the counts. */
async function renderAndStore(db: Db, queued: readonly Unrendered[]) {
  const rendered = await renderStored(queued.map(({ message }) => message)).catch(() => queued.map(() => null));
  const done = queued.flatMap(({ id }, i) => {
    const email = rendered[i];
    return email ? [{ id, ...email }] : [];
  });
  await repo.storeRenderedEmails(
    db,
    done.map(({ id, subject, html, text }) => ({ id, subject, html, text })),
  );
  return { rendered: done.length, failed: queued.length - done.length };
}

/**
 * Renders queued emails not rendered yet (those of `ids`, or the oldest `limit` queued before a time). One that cannot be
 * rendered stays as it is, counted in `failed`, and does not stop the others.
 */
export async function renderUnrenderedMail(
  db: Db,
  query: { ids: readonly number[] } | { limit: number; queuedBefore: Date },
) {
  return renderAndStore(db, await repo.findUnrenderedEmails(db, query));
}
