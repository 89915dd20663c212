/** Where the back office edits an item of a kind the audit log and the search box name ('media article'). */
const EDIT_FORMS: Record<string, string> = {
  class: '/admin/class',
  facilitator: '/admin/counselor',
  'media article': '/admin/media',
  story: '/admin/story',
  slide: '/admin/slider',
};

/**
 * The screen that edits one item, or null for a kind without one. Clients and FAQ items are edited in
 * dialogs on their lists (a FAQ item's `scope` says which of the two lists).
 */
export function editPathOf(kind: string, id: string | number, scope?: string): string | null {
  const form = EDIT_FORMS[kind];
  if (form) return `${form}/${id}/edit`;
  if (kind === 'corporate client') return '/admin/pages/client';
  if (kind === 'schedule image') return '/admin/upload/image';
  if (kind === 'FAQ item') return scope === 'corporate' ? '/admin/pages/corp/faq' : '/admin/pages/faq';
  return null;
}
