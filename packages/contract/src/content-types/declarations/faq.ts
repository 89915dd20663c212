import { FAQ_SCOPES } from '../../constants';
import { defineContentType } from '../define';
import { choice, richText, translatableText } from '../fields';
import { listOrderField, publishingSection } from './shared-fields';

/** Questions and answers of the FAQ pages: the general one (/faq) and the corporate one, each in its order. */
export const faqType = defineContentType({
  name: 'faq',
  entity: 'FAQ item',
  table: 'faq_items',
  fields: {
    scope: choice('scope', {
      label: /*i18n*/ { id: 'content.faq.scope', message: 'Page' },
      options: FAQ_SCOPES,
    }),
    question: translatableText('question', { label: /*i18n*/ { id: 'content.faq.question', message: 'Question' } }),
    answer: richText('answer', { label: /*i18n*/ { id: 'content.faq.answer', message: 'Answer' } }),
    sortOrder: listOrderField,
  },
  titleField: 'question',
  preview: true,
  editIn: 'dialog',
  status: {
    control: 'choice',
    labels: {
      draft: /*i18n*/ { id: 'content.status.draftHidden', message: 'Draft (hidden from the site)' },
      published: /*i18n*/ { id: 'content.status.published', message: 'Published' },
    },
    newItem: 'published',
  },
  // The page a question is on is its list's; its place is the list's arrows.
  sections: [
    { title: /*i18n*/ { id: 'content.faq.section', message: 'Question' }, fields: ['question', 'answer'] },
    publishingSection,
  ],
  list: { defaultSort: 'sortOrder', ordered: true, detail: ['scope'], scope: 'scope' },
  paths: { admin: '/admin/pages/faq' },
  words: {
    plural: /*i18n*/ { id: 'content.faq.plural', message: 'Questions' },
    description: /*i18n*/ {
      id: 'content.faq.description',
      message: 'Shown on the page in this order. Use the arrows to move a question.',
    },
    newButton: /*i18n*/ { id: 'content.faq.newButton', message: 'Add question' },
    newTitle: /*i18n*/ { id: 'content.faq.newTitle', message: 'New question' },
    editTitle: /*i18n*/ { id: 'content.faq.editTitle', message: 'Edit question' },
    allItems: /*i18n*/ { id: 'content.faq.allItems', message: 'All questions' },
    notFound: /*i18n*/ { id: 'content.faq.notFound', message: 'This question does not exist.' },
    empty: /*i18n*/ { id: 'content.faq.empty', message: 'No questions yet.' },
    saved: /*i18n*/ { id: 'content.faq.saved', message: 'The question was saved.' },
  },
});
