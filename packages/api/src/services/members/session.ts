import { createHmac, hkdfSync } from 'node:crypto';
import { COOKIE_NAMES } from '@app/contract';
import { repo } from '@app/db';
import { sealData, unsealData } from 'iron-session';
import type { Context } from '../../context';
import { cookieValue } from '../cookies';

/**
 * A member's session of "My bookings": the address, sealed (iron-session, encrypted and signed) with a
 * key of its own derived from SESSION_SECRET, in an httpOnly, SameSite=Lax cookie of its own
 * (`member_session`) for 30 days. Nothing is stored for it: the cookie is the session. Signing out
 * everywhere stamps the member's row in `member_states` (keyed by an HMAC of the address, never the
 * address), and sessions issued up to that stamp are refused from then on. A staff token is sealed with
 * another key, so neither opens as the other.
 */

const DAY_MS = 24 * 3600 * 1000;
const MEMBER_SESSION_MS = 30 * DAY_MS;

const derived = new Map<string, string>();

/** A key for one purpose, derived from SESSION_SECRET (HKDF-SHA256), hex. */
function derivedKey(secret: string, purpose: string): string {
  const id = `${purpose}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', `ruang-teduh ${purpose} v1`, 32)).toString('hex');
    derived.set(id, key);
  }
  return key;
}

/** The key a member's address is known by in `member_states` (HMAC-SHA256 of the lower-cased address). */
export const memberKey = (secret: string, email: string) =>
  createHmac('sha256', derivedKey(secret, 'member email key')).update(email.trim().toLowerCase()).digest('hex');

const sealPassword = (secret: string) => derivedKey(secret, 'member session');

interface SealedMember {
  /** The address, lower-cased. */
  e: string;
  /** Issued at (ms since the epoch). */
  iat: number;
}

export interface Member {
  email: string;
  issuedAt: Date;
}

function serializeCookie(ctx: Context, value: string, maxAgeSeconds: number): string {
  const secure = ctx.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${COOKIE_NAMES.member}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Sets the member session cookie for `email` on the answer; answers when it ends. */
export async function startMemberSession(ctx: Context, email: string): Promise<Date> {
  const now = ctx.now().getTime();
  const sealed = await sealData({ e: email.toLowerCase(), iat: now } satisfies SealedMember, {
    password: sealPassword(ctx.sessionSecret),
    // iron's own expiry on the real clock (a day of slack); the session's 30 days are checked on ctx.now().
    ttl: (MEMBER_SESSION_MS + DAY_MS) / 1000,
  });
  ctx.responseCookies.push(serializeCookie(ctx, sealed, MEMBER_SESSION_MS / 1000));
  return new Date(now + MEMBER_SESSION_MS);
}

/** Clears the member session cookie on the answer. */
export function endMemberSession(ctx: Context) {
  ctx.responseCookies.push(serializeCookie(ctx, '', 0));
}

/** The member of the request's `member_session` cookie, while it is within 30 days and not signed out everywhere. */
export async function memberFromCookie(ctx: Context): Promise<Member | null> {
  const sealed = cookieValue(ctx.cookieHeader, COOKIE_NAMES.member);
  if (!sealed) return null;
  let data: Partial<SealedMember>;
  try {
    data = await unsealData<Partial<SealedMember>>(sealed, {
      password: sealPassword(ctx.sessionSecret),
      ttl: (MEMBER_SESSION_MS + DAY_MS) / 1000,
    });
  } catch {
    return null;
  }
  if (typeof data.e !== 'string' || !data.e || typeof data.iat !== 'number') return null;
  const now = ctx.now().getTime();
  if (data.iat > now + DAY_MS || now - data.iat >= MEMBER_SESSION_MS) return null;
  const state = await repo.findMemberState(ctx.db, memberKey(ctx.sessionSecret, data.e));
  if (state?.signed_out_at && data.iat <= state.signed_out_at.getTime()) return null;
  return { email: data.e, issuedAt: new Date(data.iat) };
}
