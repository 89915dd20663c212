import { once } from 'node:events';
import {
  type ApiDeps,
  AppError,
  fieldErrorsFromIssues,
  nulFields,
  registrantBatches,
  trpcErrorFrom,
  userFromToken,
} from '@app/api';
import { errorResponseSchema, REGISTRANT_KINDS, registrantQuerySchema } from '@app/contract';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { contextFor } from './respond';

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const COLUMNS = ['createdAt', 'name', 'email', 'phone', 'status', 'detail', 'message'] as const;

/** GET /api/admin/registrants/{kind}.csv?…filters: every matching row, streamed (admins only). */
export async function registrantExportRoutes(app: FastifyInstance, deps: ApiDeps) {
  app.get<{ Params: { file: string }; Querystring: Record<string, string> }>(
    '/api/admin/registrants/:file',
    {
      schema: {
        tags: ['Back office'],
        security: [{ bearerAuth: [] }],
        summary: 'Export registrants as CSV (admins)',
        description: `\`{kind}.csv\` with kind ${REGISTRANT_KINDS.join(', ')}, filtered like the list (search, status, classSlug, topic, from, to). UTF-8 with BOM; cells that would start a formula are prefixed with an apostrophe.`,
        response: { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const ctx = contextFor(deps, request);
      const user = await userFromToken(ctx);
      if (!user) throw trpcErrorFrom(new AppError('UNAUTHORIZED', 'Please sign in.'));
      if (user.role !== 'admin') throw trpcErrorFrom(new AppError('FORBIDDEN', 'You do not have access to this.'));
      const kind = /^(\w+)\.csv$/.exec(request.params.file)?.[1];
      const parsed = registrantQuerySchema.safeParse({ ...request.query, kind });
      const nul = nulFields(request.query);
      if (!parsed.success || nul) {
        throw trpcErrorFrom(
          new AppError(
            'INVALID',
            'There were some problems with your input.',
            nul ?? fieldErrorsFromIssues(parsed.error?.issues ?? []),
          ),
        );
      }
      const csv = stringify({
        bom: true,
        header: true,
        columns: [...COLUMNS],
        cast: { string: neutralise },
      });
      // Rows are read in batches and written as the client takes them: memory stays flat.
      (async () => {
        try {
          for await (const batch of registrantBatches(deps.db, parsed.data)) {
            for (const row of batch) {
              if (!csv.write({ ...row, name: row.name ?? '', phone: row.phone ?? '', message: row.message ?? '' }))
                await once(csv, 'drain');
            }
          }
          csv.end();
        } catch (error) {
          request.log.error({ err: error }, 'CSV export failed');
          csv.destroy(error as Error);
        }
      })();
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="registrants-${parsed.data.kind}-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
