import { COUNSELOR_GROUPS } from '../../constants';
import { LANGUAGE_TAG_INVALID, LINK_LABEL_REQUIRED, NAME_REQUIRED } from '../../schemas/content-parts';
import { defineContentType } from '../define';
import { choices, image, languageTags, links, richText, text, translatableText } from '../fields';
import { orderedPublishingSection, slugField, sortOrderField } from './shared-fields';

/** Facilitator profiles (`/facilitators/<slug>`). The router and table keep their first name, counselor. */
export const facilitatorType = defineContentType({
  name: 'counselor',
  entity: 'facilitator',
  table: 'counselors',
  fields: {
    slug: slugField,
    name: text('name', {
      label: /*i18n*/ { id: 'content.facilitator.name', message: 'Name' },
      max: 120,
      required: NAME_REQUIRED,
    }),
    title: translatableText('title', {
      label: /*i18n*/ { id: 'content.facilitator.title', message: 'Professional title' },
    }),
    summary: translatableText('summary', {
      label: /*i18n*/ { id: 'content.facilitator.summary', message: 'Summary' },
      lines: 3,
    }),
    bio: richText('bio', { label: /*i18n*/ { id: 'content.facilitator.bio', message: 'Biography' } }),
    photoImageId: image('photo_image_id', { label: /*i18n*/ { id: 'content.facilitator.photo', message: 'Photo' } }),
    groups: choices('groups', {
      label: /*i18n*/ { id: 'content.facilitator.groups', message: 'Groups' },
      hint: /*i18n*/ {
        id: 'content.facilitator.groups.hint',
        message: 'Listed on the facilitators page under each group chosen here.',
      },
      options: COUNSELOR_GROUPS,
      max: 2,
      optionLabels: 'facilitatorGroup',
    }),
    languages: languageTags('languages', {
      label: /*i18n*/ { id: 'content.facilitator.languages', message: 'Languages spoken' },
      hint: /*i18n*/ {
        id: 'content.facilitator.languages.hint',
        message: 'Language codes separated by commas, e.g. id, en, zh.',
      },
      max: 12,
      invalid: LANGUAGE_TAG_INVALID,
    }),
    contactLinks: links('contact_links', {
      label: /*i18n*/ { id: 'content.facilitator.contactLinks', message: 'Contact links' },
      max: 8,
      labelRequired: LINK_LABEL_REQUIRED,
    }),
    sortOrder: sortOrderField,
  },
  titleField: 'name',
  preview: false,
  sections: [
    {
      title: /*i18n*/ { id: 'content.facilitator.profileSection', message: 'Profile' },
      fields: [['name', 'slug'], 'title', 'summary', 'bio', 'photoImageId'],
    },
    {
      title: /*i18n*/ { id: 'content.facilitator.groupsSection', message: 'Groups, languages and contact' },
      fields: ['groups', 'languages', 'contactLinks'],
    },
    orderedPublishingSection,
  ],
  list: {
    defaultSort: 'sortOrder',
    detail: ['groups'],
    detailHeader: /*i18n*/ { id: 'content.facilitator.detailHeader', message: 'Groups' },
    titleHeader: /*i18n*/ { id: 'content.facilitator.name', message: 'Name' },
    filter: {
      field: 'groups',
      label: /*i18n*/ { id: 'content.facilitator.filter', message: 'Group' },
      all: /*i18n*/ { id: 'content.facilitator.filter.all', message: 'All groups' },
    },
  },
  paths: { admin: '/admin/counselor', site: '/facilitators/', introduction: 'counselor', draftsOnSite: true },
  words: {
    plural: /*i18n*/ { id: 'content.facilitator.plural', message: 'Facilitator profiles' },
    caption: /*i18n*/ { id: 'content.facilitator.caption', message: 'Facilitators' },
    newButton: /*i18n*/ { id: 'content.facilitator.newButton', message: 'New facilitator' },
    newTitle: /*i18n*/ { id: 'content.facilitator.newTitle', message: 'New facilitator' },
    editTitle: /*i18n*/ { id: 'content.facilitator.editTitle', message: 'Edit facilitator' },
    allItems: /*i18n*/ { id: 'content.facilitator.allItems', message: 'All facilitators' },
    notFound: /*i18n*/ { id: 'content.facilitator.notFound', message: 'This facilitator does not exist.' },
    empty: /*i18n*/ { id: 'content.facilitator.empty', message: 'No facilitators yet.' },
    saved: /*i18n*/ { id: 'content.facilitator.saved', message: 'The facilitator profile was saved.' },
  },
});
