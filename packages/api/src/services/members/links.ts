import { isLocale, MEMBER_SIGN_IN_PREFIX, type Locale } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { translate } from '../../translations';
import { hashManageToken, newManageToken } from '../bookings/tokens';
import { queueMail } from '../emails/queue';
import { mailOf } from '../emails/render';
import { type MailDeps, mailStudio } from '../emails/studio';
import { emailQueuedRequests } from '../queued-requests';
import { endMemberSession, memberKey, startMemberSession } from './session';

/**
 * The emailed sign-in links of "My bookings". Asking for one only queues the request and answers, the
 * same words after the same database work whatever the address holds (looking it up first would tell,
 * by the answer's time, which addresses have bookings); a job on any node then emails a link to an
 * address that holds bookings, private-session requests or a subscription, and to no other. A link works
 * once, for 30 minutes; only the SHA-256 of its token is stored.
 */

const MEMBER_LINK_VALID_MS = 30 * 60 * 1000;
const REQUESTS_PER_ROUND = 100;

const LINK_SENT =
  /*i18n*/ 'If this address has bookings with us, we have sent you a link. It works once, for 30 minutes.';
const LINK_GONE = /*i18n*/ 'This sign-in link does not work (any more): it was used or it expired. Ask for a new one.';

const signInUrl = (publicUrl: string, token: string) => `${publicUrl}${MEMBER_SIGN_IN_PREFIX}${token}`;

/** "Send me a link": rate-limited per client address and per address, queued, and answered the same for all. */
export async function requestMemberLink(
  ctx: Context,
  input: { email: string; locale?: Locale | undefined },
): Promise<{ ok: true; message: string }> {
  const locale = input.locale ?? ctx.locale;
  await ctx.rateLimits.memberLink(ctx.ip, input.email);
  await repo.queueMemberLinkRequest(ctx.db, input.email, locale, ctx.now());
  return { ok: true, message: translate(locale, LINK_SENT) };
}

/**
 * The link job's round: each queued request, oldest first, in a transaction of its own that makes a link
 * and queues its email (in the language asked in) when the address holds anything, and deletes the
 * request. Claimed with SKIP LOCKED, so however many nodes run it each request is handled once. Answers
 * how many links were queued.
 */
export function sendMemberLinks(db: Db, deps: MailDeps, now: Date): Promise<{ sent: number }> {
  return emailQueuedRequests(db, REQUESTS_PER_ROUND, async (trx) => {
    const request = await repo.takeMemberLinkRequest(trx);
    if (!request) return null;
    if (!(await repo.memberHasAnything(trx, request.email))) return false;
    const link = newManageToken();
    await repo.insertMemberLink(trx, {
      tokenHash: link.hash,
      email: request.email,
      now,
      expiresAt: new Date(now.getTime() + MEMBER_LINK_VALID_MS),
    });
    await queueMail(trx, [
      mailOf(request.email, {
        kind: 'member-sign-in',
        locale: isLocale(request.locale) ? request.locale : 'en',
        studio: await mailStudio(trx, deps),
        signInUrl: signInUrl(deps.publicUrl, link.token),
      }),
    ]);
    return true;
  });
}

/** Uses a sign-in link (once) and starts the member's session (the cookie is set on the answer). */
export async function signInMember(ctx: Context, token: string): Promise<{ email: string; expiresAt: string }> {
  const email = await repo.useMemberLink(ctx.db, hashManageToken(token), ctx.now());
  if (!email) throw new AppError('NOT_FOUND', LINK_GONE);
  const expiresAt = await startMemberSession(ctx, email);
  return { email: email.toLowerCase(), expiresAt: expiresAt.toISOString() };
}

/**
 * The address an emailed sign-in link is for, while it is unused and within its 30 minutes, without
 * using it: the link's page shows it beside "Continue", which signs in. 404 as `signInMember` answers.
 */
export async function memberLinkAddress(ctx: Context, token: string): Promise<{ email: string }> {
  const email = await repo.findLiveMemberLink(ctx.db, hashManageToken(token), ctx.now());
  if (!email) throw new AppError('NOT_FOUND', LINK_GONE);
  return { email: email.toLowerCase() };
}

/** Signs this browser out (the cookie is cleared); always succeeds. */
export function signOutMember(ctx: Context): { ok: true } {
  endMemberSession(ctx);
  return { ok: true };
}

/** Signs the member out on every device: every session issued until now is refused from now on. */
export async function signOutMemberEverywhere(ctx: Context, email: string): Promise<{ ok: true }> {
  await repo.signOutMemberEverywhere(ctx.db, memberKey(ctx.sessionSecret, email), ctx.now());
  endMemberSession(ctx);
  return { ok: true };
}
