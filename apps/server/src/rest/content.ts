import type { ApiDeps } from '@app/api';
import {
  articlePageInputSchema,
  corporateClientSchema,
  faqItemSchema,
  faqListInputSchema,
  mediaArticlePageSchema,
  mediaArticleSchema,
  siteSettingsSchema,
  sliderItemSchema,
  staticContentInputSchema,
  staticContentSchema,
  storyPageSchema,
  storySchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { postReadErrors, readErrors, refusePagination } from './docs';
import type { Caller } from './respond';
import { publicReads } from './routes';

const PAGE_DESCRIPTION =
  '`page` starts at 1 (default 1); `pageSize` is 1 to 100 (default 20). A page past the end has no items; ' +
  '`total` counts all of them. Items carry the excerpt, not the body. Other query parameters are refused.';

/** A kind of article: published in full at `path`, a page of excerpts at `path/page`. */
interface Articles {
  tag: string;
  path: string;
  /** The operationIds of the list and of the page. */
  operationIds: [string, string];
  /** What the summaries call them ("media articles"), the answer ("articles") and one of them ("article"). */
  names: { published: string; many: string; one: string };
  list: z.ZodType;
  page: z.ZodType;
  /** Their router's `list` and `page` procedures. */
  procedures: (api: Caller) => {
    list(): Promise<unknown>;
    page(input: z.output<typeof articlePageInputSchema>): Promise<unknown>;
  };
}

function articleRoutes(fastify: FastifyInstance, deps: ApiDeps, articles: Articles) {
  const read = publicReads(fastify, deps, [articles.tag]);
  const { path, names, procedures } = articles;
  read('GET', path, {
    preHandler: refusePagination(`GET ${path}/page`),
    operationId: articles.operationIds[0],
    summary: `Published ${names.published}, newest first`,
    description:
      `Every published ${names.one} with its body. For one page at a time (excerpts only) use ` +
      `\`GET ${path}/page\`; \`page\`, \`pageSize\`, \`limit\` or \`offset\` here are refused (422), not ignored.`,
    answer: `The ${names.many}`,
    result: articles.list,
    errors: readErrors(422),
    call: (api) => procedures(api).list(),
  });
  read('GET', `${path}/page`, {
    operationId: articles.operationIds[1],
    summary: `One page of published ${names.published}, newest first`,
    description: PAGE_DESCRIPTION,
    querystring: articlePageInputSchema,
    answer: 'The page',
    result: articles.page,
    errors: readErrors(422),
    call: (api, { query }) => procedures(api).page(query),
  });
}

export async function contentRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  articleRoutes(fastify, deps, {
    tag: 'Media',
    path: '/api/app/media',
    operationIds: ['listMediaArticles', 'pageMediaArticles'],
    names: { published: 'media articles', many: 'articles', one: 'article' },
    list: z.array(mediaArticleSchema),
    page: mediaArticlePageSchema,
    procedures: (api) => api.media,
  });
  articleRoutes(fastify, deps, {
    tag: 'Stories',
    path: '/api/app/story',
    operationIds: ['listStories', 'pageStories'],
    names: { published: 'stories', many: 'stories', one: 'story' },
    list: z.array(storySchema),
    page: storyPageSchema,
    procedures: (api) => api.story,
  });

  const read = publicReads(fastify, deps, ['Site']);
  read('GET', '/api/app/slider', {
    preHandler: refusePagination(),
    operationId: 'listSlides',
    summary: 'Active home slider slides, in order',
    description: 'The slides of the home page, in the order editors gave them.',
    answer: 'The slides',
    result: z.array(sliderItemSchema),
    errors: readErrors(422),
    call: (api) => api.slider.list(),
  });
  read('GET', '/api/app/faq', {
    preHandler: refusePagination(),
    operationId: 'listFaqItems',
    summary: 'FAQ items of a scope (general by default)',
    description: 'Questions and answers (sanitised HTML) of the general FAQ or of the corporate one.',
    querystring: faqListInputSchema,
    answer: 'The questions and answers',
    result: z.array(faqItemSchema),
    errors: readErrors(422),
    call: (api, { query }) => api.faq.list(query),
  });
  read('GET', '/api/app/corporate-client', {
    preHandler: refusePagination(),
    operationId: 'listCorporateClients',
    summary: 'Corporate clients, in order',
    description: 'Companies shown on the corporate page, with their logos.',
    answer: 'The clients',
    result: z.array(corporateClientSchema),
    errors: readErrors(422),
    call: (api) => api.corporate.clients(),
  });
  read('POST', '/api/app/static-content', {
    operationId: 'getStaticContent',
    summary: 'A single page of content by code',
    description: 'The page HTML is `result.content`. Codes are listed in docs/api.md.',
    body: staticContentInputSchema,
    answer: 'The page',
    result: staticContentSchema,
    errors: postReadErrors(404),
    call: (api, { body }) => api.staticContent.get(body),
  });
  read('GET', '/api/app/settings', {
    operationId: 'getSettings',
    summary: 'Public site settings: locales, chat link, music tracks, schedule image',
    description: 'What every page needs: languages, the chat and EAP links, contact details, music and schedule.',
    answer: 'The settings',
    result: siteSettingsSchema,
    errors: readErrors(),
    call: (api) => api.settings.public(),
  });
}
