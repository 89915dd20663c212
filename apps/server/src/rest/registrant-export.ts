import { once } from 'node:events';
import type { ApiDeps, RouterInputs } from '@app/api';
import { STUDIO } from '@app/api/server';
import { REGISTRANT_KINDS, registrantQuerySchema } from '@app/contract';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errors, STAFF } from './docs';
import { csvCell, zonedTime } from './csv-cells';
import { callerFor } from './respond';

const COLUMNS = ['createdAt', 'name', 'email', 'phone', 'status', 'detail', 'message', 'sessionStartsAt'] as const;

/** GET /api/admin/registrants/{kind}.csv?…filters: every matching row, streamed (admins only). */
export async function registrantExportRoutes(app: FastifyInstance, deps: ApiDeps) {
  app.get<{ Params: { file: string }; Querystring: Record<string, string> }>(
    '/api/admin/registrants/:file',
    {
      schema: {
        tags: ['Back office'],
        security: STAFF,
        operationId: 'exportRegistrants',
        summary: 'Export registrants as CSV (admins)',
        description: `\`{kind}.csv\` with kind ${REGISTRANT_KINDS.join(', ')}, filtered like the list (search, status, classSlug, sessionId, topic, from, to). Every matching row (no pages), streamed. UTF-8 with BOM. Times are ISO 8601 on the studio's clock (${STUDIO.timeZone}, with the offset). Cells that would start a formula are prefixed with an apostrophe; a phone number is written as \`="+62 …"\`, which a spreadsheet shows as typed.`,
        params: z.object({
          file: z.enum(REGISTRANT_KINDS.map((kind) => `${kind}.csv`)).describe('Which registrants: `{kind}.csv`'),
        }),
        querystring: registrantQuerySchema.omit({ kind: true, page: true, pageSize: true }),
        response: {
          200: {
            description: 'The CSV file (`Content-Disposition: attachment`)',
            content: {
              'text/csv': {
                schema: z
                  .string()
                  .describe(
                    'Header row createdAt,name,email,phone,status,detail,message,sessionStartsAt, then one row per registrant',
                  ),
              },
            },
          },
          ...errors([401, 403, 414, 422, 500, 503], { 403: 'Not an admin' }),
        },
      },
    },
    async (request, reply) => {
      const kind = /^(\w+)\.csv$/.exec(request.params.file)?.[1];
      // A staff procedure (admins) checks the session and the filters, then hands the rows over in batches.
      const input = { ...request.query, kind } as RouterInputs['admin']['registrants']['export'];
      const batches = await callerFor(deps, request).admin.registrants.export(input);
      const csv = stringify({
        bom: true,
        header: true,
        columns: [...COLUMNS],
        cast: { string: csvCell },
      });
      // Rows are read in batches and written as the client takes them: memory stays flat.
      (async () => {
        try {
          for await (const batch of batches) {
            for (const row of batch) {
              const cells = {
                ...row,
                createdAt: zonedTime(row.createdAt, STUDIO.timeZone),
                name: row.name ?? '',
                phone: row.phone ?? '',
                message: row.message ?? '',
                sessionStartsAt: zonedTime(row.sessionStartsAt, STUDIO.timeZone),
              };
              if (!csv.write(cells)) await once(csv, 'drain');
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
        .header('content-disposition', `attachment; filename="registrants-${kind}-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
