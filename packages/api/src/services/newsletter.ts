import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale, type NewsletterLink, type NewsletterLinkInput } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { hashManageToken, newManageToken } from './bookings/tokens';
import { mailOf } from './emails/render';
import { mailStudio } from './emails/studio';
import { confirmUrl, newsletterHeaders } from './newsletter-links';
import { queueMail } from './emails/queue';
import { enqueueNewsletterEvent } from './webhooks/events';

/** How long a confirmation link works; an unconfirmed sign-up is deleted after it. */
const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;
const CONFIRM_LINK_NOT_VALID = /*i18n*/ 'This confirmation link is not valid (any more): it was used, or it expired.';
const UNSUBSCRIBE_LINK_NOT_VALID = /*i18n*/ 'This unsubscribe link is not valid (any more).';

/**
 * Double opt-in: a sign-up is stored unconfirmed and emailed a confirmation link (only its hash is
 * kept). Signing up again while unconfirmed (or after unsubscribing) sends a fresh link; while
 * subscribed it sends nothing. The answer is the same in every case, so it tells nobody whether an
 * address is subscribed.
 */
export async function subscribe(
  ctx: Context,
  input: { email: string; name?: string | undefined; website?: string | undefined },
) {
  await ctx.rateLimits.form(ctx.ip);
  if (input.website) return { ok: true as const };
  const confirmation = newManageToken();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.signUpNewsletterSubscriber(trx, {
      email: input.email,
      name: input.name ? input.name : null,
      locale: ctx.locale,
      unsubscribeToken: randomBytes(24).toString('base64url'),
      confirmTokenHash: confirmation.hash,
      at: ctx.now(),
    });
    if (!row.awaitsConfirmation) return;
    const mail = mailOf(input.email, {
      kind: 'newsletter-confirm',
      locale: ctx.locale,
      studio: await mailStudio(trx, ctx),
      name: input.name ? input.name : null,
      confirmUrl: confirmUrl(ctx.publicUrl, confirmation.token),
    });
    await queueMail(trx, [{ ...mail, headers: newsletterHeaders(ctx.publicUrl, row.unsubscribeToken) }]);
  });
  return { ok: true as const };
}

/**
 * Whom a newsletter link is for and where their subscription stands, so its page can say what a click will do, in
 * their language; it changes nothing (mail scanners open links). A confirmation link names nobody once used or after
 * 7 days, as `confirmSubscription` refuses it then.
 */
export async function newsletterLink(ctx: Context, input: NewsletterLinkInput): Promise<NewsletterLink> {
  const sentAfter = new Date(ctx.now().getTime() - CONFIRMATION_VALID_MS);
  const row = await repo.findNewsletterSubscriberByLink(
    ctx.db,
    input.kind === 'confirm'
      ? { confirmTokenHash: hashManageToken(input.token), sentAfter }
      : { unsubscribeToken: input.token },
  );
  if (!row) {
    throw new AppError('NOT_FOUND', input.kind === 'confirm' ? CONFIRM_LINK_NOT_VALID : UNSUBSCRIBE_LINK_NOT_VALID);
  }
  return {
    email: row.email,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    state: row.unsubscribed_at ? 'unsubscribed' : row.confirmed_at ? 'subscribed' : 'pending',
  };
}

/** Confirms a sign-up by the token of its confirmation link; the link works once, for 7 days. */
export async function confirmSubscription(ctx: Context, token: string) {
  const now = ctx.now();
  const confirmed = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.confirmNewsletterSubscriber(
      trx,
      hashManageToken(token),
      now,
      new Date(now.getTime() - CONFIRMATION_VALID_MS),
    );
    if (row) await enqueueNewsletterEvent(trx, 'newsletter.subscribed', row, now);
    return row !== undefined;
  });
  if (!confirmed) {
    throw new AppError('NOT_FOUND', CONFIRM_LINK_NOT_VALID);
  }
  return { ok: true as const };
}

export async function unsubscribe(ctx: Context, token: string) {
  const now = ctx.now();
  const found = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.unsubscribeNewsletter(trx, token, now);
    if (row?.changed) await enqueueNewsletterEvent(trx, 'newsletter.unsubscribed', row, now);
    return row !== undefined;
  });
  if (!found) throw new AppError('NOT_FOUND', UNSUBSCRIBE_LINK_NOT_VALID);
  return { ok: true as const };
}

/** Deletes the sign-ups left unconfirmed for 7 days (a periodic job on every node; deleting twice is harmless). */
export async function expireUnconfirmedSignUps(db: Db, now: Date): Promise<{ deleted: number }> {
  const deleted = await repo.deleteUnconfirmedNewsletterSubscribers(
    db,
    new Date(now.getTime() - CONFIRMATION_VALID_MS),
  );
  return { deleted };
}
