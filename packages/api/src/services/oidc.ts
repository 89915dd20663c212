import { randomBytes } from 'node:crypto';
import type { LoginAnswer, SignInErrorCode } from '@app/contract';
import { repo } from '@app/db';
import { sealData } from 'iron-session';
import * as oidc from 'openid-client';
import type { Context, IdentityProvider } from '../context';
import { AppError, type AppErrorCode } from '../errors';
import { ACCOUNT_DISABLED, createSession, hashHandoffCode, loginResult } from './auth';
import { afterPassword } from './second-factor';
import { findStaffOrThrow } from './staff';
import { acceptInvitationBySignIn } from './staff-links';

const STATE_LIFETIME_MS = 10 * 60 * 1000;
const HANDOFF_LIFETIME_MS = 2 * 60 * 1000;
/** `amr` values (RFC 8176) that say the provider checked more than one factor. */
const MFA_AMR = new Set(['mfa', 'hwk', 'otp']);

/**
 * A sign-in the provider flow could not complete. `reason` is the only thing the browser is told (in
 * the redirect to the sign-in page, which has its own message per code); `message` goes to the log.
 */
export class SignInRefusal extends AppError {
  constructor(
    code: AppErrorCode,
    readonly reason: SignInErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(code, message, undefined, undefined, options);
  }
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The provider's metadata, discovered once per process (and again after a failure). */
function configurationOf(provider: IdentityProvider): Promise<oidc.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    const insecure = provider.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined;
    pending = oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, insecure);
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending.catch((error: unknown) => {
    throw new SignInRefusal(
      'UNAVAILABLE',
      'unavailable',
      `The sign-in provider "${provider.label}" cannot be reached right now.`,
      { cause: error },
    );
  });
}

function providerOf(ctx: Context, name: string): IdentityProvider {
  const provider = ctx.identityProviders.get(name);
  if (!provider) throw new SignInRefusal('NOT_FOUND', 'unknown-provider', 'Unknown sign-in provider.');
  return provider;
}

const callbackUrl = (ctx: Context, name: string) => `${ctx.publicUrl}/api/oauth/${encodeURIComponent(name)}/callback`;

/** Starts the authorization code flow with PKCE, state and nonce; the state lives in the database for any node's callback. */
export async function startSignIn(ctx: Context, name: string): Promise<{ url: string }> {
  const provider = providerOf(ctx, name);
  const config = await configurationOf(provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await repo.insertOauthState(ctx.db, {
    state,
    provider: name,
    codeVerifier,
    nonce,
    returnTo: null,
    expiresAt: new Date(ctx.now().getTime() + STATE_LIFETIME_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(ctx, name),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href };
}

/**
 * The provider sent the browser back: exchange the code, accept only a verified email of an existing
 * staff user, create a session and answer a one-time code the SPA trades for the token (so the token
 * never appears in a URL, a server log or the browser history).
 */
export async function completeSignIn(ctx: Context, name: string, currentUrl: URL): Promise<{ code: string }> {
  const provider = providerOf(ctx, name);
  const state = currentUrl.searchParams.get('state') ?? '';
  const stored = await repo.takeOauthState(ctx.db, state, ctx.now());
  if (!stored || stored.provider !== name) {
    throw new SignInRefusal('INVALID', 'expired', 'This sign-in attempt has expired. Please start again.');
  }
  const config = await configurationOf(provider);
  let claims: Record<string, unknown> | undefined;
  let amr: unknown;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: stored.code_verifier,
      expectedState: state,
      expectedNonce: stored.nonce,
    });
    const idToken = tokens.claims();
    claims = idToken;
    amr = idToken?.amr;
    // Providers that keep the ID token small answer the email from the userinfo endpoint.
    if (idToken && typeof idToken.email !== 'string') {
      claims = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
    }
  } catch (error) {
    throw new SignInRefusal('UNAUTHORIZED', 'not-confirmed', 'The sign-in provider did not confirm your sign-in.', {
      cause: error,
    });
  }
  const email = typeof claims?.email === 'string' ? claims.email : null;
  if (!email || claims?.email_verified !== true) {
    throw new SignInRefusal(
      'FORBIDDEN',
      'email-unverified',
      'Your sign-in provider did not confirm your email address.',
    );
  }
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) throw new SignInRefusal('FORBIDDEN', 'no-account', 'No staff account uses this email address.');
  if (user.disabled_at) throw new SignInRefusal('FORBIDDEN', 'disabled', ACCOUNT_DISABLED);
  // An invited address that signs in through the provider becomes the account.
  if (user.invited_at) await acceptInvitationBySignIn(ctx.db, user, ctx.now());
  // The provider's own second factor counts when this provider is trusted to say so (OIDC_<NAME>_TRUST_MFA).
  const providerMfa =
    provider.trustMfa === true && Array.isArray(amr) && amr.some((method) => MFA_AMR.has(String(method)));
  const session = await createSession(ctx, user.id, false, providerMfa ? ctx.now() : null);
  const code = randomBytes(32).toString('base64url');
  await repo.insertOauthHandoff(ctx.db, {
    codeHash: hashHandoffCode(code),
    sessionId: session.sid,
    expiresAt: new Date(ctx.now().getTime() + HANDOFF_LIFETIME_MS),
  });
  return { code };
}

/**
 * Trades the one-time code from the redirect for the session's token, once. A sign-in the provider did
 * not vouch for as several factors then meets the same second factor as a password (the account's
 * factor, or an emailed code on a new device): the answer is the challenge and that session ends.
 */
export async function exchangeHandoff(ctx: Context, code: string): Promise<LoginAnswer> {
  const row = await repo.takeOauthHandoff(ctx.db, hashHandoffCode(code), ctx.now());
  if (!row) throw new AppError('UNAUTHORIZED', /*i18n*/ 'This sign-in link has expired. Please sign in again.');
  const session = await repo.findSessionExpiry(ctx.db, row.session_id);
  if (!session) throw new AppError('UNAUTHORIZED', /*i18n*/ 'This sign-in link has expired. Please sign in again.');
  const token = await sealData({ sid: row.session_id }, { password: ctx.sessionSecret, ttl: 0 });
  if (session.second_factor_at) return loginResult(token, session.expires_at);
  const user = await findStaffOrThrow(ctx.db, session.user_id);
  const answer = await afterPassword(ctx, user, false, async () => loginResult(token, session.expires_at));
  if ('secondFactor' in answer) await repo.revokeSession(ctx.db, row.session_id, ctx.now());
  return answer;
}
