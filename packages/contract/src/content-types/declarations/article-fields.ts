/**
 * What media articles and stories share: their fields and the form's two first sections. The words here are the
 * back office's (apps/web's admin catalogue, by these ids); validation messages live with the schemas.
 */
import { AUTHOR_REQUIRED } from '../../schemas/content-parts';
import { dateTime, image, richText, text, translatableText } from '../fields';
import { slugField, titleField } from './shared-fields';

export const articleFields = {
  slug: slugField,
  title: titleField,
  excerpt: translatableText('excerpt', {
    label: /*i18n*/ { id: 'content.field.excerpt', message: 'Excerpt' },
    hint: /*i18n*/ { id: 'content.field.excerpt.hint', message: 'A few sentences for the list.' },
    lines: 3,
  }),
  body: richText('body', { label: /*i18n*/ { id: 'content.field.body', message: 'Text' } }),
  coverImageId: image('cover_image_id', { label: /*i18n*/ { id: 'content.field.coverImage', message: 'Cover image' } }),
  author: text('author', {
    label: /*i18n*/ { id: 'content.field.author', message: 'Author' },
    max: 120,
    required: AUTHOR_REQUIRED,
  }),
  publishedAt: dateTime('published_at', {
    label: /*i18n*/ { id: 'content.field.publishedAt', message: 'Publication date' },
    hint: /*i18n*/ { id: 'content.field.publishedAt.hint', message: 'In your time zone.' },
  }),
};

export const articleSections = [
  {
    title: /*i18n*/ { id: 'content.section.article', message: 'Article' },
    fields: ['title', 'slug', 'excerpt', 'body', 'coverImageId'],
  },
  {
    title: /*i18n*/ { id: 'content.section.publishing', message: 'Publishing' },
    fields: [['author', 'publishedAt', 'status'], 'schedule'],
  },
] as const;
