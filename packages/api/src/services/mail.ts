import type { Database } from '@app/db';
import { type Kysely, sql } from 'kysely';

export interface OutgoingMail {
  /** The outbox row, for logs that must not name the recipient. */
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Where queued emails go: SMTP when configured, otherwise the server log. */
export interface MailTransport {
  /** Resolves with the recipients the transport accepted; throws when it could not hand the message over. */
  send(mail: OutgoingMail): Promise<{ accepted: string[] }>;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** 1, 2, 4 … minutes after each failure, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
}

const LEASE_MS = 5 * 60 * 1000;

/**
 * Sends what is due from the outbox. Due rows are first leased (their next attempt moved 5 minutes
 * ahead, claimed with SKIP LOCKED) in a short transaction, so several nodes can run this together and
 * no database lock is held while talking to the mail server. A failure keeps the row, counts the
 * attempt and schedules a retry; nothing is ever dropped.
 */
export async function deliverDueMail(
  db: Kysely<Database>,
  transport: MailTransport,
  from: string,
  now: Date = new Date(),
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  const due = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('email_outbox')
      .select(['id', 'to_address', 'subject', 'body_text', 'attempts'])
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length > 0) {
      await trx
        .updateTable('email_outbox')
        .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    }
    return rows;
  });
  let sent = 0;
  let failed = 0;
  for (const mail of due) {
    try {
      const { accepted } = await transport.send({
        id: mail.id,
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body_text,
      });
      const to = mail.to_address.toLowerCase();
      if (!accepted.some((address) => address.toLowerCase() === to)) {
        throw new Error('The mail server did not accept the recipient.');
      }
      await db
        .updateTable('email_outbox')
        .set({ sent_at: new Date(), attempts: mail.attempts + 1, last_error: null })
        .where('id', '=', mail.id)
        .execute();
      sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .updateTable('email_outbox')
        .set({
          attempts,
          next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)),
          last_error: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
        })
        .where('id', '=', mail.id)
        .execute();
      failed++;
    }
  }
  return { sent, failed };
}

export async function pendingMailCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('email_outbox')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}
