/**
 * The site's pages the back office edits as a whole, by the code their content is stored under: the route table
 * (pages/admin/routes.ts) makes a route of each, and an audit entry or search hit naming a page links to its editor
 * (editPaths.ts) from here, without importing the table. `faq`: the FAQ editor, else the page editor.
 */
interface EditedPage {
  name: string;
  path: string;
  code: string;
  editor: 'page' | 'faq';
}

/** The route of the page editor at /admin/pages/`where`, named after its path (`corp/tnc`: admin.pages.corp.tnc). */
export const pageRoute = (where: string) => ({
  name: `admin.pages.${where.replaceAll('/', '.')}`,
  path: `/admin/pages/${where}`,
});

const editedPage = (where: string, code = where, editor: EditedPage['editor'] = 'page'): EditedPage => ({
  ...pageRoute(where),
  code,
  editor,
});

/** The pages whose content is stored under the code their editor's path ends in. */
const PAGES_NAMED_AS_STORED = [
  'home',
  'method',
  'about',
  'self-decipline',
  'bermedia-sosial',
  'menyayangi-tubuh',
  'acknowledge',
  'journey',
  'counselor',
  'media',
  'contact',
  'corporate',
  'story',
  'privacy-policy',
  'terms-conditions',
];

export const EDITED_PAGES: readonly EditedPage[] = [
  ...PAGES_NAMED_AS_STORED.map((where) => editedPage(where)),
  editedPage('tnc', 'terms'),
  editedPage('corp/tnc', 'corporate-terms'),
  editedPage('faq', 'faq', 'faq'),
  editedPage('corp/faq', 'corporate-faq', 'faq'),
];

/** The editor of the page stored under `code`, or null. */
export const pageEditorPath = (code: string): string | null =>
  EDITED_PAGES.find((page) => page.code === code)?.path ?? null;
