import { createHash, randomBytes } from 'node:crypto';
import type { LoginAnswer, LoginResult, SecondFactorInput, User } from '@app/contract';
import { type Db, repo } from '@app/db';
import { hash, verify } from '@node-rs/argon2';
import { sealData } from 'iron-session';
import type { Context } from '../context';
import { AppError } from '../errors';
import { assertStrongPassword, hashPassword } from './passwords';
import { checkAttempt } from './rate-limits';
import { afterPassword, completeSecondFactor } from './second-factor';
import type { SessionUser } from './sessions';

const DAY_MS = 24 * 3600 * 1000;
/** A "remember me" session lasts as long as its cookie (365 days); otherwise one day. */
const SESSION_LIFETIME_MS = { remember: 365 * DAY_MS, session: DAY_MS } as const;

const WRONG_CREDENTIALS = /*i18n*/ 'The email or password is incorrect.';
export const ACCOUNT_DISABLED = /*i18n*/ 'This staff account is disabled. Ask an administrator to enable it.';

// Verifying against this when the email is unknown makes both failures take the same time.
const dummyHash = hash(randomBytes(16).toString('hex'));

/** The sign-in answer; `expires_at` is the deprecated spelling of `expiresAt`, kept for existing integrators. */
export function loginResult(token: string, expiresAt: Date): LoginResult {
  const iso = expiresAt.toISOString();
  return { token, expiresAt: iso, expires_at: iso };
}

/**
 * Creates a session row and seals its id into a bearer token. `secondFactorAt`: when it showed a second
 * factor (null: a password only; a passkey sign-in passes its own time). `db`: the caller's transaction.
 */
export async function createSession(
  ctx: Context,
  userId: number,
  remember: boolean,
  secondFactorAt: Date | null = null,
  db: Db = ctx.db,
): Promise<LoginResult & { sid: string }> {
  const sid = randomBytes(32).toString('base64url');
  const expiresAt = new Date(
    ctx.now().getTime() + (remember ? SESSION_LIFETIME_MS.remember : SESSION_LIFETIME_MS.session),
  );
  await repo.insertSession(db, { id: sid, userId, expiresAt, userAgent: ctx.userAgent, secondFactorAt });
  // The seal itself never expires (ttl 0): the sessions row decides, so logout and expiry are exact.
  const token = await sealData({ sid }, { password: ctx.sessionSecret, ttl: 0 });
  return { ...loginResult(token, expiresAt), sid };
}

/**
 * Email and password. The answer is a session, or, when the account must still show a second factor
 * (services/second-factor.ts), a ticket for `auth.secondFactor`. Until the password is right nothing says
 * which part was wrong.
 */
export async function login(
  ctx: Context,
  input: { email: string; password: string; remember: boolean },
): Promise<LoginAnswer> {
  const attempt = await ctx.rateLimits.login(ctx.ip, input.email);
  const { user, matches } = await checkAttempt(attempt, async () => {
    const found = await repo.findUserByEmail(ctx.db, input.email);
    const passwordHash = found?.password_hash ?? (await dummyHash);
    return { user: found, matches: await verify(passwordHash, input.password).catch(() => false) };
  });
  // Only a failure counts: the attempt stays counted against this address (and this address for this email).
  if (!user?.password_hash || !matches) throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS);
  await attempt.succeeded();
  // Said only to someone who knows the password, so it tells an attacker nothing.
  if (user.disabled_at) throw new AppError('FORBIDDEN', ACCOUNT_DISABLED);
  return afterPassword(ctx, user, input.remember, async (secondFactorAt) => {
    const { sid: _sid, ...answer } = await createSession(ctx, user.id, input.remember, secondFactorAt);
    return answer;
  });
}

/** auth.secondFactor: the ticket of a correct password and a code, for the session. */
export function signInWithSecondFactor(ctx: Context, input: SecondFactorInput) {
  return completeSecondFactor(ctx, input, async (db, userId, remember, secondFactorAt) => {
    const { sid: _sid, ...answer } = await createSession(ctx, userId, remember, secondFactorAt, db);
    return answer;
  });
}

export async function updateProfile(ctx: Context, user: SessionUser, name: string): Promise<User> {
  const row = await repo.updateUserName(ctx.db, user.id, name);
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/**
 * Changes the password after checking the current one (wrong guesses are rate-limited like sign-in) and
 * its strength, and signs the user out everywhere else.
 */
export async function changePassword(
  ctx: Context,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const attempt = await ctx.rateLimits.currentPassword(ctx.ip, user.id);
  const matches = await checkAttempt(attempt, async () => {
    const current = await repo.findPasswordHash(ctx.db, user.id);
    return current ? await verify(current, input.currentPassword).catch(() => false) : false;
  });
  if (!matches)
    throw new AppError('INVALID', /*i18n*/ 'The current password is incorrect.', {
      currentPassword: [/*i18n*/ 'The current password is incorrect.'],
    });
  await attempt.succeeded();
  assertStrongPassword(input.newPassword, 'newPassword', [user.email, user.name]);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, user.id, await hashPassword(input.newPassword));
    await repo.revokeOtherSessions(trx, user.id, user.sessionId, ctx.now());
  });
}

export const hashHandoffCode = (code: string) => createHash('sha256').update(code).digest('hex');
