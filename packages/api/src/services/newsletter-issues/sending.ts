import type { Locale, NewsletterIssueInput } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { mailStudio } from '../emails/studio';
import { unsubscribePageUrl } from '../newsletter-links';
import type { SessionUser } from '../sessions';
import { renderIssueMail } from './issue-mail';
import { cleanIssueText, issueAudit, lockDraft, NOT_FOUND_MESSAGE } from './manage';

/**
 * Previews and test sends are nobody's subscription: their unsubscribe link shows where a subscriber's
 * own link goes, with a token that unsubscribes nobody.
 */
const SAMPLE_TOKEN = 'preview';

/** The email a subscriber in `locale` would get, from the editor's current text (saved or not), sanitised as a save would. */
export async function previewIssue(ctx: Context, input: { locale: Locale; data: NewsletterIssueInput }) {
  const text = cleanIssueText(input.data);
  const studio = await mailStudio(ctx.db, ctx);
  return renderIssueMail(studio, text, input.locale, unsubscribePageUrl(ctx.publicUrl, SAMPLE_TOKEN));
}

/**
 * Queues the saved issue in `locale` to the signed-in staff member alone, its subject marked as a test.
 * It is not a delivery: it changes nothing about who gets the issue.
 */
export async function testSendIssue(ctx: Context, user: SessionUser, input: { id: number; locale: Locale }) {
  const issue = await repo.findNewsletterIssue(ctx.db, input.id);
  if (!issue) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const studio = await mailStudio(ctx.db, ctx);
  const mail = await renderIssueMail(studio, issue, input.locale, unsubscribePageUrl(ctx.publicUrl, SAMPLE_TOKEN));
  await repo.queueEmails(ctx.db, [{ to: user.email, ...mail, subject: `[Test] ${mail.subject}` }]);
  return { to: user.email };
}

/**
 * Sends a draft to every active subscriber: it becomes `sending`, with who started it and when, and the
 * sender job queues it in batches from then on. Answers how many active subscribers there are now.
 * Only a draft at the version the admin loaded can be sent: a second send is a 409.
 */
export async function sendIssue(ctx: Context, user: SessionUser, input: { id: number; version: number }) {
  return ctx.db.transaction().execute(async (trx) => {
    const issue = await lockDraft(trx, input.id, input.version);
    const audience = await repo.activeSubscribersByLocale(trx);
    const recipients = audience.reduce((sum, entry) => sum + entry.count, 0);
    if (recipients === 0) {
      throw new AppError(
        'INVALID',
        /*i18n*/ 'Nobody has subscribed (and confirmed) yet: there is no one to send this issue to.',
      );
    }
    await repo.startSendingNewsletterIssue(trx, input.id, user.id, ctx.now());
    await issueAudit(trx, user, 'send', input.id, { title: issue.subject.en, recipients });
    return { recipients };
  });
}
