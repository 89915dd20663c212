import { type ApiDeps, AppError, completeSignIn, SignInRefusal } from '@app/api';
import {
  errorResponseSchema,
  loginInputSchema,
  loginResultSchema,
  oauthStartInputSchema,
  oauthStartSchema,
  type SignInErrorCode,
  userSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerFor, contextFor, sendJson } from './respond';

const tags = ['Staff session'];
const security = [{ bearerAuth: [] }];
const noStore = { cacheControl: 'no-store', envelope: false } as const;

export async function authRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'Answers a bearer token. `remember` keeps the session 365 days (otherwise one day). Wrong email and wrong ' +
          'password get the same 401; a disabled account with the right password gets 403. Only failures count ' +
          'towards the limits: after RATE_LIMIT_LOGIN_EMAIL failures for one email from one address, each next ' +
          'attempt from there waits 1 s, 2 s, 4 s … (at most 10 minutes); RATE_LIMIT_LOGIN_IP failures from one ' +
          'address in 10 minutes pause that address. Refusals are 429 with Retry-After.',
        body: loginInputSchema,
        response: {
          200: loginResultSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await callerFor(deps, request).auth.login(request.body), noStore),
  );

  app.get(
    '/api/user',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in staff user',
        description: 'The body is the user object itself (no envelope).',
        response: { 200: userSchema, 401: errorResponseSchema.describe('No valid session') },
      },
    },
    async (request, reply) => sendJson(request, reply, await callerFor(deps, request).user.me(), noStore),
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke the bearer token’s session',
        description: 'Always answers 200; the token no longer works afterwards.',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => sendJson(request, reply, await callerFor(deps, request).auth.logout(), noStore),
  );

  app.post(
    '/api/oauth/:provider',
    {
      schema: {
        tags,
        summary: 'Start signing in with an OpenID Connect provider',
        description:
          'Answers the provider’s authorization URL to send the browser to; 404 for a provider that is not configured.',
        params: oauthStartInputSchema,
        response: { 200: oauthStartSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await callerFor(deps, request).auth.oauthStart(request.params), noStore),
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
