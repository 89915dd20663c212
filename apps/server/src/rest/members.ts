import type { ApiDeps } from '@app/api';
import {
  memberBookingsSchema,
  memberLinkInputSchema,
  memberLinkResultSchema,
  myDataErasureSchema,
  myDataSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { errors, MEMBER, PUBLIC, readErrors, writeErrors } from './docs';
import { routeGroup } from './routes';

const tags = ['My bookings'];
const noSession = errors([401], { 401: 'No live member session' });

/**
 * "My bookings" over REST: asking for the emailed sign-in link, and the member's own list (with the
 * `member_session` cookie the link's page sets through tRPC `member.signIn`). Same procedures as tRPC.
 */
export async function memberRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const visitor = routeGroup(fastify, deps, { tags, security: PUBLIC });
  const member = routeGroup(fastify, deps, { tags, security: MEMBER });

  visitor('POST', '/api/app/my-bookings/link', {
    operationId: 'requestMyBookingsLink',
    summary: 'Email a sign-in link to “My bookings”',
    description:
      'The same answer, after the same work, whether or not the address holds anything: a job then emails a ' +
      'link (in `locale`, else the request’s language) only to an address with bookings, private-session ' +
      'requests or a newsletter subscription. The link (`/my-bookings/sign-in/{token}`) works once, for 30 ' +
      'minutes; only its hash is stored. Limited per address and per client address (429).',
    body: memberLinkInputSchema,
    answer: 'Asked for (the same answer for every address)',
    result: memberLinkResultSchema,
    errors: writeErrors(429),
    call: (api, { body }) => api.member.requestLink(body),
  });

  member('GET', '/api/app/my-bookings', {
    operationId: 'getMyBookings',
    summary: 'The signed-in member’s bookings, requests and newsletter subscription',
    description:
      'Only of the address the `member_session` cookie was issued for. Bookings newest first, split into ' +
      '`upcoming` and `past` (by the session’s end), each with its session in the class’s time zone, seats, ' +
      'status, waiting-list place, cancellation deadline and manage page. `Cache-Control: no-store`.',
    answer: 'What “My bookings” shows',
    result: memberBookingsSchema,
    errors: {
      ...readErrors(401),
      ...errors([401], { 401: 'No live member session: ask for a sign-in link (`POST /api/app/my-bookings/link`)' }),
    },
    call: (api) => api.member.bookings(),
  });

  member('GET', '/api/app/my-data', {
    operationId: 'getMyData',
    summary: 'Everything stored about the signed-in member’s address (the right of access)',
    description:
      'Bookings, private-session requests, contact messages, the newsletter subscription and the emails sent ' +
      'to the address, with their dates (docs/privacy.md). The page offers it as a JSON file. ' +
      '`Cache-Control: no-store`.',
    answer: 'The member’s data',
    result: myDataSchema,
    errors: { ...readErrors(401), ...noSession },
    call: (api) => api.member.myData(),
  });

  member('POST', '/api/app/my-data/delete', {
    operationId: 'deleteMyData',
    summary: 'Erase the signed-in member’s personal data (the right to erasure)',
    description:
      'In one transaction: the address’s upcoming bookings are cancelled (their waiting lists move), every ' +
      'row holding it loses its name, email, phone and messages (anonymous counts stay), its subscription and ' +
      'emails are deleted, and the audit log records counts only. A last email confirms it and is deleted ' +
      'once sent; the member is signed out on every device (docs/privacy.md).',
    answer: 'Erased',
    result: myDataErasureSchema,
    errors: { ...writeErrors(401), ...noSession },
    call: (api) => api.member.eraseMyData(),
  });
}
