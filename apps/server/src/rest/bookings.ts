import type { ApiDeps } from '@app/api';
import { bookingCalendar, manageUrl, SITE_NAME } from '@app/api/server';
import { bookingSchema, bookingTokenInputSchema, resultEnvelope } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, json, notModified, PUBLIC, readErrors, writeErrors } from './docs';
import { callerFor, sendUncached } from './respond';

const tags = ['Bookings'];
const security = PUBLIC;
const unknownLink = { 404: 'No booking has this link (a newer email about the booking holds the working one)' };
const badLink = { 422: 'The token is not one a manage link could hold (`errors.token`)' };

/**
 * A booking through its personal manage link (`/booking/{token}`): the token is its only credential,
 * so answers carry personal data and are never stored by browsers or proxies.
 */
export async function bookingRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/app/booking/:token',
    {
      schema: {
        tags,
        security,
        operationId: 'getBooking',
        summary: 'A booking, by its manage link',
        description:
          'The class, the session (in the class’s time zone), seats, status, the place on the waiting list, ' +
          'whether it can still be cancelled online (until `cancelUntil`) and its calendar file. `Cache-Control: no-store`.',
        params: bookingTokenInputSchema,
        response: {
          200: json('The booking', resultEnvelope(bookingSchema)),
          ...notModified,
          ...readErrors(414),
          ...errors([404, 422], { ...unknownLink, ...badLink }),
        },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.booking.get(request.params)),
  );

  app.post(
    '/api/app/booking/:token/cancel',
    {
      schema: {
        tags,
        security,
        operationId: 'cancelBooking',
        summary: 'Cancel a booking, by its manage link',
        description:
          'Until the class’s cut-off before the start (`cancelUntil`; 409 after it, with the studio’s contact in ' +
          '`message`). Cancelling again answers the booking unchanged. Seats freed go to the earliest waitlisted ' +
          'bookings that fit, who are emailed. No body. `Cache-Control: no-store`.',
        params: bookingTokenInputSchema,
        response: {
          200: json('The booking, now cancelled', resultEnvelope(bookingSchema)),
          ...writeErrors(414),
          ...errors([404, 409, 422, 429], {
            ...unknownLink,
            ...badLink,
            409: 'Too late to cancel online: the cut-off before the start has passed (`message` says whom to contact)',
            429: 'Too many cancellations from this address; retry after `Retry-After` seconds',
          }),
        },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.booking.cancel(request.params)),
  );

  app.get(
    '/api/app/booking/:token/calendar.ics',
    {
      schema: {
        tags,
        security,
        operationId: 'getBookingCalendar',
        summary: 'The booked session as an iCalendar file',
        description:
          'One event, in UTC; `STATUS:CANCELLED` once the booking or the session is cancelled. `Cache-Control: no-store`.',
        params: bookingTokenInputSchema,
        response: {
          200: {
            description: 'The iCalendar file (`Content-Disposition: attachment`)',
            content: { 'text/calendar': { schema: z.string().describe('RFC 5545, one VEVENT') } },
          },
          ...errors([404, 414, 422, 500, 503], { ...unknownLink, ...badLink }),
        },
      },
    },
    async (request, reply) => {
      const api = callerFor(deps, request);
      const [booking, settings] = await Promise.all([api.booking.get(request.params), api.settings.public()]);
      const email = settings.contact.email;
      const body = bookingCalendar(booking, {
        manageUrl: manageUrl(deps.publicUrl, request.params.token),
        host: new URL(deps.publicUrl).host,
        now: new Date(),
        organizer: email ? { name: SITE_NAME, email } : null,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${booking.class.slug}.ics"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
