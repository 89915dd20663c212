import type { ApiDeps } from '@app/api';
import { unsubscribePageUrl } from '@app/api/server';
import { newsletterTokenInputSchema, resultEnvelope, submissionResultSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, json, PUBLIC, writeErrors } from './docs';
import { sendUncached } from './respond';

const tags = ['Registrations'];
const security = PUBLIC;
const badLink = { 422: 'The token is not one a newsletter link could hold (`errors.token`)' };

/**
 * The links of newsletter emails: the confirmation of a sign-up (double opt-in) and RFC 8058
 * one-click unsubscribe, whose URL is every newsletter email's `List-Unsubscribe` header.
 */
export async function newsletterRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/app/newsletter/confirm',
    {
      schema: {
        tags,
        security,
        operationId: 'confirmNewsletter',
        summary: 'Confirm a newsletter sign-up',
        description:
          'With the token of the link in the confirmation email (`/newsletter/confirm/{token}`). Nobody is sent a ' +
          'newsletter before. A link works once, for 7 days; unconfirmed sign-ups are then deleted.',
        body: newsletterTokenInputSchema,
        response: {
          200: json('Confirmed', resultEnvelope(submissionResultSchema)),
          ...writeErrors(404),
          ...errors([404, 422], {
            404: 'No pending sign-up has this link: it was used already, expired, or replaced by a newer email',
            ...badLink,
          }),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) => api.registration.confirmNewsletter(request.body)),
  );

  // Mail providers POST a form body (`List-Unsubscribe=One-Click`), from their servers, with no Origin and
  // no cookies: this route alone reads that media type (the body itself says nothing more).
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/app/newsletter/unsubscribe/:token',
      {
        schema: {
          tags,
          security,
          operationId: 'unsubscribeFromNewsletter',
          summary: 'Unsubscribe in one click (RFC 8058)',
          description:
            'The URL of every newsletter email’s `List-Unsubscribe` header (with `List-Unsubscribe-Post: ' +
            'List-Unsubscribe=One-Click`). Mail providers POST `List-Unsubscribe=One-Click` as ' +
            '`application/x-www-form-urlencoded`; the token in the path is the only credential (no Origin or ' +
            'anti-forgery token is asked for). Unsubscribing again answers the same.',
          consumes: ['application/x-www-form-urlencoded'],
          params: newsletterTokenInputSchema,
          body: z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') }).optional(),
          response: {
            200: json('Unsubscribed', resultEnvelope(submissionResultSchema)),
            ...errors([400, 404, 413, 415, 422, 500, 503], {
              404: 'No subscription has this link',
              415: 'The body is neither `application/x-www-form-urlencoded` nor JSON',
              ...badLink,
            }),
          },
        },
      },
      async (request, reply) =>
        sendUncached(deps, request, reply, (api) => api.registration.unsubscribe(request.params)),
    );
  });

  app.get<{ Params: { token: string } }>(
    '/api/app/newsletter/unsubscribe/:token',
    // A browser's way to the unsubscribe page (303 to `/newsletter/unsubscribe?token=…`, which acts only
    // on a click: mail scanners follow links, so a GET changes nothing), not an API: left out of the
    // OpenAPI document, where an operation must answer a 2xx.
    { schema: { hide: true } },
    // The page checks the token when asked to unsubscribe; here it is only carried along.
    async (request, reply) =>
      reply.redirect(unsubscribePageUrl(deps.publicUrl, encodeURIComponent(request.params.token)), 303),
  );
}
