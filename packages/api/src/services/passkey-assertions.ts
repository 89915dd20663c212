import { repo } from '@app/db';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { Context } from '../context';

/** A registration or sign-in challenge must be answered within this, once. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * The relying party is the site as PUBLIC_URL names it: its host is the RP ID a passkey is bound to, its
 * origin the only one whose answers are taken.
 */
export function relyingParty(ctx: Pick<Context, 'publicUrl'>): { id: string; origin: string } {
  const url = new URL(ctx.publicUrl);
  return { id: url.hostname, origin: url.origin };
}

/** The challenge a browser's answer signed (from its clientDataJSON), or null when it names none. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(data.challenge) ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * What the browser needs to answer with a passkey. `userId` null: any passkey of this site (discoverable:
 * nobody is named, so the sign-in page can offer them in the email field's autofill). A user: only that
 * account's passkeys, for its second factor after a password or a fresh one before a sensitive action.
 * Expired challenges are dropped here, so anonymous calls cannot pile them up beyond five minutes' worth.
 */
export async function passkeyOptions(ctx: Context, userId: number | null = null) {
  const rp = relyingParty(ctx);
  const now = ctx.now();
  await repo.deleteExpiredWebauthnChallenges(ctx.db, now);
  const own = userId === null ? [] : await repo.listPasskeys(ctx.db, userId);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CHALLENGE_LIFETIME_MS,
    ...(userId === null
      ? {}
      : {
          allowCredentials: own.map((row) => ({
            id: row.credential_id,
            transports: row.transports as AuthenticatorTransport[],
          })),
        }),
  });
  await repo.insertWebauthnChallenge(ctx.db, {
    userId,
    purpose: 'authenticate',
    challenge: options.challenge,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  });
  // A copy: a plain object is what the loose output schema (webauthnOptionsSchema) types.
  return { ...options };
}

/**
 * Whether the assertion is one of this account's passkeys answering its own challenge (single use, five
 * minutes): the second factor after a password, or a fresh one for a sensitive action.
 */
export async function verifyOwnPasskey(ctx: Context, userId: number, response: AuthenticationResponseJSON) {
  const found = await checkAssertion(ctx, response, userId);
  return found !== null;
}

/**
 * The account an assertion proves, with its passkey's use recorded; null when any check fails. `userId`:
 * the challenge was made for that account and the passkey must be one of its own (null: discoverable).
 */
export async function checkAssertion(ctx: Context, response: AuthenticationResponseJSON, userId: number | null) {
  const rp = relyingParty(ctx);
  const now = ctx.now();
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge) return null;
  if (!(await repo.useWebauthnChallenge(ctx.db, { challenge, purpose: 'authenticate', userId }, now))) return null;
  const passkey = await repo.findPasskeyByCredential(ctx.db, response.id);
  if (!passkey || (userId !== null && passkey.user_id !== userId)) return null;
  const counter = Number(passkey.counter);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
    });
  } catch {
    return null;
  }
  const { newCounter } = verified.authenticationInfo;
  // The library refuses a counter that did not move forward too; this says it where it is decided.
  if (!verified.verified || (newCounter !== 0 || counter !== 0 ? newCounter <= counter : false)) return null;
  if (!(await repo.recordPasskeyUse(ctx.db, passkey.id, newCounter, now))) return null;
  return { userId: passkey.user_id, disabled: passkey.disabled_at !== null };
}
