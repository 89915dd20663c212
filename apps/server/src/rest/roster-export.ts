import type { ApiDeps } from '@app/api';
import { STUDIO } from '@app/api/server';
import { idPathSchema, type RosterBooking } from '@app/contract';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errors, STAFF } from './docs';
import { csvCell, zonedTime } from './csv-cells';
import { callerFor } from './respond';

const COLUMNS = [
  'status',
  'waitlistPosition',
  'name',
  'email',
  'phone',
  'seats',
  'source',
  'bookedAt',
  'checkedInAt',
  'attendance',
  'cancelledAt',
  'lateCancel',
  'message',
  'attendanceMode',
] as const;

const toCsvRow = (row: RosterBooking): Record<(typeof COLUMNS)[number], string> => ({
  status: row.status,
  waitlistPosition: row.waitlistPosition === null ? '' : String(row.waitlistPosition),
  name: row.name ?? '',
  email: row.email ?? '',
  phone: row.phone ?? '',
  seats: String(row.seats),
  source: row.source,
  bookedAt: zonedTime(row.createdAt, STUDIO.timeZone),
  checkedInAt: zonedTime(row.checkedInAt, STUDIO.timeZone),
  // attended, no_show, or empty: not marked (yet).
  attendance: row.attendance ?? '',
  cancelledAt: zonedTime(row.cancelledAt, STUDIO.timeZone),
  lateCancel: row.lateCancel ? 'yes' : '',
  message: row.message ?? '',
  // How the person joins a hybrid class (in-person or online); empty for other classes.
  attendanceMode: row.attendanceMode ?? '',
});

/** GET /api/admin/sessions/{sessionId}/roster.csv: a session's roster (admins only), as the roster screen orders it. */
export async function rosterExportRoutes(app: FastifyInstance, deps: ApiDeps) {
  app.get<{ Params: { sessionId: string } }>(
    '/api/admin/sessions/:sessionId/roster.csv',
    {
      schema: {
        tags: ['Back office'],
        security: STAFF,
        operationId: 'exportSessionRoster',
        summary: 'Export a session’s roster as CSV (admins)',
        description: `Confirmed bookings, then the waiting list in order, then cancelled ones. \`attendance\` is \`attended\`, \`no_show\` or empty (not marked); \`lateCancel\` is \`yes\` for a cancellation by staff after the online deadline. UTF-8 with BOM. Times are ISO 8601 on the studio's clock (${STUDIO.timeZone}, with the offset). Cells that would start a formula are prefixed with an apostrophe; a phone number is written as \`="+62 …"\`, which a spreadsheet shows as typed.`,
        params: z.object({ sessionId: idPathSchema.describe('The session') }),
        response: {
          200: {
            description: 'The CSV file (`Content-Disposition: attachment`)',
            content: {
              'text/csv': {
                schema: z.string().describe(`Header row ${COLUMNS.join(',')}, then one row per booking`),
              },
            },
          },
          ...errors([401, 403, 404, 422, 500, 503], {
            403: 'Not an admin',
            404: 'No such session',
            422: 'A session id that is not a whole number from 1 to 2³¹−1',
          }),
        },
      },
    },
    async (request, reply) => {
      // A staff procedure (admins) checks the session and the id, and reads the roster with everyone's details.
      const sessionId = Number(request.params.sessionId);
      const roster = await callerFor(deps, request).admin.sessions.export({ sessionId });
      const csv = stringify({ bom: true, header: true, columns: [...COLUMNS], cast: { string: csvCell } });
      for (const row of [...roster.confirmed, ...roster.waitlisted, ...roster.cancelled]) csv.write(toCsvRow(row));
      csv.end();
      const date = roster.session.startsAt.slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="roster-${roster.session.class.slug}-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
