import { defineContentType } from '../define';
import { image, link, sortOrder, translatableText, translatableTextOrNull } from '../fields';
import { titleField } from './shared-fields';

/** The home page's slides: a picture, words, an optional button, in the order they show. */
export const slideType = defineContentType({
  name: 'slider',
  entity: 'slide',
  table: 'slider_items',
  fields: {
    title: titleField,
    text: translatableText('text', { label: /*i18n*/ { id: 'content.field.body', message: 'Text' }, lines: 3 }),
    imageId: image('image_id', { label: /*i18n*/ { id: 'content.slide.image', message: 'Image' } }),
    linkUrl: link('link_url', {
      label: /*i18n*/ { id: 'content.slide.linkUrl', message: 'Link address' },
      hint: /*i18n*/ {
        id: 'content.slide.linkUrl.hint',
        message: 'A page of this site (/session-classes) or a full address (https://…).',
      },
      placeholder: '/session-classes',
    }),
    linkLabel: translatableTextOrNull('link_label', {
      label: /*i18n*/ { id: 'content.slide.linkLabel', message: 'Button text' },
    }),
    sortOrder: sortOrder({
      label: /*i18n*/ { id: 'content.slide.sortOrder', message: 'Order' },
      hint: /*i18n*/ {
        id: 'content.slide.sortOrder.hint',
        message: 'Lower numbers come first. The list’s arrows change it too.',
      },
    }),
  },
  titleField: 'title',
  preview: true,
  status: {
    control: 'switch',
    label: /*i18n*/ { id: 'content.slide.active', message: 'Active' },
    hint: /*i18n*/ { id: 'content.slide.active.hint', message: 'Only active slides are shown on the home page.' },
    newItem: 'published',
  },
  sections: [
    { title: /*i18n*/ { id: 'content.slide.section', message: 'Slide' }, fields: ['imageId', 'title', 'text'] },
    {
      title: /*i18n*/ { id: 'content.slide.buttonSection', message: 'Button' },
      description: /*i18n*/ {
        id: 'content.slide.buttonSection.description',
        message: 'Optional: a link under the text.',
      },
      fields: ['linkUrl', 'linkLabel'],
    },
    {
      title: /*i18n*/ { id: 'content.section.publishing', message: 'Publishing' },
      fields: ['status', 'sortOrder', 'schedule'],
    },
  ],
  list: {
    defaultSort: 'sortOrder',
    ordered: true,
    detail: ['linkUrl'],
    detailHeader: /*i18n*/ { id: 'content.slide.detailHeader', message: 'Link' },
  },
  paths: { admin: '/admin/slider' },
  words: {
    plural: /*i18n*/ { id: 'content.slide.plural', message: 'Home slider' },
    description: /*i18n*/ {
      id: 'content.slide.description',
      message: 'The slides at the top of the home page, in this order. Hidden slides are kept but not shown.',
    },
    caption: /*i18n*/ { id: 'content.slide.caption', message: 'Slides' },
    newButton: /*i18n*/ { id: 'content.slide.newButton', message: 'New slide' },
    newTitle: /*i18n*/ { id: 'content.slide.newTitle', message: 'New slide' },
    editTitle: /*i18n*/ { id: 'content.slide.editTitle', message: 'Edit slide' },
    editNamed: /*i18n*/ { id: 'content.slide.editNamed', message: 'Edit slide “{name}”' },
    allItems: /*i18n*/ { id: 'content.slide.allItems', message: 'All slides' },
    notFound: /*i18n*/ { id: 'content.slide.notFound', message: 'This slide does not exist.' },
    empty: /*i18n*/ {
      id: 'content.slide.empty',
      message: 'No slides yet. The home page shows its introduction instead.',
    },
    saved: /*i18n*/ { id: 'content.slide.saved', message: 'The slide was saved.' },
  },
});
