import type { ApiDeps } from '@app/api';
import { errorResponseSchema, oauthStartInputSchema, oauthStartSchema, userSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerFor, sendJson } from './respond';

const tags = ['Staff session'];
const security = [{ bearerAuth: [] }];

export async function authRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
    async (request, reply) =>
      sendJson(request, reply, await callerFor(deps, request).user.me(), { envelope: false, cacheControl: 'no-store' }),
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
    async (request, reply) =>
      sendJson(request, reply, await callerFor(deps, request).auth.logout(), {
        envelope: false,
        cacheControl: 'no-store',
      }),
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
      sendJson(request, reply, await callerFor(deps, request).auth.oauthStart(request.params), {
        envelope: false,
        cacheControl: 'no-store',
      }),
  );
}
