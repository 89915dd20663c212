import { defineContentType } from '../define';
import { articleFields, articleSections } from './article-fields';

/** Stories from the community (`/story`). */
export const storyType = defineContentType({
  name: 'story',
  entity: 'story',
  table: 'stories',
  fields: articleFields,
  titleField: 'title',
  preview: true,
  sections: articleSections,
  list: {
    defaultSort: 'publishedAt',
    detail: ['publishedAt', 'author'],
    detailHeader: /*i18n*/ { id: 'content.story.detailHeader', message: 'Date and author' },
  },
  paths: { admin: '/admin/story', site: '/story#', introduction: 'story' },
  words: {
    plural: /*i18n*/ { id: 'content.story.plural', message: 'Stories' },
    description: /*i18n*/ { id: 'content.story.description', message: 'Stories from the community, newest first.' },
    newButton: /*i18n*/ { id: 'content.story.newButton', message: 'New story' },
    newTitle: /*i18n*/ { id: 'content.story.newTitle', message: 'New story' },
    editTitle: /*i18n*/ { id: 'content.story.editTitle', message: 'Edit story' },
    allItems: /*i18n*/ { id: 'content.story.allItems', message: 'All stories' },
    notFound: /*i18n*/ { id: 'content.story.notFound', message: 'This story does not exist.' },
    empty: /*i18n*/ { id: 'content.story.empty', message: 'No stories yet.' },
    saved: /*i18n*/ { id: 'content.story.saved', message: 'The story was saved.' },
  },
});
