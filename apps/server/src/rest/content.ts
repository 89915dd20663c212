import type { ApiDeps } from '@app/api';
import {
  corporateClientSchema,
  faqItemSchema,
  faqListInputSchema,
  mediaArticleSchema,
  resultEnvelope,
  siteSettingsSchema,
  sliderItemSchema,
  staticContentInputSchema,
  staticContentSchema,
  storySchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, sendPublicRead } from './respond';

export async function contentRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/app/media',
    {
      schema: {
        tags: ['Media'],
        summary: 'Published media articles, newest first',
        response: { 200: resultEnvelope(z.array(mediaArticleSchema)), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.media.list()),
  );

  app.get(
    '/api/app/story',
    {
      schema: {
        tags: ['Stories'],
        summary: 'Published stories, newest first',
        response: { 200: resultEnvelope(z.array(storySchema)), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.story.list()),
  );

  app.get(
    '/api/app/slider',
    {
      schema: {
        tags: ['Site'],
        summary: 'Active home slider slides, in order',
        response: { 200: resultEnvelope(z.array(sliderItemSchema)), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.slider.list()),
  );

  app.get(
    '/api/app/faq',
    {
      schema: {
        tags: ['Site'],
        summary: 'FAQ items of a scope (general by default)',
        querystring: faqListInputSchema,
        response: { 200: resultEnvelope(z.array(faqItemSchema)), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.faq.list(request.query)),
  );

  app.get(
    '/api/app/corporate-client',
    {
      schema: {
        tags: ['Site'],
        summary: 'Corporate clients, in order',
        response: { 200: resultEnvelope(z.array(corporateClientSchema)), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.corporate.clients()),
  );

  app.post(
    '/api/app/static-content',
    {
      schema: {
        tags: ['Site'],
        summary: 'A single page of content by code',
        description: 'The page HTML is `result.content`. Codes are listed in docs/api.md.',
        body: staticContentInputSchema,
        response: { 200: resultEnvelope(staticContentSchema), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.staticContent.get(request.body)),
  );

  app.get(
    '/api/app/settings',
    {
      schema: {
        tags: ['Site'],
        summary: 'Public site settings: locales, chat link, music tracks, schedule image',
        response: { 200: resultEnvelope(siteSettingsSchema), ...errorResponses },
      },
    },
    async (request, reply) => sendPublicRead(deps, request, reply, (api) => api.settings.public()),
  );
}
