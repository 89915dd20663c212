import { text, url } from '../fields';
import { defineContentType } from '../define';
import { articleFields, articleSections } from './article-fields';

/** Press coverage and articles (`/media`): an article's fields, and where it first appeared. */
export const mediaArticleType = defineContentType({
  name: 'media',
  entity: 'media article',
  table: 'media_articles',
  fields: {
    ...articleFields,
    source: text('source', {
      label: /*i18n*/ { id: 'content.media.source', message: 'Publication' },
      placeholder: 'Kompas',
      max: 120,
    }),
    externalUrl: url('external_url', {
      label: /*i18n*/ { id: 'content.media.externalUrl', message: 'Original article' },
      placeholder: 'https://',
    }),
  },
  titleField: 'title',
  preview: true,
  sections: [
    ...articleSections,
    {
      title: /*i18n*/ { id: 'content.media.sourceSection', message: 'Source' },
      description: /*i18n*/ {
        id: 'content.media.sourceSection.description',
        message: 'Where the article first appeared, if elsewhere.',
      },
      fields: [['source', 'externalUrl']],
    },
  ],
  list: {
    defaultSort: 'publishedAt',
    detail: ['publishedAt', 'source'],
    detailHeader: /*i18n*/ { id: 'content.media.detailHeader', message: 'Date and source' },
  },
  paths: { admin: '/admin/media', site: '/media#', introduction: 'media' },
  words: {
    plural: /*i18n*/ { id: 'content.media.plural', message: 'Media articles' },
    description: /*i18n*/ { id: 'content.media.description', message: 'Press coverage and articles, newest first.' },
    newButton: /*i18n*/ { id: 'content.media.newButton', message: 'New article' },
    newTitle: /*i18n*/ { id: 'content.media.newTitle', message: 'New media article' },
    editTitle: /*i18n*/ { id: 'content.media.editTitle', message: 'Edit media article' },
    allItems: /*i18n*/ { id: 'content.media.allItems', message: 'All media articles' },
    notFound: /*i18n*/ { id: 'content.media.notFound', message: 'This article does not exist.' },
    empty: /*i18n*/ { id: 'content.media.empty', message: 'No media articles yet.' },
    saved: /*i18n*/ { id: 'content.media.saved', message: 'The article was saved.' },
  },
});
