import type { ApiDeps } from '@app/api';
import {
  classRegistrationInputSchema,
  classRegistrationResultSchema,
  contactInputSchema,
  errorResponseSchema,
  newsletterInputSchema,
  resultEnvelope,
  submissionResultSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerFor, errorResponses, sendJson } from './respond';

const tags = ['Registrations'];
const noStore = { cacheControl: 'no-store' } as const;
const limited = { 429: errorResponseSchema.describe('Too many submissions from this address; see Retry-After') };

export async function registrationRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/app/newsletter',
    {
      schema: {
        tags,
        summary: 'Sign up for the newsletter',
        description: 'Signing up twice is not an error and keeps one subscription. `website` must stay empty.',
        body: newsletterInputSchema,
        response: { 200: resultEnvelope(submissionResultSchema), ...errorResponses, ...limited },
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
        summary: 'Register for a class',
        description:
          'Answers `confirmed`, or `waitlisted` when the class has too few seats left; seats are never oversold. ' +
          'The registrant and the studio are emailed.',
        body: classRegistrationInputSchema,
        response: { 200: resultEnvelope(classRegistrationResultSchema), ...errorResponses, ...limited },
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
        summary: 'Send a message to the studio',
        body: contactInputSchema,
        response: { 200: resultEnvelope(submissionResultSchema), ...errorResponses, ...limited },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await callerFor(deps, request).registration.contact(request.body), noStore),
  );
}
