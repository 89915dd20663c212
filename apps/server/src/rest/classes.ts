import type { ApiDeps } from '@app/api';
import {
  classCommentInputSchema,
  classCommentPageInputSchema,
  classCommentPageSchema,
  classCommentSchema,
  classDetailInputSchema,
  classDetailSchema,
  classListInputSchema,
  classSessionSchema,
  classSessionsInputSchema,
  classSuggestionInputSchema,
  classSummarySchema,
  resultEnvelope,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, notModified, PUBLIC, postReadErrors, readErrors, refusePagination } from './docs';
import { sendPublicRead } from './respond';

const tags = ['Classes'];
// REST lists answer every item (refusePagination): a page's `limit` is the tRPC client's only.
const classListBody = classListInputSchema.omit({ limit: true });
const classSuggestionBody = classSuggestionInputSchema.omit({ limit: true });
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
        body: classListBody,
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
        summary: 'One class with description, capacity, seats left and its next sessions',
        description:
          '`nextSessions` are the next 8 upcoming sessions (scheduled and cancelled), soonest first. `seatsLeft` is ' +
          'that of the soonest bookable (scheduled) session; `capacity` and `seatsLeft` are null when there is no ' +
          'seat limit, and `seatsLeft` also when no session is bookable. Drafts answer 404.',
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

  app.get(
    '/api/app/class/:slug/sessions',
    {
      schema: {
        tags,
        security,
        operationId: 'listClassSessions',
        summary: 'The upcoming sessions of a class',
        description:
          'Every session starting after now (at most 60), soonest first: scheduled ones with the seats left, and ' +
          'cancelled ones (`status: cancelled`, not bookable). Times are ISO 8601 with the offset of the class’s ' +
          'time zone, which `timeZone` names. Weekly classes are dated some weeks ahead (8 by default); private ' +
          'sessions have none (an empty list). Drafts and unknown slugs answer 404.',
        params: classSessionsInputSchema,
        response: {
          200: json('The sessions', resultEnvelope(z.array(classSessionSchema))),
          ...notModified,
          ...readErrors(404, 414, 422),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.class.sessions(request.params)),
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
        body: classSuggestionBody,
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
