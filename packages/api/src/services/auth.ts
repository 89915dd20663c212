import { createHash, randomBytes } from 'node:crypto';
import type { LoginResult, User } from '@app/contract';
import { repo } from '@app/db';
import { hash, verify } from '@node-rs/argon2';
import { sealData } from 'iron-session';
import type { Context } from '../context';
import { AppError } from '../errors';
import type { SessionUser } from './sessions';

const DAY_MS = 24 * 3600 * 1000;
/** A "remember me" session lasts as long as its cookie (365 days); otherwise one day. */
export const SESSION_LIFETIME_MS = { remember: 365 * DAY_MS, session: DAY_MS } as const;

const WRONG_CREDENTIALS = 'The email or password is incorrect.';

// Verifying against this when the email is unknown makes both failures take the same time.
const dummyHash = hash(randomBytes(16).toString('hex'));

/** Creates a session row and seals its id into a bearer token. */
export async function createSession(
  ctx: Context,
  userId: number,
  remember: boolean,
): Promise<LoginResult & { sid: string }> {
  const sid = randomBytes(32).toString('base64url');
  const expiresAt = new Date(
    ctx.now().getTime() + (remember ? SESSION_LIFETIME_MS.remember : SESSION_LIFETIME_MS.session),
  );
  await repo.insertSession(ctx.db, { id: sid, userId, expiresAt, userAgent: ctx.userAgent });
  // The seal itself never expires (ttl 0): the sessions row decides, so logout and expiry are exact.
  const token = await sealData({ sid }, { password: ctx.sessionSecret, ttl: 0 });
  return { token, expires_at: expiresAt.toISOString(), sid };
}

export async function login(
  ctx: Context,
  input: { email: string; password: string; remember: boolean },
): Promise<LoginResult> {
  await ctx.rateLimits.login(ctx.ip, input.email);
  const user = await repo.findUserByEmail(ctx.db, input.email);
  const passwordHash = user?.password_hash ?? (await dummyHash);
  const matches = await verify(passwordHash, input.password).catch(() => false);
  if (!user?.password_hash || !matches) throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS);
  const { token, expires_at } = await createSession(ctx, user.id, input.remember);
  return { token, expires_at };
}

export async function updateProfile(ctx: Context, user: SessionUser, name: string): Promise<User> {
  const row = await repo.updateUserName(ctx.db, user.id, name);
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** Changes the password after checking the current one, and signs the user out everywhere else. */
export async function changePassword(
  ctx: Context,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const current = await repo.findPasswordHash(ctx.db, user.id);
  const matches = current ? await verify(current, input.currentPassword).catch(() => false) : false;
  if (!matches)
    throw new AppError('INVALID', 'The current password is incorrect.', {
      currentPassword: ['The current password is incorrect.'],
    });
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, user.id, await hash(input.newPassword));
    await repo.revokeOtherSessions(trx, user.id, user.sessionId, ctx.now());
  });
}

export const hashHandoffCode = (code: string) => createHash('sha256').update(code).digest('hex');
