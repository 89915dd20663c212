import type { ApiDeps } from '@app/api';
import {
  classCommentInputSchema,
  classCommentPageInputSchema,
  classCommentPageSchema,
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
import { json, notModified, PUBLIC, postReadErrors, refusePagination } from './docs';
import { sendPublicRead } from './respond';

const tags = ['Classes'];
const security = PUBLIC;

export async function classRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/app/class',
    {
      preHandler: refusePagination(),
      schema: {
        tags,
        security,
        operationId: 'listClasses',
        summary: 'Published classes of one type',
        description: 'In their order on the site. Regular classes carry `extendInfo.day` (Tuesday..Sunday).',
        body: classListInputSchema,
        response: {
          200: json('The classes', resultEnvelope(z.array(classSummarySchema))),
          ...notModified,
          ...postReadErrors(),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.class.list(request.body)),
  );

  app.post(
    '/api/app/class-detail',
    {
      schema: {
        tags,
        security,
        operationId: 'getClass',
        summary: 'One class with description, capacity and seats left',
        description: '`capacity` and `seatsLeft` are null when the class has no seat limit. Drafts answer 404.',
        body: classDetailInputSchema,
        response: {
          200: json('The class', resultEnvelope(classDetailSchema)),
          ...notModified,
          ...postReadErrors(404),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.class.detail(request.body)),
  );

  app.post(
    '/api/app/class-suggestion',
    {
      preHandler: refusePagination(),
      schema: {
        tags,
        security,
        operationId: 'listClassSuggestions',
        summary: 'Other published classes of the same type',
        description: 'Up to 6 classes of the type, never the one named by `slug` (404 when that class does not exist).',
        body: classSuggestionInputSchema,
        response: {
          200: json('The other classes', resultEnvelope(z.array(classSummarySchema))),
          ...notModified,
          ...postReadErrors(404),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.class.suggestions(request.body)),
  );

  app.post(
    '/api/app/class-comment',
    {
      preHandler: refusePagination('POST /api/app/class-comment/page'),
      schema: {
        tags,
        security,
        operationId: 'listClassComments',
        summary: 'Approved comments of a class, newest first',
        description:
          'Every approved comment. For one page at a time use `POST /api/app/class-comment/page`; `page` or ' +
          '`pageSize` here are refused (422), not ignored.',
        body: classCommentInputSchema,
        response: {
          200: json('The comments', resultEnvelope(z.array(classCommentSchema))),
          ...notModified,
          ...postReadErrors(404),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.class.comments(request.body)),
  );

  app.post(
    '/api/app/class-comment/page',
    {
      schema: {
        tags,
        security,
        operationId: 'pageClassComments',
        summary: 'One page of the approved comments of a class',
        description:
          'Newest first. `page` starts at 1 (default 1); `pageSize` is 1 to 100 (default 20). A page past the ' +
          'end has no items; `total` counts all of them. Unknown fields are refused.',
        body: classCommentPageInputSchema,
        response: {
          200: json('The page', resultEnvelope(classCommentPageSchema)),
          ...notModified,
          ...postReadErrors(404),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.class.commentPage(request.body)),
  );
}
