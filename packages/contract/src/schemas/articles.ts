import { z } from 'zod';
import { FAQ_SCOPES } from '../constants';
import { imageSchema, isoDateTimeSchema } from './common';

const articleFields = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string().describe('Sanitised HTML'),
  cover: imageSchema.nullable(),
  author: z.string(),
  publishedAt: isoDateTimeSchema,
};

export const mediaArticleSchema = z
  .object({
    ...articleFields,
    source: z.string().nullable().describe('Publication the article appeared in, if any'),
    externalUrl: z.string().nullable().describe('Link to the original publication, if any'),
  })
  .describe('A media article');
export type MediaArticle = z.infer<typeof mediaArticleSchema>;

export const storySchema = z.object(articleFields).describe('A story');
export type Story = z.infer<typeof storySchema>;

export const sliderItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    image: imageSchema.nullable(),
    linkUrl: z.string().nullable(),
    linkLabel: z.string().nullable(),
  })
  .describe('A home slider slide');
export type SliderItem = z.infer<typeof sliderItemSchema>;

export const faqScopeSchema = z.enum(FAQ_SCOPES, { error: `Scope must be one of ${FAQ_SCOPES.join(', ')}.` });
export const faqItemSchema = z.object({
  id: z.number().int(),
  scope: faqScopeSchema,
  question: z.string(),
  answer: z.string().describe('Sanitised HTML'),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqListInputSchema = z.object({ scope: faqScopeSchema.default('general') });

export const corporateClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: imageSchema.nullable(),
  url: z.string().nullable(),
});
export type CorporateClient = z.infer<typeof corporateClientSchema>;
