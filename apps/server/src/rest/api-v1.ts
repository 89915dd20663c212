import type { ApiDeps } from '@app/api';
import {
  type ApiKeyScope,
  apiBookingBodySchema,
  apiPeopleQuerySchema,
  apiRescheduleBodySchema,
  bookingChangesQuerySchema,
  bookingChangesSchema,
  idParamsSchema,
  peoplePageSchema,
  rosterBookingSchema,
  rosterSchema,
  sessionFeedQuerySchema,
  sessionFeedSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import {
  type ErrorStatus,
  errors,
  IDEMPOTENCY_ERRORS,
  idempotencyKeyHeaders,
  KEY_RATE_LIMIT,
  needs,
  notModified,
  readErrors,
  scoped,
  writeErrors,
} from './docs';
import { type Method, type Operation, routeGroup } from './routes';

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

/** A read's errors: those of any read, of an API key, and those `described` (404 when the thing asked about is missing). */
function keyReadErrors(described: Partial<Record<ErrorStatus, string>> = {}) {
  const more = Object.keys(described).map(Number) as ErrorStatus[];
  return {
    ...notModified,
    ...readErrors(401, 403, ...more, 422),
    ...errors([401, 403, ...more, 429], { ...AUTH, ...described }),
  };
}

/** What staff do to a booking (`/api/v1/bookings/{id}/…`, `bookings:write`): answers the roster of its session. */
const bookingChangeErrors = {
  ...writeErrors(401, 404, 409),
  ...errors([401, 403, 404, 409, 429], { ...AUTH, ...unknownBooking, ...BOOKING_WRITE_409 }),
};

export async function apiV1Routes(fastify: FastifyInstance, deps: ApiDeps) {
  const route = routeGroup(fastify, deps, { tags });
  /** An operation for API keys with `scope`: named in its security, its `x-scope` and its description. */
  const needing = <P = undefined, Q = undefined, B = undefined>(
    scope: ApiKeyScope,
    method: Method,
    url: string,
    operation: Operation<P, Q, B>,
  ) => route(method, url, { ...needs(scope), ...operation, description: scoped(scope, operation.description) });

  needing('sessions:read', 'GET', '/api/v1/sessions', {
    operationId: 'integrationListSessions',
    summary: 'Sessions of every class, a page at a time',
    description:
      'Dated sessions of every class from `from` (today in the studio’s time zone when left out) to `to`, ' +
      'soonest first (by start, then id), with their seats. Filters: `class` (a class id), `type` (a class ' +
      'type), `facilitator` (a counselor id), `available=true` (only sessions one can still book). Walk the ' +
      'list with the opaque `next` cursor until it is null: a keyset on (start, id), so sessions added or ' +
      'cancelled between pages neither repeat nor hide others. `Cache-Control: no-store`.',
    querystring: sessionFeedQuerySchema,
    answer: 'One page of sessions',
    result: sessionFeedSchema,
    errors: keyReadErrors(),
    call: (api, { query }) => api.admin.sessions.feed(query),
  });

  needing('bookings:read', 'GET', '/api/v1/sessions/:id/roster', {
    operationId: 'integrationGetRoster',
    summary: 'A session’s roster: its bookings with names and contacts',
    description:
      'The session with its confirmed bookings, its waiting list in order, and its cancelled bookings, each ' +
      'with the person’s name, email address and phone, seats, source, guests and attendance. It names ' +
      'people, so it needs `bookings:read` (not `sessions:read`). `Cache-Control: no-store`.',
    params: idParamsSchema,
    answer: 'The roster',
    result: rosterSchema,
    errors: keyReadErrors(unknownSession),
    call: (api, { params }) => api.admin.sessions.roster({ sessionId: Number(params.id) }),
  });

  needing('bookings:write', 'POST', '/api/v1/sessions/:id/bookings', {
    operationId: 'integrationCreateBooking',
    summary: 'Book someone into a session on their behalf',
    description:
      'A booking made for someone (an HR system booking an employee, a front desk): confirmed when the seats ' +
      'fit (422 on `seats` otherwise: the session is full or has too few left), with the source `api`, as the ' +
      'back office’s walk-in. With an email address the person is emailed the booking and its manage link. ' +
      '`consent` must be true: the person agreed that the studio keeps their details. Answers 201 with the ' +
      'booking (its `id`). Send an `Idempotency-Key` to make retries safe: the same key and body within 24 ' +
      'hours answer the first answer again without booking twice; another body with that key is 422. Keys ' +
      'belong to one API key (or staff member). `Cache-Control: no-store`.',
    params: idParamsSchema,
    headers: idempotencyKeyHeaders,
    body: apiBookingBodySchema,
    status: 201,
    answer: 'The booking made (or, for a repeated Idempotency-Key, the one made first)',
    result: rosterBookingSchema,
    errors: {
      ...writeErrors(401, 404, 409),
      ...errors([400, 401, 403, 404, 409, 422, 429], {
        ...AUTH,
        ...unknownSession,
        ...IDEMPOTENCY_ERRORS,
        409: 'The session is cancelled, or the first request with this `Idempotency-Key` is still running',
      }),
    },
    call: (api, { params, body }) => api.admin.sessions.book({ ...body, sessionId: Number(params.id) }),
  });

  needing('bookings:write', 'POST', '/api/v1/bookings/:id/cancel', {
    operationId: 'integrationCancelBooking',
    summary: 'Cancel a booking',
    description:
      'As staff cancel on the roster, whatever the online cut-off (a cancellation after it is marked late): the ' +
      'person is emailed, and the seats freed go to the waiting list. Cancelling a cancelled booking is 409. ' +
      'No body. Answers the roster of its session. `Cache-Control: no-store`.',
    params: idParamsSchema,
    answer: 'The roster of the booking’s session, the booking cancelled',
    result: rosterSchema,
    errors: bookingChangeErrors,
    call: (api, { params }) => api.admin.sessions.cancelBooking({ bookingId: Number(params.id) }),
  });

  needing('bookings:write', 'POST', '/api/v1/bookings/:id/reschedule', {
    operationId: 'integrationRescheduleBooking',
    summary: 'Move a booking to another session of its class',
    description:
      'As staff move a booking from the roster, whatever the online cut-off: to an upcoming session of the same ' +
      'class, seats kept. When that session is full: 409, or with `joinWaitingList: true` a place on its ' +
      'waiting list while the booking keeps its seats where it is. The person is emailed the new date. ' +
      'Answers the roster of the session it left. `Cache-Control: no-store`.',
    params: idParamsSchema,
    body: apiRescheduleBodySchema,
    answer: 'The roster',
    result: rosterSchema,
    errors: bookingChangeErrors,
    call: (api, { params, body }) => api.admin.sessions.moveBooking({ ...body, bookingId: Number(params.id) }),
  });

  needing('bookings:write', 'POST', '/api/v1/bookings/:id/check-in', {
    operationId: 'integrationCheckInBooking',
    summary: 'Check a booking in (mark it attended)',
    description:
      'As the roster’s check-in: the confirmed booking is marked attended, from when check-in opens ' +
      '(`checkInOpensAt` on the roster; 409 before, or for a booking not confirmed). No body. Answers the ' +
      'roster of its session. `Cache-Control: no-store`.',
    params: idParamsSchema,
    answer: 'The roster, the booking checked in',
    result: rosterSchema,
    errors: bookingChangeErrors,
    call: (api, { params }) => api.admin.sessions.checkIn({ bookingId: Number(params.id), checkedIn: true }),
  });

  needing('bookings:read', 'GET', '/api/v1/bookings', {
    operationId: 'integrationListBookingChanges',
    summary: 'Bookings changed since a time, for syncing',
    description:
      'Every booking changed at or after `updated_since` (every booking when left out), oldest change first ' +
      '(by `updatedAt`, then id): made, confirmed, moved, cancelled, checked in, or changed in any other ' +
      'way. Walk the pages with the opaque `next` cursor until it is null, then keep the last item’s ' +
      '`updatedAt` and ask again later from it. A change is stamped with the time its transaction began, so ' +
      'one committing late may carry a time just before the last one seen: ask from a minute before it and ' +
      'skip items whose `id` and `updatedAt` you have already. `Cache-Control: no-store`.',
    querystring: bookingChangesQuerySchema,
    answer: 'One page of bookings',
    result: bookingChangesSchema,
    errors: keyReadErrors(),
    call: (api, { query }) => api.admin.sessions.bookingChanges(query),
  });

  needing('people:read', 'GET', '/api/v1/people', {
    operationId: 'integrationListPeople',
    summary: 'People, found by part of a name, email address or phone',
    description:
      'One person per email address over bookings, guests, subscribers, messages and requests, with their ' +
      'names, phones, visits and no-shows, the latest visit first. `q` narrows by part of a name, address or ' +
      'phone. Walk the pages with the opaque `next` cursor until it is null. `Cache-Control: no-store`.',
    querystring: apiPeopleQuerySchema,
    answer: 'One page of people',
    result: peoplePageSchema,
    errors: keyReadErrors(),
    call: (api, { query }) => api.admin.people.feed(query),
  });
}
