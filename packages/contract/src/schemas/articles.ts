import { z } from 'zod';
import { FAQ_SCOPES } from '../constants';
import { imageSchema, isoDateTimeSchema, pageOf, pageQueryFields } from './common';

const head = { id: z.number().int(), slug: z.string(), title: z.string(), excerpt: z.string() };
const body = z.string().describe('Sanitised HTML');
const tail = { cover: imageSchema.nullable(), author: z.string(), publishedAt: isoDateTimeSchema };
const mediaFields = {
  source: z.string().nullable().describe('Publication the article appeared in, if any'),
  externalUrl: z.string().nullable().describe('Link to the original publication, if any'),
};

export const mediaArticleSchema = z
  .strictObject({ ...head, body, ...tail, ...mediaFields })
  .meta({ id: 'MediaArticle', description: 'A media article' });
export type MediaArticle = z.infer<typeof mediaArticleSchema>;

export const mediaArticleSummarySchema = z.strictObject({ ...head, ...tail, ...mediaFields }).meta({
  id: 'MediaArticleSummary',
  description: 'A media article as a page of the list shows it: the excerpt, no body',
});
export type MediaArticleSummary = z.infer<typeof mediaArticleSummarySchema>;

export const mediaArticlePageSchema = pageOf(mediaArticleSummarySchema).meta({
  id: 'MediaArticlePage',
  description: 'One page of media articles, newest first',
});
export type MediaArticlePage = z.infer<typeof mediaArticlePageSchema>;

export const storySchema = z.strictObject({ ...head, body, ...tail }).meta({ id: 'Story', description: 'A story' });
export type Story = z.infer<typeof storySchema>;

export const storySummarySchema = z
  .strictObject({ ...head, ...tail })
  .meta({ id: 'StorySummary', description: 'A story as a page of the list shows it: the excerpt, no body' });
export type StorySummary = z.infer<typeof storySummarySchema>;

export const storyPageSchema = pageOf(storySummarySchema).meta({
  id: 'StoryPage',
  description: 'One page of stories, newest first',
});
export type StoryPage = z.infer<typeof storyPageSchema>;

/** `?page=&pageSize=` of the paginated article lists; any other parameter is refused. */
export const articlePageInputSchema = z.strictObject(pageQueryFields);

export const sliderItemSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    image: imageSchema.nullable(),
    linkUrl: z.string().nullable(),
    linkLabel: z.string().nullable(),
  })
  .meta({ id: 'Slide', description: 'A home slider slide' });
export type SliderItem = z.infer<typeof sliderItemSchema>;

export const faqScopeSchema = z.enum(FAQ_SCOPES, { error: /*i18n*/ 'Scope must be one of general, corporate.' });
export const faqItemSchema = z
  .strictObject({
    id: z.number().int(),
    scope: faqScopeSchema,
    question: z.string(),
    answer: z.string().describe('Sanitised HTML'),
  })
  .meta({ id: 'FaqItem', description: 'A question and its answer' });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqListInputSchema = z.object({ scope: faqScopeSchema.default('general') });

export const corporateClientSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    logo: imageSchema.nullable(),
    url: z.string().nullable(),
  })
  .meta({ id: 'CorporateClient', description: 'A company the studio works with' });
export type CorporateClient = z.infer<typeof corporateClientSchema>;
