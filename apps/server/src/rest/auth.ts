import type { ApiDeps } from '@app/api';
import { AppError, completeSignIn, SignInRefusal } from '@app/api/server';
import {
  loginAnswerSchema,
  loginInputSchema,
  oauthStartInputSchema,
  oauthStartSchema,
  type SignInErrorCode,
  submissionResultSchema,
  userSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, json, PUBLIC, readErrors, STAFF, writeErrors } from './docs';
import { contextFor, sendUncached } from './respond';

const tags = ['Staff session'];
/** Sign-in answers carry no `result` envelope. */
const bare = { envelope: false } as const;

export async function authRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        security: PUBLIC,
        operationId: 'signIn',
        summary: 'Sign in with email and password',
        description:
          'Answers a bearer token and when its session ends (`expiresAt`; `expires_at` is the same instant under ' +
          'its old name, deprecated). `remember` keeps the session 365 days (otherwise one day). Wrong email and ' +
          'wrong password get the same 401; a disabled account with the right password gets 403. Only failures ' +
          'count towards the limits: after RATE_LIMIT_LOGIN_EMAIL failures for one email from one address, each ' +
          'next attempt from there waits 1 s, 2 s, 4 s … (at most 10 minutes); RATE_LIMIT_LOGIN_IP failures from ' +
          'one address in 10 minutes pause that address. Refusals are 429 with Retry-After.',
        body: loginInputSchema,
        response: {
          200: json(
            'Signed in (the body has no `result` envelope), or `{ secondFactor: { ticket, methods } }` when the ' +
              'account must show a second factor (tRPC `auth.secondFactor`)',
            loginAnswerSchema,
          ),
          ...writeErrors(401, 429),
          ...errors([401, 403], {
            401: 'Wrong email or password',
            403: 'The account is disabled, or a browser request without its anti-forgery token',
          }),
        },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.auth.login(request.body), bare),
  );

  app.get(
    '/api/user',
    {
      schema: {
        tags,
        security: STAFF,
        operationId: 'getCurrentUser',
        summary: 'The signed-in staff user',
        description: 'The body is the user object itself (no envelope). Never stored by caches (`no-store`).',
        response: { 200: json('The user', userSchema), ...readErrors(401) },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.user.me(), bare),
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags,
        // The token is optional: without one there is nothing to revoke, and the answer is the same.
        security: [...STAFF, {}],
        operationId: 'signOut',
        summary: 'Revoke the bearer token’s session',
        description: 'Answers 200 with or without a valid token; the token no longer works afterwards.',
        response: {
          200: json('Signed out (no envelope)', submissionResultSchema),
          ...errors([400, 403, 412, 413, 415, 500, 503]),
        },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.auth.logout(), bare),
  );

  app.post(
    '/api/oauth/:provider',
    {
      schema: {
        tags,
        security: PUBLIC,
        operationId: 'startOAuthSignIn',
        summary: 'Start signing in with an OpenID Connect provider',
        description:
          'Answers the provider’s authorization URL to send the browser to; 404 for a provider that is not configured.',
        params: oauthStartInputSchema,
        response: {
          200: json('Where to send the browser (no envelope)', oauthStartSchema),
          ...writeErrors(404, 414),
          ...errors([404], { 404: 'No such provider is configured' }),
        },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.auth.oauthStart(request.params), bare),
  );

  // The provider sends the browser back here. The SPA receives a one-time code, never the token.
  app.get<{ Params: { provider: string } }>(
    '/api/oauth/:provider/callback',
    { schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      try {
        const currentUrl = new URL(request.url, deps.publicUrl);
        const { code } = await completeSignIn(contextFor(deps, request), request.params.provider, currentUrl);
        return reply.redirect(`/admin/login?handoff=${encodeURIComponent(code)}`, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // The browser gets a known code only, never text: the sign-in page shows its own message for it.
        const code: SignInErrorCode = error instanceof SignInRefusal ? error.reason : 'not-confirmed';
        request.log.warn(
          { provider: request.params.provider.slice(0, 100), code, reason: error.message },
          'OpenID Connect sign-in refused',
        );
        return reply.redirect(`/admin/login?error=${code}`, 303);
      }
    },
  );
}
