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
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { postReadErrors, readErrors, refusePagination } from './docs';
import { publicReads } from './routes';

// REST lists answer every item (refusePagination): a page's `limit` is the tRPC client's only.
const classListBody = classListInputSchema.omit({ limit: true });
const classSuggestionBody = classSuggestionInputSchema.omit({ limit: true });

export async function classRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const read = publicReads(fastify, deps, ['Classes']);

  read('POST', '/api/app/class', {
    preHandler: refusePagination(),
    operationId: 'listClasses',
    summary: 'Published classes of one type',
    description: 'In their order on the site. Regular classes carry `extendInfo.day` (Tuesday..Sunday).',
    body: classListBody,
    answer: 'The classes',
    result: z.array(classSummarySchema),
    errors: postReadErrors(),
    call: (api, { body }) => api.class.list(body),
  });

  read('POST', '/api/app/class-detail', {
    operationId: 'getClass',
    summary: 'One class with description, capacity, seats left and its next sessions',
    description:
      '`nextSessions` are the next 8 upcoming sessions (scheduled and cancelled), soonest first. `seatsLeft` is ' +
      'that of the soonest bookable (scheduled) session; `capacity` and `seatsLeft` are null when there is no ' +
      'seat limit, and `seatsLeft` also when no session is bookable. Drafts answer 404.',
    body: classDetailInputSchema,
    answer: 'The class',
    result: classDetailSchema,
    errors: postReadErrors(404),
    call: (api, { body }) => api.class.detail(body),
  });

  read('GET', '/api/app/class/:slug/sessions', {
    operationId: 'listClassSessions',
    summary: 'The upcoming sessions of a class',
    description:
      'Every session starting after now (at most 60), soonest first: scheduled ones with the seats left, and ' +
      'cancelled ones (`status: cancelled`, not bookable). Times are ISO 8601 with the offset of the class’s ' +
      'time zone, which `timeZone` names. Weekly classes are dated some weeks ahead (8 by default); private ' +
      'sessions have none (an empty list). Drafts and unknown slugs answer 404.',
    params: classSessionsInputSchema,
    answer: 'The sessions',
    result: z.array(classSessionSchema),
    errors: readErrors(404, 414, 422),
    call: (api, { params }) => api.class.sessions(params),
  });

  read('POST', '/api/app/class-suggestion', {
    preHandler: refusePagination(),
    operationId: 'listClassSuggestions',
    summary: 'Other published classes of the same type',
    description: 'Up to 6 classes of the type, never the one named by `slug` (404 when that class does not exist).',
    body: classSuggestionBody,
    answer: 'The other classes',
    result: z.array(classSummarySchema),
    errors: postReadErrors(404),
    call: (api, { body }) => api.class.suggestions(body),
  });

  read('POST', '/api/app/class-comment', {
    preHandler: refusePagination('POST /api/app/class-comment/page'),
    operationId: 'listClassComments',
    summary: 'Approved comments of a class, newest first',
    description:
      'Every approved comment. For one page at a time use `POST /api/app/class-comment/page`; `page` or ' +
      '`pageSize` here are refused (422), not ignored.',
    body: classCommentInputSchema,
    answer: 'The comments',
    result: z.array(classCommentSchema),
    errors: postReadErrors(404),
    call: (api, { body }) => api.class.comments(body),
  });

  read('POST', '/api/app/class-comment/page', {
    operationId: 'pageClassComments',
    summary: 'One page of the approved comments of a class',
    description:
      'Newest first. `page` starts at 1 (default 1); `pageSize` is 1 to 100 (default 20). A page past the ' +
      'end has no items; `total` counts all of them. Unknown fields are refused.',
    body: classCommentPageInputSchema,
    answer: 'The page',
    result: classCommentPageSchema,
    errors: postReadErrors(404),
    call: (api, { body }) => api.class.commentPage(body),
  });
}
