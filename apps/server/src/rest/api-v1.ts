import type { ApiDeps } from '@app/api';
import {
  apiBookingBodySchema,
  apiPeopleQuerySchema,
  apiRescheduleBodySchema,
  bookingChangesQuerySchema,
  bookingChangesSchema,
  idParamsSchema,
  peoplePageSchema,
  resultEnvelope,
  rosterBookingSchema,
  rosterSchema,
  sessionFeedQuerySchema,
  sessionFeedSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errors,
  IDEMPOTENCY_ERRORS,
  idempotencyKeyHeaders,
  json,
  KEY_RATE_LIMIT,
  needs,
  notModified,
  readErrors,
  scoped,
  writeErrors,
} from './docs';
import { sendUncached } from './respond';

/**
 * The versioned REST surface for integrations (issue 31, docs/api.md "REST for integrations (/api/v1)"):
 * the staff's work on sessions and bookings, each path a shim over the tRPC procedure the back office
 * uses. A breaking change means /api/v2, with v1 kept at least 12 months after.
 */

const tags = ['Integrations (v1)'];

const AUTH = {
  ...KEY_RATE_LIMIT,
  401: 'No credential, or an API key that is not valid (unknown, revoked or expired)',
  403: 'The API key lacks the scope this operation needs (`message` names it), or a staff role without access',
};
const unknownSession = { 404: 'No session has this id' };
const unknownBooking = { 404: 'No booking has this id' };
const BOOKING_WRITE_409 = { 409: 'Refused in the booking’s current state (`message` says why)' };

export async function apiV1Routes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/sessions',
    {
      schema: {
        tags,
        ...needs('sessions:read'),
        operationId: 'integrationListSessions',
        summary: 'Sessions of every class, a page at a time',
        description: scoped(
          'sessions:read',
          'Dated sessions of every class from `from` (today in the studio’s time zone when left out) to `to`, ' +
            'soonest first (by start, then id), with their seats. Filters: `class` (a class id), `type` (a class ' +
            'type), `facilitator` (a counselor id), `available=true` (only sessions one can still book). Walk the ' +
            'list with the opaque `next` cursor until it is null: a keyset on (start, id), so sessions added or ' +
            'cancelled between pages neither repeat nor hide others. `Cache-Control: no-store`.',
        ),
        querystring: sessionFeedQuerySchema,
        response: {
          200: json('One page of sessions', resultEnvelope(sessionFeedSchema)),
          ...notModified,
          ...readErrors(401, 403, 422),
          ...errors([401, 403, 429], AUTH),
        },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.admin.sessions.feed(request.query)),
  );

  app.get(
    '/api/v1/sessions/:id/roster',
    {
      schema: {
        tags,
        ...needs('bookings:read'),
        operationId: 'integrationGetRoster',
        summary: 'A session’s roster: its bookings with names and contacts',
        description: scoped(
          'bookings:read',
          'The session with its confirmed bookings, its waiting list in order, and its cancelled bookings, each ' +
            'with the person’s name, email address and phone, seats, source, guests and attendance. It names ' +
            'people, so it needs `bookings:read` (not `sessions:read`). `Cache-Control: no-store`.',
        ),
        params: idParamsSchema,
        response: {
          200: json('The roster', resultEnvelope(rosterSchema)),
          ...notModified,
          ...readErrors(401, 403, 404, 422),
          ...errors([401, 403, 404, 429], { ...AUTH, ...unknownSession }),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) => api.admin.sessions.roster({ sessionId: Number(request.params.id) })),
  );

  app.post(
    '/api/v1/sessions/:id/bookings',
    {
      schema: {
        tags,
        ...needs('bookings:write'),
        operationId: 'integrationCreateBooking',
        summary: 'Book someone into a session on their behalf',
        description: scoped(
          'bookings:write',
          'A booking made for someone (an HR system booking an employee, a front desk): confirmed when the seats ' +
            'fit (422 on `seats` otherwise: the session is full or has too few left), with the source `api`, as the ' +
            'back office’s walk-in. With an email address the person is emailed the booking and its manage link. ' +
            '`consent` must be true: the person agreed that the studio keeps their details. Answers 201 with the ' +
            'booking (its `id`). Send an `Idempotency-Key` to make retries safe: the same key and body within 24 ' +
            'hours answer the first answer again without booking twice; another body with that key is 422. Keys ' +
            'belong to one API key (or staff member). `Cache-Control: no-store`.',
        ),
        params: idParamsSchema,
        headers: idempotencyKeyHeaders,
        body: apiBookingBodySchema,
        response: {
          201: json(
            'The booking made (or, for a repeated Idempotency-Key, the one made first)',
            resultEnvelope(rosterBookingSchema),
          ),
          ...writeErrors(401, 404, 409),
          ...errors([400, 401, 403, 404, 409, 422, 429], {
            ...AUTH,
            ...unknownSession,
            ...IDEMPOTENCY_ERRORS,
            409: 'The session is cancelled, or the first request with this `Idempotency-Key` is still running',
          }),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply.status(201), (api) =>
        api.admin.sessions.book({ ...request.body, sessionId: Number(request.params.id) }),
      ),
  );

  app.post(
    '/api/v1/bookings/:id/cancel',
    {
      schema: {
        tags,
        ...needs('bookings:write'),
        operationId: 'integrationCancelBooking',
        summary: 'Cancel a booking',
        description: scoped(
          'bookings:write',
          'As staff cancel on the roster, whatever the online cut-off (a cancellation after it is marked late): the ' +
            'person is emailed, and the seats freed go to the waiting list. Cancelling a cancelled booking is 409. ' +
            'No body. Answers the roster of its session. `Cache-Control: no-store`.',
        ),
        params: idParamsSchema,
        response: {
          200: json('The roster of the booking’s session, the booking cancelled', resultEnvelope(rosterSchema)),
          ...writeErrors(401, 404, 409),
          ...errors([401, 403, 404, 409, 429], { ...AUTH, ...unknownBooking, ...BOOKING_WRITE_409 }),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) =>
        api.admin.sessions.cancelBooking({ bookingId: Number(request.params.id) }),
      ),
  );

  app.post(
    '/api/v1/bookings/:id/reschedule',
    {
      schema: {
        tags,
        ...needs('bookings:write'),
        operationId: 'integrationRescheduleBooking',
        summary: 'Move a booking to another session of its class',
        description: scoped(
          'bookings:write',
          'As staff move a booking from the roster, whatever the online cut-off: to an upcoming session of the same ' +
            'class, seats kept. When that session is full: 409, or with `joinWaitingList: true` a place on its ' +
            'waiting list while the booking keeps its seats where it is. The person is emailed the new date. ' +
            'Answers the roster of the session it left. `Cache-Control: no-store`.',
        ),
        params: idParamsSchema,
        body: apiRescheduleBodySchema,
        response: {
          200: json('The roster', resultEnvelope(rosterSchema)),
          ...writeErrors(401, 404, 409),
          ...errors([401, 403, 404, 409, 429], { ...AUTH, ...unknownBooking, ...BOOKING_WRITE_409 }),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) =>
        api.admin.sessions.moveBooking({ ...request.body, bookingId: Number(request.params.id) }),
      ),
  );

  app.post(
    '/api/v1/bookings/:id/check-in',
    {
      schema: {
        tags,
        ...needs('bookings:write'),
        operationId: 'integrationCheckInBooking',
        summary: 'Check a booking in (mark it attended)',
        description: scoped(
          'bookings:write',
          'As the roster’s check-in: the confirmed booking is marked attended, from when check-in opens ' +
            '(`checkInOpensAt` on the roster; 409 before, or for a booking not confirmed). No body. Answers the ' +
            'roster of its session. `Cache-Control: no-store`.',
        ),
        params: idParamsSchema,
        response: {
          200: json('The roster, the booking checked in', resultEnvelope(rosterSchema)),
          ...writeErrors(401, 404, 409),
          ...errors([401, 403, 404, 409, 429], { ...AUTH, ...unknownBooking, ...BOOKING_WRITE_409 }),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) =>
        api.admin.sessions.checkIn({ bookingId: Number(request.params.id), checkedIn: true }),
      ),
  );

  app.get(
    '/api/v1/bookings',
    {
      schema: {
        tags,
        ...needs('bookings:read'),
        operationId: 'integrationListBookingChanges',
        summary: 'Bookings changed since a time, for syncing',
        description: scoped(
          'bookings:read',
          'Every booking changed at or after `updated_since` (every booking when left out), oldest change first ' +
            '(by `updatedAt`, then id): made, confirmed, moved, cancelled, checked in, or changed in any other ' +
            'way. Walk the pages with the opaque `next` cursor until it is null, then keep the last item’s ' +
            '`updatedAt` and ask again later from it. A change is stamped with the time its transaction began, so ' +
            'one committing late may carry a time just before the last one seen: ask from a minute before it and ' +
            'skip items whose `id` and `updatedAt` you have already. `Cache-Control: no-store`.',
        ),
        querystring: bookingChangesQuerySchema,
        response: {
          200: json('One page of bookings', resultEnvelope(bookingChangesSchema)),
          ...notModified,
          ...readErrors(401, 403, 422),
          ...errors([401, 403, 429], AUTH),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) => api.admin.sessions.bookingChanges(request.query)),
  );

  app.get(
    '/api/v1/people',
    {
      schema: {
        tags,
        ...needs('people:read'),
        operationId: 'integrationListPeople',
        summary: 'People, found by part of a name, email address or phone',
        description: scoped(
          'people:read',
          'One person per email address over bookings, guests, subscribers, messages and requests, with their ' +
            'names, phones, visits and no-shows, the latest visit first. `q` narrows by part of a name, address or ' +
            'phone. Walk the pages with the opaque `next` cursor until it is null. `Cache-Control: no-store`.',
        ),
        querystring: apiPeopleQuerySchema,
        response: {
          200: json('One page of people', resultEnvelope(peoplePageSchema)),
          ...notModified,
          ...readErrors(401, 403, 422),
          ...errors([401, 403, 429], AUTH),
        },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.admin.people.feed(request.query)),
  );
}
