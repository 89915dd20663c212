import { pageEditorPath } from './edited-pages';

/** Where the back office edits an item of a kind the audit log and the search box name ('media article'). */
const EDIT_FORMS: Record<string, string> = {
  class: '/admin/class',
  facilitator: '/admin/counselor',
  'media article': '/admin/media',
  story: '/admin/story',
  slide: '/admin/slider',
};

/** A person's page: the address in the path, encoded (an address may hold `+`, `/` or `#`). */
export const personHref = (email: string) => `/admin/people/${encodeURIComponent(email)}`;

/**
 * The screen that edits one item, or null for a kind without one. Clients and FAQ items are edited in
 * dialogs on their lists (a FAQ item's `detail`, its scope, says which of the two lists); a page is
 * named by its code (`detail`, else the id the audit log keeps), an image opens in the media library.
 */
export function editPathOf(kind: string, id: string | number, detail?: string): string | null {
  const form = EDIT_FORMS[kind];
  if (form) return `${form}/${id}/edit`;
  if (kind === 'corporate client') return '/admin/pages/client';
  if (kind === 'schedule image') return '/admin/upload/image';
  if (kind === 'FAQ item') return detail === 'corporate' ? '/admin/pages/corp/faq' : '/admin/pages/faq';
  if (kind === 'newsletter issue') return `/admin/newsletter/${id}`;
  if (kind === 'image') return `/admin/images?image=${id}`;
  // A person (the search box's hits) is named by their address (`detail`); an audited note names no one.
  if (kind === 'person') return detail ? personHref(detail) : null;
  if (kind === 'page') return pageEditorPath(detail ?? String(id));
  return null;
}
