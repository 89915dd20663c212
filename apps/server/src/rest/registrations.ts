import type { ApiDeps } from '@app/api';
import {
  classRegistrationInputSchema,
  classRegistrationResultSchema,
  contactInputSchema,
  newsletterInputSchema,
  privateSessionRequestInputSchema,
  resultEnvelope,
  submissionResultSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, IDEMPOTENCY_ERRORS, idempotencyKeyHeaders, json, PUBLIC, writeErrors } from './docs';
import { sendUncached } from './respond';

const tags = ['Registrations'];
const security = PUBLIC;
const limited = errors([429], { 429: 'Too many submissions from this address; retry after `Retry-After` seconds' });
/** What an `Idempotency-Key` changes in a submission's statuses. */
const idempotent = errors([400, 409, 422], IDEMPOTENCY_ERRORS);
const headers = idempotencyKeyHeaders;

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
        headers,
        body: newsletterInputSchema,
        response: {
          200: json('Signed up', resultEnvelope(submissionResultSchema)),
          ...writeErrors(409),
          ...idempotent,
          ...limited,
        },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.registration.newsletter(request.body)),
  );

  app.post(
    '/api/app/class-registration',
    {
      schema: {
        tags,
        security,
        operationId: 'registerForClass',
        summary: 'Book seats of one dated session of a class',
        description:
          '`sessionId` names the session (`GET /api/app/class/{slug}/sessions`); it is required, and an unknown, ' +
          'past or cancelled session, or one of another class, is refused (422 on `sessionId`), as is a private ' +
          'session (use `POST /api/app/private-session-request`). Answers `confirmed`, or `waitlisted` when the ' +
          'session is full; seats are never oversold. Some places left but fewer than asked is 422 on `seats`. ' +
          '`manageUrl` is the personal link to see, add to a calendar or cancel the booking; it is emailed too. ' +
          'The same email booking the same session again books nothing: the answer is the existing booking with ' +
          '`manageUrl: null`, and its owner is emailed a fresh link (links in earlier emails stop working).',
        headers,
        body: classRegistrationInputSchema,
        response: {
          200: json('Booked, or waitlisted', resultEnvelope(classRegistrationResultSchema)),
          ...writeErrors(404, 409),
          ...idempotent,
          ...limited,
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) => api.registration.classRegistration(request.body)),
  );

  app.post(
    '/api/app/private-session-request',
    {
      schema: {
        tags,
        security,
        operationId: 'requestPrivateSession',
        summary: 'Ask for a private session',
        description:
          'For a published class of type `PRIVATE_SESSION` (another type: 422 on `slug`): the days and times that ' +
          'suit the person and up to three dates, days in the class’s time zone (one before today there: 422 on ' +
          '`preferredDates`); the studio proposes a date by email. The person and the studio are emailed. ' +
          '`website` must stay empty.',
        headers,
        body: privateSessionRequestInputSchema,
        response: {
          200: json('Received', resultEnvelope(submissionResultSchema)),
          ...writeErrors(404, 409),
          ...idempotent,
          ...limited,
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) => api.registration.privateSessionRequest(request.body)),
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
        headers,
        body: contactInputSchema,
        response: {
          200: json('Sent', resultEnvelope(submissionResultSchema)),
          ...writeErrors(409),
          ...idempotent,
          ...limited,
        },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.registration.contact(request.body)),
  );
}
