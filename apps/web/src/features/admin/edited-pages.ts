/**
 * The site's pages the back office edits as a whole, by the code their content is stored under: the route table
 * (pages/admin/routes.ts) makes a route of each, and an audit entry or search hit naming a page links to its editor
 * (editPaths.ts) from here, without importing the table. `faq`: the FAQ editor, else the page editor.
 */
export const EDITED_PAGES: ReadonlyArray<{ name: string; path: string; code: string; editor: 'page' | 'faq' }> = [
  { name: 'admin.pages.home', path: '/admin/pages/home', code: 'home', editor: 'page' },
  { name: 'admin.pages.method', path: '/admin/pages/method', code: 'method', editor: 'page' },
  { name: 'admin.pages.about', path: '/admin/pages/about', code: 'about', editor: 'page' },
  { name: 'admin.pages.self-decipline', path: '/admin/pages/self-decipline', code: 'self-decipline', editor: 'page' },
  {
    name: 'admin.pages.bermedia-sosial',
    path: '/admin/pages/bermedia-sosial',
    code: 'bermedia-sosial',
    editor: 'page',
  },
  {
    name: 'admin.pages.menyayangi-tubuh',
    path: '/admin/pages/menyayangi-tubuh',
    code: 'menyayangi-tubuh',
    editor: 'page',
  },
  { name: 'admin.pages.acknowledge', path: '/admin/pages/acknowledge', code: 'acknowledge', editor: 'page' },
  { name: 'admin.pages.journey', path: '/admin/pages/journey', code: 'journey', editor: 'page' },
  { name: 'admin.pages.counselor', path: '/admin/pages/counselor', code: 'counselor', editor: 'page' },
  { name: 'admin.pages.media', path: '/admin/pages/media', code: 'media', editor: 'page' },
  { name: 'admin.pages.contact', path: '/admin/pages/contact', code: 'contact', editor: 'page' },
  { name: 'admin.pages.corporate', path: '/admin/pages/corporate', code: 'corporate', editor: 'page' },
  { name: 'admin.pages.story', path: '/admin/pages/story', code: 'story', editor: 'page' },
  { name: 'admin.pages.privacy-policy', path: '/admin/pages/privacy-policy', code: 'privacy-policy', editor: 'page' },
  {
    name: 'admin.pages.terms-conditions',
    path: '/admin/pages/terms-conditions',
    code: 'terms-conditions',
    editor: 'page',
  },
  { name: 'admin.pages.tnc', path: '/admin/pages/tnc', code: 'terms', editor: 'page' },
  { name: 'admin.pages.corp.tnc', path: '/admin/pages/corp/tnc', code: 'corporate-terms', editor: 'page' },
  { name: 'admin.pages.faq', path: '/admin/pages/faq', code: 'faq', editor: 'faq' },
  { name: 'admin.pages.corp.faq', path: '/admin/pages/corp/faq', code: 'corporate-faq', editor: 'faq' },
];

/** The editor of the page stored under `code`, or null. */
export const pageEditorPath = (code: string): string | null =>
  EDITED_PAGES.find((page) => page.code === code)?.path ?? null;
