import type { ApiDeps } from '@app/api';
import {
  bookingSchema,
  bookingTokenInputSchema,
  rescheduleBodySchema,
  seatsBodySchema,
  attendanceModeBodySchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, notModified, PUBLIC, readErrors, writeErrors } from './docs';
import { callerFor } from './respond';
import { routeGroup } from './routes';

const tags = ['Bookings'];
const security = PUBLIC;
const unknownLink = {
  404: 'No booking has this link (it was reissued: the newest email about the booking holds the working one)',
};
const badLink = { 422: 'The token is not one a manage link could hold (`errors.token`)' };
const bookingDescription =
  'The class, the session (in the class’s time zone), seats, status, the place on the waiting list, ' +
  'whether it can still be cancelled online (until `cancelUntil`) and its calendar file. `Cache-Control: no-store`.';

/** The refusals of a change through the manage link (the token in the path), as the change describes them. */
function changeErrors(described: { 409: string; 422?: string; 429?: string }) {
  return {
    ...writeErrors(414),
    ...errors([404, 409, 422, 429], {
      ...unknownLink,
      ...badLink,
      429: 'Too many changes from this address; retry after `Retry-After` seconds',
      ...described,
    }),
  };
}

/**
 * A booking through its personal manage link (`/booking/{token}`): the token is its only credential,
 * so answers carry personal data and are never stored by browsers or proxies.
 */
export async function bookingRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const route = routeGroup(fastify, deps, { tags, security });

  route('POST', '/api/app/booking', {
    operationId: 'readBooking',
    summary: 'A booking, by its manage link',
    description: `${bookingDescription} The token travels in the body, out of URLs that logs and proxies keep.`,
    body: bookingTokenInputSchema,
    answer: 'The booking',
    result: bookingSchema,
    errors: { ...writeErrors(), ...errors([404], unknownLink) },
    call: (api, { body }) => api.booking.get(body),
  });

  route('GET', '/api/app/booking/:token', {
    deprecated: true,
    operationId: 'getBooking',
    summary: 'A booking, by its manage link (the token in the path)',
    description: `${bookingDescription} Kept for integrations that use it: \`POST /api/app/booking\` keeps the token out of the URL.`,
    params: bookingTokenInputSchema,
    answer: 'The booking',
    result: bookingSchema,
    errors: { ...notModified, ...readErrors(414), ...errors([404, 422], { ...unknownLink, ...badLink }) },
    call: (api, { params }) => api.booking.get(params),
  });

  route('POST', '/api/app/booking/:token/cancel', {
    operationId: 'cancelBooking',
    summary: 'Cancel a booking, by its manage link',
    description:
      'Until the class’s cut-off before the start (`cancelUntil`; 409 after it, with the studio’s contact in ' +
      '`message`). Cancelling again answers the booking unchanged. Seats freed go to the earliest waitlisted ' +
      'bookings that fit, who are emailed. No body. `Cache-Control: no-store`.',
    params: bookingTokenInputSchema,
    answer: 'The booking, now cancelled',
    result: bookingSchema,
    errors: changeErrors({
      409: 'Too late to cancel online: the cut-off before the start has passed (`message` says whom to contact)',
      429: 'Too many cancellations from this address; retry after `Retry-After` seconds',
    }),
    call: (api, { params }) => api.booking.cancel(params),
  });

  route('POST', '/api/app/booking/:token/reschedule', {
    operationId: 'rescheduleBooking',
    summary: 'Move a booking to another date of its class, by its manage link',
    description:
      'To another upcoming session of the same class, until the cut-off before the start of the session ' +
      'it leaves (`cancelUntil`). Seats are taken on the new date first; those left on the old date go to ' +
      'its waiting list. When the new date has too few places, `joinWaitingList: true` puts the booking on ' +
      'its waiting list while it keeps its current seats (`pendingMove`); once a place opens there it moves ' +
      'by itself. Without it, 409 (its `message` says how many places are left). The link stays the ' +
      'same; the person gets one email with the new date and a calendar file that moves the event (same ' +
      'UID scheme, higher SEQUENCE). Moving to the date it holds answers the booking unchanged, giving up a pending move. ' +
      '`Cache-Control: no-store`.',
    params: bookingTokenInputSchema,
    body: rescheduleBodySchema,
    answer: 'The booking, moved (or waiting for the new date)',
    result: bookingSchema,
    errors: changeErrors({
      422: 'The token is not one a manage link could hold (`errors.token`), or `sessionId` is not an upcoming session of this class (`errors.sessionId`)',
      409: 'The new date is full (without `joinWaitingList`), the cut-off has passed (`message` says whom to contact), the booking is cancelled, or the address holds a booking of that date already',
    }),
    call: (api, { params, body }) => api.booking.reschedule({ ...params, ...body }),
  });

  route('POST', '/api/app/booking/:token/seats', {
    operationId: 'changeBookingSeats',
    summary: 'Change the seats and guests of a booking, by its manage link',
    description:
      'Until the cut-off before the start (`cancelUntil`). More seats up to what is left (422 on `seats` ' +
      'beyond it), or fewer: the seats freed go to the waiting list at once. `guests` names the seats beyond ' +
      'the first (at most `seats − 1`, 422 on `guests` otherwise); left out, the guests stay, cut to the ' +
      'seats. A guest newly named with an email address is emailed their place (when the booking is ' +
      'confirmed) and the reminder, in the booker’s language. `Cache-Control: no-store`.',
    params: bookingTokenInputSchema,
    body: seatsBodySchema,
    answer: 'The booking with its seats and guests',
    result: bookingSchema,
    errors: changeErrors({
      422: 'The token is not one a manage link could hold (`errors.token`), more seats than are left (`errors.seats`) or more guests than seats beyond the first (`errors.guests`)',
      409: 'The cut-off has passed (`message` says whom to contact), the booking is cancelled, or it is waiting for another date',
    }),
    call: (api, { params, body }) => api.booking.seats({ ...params, ...body }),
  });

  route('POST', '/api/app/booking/:token/attendance-mode', {
    operationId: 'changeBookingAttendanceMode',
    summary: 'Change how the person joins a hybrid class (in person or online), by its manage link',
    description:
      'For a booking of a hybrid class, until the cut-off before the start (`cancelUntil`), as seats are. ' +
      'Later emails (the reminder, a place opening, a move) show that way only: the meeting link online, ' +
      'the place and map in person; the calendar file says where. The same choice again changes nothing. ' +
      '`Cache-Control: no-store`.',
    params: bookingTokenInputSchema,
    body: attendanceModeBodySchema,
    answer: 'The booking with its attendanceMode',
    result: bookingSchema,
    errors: changeErrors({
      422: 'The token is not one a manage link could hold (`errors.token`), or `attendanceMode` is neither `in-person` nor `online` (`errors.attendanceMode`)',
      409: 'The class meets one way only (not hybrid), the booking is cancelled, or the cut-off has passed (`message` says whom to contact)',
    }),
    call: (api, { params, body }) => api.booking.attendanceMode({ ...params, ...body }),
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/app/booking/:token/calendar.ics',
    {
      schema: {
        tags,
        security,
        operationId: 'getBookingCalendar',
        summary: 'The booked session as an iCalendar file',
        description:
          'One event, in UTC (all-day for a session of whole days), with the UID the class’s calendar gives the ' +
          'session: `STATUS:TENTATIVE` while the booking waits, `CANCELLED` once it or the session is; `SEQUENCE` ' +
          'grows with every change. `Cache-Control: no-store`.',
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
      const { filename, ics } = await callerFor(deps, request).booking.calendar(request.params);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
}
