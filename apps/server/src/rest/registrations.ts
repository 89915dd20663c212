import type { ApiDeps } from '@app/api';
import {
  classRegistrationInputSchema,
  classRegistrationResultSchema,
  contactInputSchema,
  newsletterInputSchema,
  resultEnvelope,
  submissionResultSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, json, PUBLIC, writeErrors } from './docs';
import { callerFor, sendJson } from './respond';

const tags = ['Registrations'];
const security = PUBLIC;
const noStore = { cacheControl: 'no-store' } as const;
const limited = errors([429], { 429: 'Too many submissions from this address; retry after `Retry-After` seconds' });

export async function registrationRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/app/newsletter',
    {
      schema: {
        tags,
        security,
        operationId: 'subscribeToNewsletter',
        summary: 'Sign up for the newsletter',
        description: 'Signing up twice is not an error and keeps one subscription. `website` must stay empty.',
        body: newsletterInputSchema,
        response: { 200: json('Signed up', resultEnvelope(submissionResultSchema)), ...writeErrors(), ...limited },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await callerFor(deps, request).registration.newsletter(request.body), noStore),
  );

  app.post(
    '/api/app/class-registration',
    {
      schema: {
        tags,
        security,
        operationId: 'registerForClass',
        summary: 'Register for a class',
        description:
          'Answers `confirmed`, or `waitlisted` when the class has too few seats left; seats are never oversold. ' +
          'The registrant and the studio are emailed.',
        body: classRegistrationInputSchema,
        response: {
          200: json('Registered', resultEnvelope(classRegistrationResultSchema)),
          ...writeErrors(404),
          ...limited,
        },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await callerFor(deps, request).registration.classRegistration(request.body), noStore),
  );

  app.post(
    '/api/app/contact',
    {
      schema: {
        tags,
        security,
        operationId: 'sendContactMessage',
        summary: 'Send a message to the studio',
        description: 'The studio is notified and the sender gets a confirmation email. `website` must stay empty.',
        body: contactInputSchema,
        response: { 200: json('Sent', resultEnvelope(submissionResultSchema)), ...writeErrors(), ...limited },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await callerFor(deps, request).registration.contact(request.body), noStore),
  );
}
