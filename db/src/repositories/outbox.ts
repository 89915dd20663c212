import type { Kysely } from 'kysely';
import type { Database, EmailAttachment } from '../schema';

/** An email as it is queued and later sent, unchanged: rendered before it is queued. */
export interface QueuedEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
}

export async function queueEmails(db: Kysely<Database>, mails: readonly QueuedEmail[]) {
  if (mails.length === 0) return;
  await db
    .insertInto('email_outbox')
    .values(
      mails.map((m) => ({
        to_address: m.to,
        subject: m.subject,
        body_text: m.text,
        body_html: m.html,
        headers: JSON.stringify(m.headers ?? {}),
        attachments: JSON.stringify(m.attachments ?? []),
      })),
    )
    .execute();
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
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  if (rows.length > 0) {
    await db
      .updateTable('email_outbox')
      .set({ next_attempt_at: leaseUntil })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  }
  return rows;
}

export async function markEmailSent(db: Kysely<Database>, id: number, attempts: number, sentAt: Date) {
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
