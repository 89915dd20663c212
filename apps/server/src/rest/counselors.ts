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
import { errorResponses, sendPublicRead } from './respond';

const tags = ['Facilitators'];
const list = resultEnvelope(z.array(counselorSummarySchema));

export async function counselorRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/app/counselor',
    { schema: { tags, summary: 'All published facilitators', response: { 200: list, ...errorResponses } } },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.counselor.list()),
  );
  app.get(
    '/api/app/counselor-eap',
    { schema: { tags, summary: 'Employee-assistance facilitators', response: { 200: list, ...errorResponses } } },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.counselor.eap()),
  );
  app.get(
    '/api/app/counselor-coach',
    { schema: { tags, summary: 'Coaches', response: { 200: list, ...errorResponses } } },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.counselor.coach()),
  );
  app.post(
    '/api/app/counselor',
    {
      schema: {
        tags,
        summary: 'One facilitator with biography and classes',
        body: counselorDetailInputSchema,
        response: { 200: resultEnvelope(counselorDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.counselor.detail(request.body)),
  );
}
