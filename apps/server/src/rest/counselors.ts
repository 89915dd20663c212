import type { ApiDeps } from '@app/api';
import { counselorDetailInputSchema, counselorDetailSchema, counselorSummarySchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { postReadErrors, readErrors, refusePagination } from './docs';
import { publicReads } from './routes';

/** What the three lists of facilitators share. */
const list = {
  preHandler: refusePagination(),
  answer: 'The facilitators',
  result: z.array(counselorSummarySchema),
  errors: readErrors(422),
};

export async function counselorRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const read = publicReads(fastify, deps, ['Facilitators']);

  read('GET', '/api/app/counselor', {
    ...list,
    operationId: 'listFacilitators',
    summary: 'All published facilitators',
    description: 'Every published facilitator, in the order editors gave them.',
    call: (api) => api.counselor.list(),
  });
  read('GET', '/api/app/counselor-eap', {
    ...list,
    operationId: 'listEapFacilitators',
    summary: 'Employee-assistance facilitators',
    description: 'The published facilitators of the employee-assistance group.',
    call: (api) => api.counselor.eap(),
  });
  read('GET', '/api/app/counselor-coach', {
    ...list,
    operationId: 'listCoaches',
    summary: 'Coaches',
    description: 'The published facilitators of the coach group.',
    call: (api) => api.counselor.coach(),
  });
  read('POST', '/api/app/counselor', {
    operationId: 'getFacilitator',
    summary: 'One facilitator with biography and classes',
    description: 'The facilitator named by `slug`, with their published classes. Drafts answer 404.',
    body: counselorDetailInputSchema,
    answer: 'The facilitator',
    result: counselorDetailSchema,
    errors: postReadErrors(404),
    call: (api, { body }) => api.counselor.detail(body),
  });
}
