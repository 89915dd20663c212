import type { ApiDeps } from '@app/api';
import {
  classCommentInputSchema,
  classCommentSchema,
  classDetailInputSchema,
  classDetailSchema,
  classListInputSchema,
  classSuggestionInputSchema,
  classSummarySchema,
  resultEnvelope,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, sendPublicRead } from './respond';

const tags = ['Classes'];

export async function classRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/app/class',
    {
      schema: {
        tags,
        summary: 'Published classes of one type',
        description: 'Regular classes carry `extendInfo.day` (Tuesday..Sunday).',
        body: classListInputSchema,
        response: { 200: resultEnvelope(z.array(classSummarySchema)), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.class.list(request.body)),
  );

  app.post(
    '/api/app/class-detail',
    {
      schema: {
        tags,
        summary: 'One class with description, capacity and seats left',
        body: classDetailInputSchema,
        response: { 200: resultEnvelope(classDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.class.detail(request.body)),
  );

  app.post(
    '/api/app/class-suggestion',
    {
      schema: {
        tags,
        summary: 'Other published classes of the same type',
        body: classSuggestionInputSchema,
        response: { 200: resultEnvelope(z.array(classSummarySchema)), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.class.suggestions(request.body)),
  );

  app.post(
    '/api/app/class-comment',
    {
      schema: {
        tags,
        summary: 'Approved comments of a class, newest first',
        body: classCommentInputSchema,
        response: { 200: resultEnvelope(z.array(classCommentSchema)), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.class.comments(request.body)),
  );
}
