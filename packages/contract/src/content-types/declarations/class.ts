import { z } from 'zod';
import { CLASS_TYPES } from '../../constants';
import { classTypeSchema } from '../../schemas/classes';
import {
  adminClassSessionSchema,
  checkClass,
  classExtendInfoInputSchema,
  classSessionsInputSchema,
} from '../../schemas/class-parts';
import { defineContentType } from '../define';
import { choice, count, image, plugin, relation, richText, translatableText } from '../fields';
import { orderedPublishingSection, slugField, sortOrderField, titleField } from './shared-fields';

/**
 * The studio's classes: private sessions, regular weekly classes, workshops and events. Two parts plug in by name:
 * `classSchedule` (when, where, the price: the form's schedule fields, and the sessions the server dates from them)
 * and `classSessions` (sessions dated by hand, which the API takes and the sessions screen edits).
 */
export const classContentType = defineContentType({
  name: 'class',
  entity: 'class',
  table: 'classes',
  fields: {
    slug: slugField,
    classType: choice('class_type', {
      label: /*i18n*/ { id: 'content.class.type', message: 'Type' },
      options: CLASS_TYPES,
      optionLabels: 'classType',
      schema: classTypeSchema,
      initial: 'REGULAR',
    }),
    title: titleField,
    summary: translatableText('summary', {
      label: /*i18n*/ { id: 'content.class.summary', message: 'Summary' },
      hint: /*i18n*/ { id: 'content.class.summary.hint', message: 'One or two sentences for cards and lists.' },
      lines: 3,
    }),
    description: richText('description', {
      label: /*i18n*/ { id: 'content.class.description', message: 'Description' },
    }),
    imageId: image('image_id', { label: /*i18n*/ { id: 'content.class.image', message: 'Image' } }),
    extendInfo: plugin('extend_info', {
      plugin: 'classSchedule',
      input: classExtendInfoInputSchema,
      stored: z.record(z.string(), z.unknown()).describe('As stored, meeting link included'),
    }),
    capacity: count('capacity', {
      label: /*i18n*/ { id: 'content.class.capacity', message: 'Capacity' },
      hint: /*i18n*/ { id: 'content.class.capacity.hint', message: 'Empty means unlimited.' },
      max: 10_000,
    }),
    facilitatorIds: relation('class_facilitators', {
      label: /*i18n*/ { id: 'content.class.facilitators', message: 'Who leads this class' },
      hint: /*i18n*/ { id: 'content.class.facilitators.hint', message: 'Up to 10.' },
      to: 'counselor',
      max: 10,
    }),
    sessions: plugin('class_sessions', {
      plugin: 'classSessions',
      inForm: false,
      elsewhere: true,
      input: classSessionsInputSchema,
      stored: z
        .array(adminClassSessionSchema)
        .describe('Upcoming sessions dated by hand (not the generated weekly ones)'),
    }),
    sortOrder: sortOrderField,
  },
  check: checkClass,
  titleField: 'title',
  preview: true,
  sections: [
    {
      title: /*i18n*/ { id: 'content.class.section', message: 'Class' },
      fields: ['title', ['slug', 'classType'], 'summary', 'description', 'imageId'],
    },
    {
      title: /*i18n*/ { id: 'content.class.scheduleSection', message: 'Schedule, place and price' },
      fields: ['extendInfo', 'capacity'],
    },
    {
      title: /*i18n*/ { id: 'content.class.facilitatorsSection', message: 'Facilitators' },
      fields: ['facilitatorIds'],
    },
    orderedPublishingSection,
  ],
  list: {
    defaultSort: 'updatedAt',
    detail: ['classType'],
    detailHeader: /*i18n*/ { id: 'content.class.type', message: 'Type' },
    filter: {
      field: 'classType',
      param: 'classType',
      label: /*i18n*/ { id: 'content.class.filter', message: 'Class type' },
      all: /*i18n*/ { id: 'content.class.filter.all', message: 'All types' },
    },
  },
  paths: { admin: '/admin/class', site: '/class/', introduction: 'journey', draftsOnSite: true },
  words: {
    plural: /*i18n*/ { id: 'content.class.plural', message: 'Classes' },
    description: /*i18n*/ {
      id: 'content.class.description.list',
      message: 'Private sessions, regular classes, workshops and events.',
    },
    newButton: /*i18n*/ { id: 'content.class.newButton', message: 'New class' },
    newTitle: /*i18n*/ { id: 'content.class.newTitle', message: 'New class' },
    editTitle: /*i18n*/ { id: 'content.class.editTitle', message: 'Edit class' },
    allItems: /*i18n*/ { id: 'content.class.allItems', message: 'All classes' },
    notFound: /*i18n*/ { id: 'content.class.notFound', message: 'This class does not exist.' },
    empty: /*i18n*/ { id: 'content.class.empty', message: 'No classes yet.' },
    saved: /*i18n*/ { id: 'content.class.saved', message: 'The class was saved.' },
  },
});
