import type { LoginResult, Passkey } from '@app/contract';
import { repo } from '@app/db';
import type { Studio } from '@app/email';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Context } from '../context';
import { AppError } from '../errors';
import { ACCOUNT_DISABLED, createSession } from './auth';
import { queueMail } from './emails/queue';
import { staffMail } from './emails/staff';
import { mailStudio } from './emails/studio';
import { CHALLENGE_LIFETIME_MS, challengeOf, checkAssertion, relyingParty } from './passkey-assertions';
import type { SessionUser } from './sessions';
import { auditStaff } from './staff';
import { SITE_NAME } from './studio';

const CHALLENGE_GONE = /*i18n*/ 'This passkey request has expired. Please try again.';
const NOT_VERIFIED = /*i18n*/ 'The passkey could not be verified. Please try again.';
const ALREADY_ADDED = /*i18n*/ 'This passkey is already added to an account.';
const NO_SUCH_PASSKEY = /*i18n*/ 'This passkey is not on your account.';
/** One answer for every refused passkey sign-in: which check failed is not told. */
const SIGN_IN_REFUSED = /*i18n*/ 'This passkey could not sign you in. Try again, or sign in with your password.';

/** The user handle stored in a passkey: the account's id, so a discoverable credential names its account. */
const userHandle = (userId: number) => new TextEncoder().encode(`staff:${userId}`);

const toPasskey = (row: Awaited<ReturnType<typeof repo.listPasskeys>>[number]): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  synced: row.backed_up,
});

export async function listPasskeys(ctx: Context, user: SessionUser): Promise<Passkey[]> {
  return (await repo.listPasskeys(ctx.db, user.id)).map(toPasskey);
}

/** What the browser needs to make a passkey for the signed-in person: discoverable, user verification required. */
export async function passkeyRegistrationOptions(ctx: Context, user: SessionUser) {
  const rp = relyingParty(ctx);
  const existing = await repo.listPasskeys(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: SITE_NAME,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle(user.id),
    attestationType: 'none',
    timeout: CHALLENGE_LIFETIME_MS,
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: row.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  const now = ctx.now();
  await repo.insertWebauthnChallenge(ctx.db, {
    userId: user.id,
    purpose: 'register',
    challenge: options.challenge,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  });
  // A copy: a plain object is what the loose output schema (webauthnOptionsSchema) types.
  return { ...options };
}

/** Tells the person a factor was added to or removed from their account (in English, as every staff email). */
async function factorMail(ctx: Context, user: SessionUser, change: 'added' | 'removed', name: string, studio?: Studio) {
  const subject =
    change === 'added' ? 'A passkey was added to your account' : 'A passkey was removed from your account';
  return staffMail(
    ctx.db,
    ctx,
    user.email,
    {
      subject,
      heading: subject,
      facts: [
        { label: 'Passkey', value: name },
        { label: 'Account', value: user.email },
      ],
      message:
        change === 'added'
          ? 'From now on this passkey signs you in without your password. If you did not add it, remove it on your account page, change your password and tell an administrator.'
          : 'This passkey no longer signs you in. If you did not remove it, change your password and tell an administrator.',
    },
    studio ?? (await mailStudio(ctx.db, ctx)),
  );
}

/** Verifies the browser's new passkey against the person's open registration challenge (used once) and keeps it. */
export async function registerPasskey(
  ctx: Context,
  user: SessionUser,
  input: { name: string; response: RegistrationResponseJSON },
): Promise<Passkey> {
  const rp = relyingParty(ctx);
  const challenge = challengeOf(input.response.response.clientDataJSON);
  if (
    !challenge ||
    !(await repo.useWebauthnChallenge(ctx.db, { challenge, purpose: 'register', userId: user.id }, ctx.now()))
  )
    throw new AppError('INVALID', CHALLENGE_GONE);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (cause) {
    throw new AppError('INVALID', NOT_VERIFIED, undefined, undefined, { cause });
  }
  if (!verified.verified) throw new AppError('INVALID', NOT_VERIFIED);
  const info = verified.registrationInfo;
  if (await repo.passkeyExists(ctx.db, info.credential.id)) throw new AppError('CONFLICT', ALREADY_ADDED);
  // Made before the transaction: it reads the studio's contact (one connection on PGlite).
  const mail = await factorMail(ctx, user, 'added', input.name);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const added = await repo.insertPasskey(trx, {
      userId: user.id,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: info.credential.transports ?? input.response.response.transports ?? [],
      name: input.name,
      backedUp: info.credentialBackedUp,
      deviceType: info.credentialDeviceType,
    });
    await auditStaff(trx, user.id, 'staff.passkey-added', user, { passkey: input.name });
    await queueMail(trx, [mail]);
    // The person just used the passkey to make it: this session has shown it, and stays usable now that
    // the account has a factor (a password-only session of an account with one opens nothing).
    await repo.markSessionSecondFactor(trx, user.sessionId, ctx.now());
    return added;
  });
  return toPasskey(row);
}

export async function renamePasskey(ctx: Context, user: SessionUser, input: { id: number; name: string }) {
  if (!(await repo.renamePasskey(ctx.db, user.id, input.id, input.name)))
    throw new AppError('NOT_FOUND', NO_SUCH_PASSKEY);
  return { ok: true as const };
}

/** Removes one of the person's own passkeys (another person's is "not found"), audited, and tells them. */
export async function removePasskey(ctx: Context, user: SessionUser, id: number) {
  const studio = await mailStudio(ctx.db, ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await repo.deletePasskey(trx, user.id, id);
    if (!removed) throw new AppError('NOT_FOUND', NO_SUCH_PASSKEY);
    await auditStaff(trx, user.id, 'staff.passkey-removed', user, { passkey: removed.name });
    await queueMail(trx, [await factorMail(ctx, user, 'removed', removed.name, studio)]);
  });
  return { ok: true as const };
}

/**
 * Signs in with a passkey: its challenge (single use, 5 minutes, unnamed), a known credential, the
 * site's origin and RP ID, user verification and a counter that moved forward. A refusal counts in the
 * sign-in limits as a wrong password does, and says no more than that the passkey did not work.
 */
export async function passkeySignIn(
  ctx: Context,
  input: { response: AuthenticationResponseJSON; remember: boolean },
): Promise<LoginResult> {
  const attempt = await ctx.rateLimits.passkey(ctx.ip);
  let userId: number;
  let disabled: boolean;
  try {
    const found = await checkAssertion(ctx, input.response, null);
    if (!found) throw new AppError('UNAUTHORIZED', SIGN_IN_REFUSED);
    ({ userId, disabled } = found);
  } catch (error) {
    // A refusal stays counted; a check that could not run (the database) does not.
    if (!(error instanceof AppError)) await attempt.abandoned();
    throw error;
  }
  await attempt.succeeded();
  if (disabled) throw new AppError('FORBIDDEN', ACCOUNT_DISABLED);
  // A passkey is both factors: the session is fresh for sensitive actions from the start.
  const { sid: _sid, ...answer } = await createSession(ctx, userId, input.remember, ctx.now());
  const user = await repo.findUserById(ctx.db, userId);
  if (user) await auditStaff(ctx.db, userId, 'staff.sign-in', user, { method: 'passkey' });
  return answer;
}
