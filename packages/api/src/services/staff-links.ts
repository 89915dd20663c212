import { INVITATION_PREFIX, PASSWORD_RESET_PREFIX, type Role, type StaffLink } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { hashManageToken, newManageToken } from './bookings/tokens';
import { queueMail } from './emails/queue';
import { mailOf } from './emails/render';
import { type MailDeps, mailStudio } from './emails/studio';
import { assertStrongPassword, hashPassword } from './passwords';
import { emailQueuedRequests } from './queued-requests';
import type { SessionUser } from './sessions';
import { auditStaff, findStaffOrThrow } from './staff';

/**
 * The emailed links of staff accounts: an invitation (72 hours) and a password reset (1 hour). Each
 * works once; only the SHA-256 of its token is stored, and a newer link of the same kind replaces the
 * older one.
 */

const HOUR_MS = 3600 * 1000;
const INVITATION_VALID_MS = 72 * HOUR_MS;
const PASSWORD_RESET_VALID_MS = HOUR_MS;

/** Requests one round of the reset job takes at most; the next round takes the rest. */
const RESET_REQUESTS_PER_ROUND = 100;

const LINK_GONE = /*i18n*/ 'This link does not work (any more): it was used, it expired, or a newer one replaced it.';

const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}${INVITATION_PREFIX}${token}`;
const passwordResetUrl = (publicUrl: string, token: string) => `${publicUrl}${PASSWORD_RESET_PREFIX}${token}`;

async function newLink(db: Db, userId: number, purpose: 'invitation' | 'password-reset', now: Date, validMs: number) {
  await repo.retireStaffTokens(db, userId, [purpose], now);
  const link = newManageToken();
  await repo.insertStaffToken(db, {
    userId,
    purpose,
    tokenHash: link.hash,
    expiresAt: new Date(now.getTime() + validMs),
  });
  return link.token;
}

/**
 * Invites someone: their account exists at once (role as given, no password), and the email's link lets
 * them choose a password; signing in through a configured provider with this address takes the account
 * up too. Inviting an address again while its invitation waits sends a fresh link (the older stops).
 */
export async function inviteStaff(
  ctx: Context,
  actor: SessionUser,
  input: { email: string; name: string; role: Role },
): Promise<{ id: number }> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await repo.findUserByEmail(trx, input.email);
    if (existing && !existing.invited_at)
      throw new AppError('CONFLICT', `A staff account with ${input.email} already exists.`, {
        email: [/*i18n*/ 'A staff account with this email already exists.'],
      });
    if (existing?.disabled_at)
      throw new AppError('CONFLICT', `The invitation of ${input.email} was withdrawn: reactivate the account first.`);
    let user: { id: number; email: string; name: string; role: Role };
    if (existing) {
      user = existing;
      if (existing.role !== input.role) await repo.setUserRole(trx, existing.id, input.role);
    } else {
      user = await repo.insertUser(trx, { ...input, passwordHash: null, invitedAt: now });
    }
    const token = await newLink(trx, user.id, 'invitation', now, INVITATION_VALID_MS);
    await queueMail(trx, [
      mailOf(user.email, {
        kind: 'staff-invitation',
        studio: await mailStudio(trx, ctx),
        name: user.name,
        role: input.role,
        invitedBy: actor.name,
        acceptUrl: invitationUrl(ctx.publicUrl, token),
        providers: [...ctx.identityProviders.values()].map((provider) => provider.label),
      }),
    ]);
    await auditStaff(trx, actor.id, existing ? 'staff.reinvite' : 'staff.invite', user, { role: input.role });
    return { id: user.id };
  });
}

/**
 * "Forgot password": queues the request and answers, the same answer after the same work whether or not
 * the address is a staff account's (the rate limit counts both alike too): looking the address up first
 * made a staff address's answer measurably slower. `sendPasswordResetLinks` does the rest.
 */
export async function requestPasswordReset(ctx: Context, email: string): Promise<{ ok: true }> {
  await ctx.rateLimits.passwordReset(ctx.ip, email);
  await repo.queuePasswordResetRequest(ctx.db, email, ctx.now());
  return { ok: true };
}

/**
 * The reset job's round: each queued request, oldest first, taken in a transaction of its own that emails
 * an enabled account with that address a reset link (an unknown or disabled address gets nothing) and
 * deletes the request. Requests are claimed with SKIP LOCKED, so however many nodes run this, each is
 * handled once. Answers how many links were queued.
 */
export function sendPasswordResetLinks(db: Db, deps: MailDeps, now: Date): Promise<{ sent: number }> {
  return emailQueuedRequests(db, RESET_REQUESTS_PER_ROUND, async (trx) => {
    const request = await repo.takePasswordResetRequest(trx);
    if (!request) return null;
    const user = await repo.findUserByEmail(trx, request.email);
    if (!user || user.disabled_at) return false;
    const token = await newLink(trx, user.id, 'password-reset', now, PASSWORD_RESET_VALID_MS);
    await queueMail(trx, [
      mailOf(user.email, {
        kind: 'password-reset',
        studio: await mailStudio(trx, deps),
        name: user.name,
        resetUrl: passwordResetUrl(deps.publicUrl, token),
      }),
    ]);
    await auditStaff(trx, null, 'staff.password-reset-requested', user);
    return true;
  });
}

async function liveLink(db: Db, token: string, now: Date) {
  const link = await repo.findLiveStaffToken(db, hashManageToken(token), now);
  if (!link || link.disabled_at) throw new AppError('NOT_FOUND', LINK_GONE);
  return link;
}

/** What a link is for and whose it is, so its page can greet them; refused once it no longer works. */
export async function describeStaffLink(ctx: Context, token: string): Promise<StaffLink> {
  const link = await liveLink(ctx.db, token, ctx.now());
  return { purpose: link.purpose, email: link.email, name: link.name };
}

/**
 * Sets the password through an invitation or reset link (strength-checked as everywhere), once. Every
 * session of the account ends (whoever used the old password is out); the person then signs in.
 */
export async function setPasswordWithLink(
  ctx: Context,
  input: { token: string; password: string },
): Promise<{ email: string }> {
  const now = ctx.now();
  const link = await liveLink(ctx.db, input.token, now);
  assertStrongPassword(input.password, 'password', [link.email, link.name]);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.useStaffToken(trx, link.tokenId, now))) throw new AppError('NOT_FOUND', LINK_GONE);
    const user = await findStaffOrThrow(trx, link.id);
    if (user.disabled_at) throw new AppError('NOT_FOUND', LINK_GONE);
    await repo.updatePasswordHash(trx, user.id, passwordHash);
    if (user.invited_at) await repo.setUserInvitedAt(trx, user.id, null);
    const endedSessions = await repo.revokeAllSessions(trx, user.id, now);
    await repo.retireStaffTokens(trx, user.id, ['invitation', 'password-reset'], now);
    const action = link.purpose === 'invitation' ? 'staff.invitation-accepted' : 'staff.password-reset';
    await auditStaff(trx, user.id, action, user, { endedSessions });
    return { email: user.email };
  });
}

/** An invited account signed in through an identity provider: the invitation is taken up. */
export async function acceptInvitationBySignIn(db: Db, user: { id: number; email: string; name: string }, now: Date) {
  await db.transaction().execute(async (trx) => {
    await repo.setUserInvitedAt(trx, user.id, null);
    await repo.retireStaffTokens(trx, user.id, ['invitation'], now);
    await auditStaff(trx, user.id, 'staff.invitation-accepted', user, { via: 'identity provider' });
  });
}
