import type { ApiDeps } from '@app/api';
import {
  classRegistrationInputSchema,
  classRegistrationResultSchema,
  contactInputSchema,
  newsletterInputSchema,
  privateSessionRequestInputSchema,
  submissionResultSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { type ErrorStatus, errors, IDEMPOTENCY_ERRORS, idempotencyKeyHeaders, PUBLIC, writeErrors } from './docs';
import { routeGroup } from './routes';

const limited = errors([429], { 429: 'Too many submissions from this address; retry after `Retry-After` seconds' });
/** What an `Idempotency-Key` changes in a submission's statuses. */
const idempotent = errors([400, 409, 422], IDEMPOTENCY_ERRORS);

/** A form's refusals: those of a write (with `more`), of its `Idempotency-Key` and of its rate limit. */
const submissionErrors = (...more: ErrorStatus[]) => ({ ...writeErrors(...more), ...idempotent, ...limited });

export async function registrationRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const route = routeGroup(fastify, deps, { tags: ['Registrations'], security: PUBLIC });

  route('POST', '/api/app/newsletter', {
    operationId: 'subscribeToNewsletter',
    summary: 'Sign up for the newsletter',
    description: 'Signing up twice is not an error and keeps one subscription. `website` must stay empty.',
    headers: idempotencyKeyHeaders,
    body: newsletterInputSchema,
    answer: 'Signed up',
    result: submissionResultSchema,
    errors: submissionErrors(409),
    call: (api, { body }) => api.registration.newsletter(body),
  });

  route('POST', '/api/app/class-registration', {
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
    headers: idempotencyKeyHeaders,
    body: classRegistrationInputSchema,
    answer: 'Booked, or waitlisted',
    result: classRegistrationResultSchema,
    errors: submissionErrors(404, 409),
    call: (api, { body }) => api.registration.classRegistration(body),
  });

  route('POST', '/api/app/private-session-request', {
    operationId: 'requestPrivateSession',
    summary: 'Ask for a private session',
    description:
      'For a published class of type `PRIVATE_SESSION` (another type: 422 on `slug`): the days and times that ' +
      'suit the person and up to three dates, days in the class’s time zone (one before today there: 422 on ' +
      '`preferredDates`); the studio proposes a date by email. The person and the studio are emailed. ' +
      '`website` must stay empty.',
    headers: idempotencyKeyHeaders,
    body: privateSessionRequestInputSchema,
    answer: 'Received',
    result: submissionResultSchema,
    errors: submissionErrors(404, 409),
    call: (api, { body }) => api.registration.privateSessionRequest(body),
  });

  route('POST', '/api/app/contact', {
    operationId: 'sendContactMessage',
    summary: 'Send a message to the studio',
    description: 'The studio is notified and the sender gets a confirmation email. `website` must stay empty.',
    headers: idempotencyKeyHeaders,
    body: contactInputSchema,
    answer: 'Sent',
    result: submissionResultSchema,
    errors: submissionErrors(409),
    call: (api, { body }) => api.registration.contact(body),
  });
}
