import type { User } from '@app/contract';
import { repo } from '@app/db';
import { unsealData } from 'iron-session';
import type { Context } from '../context';
import { securitySettingsOf } from './security-settings';

export interface SessionUser extends User {
  sessionId: string;
  /** When the session last showed a second factor (null: a password only; API keys: null). */
  secondFactorAt?: Date | null;
  /** The account has a confirmed second factor: a session without one may call nothing. */
  hasSecondFactor?: boolean;
  /** The studio requires a second factor of every staff account (site setting `security`). */
  secondFactorRequired?: boolean;
  /** Set when an API key calls (`id` is then its creator's): the key is its own principal in the audit log. */
  apiKeyId?: number;
}

/** Whom an audit entry names for a staff principal: the person, or the API key acting on its own. */
export function auditActor(user: SessionUser): repo.AuditActor {
  return user.apiKeyId ? { userId: null, apiKeyId: user.apiKeyId } : { userId: user.id, apiKeyId: null };
}

/** "Last used" of a session is kept to this precision, so a busy editor does not write on every request. */
const LAST_USED_PRECISION_MS = 5 * 60 * 1000;

/** The session id sealed in a token, or null for a token we did not seal (or sealed with another secret). */
async function sessionIdFromToken(token: string, secret: string): Promise<string | null> {
  try {
    const data = await unsealData<{ sid?: unknown }>(token, { password: secret });
    return typeof data.sid === 'string' && data.sid.length > 0 ? data.sid : null;
  } catch {
    return null;
  }
}

/** The staff user of the request's bearer token, if its session is live (not revoked, not expired). */
export async function userFromToken(ctx: Context): Promise<SessionUser | null> {
  if (!ctx.token) return null;
  const sid = await sessionIdFromToken(ctx.token, ctx.sessionSecret);
  if (!sid) return null;
  const now = ctx.now();
  const row = await repo.findUserBySession(ctx.db, sid, now);
  if (!row) return null;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS)
    await repo.touchSession(ctx.db, sid, now);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    sessionId: row.sessionId,
    secondFactorAt: row.second_factor_at,
    hasSecondFactor: Boolean(row.has_second_factor),
    secondFactorRequired: securitySettingsOf(row.security_settings).requireSecondFactor,
  };
}

/** Revokes the request's session; a missing or dead token is not an error (logout is idempotent). */
export async function logout(ctx: Context): Promise<void> {
  if (!ctx.token) return;
  const sid = await sessionIdFromToken(ctx.token, ctx.sessionSecret);
  if (sid) await repo.revokeSession(ctx.db, sid, ctx.now());
}
