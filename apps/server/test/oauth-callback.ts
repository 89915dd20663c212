import { type DbHandle, repo } from '@app/db';
import type { FastifyInstance } from 'fastify';

/**
 * Comes back from the identity provider `provider` as the browser does after signing in there: with a
 * state the start stored and a code. Answers the callback's answer (a redirect).
 */
export async function oauthCallback(
  t: { app: FastifyInstance; db: DbHandle },
  provider = 'dev',
  state = `state-${Math.random().toString(36).slice(2)}`,
) {
  await repo.insertOauthState(t.db.db, {
    state,
    provider,
    codeVerifier: 'verifier',
    nonce: 'nonce',
    returnTo: null,
    expiresAt: new Date(Date.now() + 60_000),
  });
  return t.app.inject({ method: 'GET', url: `/api/oauth/${provider}/callback?state=${state}&code=abc` });
}
