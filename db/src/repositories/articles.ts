import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../schema';
import { type PageWindow, pageWithTotal } from './paging';

/** Either kind of article: both are listed newest first, and only once published. */
type ArticleTable = 'media_articles' | 'stories';

/** What a list of articles shows of each: all but the body (and a media article's publication). */
const SUMMARY = ['id', 'slug', 'title', 'excerpt', 'cover_image_id', 'author', 'published_at'] as const;
const PUBLICATION = ['source', 'external_url'] as const;

/** Newest first: by publication, then id. */
function newestFirst<T extends ArticleTable, O>(query: SelectQueryBuilder<Database, T, O>) {
  return query.orderBy('published_at', 'desc').orderBy('id', 'desc');
}

export async function listPublishedMediaArticles(db: Kysely<Database>) {
  return db
    .selectFrom('media_articles')
    .select([...SUMMARY, 'body', ...PUBLICATION])
    .where('status', '=', 'published')
    .$call(newestFirst)
    .execute();
}

export async function listPublishedStories(db: Kysely<Database>) {
  return db
    .selectFrom('stories')
    .select([...SUMMARY, 'body'])
    .where('status', '=', 'published')
    .$call(newestFirst)
    .execute();
}

/** One page of published media articles, newest first, without bodies; with how many there are in all. */
export async function pageOfPublishedMediaArticles(db: Kysely<Database>, window: PageWindow) {
  const published = db.selectFrom('media_articles').where('status', '=', 'published');
  return pageWithTotal(published, published.select([...SUMMARY, ...PUBLICATION]).$call(newestFirst), window);
}

/** One page of published stories, newest first, without bodies; with how many there are in all. */
export async function pageOfPublishedStories(db: Kysely<Database>, window: PageWindow) {
  const published = db.selectFrom('stories').where('status', '=', 'published');
  return pageWithTotal(published, published.select(SUMMARY).$call(newestFirst), window);
}
