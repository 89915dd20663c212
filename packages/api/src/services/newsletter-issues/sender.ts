import { randomBytes } from 'node:crypto';
import type { RenderedEmail } from '@app/email';
import { type Db, repo } from '@app/db';
import { emailLocale } from '@app/email';
import { type MailDeps, mailStudio } from '../emails/studio';
import { newsletterHeaders, unsubscribePageUrl } from '../newsletter-links';
import { renderIssueMail } from './issue-mail';

export interface NewsletterSenderOptions {
  /** Subscribers queued per issue per round: the throttle (a round runs every NEWSLETTER_INTERVAL_MS). */
  batchSize: number;
  now: Date;
}

/**
 * One round of newsletter sending: for each issue being sent, one batch of up to `batchSize` active
 * subscribers who have not had it, each written to in their language with their own unsubscribe link
 * and `List-Unsubscribe` headers. A batch is one transaction: the issue is claimed with
 * `FOR UPDATE SKIP LOCKED` (a node working on it makes the others pass it by), the delivery rows and the
 * outbox rows are written together, and the (issue, subscriber) key refuses a second delivery. When no
 * one is left, the issue is marked sent. Everything lives in the database, so a restart resumes where
 * the last committed batch ended. Answers how many emails were queued and how many issues finished.
 */
export async function sendNewsletterBatches(
  db: Db,
  deps: MailDeps,
  options: NewsletterSenderOptions,
): Promise<{ queued: number; finished: number }> {
  let queued = 0;
  let finished = 0;
  for (const id of await repo.sendingNewsletterIssueIds(db)) {
    await db.transaction().execute(async (trx) => {
      const issue = await repo.claimSendingNewsletterIssue(trx, id);
      if (!issue) return;
      const recipients = await repo.pendingNewsletterRecipients(trx, id, options.batchSize);
      if (recipients.length > 0) {
        const studio = await mailStudio(trx, deps);
        // Rendering takes milliseconds per email: each language is rendered once, with a stand-in token
        // that each subscriber's own then replaces (tokens are base64url: nothing in them needs escaping).
        const stand = randomBytes(18).toString('base64url');
        const rendered = new Map<string, Promise<RenderedEmail>>();
        const deliveries = [];
        for (const subscriber of recipients) {
          const locale = emailLocale(subscriber.locale);
          if (!rendered.has(locale)) {
            rendered.set(locale, renderIssueMail(studio, issue, locale, unsubscribePageUrl(deps.publicUrl, stand)));
          }
          const mail = (await rendered.get(locale))!;
          const own = (part: string) => part.replaceAll(stand, subscriber.unsubscribe_token);
          deliveries.push({
            subscriberId: subscriber.id,
            locale,
            mail: {
              to: subscriber.email,
              subject: mail.subject,
              html: own(mail.html),
              text: own(mail.text),
              headers: newsletterHeaders(deps.publicUrl, subscriber.unsubscribe_token),
            },
          });
        }
        queued += await repo.queueNewsletterDeliveries(trx, id, deliveries, options.now);
      }
      if (recipients.length < options.batchSize) {
        await repo.markNewsletterIssueSent(trx, id, options.now);
        finished++;
      }
    });
  }
  return { queued, finished };
}
