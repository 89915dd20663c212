import { type Db, type EmailAttachment, repo } from '@app/db';
import { renderUnrenderedMail } from './emails/queue';

/** An outbox row on its way: exactly what was queued. */
export interface OutgoingMail {
  /** The outbox row, for logs that must not name the recipient. */
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Null for rows queued before emails had an HTML part: sent as text only. */
  html: string | null;
  headers: Record<string, string>;
  attachments: EmailAttachment[];
}

/** Where queued emails go: SMTP when configured, otherwise the server log. */
export interface MailTransport {
  /** Resolves with the recipients the transport accepted; throws when it could not hand the message over. */
  send(mail: OutgoingMail): Promise<{ accepted: string[] }>;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** 1, 2, 4 … minutes after each failure, at most an hour. */
function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
}

const LEASE_MS = 5 * 60 * 1000;

/**
 * Sends what is due from the outbox. Due rows are first leased (their next attempt moved 5 minutes
 * ahead, claimed with SKIP LOCKED) in a short transaction, so several nodes can run this together and
 * no database lock is held while talking to the mail server. A failure keeps the row, counts the
 * attempt and schedules a retry; nothing is ever dropped. Emails queued as their facts and not rendered
 * yet (see `queueMail`) are rendered first; one that cannot be rendered counts as failed and waits.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  from: string,
  now: Date = new Date(),
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  // Left unrendered when a server stopped between a booking's commit and its rendering; a minute's grace
  // leaves the rows a request is rendering right now to that request.
  const leftover = await renderUnrenderedMail(db, { limit, queuedBefore: new Date(now.getTime() - 60_000) });
  const due = await db
    .transaction()
    .execute((trx) => repo.leaseDueEmails(trx, now, limit, new Date(now.getTime() + LEASE_MS)));
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
        html: mail.body_html,
        headers: mail.headers,
        attachments: mail.attachments,
      });
      const to = mail.to_address.toLowerCase();
      if (!accepted.some((address) => address.toLowerCase() === to)) {
        throw new Error('The mail server did not accept the recipient.');
      }
      await repo.markEmailSent(db, mail.id, mail.attempts + 1, new Date());
      sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await repo.markEmailFailed(db, mail.id, {
        attempts,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        error: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
      });
      failed++;
    }
  }
  return { sent, failed: failed + leftover.failed };
}

/** How long a sent email stays in the outbox (for staff's "was it sent?" questions): docs/privacy.md. */
const SENT_EMAIL_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** How long a webhook message stays after it was delivered or given up (its delivery log with it). */
const FINISHED_WEBHOOK_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes sent emails older than the retention, and webhook messages finished for 30 days: both name the
 * people they were about.
 */
export async function forgetOldSentEmails(db: Db, now: Date): Promise<{ deleted: number; webhooks: number }> {
  return {
    deleted: await repo.deleteEmailsSentBefore(db, new Date(now.getTime() - SENT_EMAIL_RETENTION_MS)),
    webhooks: await repo.deleteFinishedWebhookMessages(db, new Date(now.getTime() - FINISHED_WEBHOOK_RETENTION_MS)),
  };
}
