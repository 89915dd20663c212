import type { ApiDeps } from '@app/api';
import {
  counselorDetailInputSchema,
  counselorDetailSchema,
  counselorSummarySchema,
  resultEnvelope,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, notModified, PUBLIC, postReadErrors, readErrors, refusePagination } from './docs';
import { sendPublicRead } from './respond';

const tags = ['Facilitators'];
const security = PUBLIC;
const list = {
  200: json('The facilitators', resultEnvelope(z.array(counselorSummarySchema))),
  ...notModified,
  ...readErrors(422),
};

export async function counselorRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/app/counselor',
    {
      preHandler: refusePagination(),
      schema: {
        tags,
        security,
        operationId: 'listFacilitators',
        summary: 'All published facilitators',
        description: 'Every published facilitator, in the order editors gave them.',
        response: list,
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.counselor.list()),
  );
  app.get(
    '/api/app/counselor-eap',
    {
      preHandler: refusePagination(),
      schema: {
        tags,
        security,
        operationId: 'listEapFacilitators',
        summary: 'Employee-assistance facilitators',
        description: 'The published facilitators of the employee-assistance group.',
        response: list,
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.counselor.eap()),
  );
  app.get(
    '/api/app/counselor-coach',
    {
      preHandler: refusePagination(),
      schema: {
        tags,
        security,
        operationId: 'listCoaches',
        summary: 'Coaches',
        description: 'The published facilitators of the coach group.',
        response: list,
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.counselor.coach()),
  );
  app.post(
    '/api/app/counselor',
    {
      schema: {
        tags,
        security,
        operationId: 'getFacilitator',
        summary: 'One facilitator with biography and classes',
        description: 'The facilitator named by `slug`, with their published classes. Drafts answer 404.',
        body: counselorDetailInputSchema,
        response: {
          200: json('The facilitator', resultEnvelope(counselorDetailSchema)),
          ...notModified,
          ...postReadErrors(404),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.counselor.detail(request.body)),
  );
}
