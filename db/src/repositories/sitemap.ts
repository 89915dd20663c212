import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { publishedInPlace } from './list-order';

/** When each published page's content last changed: classes and facilitators by slug, static content by code. */
export async function listPublishedPageDates(db: Kysely<Database>) {
  const [classes, counselors, staticContents] = await Promise.all([
    db.selectFrom('classes').select(['slug', 'updated_at']).$call(publishedInPlace).execute(),
    db.selectFrom('counselors').select(['slug', 'updated_at']).$call(publishedInPlace).execute(),
    db.selectFrom('static_contents').select(['code', 'updated_at']).where('status', '=', 'published').execute(),
  ]);
  return { classes, counselors, staticContents };
}
