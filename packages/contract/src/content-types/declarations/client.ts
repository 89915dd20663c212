import { NAME_REQUIRED } from '../../schemas/content-parts';
import { defineContentType } from '../define';
import { image, text, url } from '../fields';
import { listOrderField, publishingSection } from './shared-fields';

/** The corporate page's client logos, in their order. */
export const clientType = defineContentType({
  name: 'client',
  entity: 'corporate client',
  table: 'corporate_clients',
  fields: {
    name: text('name', {
      label: /*i18n*/ { id: 'content.client.name', message: 'Name' },
      max: 120,
      required: NAME_REQUIRED,
      autoComplete: 'organization',
    }),
    logoImageId: image('logo_image_id', {
      label: /*i18n*/ { id: 'content.client.logo', message: 'Logo' },
      contain: true,
    }),
    url: url('url', {
      label: /*i18n*/ { id: 'content.client.website', message: 'Website' },
      placeholder: 'https://',
    }),
    sortOrder: listOrderField,
  },
  titleField: 'name',
  preview: false,
  editIn: 'dialog',
  status: {
    control: 'choice',
    labels: {
      draft: /*i18n*/ { id: 'content.client.hidden', message: 'Hidden' },
      published: /*i18n*/ { id: 'content.client.shown', message: 'Shown on the corporate page' },
    },
    newItem: 'published',
  },
  sections: [
    { title: /*i18n*/ { id: 'content.client.section', message: 'Client' }, fields: ['name', 'logoImageId', 'url'] },
    publishingSection,
  ],
  list: {
    defaultSort: 'sortOrder',
    ordered: true,
    detail: ['url'],
    detailHeader: /*i18n*/ { id: 'content.client.website', message: 'Website' },
    titleHeader: /*i18n*/ { id: 'content.client.name', message: 'Name' },
  },
  paths: { admin: '/admin/pages/client' },
  words: {
    plural: /*i18n*/ { id: 'content.client.plural', message: 'Corporate clients' },
    description: /*i18n*/ {
      id: 'content.client.description',
      message: 'The logos on the corporate page, in this order.',
    },
    newButton: /*i18n*/ { id: 'content.client.newButton', message: 'Add client' },
    newTitle: /*i18n*/ { id: 'content.client.newTitle', message: 'New client' },
    editTitle: /*i18n*/ { id: 'content.client.editTitle', message: 'Edit client' },
    allItems: /*i18n*/ { id: 'content.client.allItems', message: 'All clients' },
    notFound: /*i18n*/ { id: 'content.client.notFound', message: 'This client does not exist.' },
    empty: /*i18n*/ { id: 'content.client.empty', message: 'No clients yet.' },
    saved: /*i18n*/ { id: 'content.client.saved', message: 'The client was saved.' },
  },
});
