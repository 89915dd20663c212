import { type Kysely, sql } from 'kysely';
import type { Database, EmailAttachment } from '../schema';
import { leaseRows } from './leases';

/** An email as it is queued and later sent, unchanged: rendered before it is queued. */
export interface QueuedEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
  /** Delete the row once sent (the erasure's confirmation: nothing of the person stays). */
  eraseAfterSend?: boolean;
}

/** An email queued as its template's props, rendered once its transaction has committed. */
export interface UnrenderedEmail {
  to: string;
  message: unknown;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
  /** Delete the row once sent (the erasure's confirmation: nothing of the person stays). */
  eraseAfterSend?: boolean;
}

const isRendered = (mail: QueuedEmail | UnrenderedEmail): mail is QueuedEmail => !('message' in mail);

/** Queues emails in the caller's transaction; answers their outbox ids, in order. */
export async function queueEmails(
  db: Kysely<Database>,
  mails: ReadonlyArray<QueuedEmail | UnrenderedEmail>,
): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insertInto('email_outbox')
    .values(
      mails.map((m) => ({
        to_address: m.to,
        subject: isRendered(m) ? m.subject : '',
        body_text: isRendered(m) ? m.text : '',
        body_html: isRendered(m) ? m.html : null,
        message: isRendered(m) ? null : JSON.stringify(m.message),
        headers: JSON.stringify(m.headers ?? {}),
        attachments: JSON.stringify(m.attachments ?? []),
        erase_after_send: m.eraseAfterSend ?? false,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Emails queued but not rendered yet: those of `ids`, or the oldest `limit` queued before `queuedBefore`
 * (the ones whose own request did not render them).
 */
export async function findUnrenderedEmails(
  db: Kysely<Database>,
  query: { ids: readonly number[] } | { limit: number; queuedBefore: Date },
) {
  if ('ids' in query && query.ids.length === 0) return [];
  const unrendered = db.selectFrom('email_outbox').select(['id', 'message']).where('message', 'is not', null);
  return (
    'ids' in query
      ? unrendered.where('id', 'in', query.ids)
      : unrendered.where('created_at', '<', query.queuedBefore).orderBy('id').limit(query.limit)
  ).execute();
}

/**
 * Stores emails' renderings in one statement; a row another node rendered meanwhile is left as it is
 * (and an id that is not queued, e.g. of a transaction that rolled back, matches nothing).
 */
export async function storeRenderedEmails(
  db: Kysely<Database>,
  rendered: ReadonlyArray<{ id: number; subject: string; html: string; text: string }>,
) {
  if (rendered.length === 0) return;
  const rows = sql.join(rendered.map((r) => sql`(${r.id}::bigint, ${r.subject}, ${r.html}, ${r.text})`));
  await sql`
    UPDATE email_outbox AS o
    SET subject = v.subject, body_html = v.html, body_text = v.text, message = NULL
    FROM (VALUES ${rows}) AS v(id, subject, html, text)
    WHERE o.id = v.id AND o.message IS NOT NULL`.execute(db);
}

/**
 * Claims up to `limit` unsent emails due at `now`, skipping rows another node holds, and moves their
 * next attempt to `leaseUntil` so nobody else picks them up meanwhile. Two statements: call it inside a
 * transaction (the row locks last until it ends).
 */
export async function leaseDueEmails(db: Kysely<Database>, now: Date, limit: number, leaseUntil: Date) {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'body_text', 'body_html', 'headers', 'attachments', 'attempts'])
    .where('sent_at', 'is', null)
    .where('message', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  await leaseRows(db, 'email_outbox', rows, leaseUntil);
  return rows;
}

/** Records a sent email; the last email to a person whose data was erased is deleted instead. */
export async function markEmailSent(db: Kysely<Database>, id: number, attempts: number, sentAt: Date) {
  await db.deleteFrom('email_outbox').where('id', '=', id).where('erase_after_send', '=', true).execute();
  await db
    .updateTable('email_outbox')
    .set({ sent_at: sentAt, attempts, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markEmailFailed(
  db: Kysely<Database>,
  id: number,
  failure: { attempts: number; nextAttemptAt: Date; error: string },
) {
  await db
    .updateTable('email_outbox')
    .set({ attempts: failure.attempts, next_attempt_at: failure.nextAttemptAt, last_error: failure.error })
    .where('id', '=', id)
    .execute();
}

/**
 * The unsent emails (queued, and those of them whose last attempt failed) and when the oldest was
 * queued; null when none. One pass over the pending rows (the partial index of unsent emails).
 */
export async function outboxBacklog(db: Kysely<Database>) {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => [
      eb.fn.countAll<string>().as('pending'),
      eb.fn.count<string>('last_error').as('failing'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), failing: Number(row.failing), oldest: row.oldest as Date | null };
}

/** Deletes emails sent before `before` (docs/privacy.md: sent emails are kept 90 days); answers how many. */
export async function deleteEmailsSentBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('email_outbox').where('sent_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
