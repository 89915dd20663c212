import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function listPublishedMediaArticles(db: Kysely<Database>) {
  return db
    .selectFrom('media_articles')
    .select([
      'id',
      'slug',
      'title',
      'excerpt',
      'body',
      'cover_image_id',
      'author',
      'source',
      'external_url',
      'published_at',
    ])
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listPublishedStories(db: Kysely<Database>) {
  return db
    .selectFrom('stories')
    .select(['id', 'slug', 'title', 'excerpt', 'body', 'cover_image_id', 'author', 'published_at'])
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Which rows of a paginated list to read. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page of published media articles, newest first, without bodies; with how many there are in all. */
export async function pageOfPublishedMediaArticles(db: Kysely<Database>, window: PageWindow) {
  const published = db.selectFrom('media_articles').where('status', '=', 'published');
  const [rows, count] = await Promise.all([
    published
      .select(['id', 'slug', 'title', 'excerpt', 'cover_image_id', 'author', 'source', 'external_url', 'published_at'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    published.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One page of published stories, newest first, without bodies; with how many there are in all. */
export async function pageOfPublishedStories(db: Kysely<Database>, window: PageWindow) {
  const published = db.selectFrom('stories').where('status', '=', 'published');
  const [rows, count] = await Promise.all([
    published
      .select(['id', 'slug', 'title', 'excerpt', 'cover_image_id', 'author', 'published_at'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    published.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
