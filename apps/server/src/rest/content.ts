import type { ApiDeps } from '@app/api';
import {
  articlePageInputSchema,
  corporateClientSchema,
  faqItemSchema,
  faqListInputSchema,
  mediaArticlePageSchema,
  mediaArticleSchema,
  resultEnvelope,
  siteSettingsSchema,
  sliderItemSchema,
  staticContentInputSchema,
  staticContentSchema,
  storyPageSchema,
  storySchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, notModified, PUBLIC, postReadErrors, readErrors, refusePagination } from './docs';
import { sendPublicRead } from './respond';

const security = PUBLIC;
const PAGE_DESCRIPTION =
  '`page` starts at 1 (default 1); `pageSize` is 1 to 100 (default 20). A page past the end has no items; ' +
  '`total` counts all of them. Items carry the excerpt, not the body. Other query parameters are refused.';

export async function contentRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/app/media',
    {
      preHandler: refusePagination('GET /api/app/media/page'),
      schema: {
        tags: ['Media'],
        security,
        operationId: 'listMediaArticles',
        summary: 'Published media articles, newest first',
        description:
          'Every published article with its body. For one page at a time (excerpts only) use ' +
          '`GET /api/app/media/page`; `page`, `pageSize`, `limit` or `offset` here are refused (422), not ignored.',
        response: {
          200: json('The articles', resultEnvelope(z.array(mediaArticleSchema))),
          ...notModified,
          ...readErrors(422),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.media.list()),
  );

  app.get(
    '/api/app/media/page',
    {
      schema: {
        tags: ['Media'],
        security,
        operationId: 'pageMediaArticles',
        summary: 'One page of published media articles, newest first',
        description: PAGE_DESCRIPTION,
        querystring: articlePageInputSchema,
        response: {
          200: json('The page', resultEnvelope(mediaArticlePageSchema)),
          ...notModified,
          ...readErrors(422),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.media.page(request.query)),
  );

  app.get(
    '/api/app/story',
    {
      preHandler: refusePagination('GET /api/app/story/page'),
      schema: {
        tags: ['Stories'],
        security,
        operationId: 'listStories',
        summary: 'Published stories, newest first',
        description:
          'Every published story with its body. For one page at a time (excerpts only) use ' +
          '`GET /api/app/story/page`; `page`, `pageSize`, `limit` or `offset` here are refused (422), not ignored.',
        response: {
          200: json('The stories', resultEnvelope(z.array(storySchema))),
          ...notModified,
          ...readErrors(422),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.story.list()),
  );

  app.get(
    '/api/app/story/page',
    {
      schema: {
        tags: ['Stories'],
        security,
        operationId: 'pageStories',
        summary: 'One page of published stories, newest first',
        description: PAGE_DESCRIPTION,
        querystring: articlePageInputSchema,
        response: {
          200: json('The page', resultEnvelope(storyPageSchema)),
          ...notModified,
          ...readErrors(422),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.story.page(request.query)),
  );

  app.get(
    '/api/app/slider',
    {
      preHandler: refusePagination(),
      schema: {
        tags: ['Site'],
        security,
        operationId: 'listSlides',
        summary: 'Active home slider slides, in order',
        description: 'The slides of the home page, in the order editors gave them.',
        response: {
          200: json('The slides', resultEnvelope(z.array(sliderItemSchema))),
          ...notModified,
          ...readErrors(422),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.slider.list()),
  );

  app.get(
    '/api/app/faq',
    {
      preHandler: refusePagination(),
      schema: {
        tags: ['Site'],
        security,
        operationId: 'listFaqItems',
        summary: 'FAQ items of a scope (general by default)',
        description: 'Questions and answers (sanitised HTML) of the general FAQ or of the corporate one.',
        querystring: faqListInputSchema,
        response: {
          200: json('The questions and answers', resultEnvelope(z.array(faqItemSchema))),
          ...notModified,
          ...readErrors(422),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.faq.list(request.query)),
  );

  app.get(
    '/api/app/corporate-client',
    {
      preHandler: refusePagination(),
      schema: {
        tags: ['Site'],
        security,
        operationId: 'listCorporateClients',
        summary: 'Corporate clients, in order',
        description: 'Companies shown on the corporate page, with their logos.',
        response: {
          200: json('The clients', resultEnvelope(z.array(corporateClientSchema))),
          ...notModified,
          ...readErrors(422),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.corporate.clients()),
  );

  app.post(
    '/api/app/static-content',
    {
      schema: {
        tags: ['Site'],
        security,
        operationId: 'getStaticContent',
        summary: 'A single page of content by code',
        description: 'The page HTML is `result.content`. Codes are listed in docs/api.md.',
        body: staticContentInputSchema,
        response: {
          200: json('The page', resultEnvelope(staticContentSchema)),
          ...notModified,
          ...postReadErrors(404),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.staticContent.get(request.body)),
  );

  app.get(
    '/api/app/settings',
    {
      schema: {
        tags: ['Site'],
        security,
        operationId: 'getSettings',
        summary: 'Public site settings: locales, chat link, music tracks, schedule image',
        description: 'What every page needs: languages, the chat and EAP links, contact details, music and schedule.',
        response: {
          200: json('The settings', resultEnvelope(siteSettingsSchema)),
          ...notModified,
          ...readErrors(),
        },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.settings.public()),
  );
}
