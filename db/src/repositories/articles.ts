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
