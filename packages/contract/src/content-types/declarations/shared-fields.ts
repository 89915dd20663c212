/**
 * What several content types declare alike: the title, slug and sort-order fields and the publishing section, with
 * the back office's words for them (apps/web's admin catalogue, by these ids).
 */
import { slug, sortOrder, translatableText } from '../fields';

export const titleField = translatableText('title', {
  label: /*i18n*/ { id: 'content.field.title', message: 'Title' },
});

export const slugField = slug({
  label: /*i18n*/ { id: 'content.field.slug', message: 'Slug' },
  hint: /*i18n*/ { id: 'content.field.slug.hint', message: 'The address: {address}' },
});

export const sortOrderField = sortOrder({
  label: /*i18n*/ { id: 'content.field.sortOrder', message: 'Sort order' },
  hint: /*i18n*/ { id: 'content.field.sortOrder.hint', message: 'Lower numbers come first.' },
});

/** The sort-order field of a type whose form leaves it out: the list's arrows move an item. */
export const listOrderField = sortOrder({ label: /*i18n*/ { id: 'content.field.sortOrder', message: 'Sort order' } });

const publishingTitle = /*i18n*/ { id: 'content.section.publishing', message: 'Publishing' };

/** The form's last section for a type whose items have a place in their list: status, order, schedule. */
export const orderedPublishingSection = {
  title: publishingTitle,
  fields: [['status', 'sortOrder'], 'schedule'],
} as const;

/** The form's last section for a type ordered by its list's arrows alone: status and schedule. */
export const publishingSection = { title: publishingTitle, fields: ['status', 'schedule'] } as const;
