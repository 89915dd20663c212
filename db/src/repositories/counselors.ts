import type { CounselorGroup } from '@app/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { inPlace, publishedBySlug } from './list-order';

const summaryColumns = ['id', 'slug', 'name', 'title', 'summary', 'photo_image_id', 'groups', 'languages'] as const;

/** Published facilitators, optionally only those in a group. */
export async function listPublishedCounselors(db: Kysely<Database>, group?: CounselorGroup) {
  let query = db.selectFrom('counselors').select(summaryColumns).where('status', '=', 'published');
  if (group) query = query.where(sql<boolean>`${group} = ANY(groups)`);
  return query.$call(inPlace).execute();
}

/** A published facilitator by slug; with `includeDrafts` (staff preview) a draft too. */
export async function findPublishedCounselorBySlug(db: Kysely<Database>, slug: string, includeDrafts = false) {
  const query = db.selectFrom('counselors').select([...summaryColumns, 'bio', 'contact_links']);
  return publishedBySlug(query, slug, includeDrafts).executeTakeFirst();
}
