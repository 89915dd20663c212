import { z } from 'zod';
import { FAQ_SCOPES, LOCALES } from '../constants';
import { faqItemSchema, mediaArticleSchema, sliderItemSchema, storySchema } from './articles';
import { idSchema } from './common';
import { staticContentSchema } from './site';

/*
 * A preview of what an edit form holds, unsaved, as a visitor in one language would see it. The form's values
 * are taken as they are (a half-written item previews too); the server localises, sanitises and resolves them
 * exactly as it does for the public pages.
 */

const MAX_TEXT = 200_000;
const previewLocalized = z.partialRecord(z.enum(LOCALES), z.string().max(MAX_TEXT)).nullish();
const previewArticle = {
  slug: z.string().max(200).default(''),
  title: previewLocalized,
  excerpt: previewLocalized,
  body: previewLocalized,
  coverImageId: idSchema.nullish(),
  author: z.string().max(200).default(''),
};

export const contentPreviewInputSchema = z.object({
  locale: z.enum(LOCALES),
  item: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('media'),
      data: z.object({
        ...previewArticle,
        source: z.string().max(200).nullish(),
        externalUrl: z.string().max(2000).nullish(),
      }),
    }),
    z.object({ type: z.literal('story'), data: z.object(previewArticle) }),
    z.object({
      type: z.literal('slider'),
      data: z.object({
        title: previewLocalized,
        text: previewLocalized,
        imageId: idSchema.nullish(),
        linkUrl: z.string().max(2000).nullish(),
        linkLabel: previewLocalized,
      }),
    }),
    z.object({
      type: z.literal('faq'),
      data: z.object({
        scope: z.enum(FAQ_SCOPES).default('general'),
        question: previewLocalized,
        answer: previewLocalized,
      }),
    }),
    z.object({
      type: z.literal('page'),
      data: z.object({ code: z.string().max(100), title: previewLocalized, content: previewLocalized }),
    }),
  ]),
});
export type ContentPreviewInput = z.input<typeof contentPreviewInputSchema>;
export type PreviewType = ContentPreviewInput['item']['type'];

export const contentPreviewSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('media'), item: mediaArticleSchema }),
  z.strictObject({ type: z.literal('story'), item: storySchema }),
  z.strictObject({ type: z.literal('slider'), item: sliderItemSchema }),
  z.strictObject({ type: z.literal('faq'), item: faqItemSchema }),
  z.strictObject({ type: z.literal('page'), item: staticContentSchema }),
]);
export type ContentPreview = z.infer<typeof contentPreviewSchema>;
