import type { ApiDeps, RouterInputs } from '@app/api';
import { STUDIO } from '@app/api/server';
import { reportQuerySchema, reportSchema, resultEnvelope } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { json, notModified, readErrors, STAFF } from './docs';
import { sendUncached } from './respond';

/** The query's numeric parameters: a query string carries text, the procedure takes numbers. */
const NUMBERS = ['classId', 'counselorId', 'weekday', 'hour'] as const;

/** Digits become a number; anything else is passed on as sent, for the procedure to refuse (422). */
function queryInput(query: Record<string, string | string[] | undefined>) {
  const input: Record<string, unknown> = { ...query };
  for (const key of NUMBERS) {
    const value = input[key];
    if (typeof value === 'string' && /^\d{1,10}$/.test(value)) input[key] = Number(value);
  }
  return input as RouterInputs['admin']['reports']['get'];
}

/** GET /api/admin/reports?from&to&…filters: the back office's report (admins and editors), as admin.reports.get. */
export async function reportRoutes(app: FastifyInstance, deps: ApiDeps) {
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    '/api/admin/reports',
    {
      schema: {
        tags: ['Back office'],
        security: STAFF,
        operationId: 'getReport',
        summary: 'Figures of a period and of the one before it (admins and editors)',
        description:
          `Days and hours are on the studio's clock (${STUDIO.timeZone}): a session belongs to the day it starts ` +
          'there. The previous period has as many days, just before `from`. Figures only, never people: ' +
          'sessions held, upcoming and cancelled, seats offered and booked, attendance, late cancels, bookings ' +
          'turned away by a waiting list (per class and hour), seats by weekday and hour, bookings by source ' +
          'and by language, new, returning and stopped people, newsletter sign-ups, unsubscribes and issues ' +
          'sent. `language` narrows the booking figures only. A period ending before it starts, or longer ' +
          'than two years: 422.',
        querystring: reportQuerySchema,
        response: {
          200: json('The report', resultEnvelope(reportSchema)),
          ...notModified,
          ...readErrors(401, 403, 422),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) => api.admin.reports.get(queryInput(request.query))),
  );
}
