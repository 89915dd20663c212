import type { AdminSearchHit, Role, SearchableKind } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { Context } from '../../context';
import { imageTitle } from './image-title';
import type { ResourceSpec } from './resource';
import { classSpec, clientSpec, counselorSpec, faqSpec, mediaSpec, slideSpec, storySpec } from './specs';

/** How many hits of each kind: enough to pick from, few enough to read. */
const PER_KIND = 5;

/** Who edits content, pages, newsletter issues and images (the routers of each): admins and editors. */
const CONTENT_ROLES: readonly Role[] = ['admin', 'editor'];

/** One kind the search box finds: who may open its items, and how they are found. */
interface Searcher {
  kind: SearchableKind;
  /** Only these roles are offered the kind's hits: the edit screen would refuse anyone else. */
  roles: readonly Role[];
  find: (db: Db, q: string, now: Date) => Promise<Array<Omit<AdminSearchHit, 'kind'>>>;
}

/** The title shown is the English one; another text shows too when it, not the title, holds the search. */
const matchedBeside = (title: string, matched: string | null) => (matched && matched !== title ? matched : null);

const contentSearcher = (spec: ResourceSpec<any, any>): Searcher => ({
  kind: spec.entity as SearchableKind,
  roles: CONTENT_ROLES,
  find: async (db, q) =>
    (await repo.searchContentRows(db, spec, q, PER_KIND)).map((row) => ({
      id: Number(row.id),
      title: String(row.list_title ?? ''),
      matched: matchedBeside(String(row.list_title ?? ''), row.matched_title),
      status: String(row.status),
      detail: spec.detail(row),
    })),
});

/** Who may see people (their page and list): admins only. */
const PEOPLE_ROLES: readonly Role[] = ['admin'];

const SEARCHERS: readonly Searcher[] = [
  ...[classSpec, counselorSpec, mediaSpec, storySpec, slideSpec, clientSpec, faqSpec].map(contentSearcher),
  {
    kind: 'page',
    roles: CONTENT_ROLES,
    find: async (db, q) =>
      (await repo.searchStaticContents(db, q, PER_KIND)).map((row) => ({
        id: row.id,
        title: row.title || row.code,
        matched: matchedBeside(row.title, row.matched),
        status: row.status,
        detail: row.code,
      })),
  },
  {
    kind: 'newsletter issue',
    roles: CONTENT_ROLES,
    find: async (db, q) =>
      (await repo.searchNewsletterIssues(db, q, PER_KIND)).map((row) => ({
        id: row.id,
        title: row.subject,
        matched: matchedBeside(row.subject, row.matched),
        status: row.status,
        detail: '',
      })),
  },
  {
    kind: 'image',
    roles: CONTENT_ROLES,
    find: async (db, q) =>
      (await repo.searchLibraryImages(db, q, PER_KIND)).map((row) => {
        const title = imageTitle(row);
        return { id: row.id, title, matched: matchedBeside(title, row.matched), status: '', detail: '' };
      }),
  },
  {
    // People by name, address or phone (the people list's search); a person has no id: the rank stands in.
    kind: 'person',
    roles: PEOPLE_ROLES,
    find: async (db, q, now) =>
      (await repo.searchPeople(db, q, PER_KIND, now)).map((row, index) => {
        const title = row.names?.[0] ?? row.person;
        return { id: index + 1, title, matched: row.phones?.join(', ') || null, status: '', detail: row.person };
      }),
  },
];

/**
 * The back office's one search box: every kind the signed-in role may open whose title (in any
 * language), name, slug or code holds the text; pages, newsletter subjects and images' texts too;
 * people (admins) by name, address or phone.
 */
export async function searchContent(ctx: Context, role: Role, q: string): Promise<AdminSearchHit[]> {
  const found = await Promise.all(
    SEARCHERS.filter((searcher) => searcher.roles.includes(role)).map(async (searcher) =>
      (await searcher.find(ctx.db, q, ctx.now())).map((hit) => ({ kind: searcher.kind, ...hit })),
    ),
  );
  return found.flat();
}
