import type { ApiDeps } from '@app/api';
import { unsubscribePageUrl } from '@app/api/server';
import { newsletterTokenInputSchema, resultEnvelope, submissionResultSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, json, PUBLIC, writeErrors } from './docs';
import { sendUncached } from './respond';
import { routeGroup } from './routes';

const tags = ['Registrations'];
const security = PUBLIC;
/** The bodies of RFC 8058's one-click POST: `multipart/form-data` (SHOULD) or urlencoded (MAY). */
const ONE_CLICK_MEDIA_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];
const badLink = { 422: 'The token is not one a newsletter link could hold (`errors.token`)' };

/**
 * The links of newsletter emails: the confirmation of a sign-up (double opt-in) and RFC 8058
 * one-click unsubscribe, whose URL is every newsletter email's `List-Unsubscribe` header.
 */
export async function newsletterRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const route = routeGroup(fastify, deps, { tags, security });

  route('POST', '/api/app/newsletter/confirm', {
    operationId: 'confirmNewsletter',
    summary: 'Confirm a newsletter sign-up',
    description:
      'With the token of the link in the confirmation email (`/newsletter/confirm/{token}`). Nobody is sent a ' +
      'newsletter before. A link works once, for 7 days; unconfirmed sign-ups are then deleted.',
    body: newsletterTokenInputSchema,
    answer: 'Confirmed',
    result: submissionResultSchema,
    errors: {
      ...writeErrors(404),
      ...errors([404, 422], {
        404: 'No pending sign-up has this link: it was used already, expired, or replaced by a newer email',
        ...badLink,
      }),
    },
    call: (api, { body }) => api.registration.confirmNewsletter(body),
  });

  // Mail providers POST `List-Unsubscribe=One-Click` from their servers, with no Origin and no cookies, as
  // multipart/form-data (RFC 8058 says they should) or urlencoded (they may): this route alone reads those
  // media types. The body says nothing the request does not (the token is in the path), so it is read and
  // set aside, within the body limit.
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(async (scope) => {
    scope.addContentTypeParser(ONE_CLICK_MEDIA_TYPES, { parseAs: 'buffer' }, (_request, _body, done) =>
      done(null, undefined),
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
            '`multipart/form-data` or `application/x-www-form-urlencoded` (JSON or no body do as well); the ' +
            'token in the path is the only credential (no Origin or anti-forgery token is asked for). ' +
            'Unsubscribing again answers the same.',
          consumes: ONE_CLICK_MEDIA_TYPES,
          params: newsletterTokenInputSchema,
          body: z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') }).optional(),
          response: {
            200: json('Unsubscribed', resultEnvelope(submissionResultSchema)),
            ...errors([400, 404, 413, 415, 422, 500, 503], {
              404: 'No subscription has this link',
              415: 'The body is neither `multipart/form-data`, `application/x-www-form-urlencoded` nor JSON',
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
