import type { ContentStatus } from '@app/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../schema';

/** The tables whose rows staff put in order, and publish. */
type Placed = 'classes' | 'counselors' | 'slider_items' | 'faq_items' | 'corporate_clients' | 'audio_tracks';

/** In the order staff gave them: by place, then id (a stable order for rows in the same place). */
export function inPlace<T extends Placed, O>(query: SelectQueryBuilder<Database, T, O>) {
  return query.orderBy('sort_order').orderBy('id');
}

function published<T extends Placed, O>(query: SelectQueryBuilder<Database, T, O>) {
  // Every placed table's status is a ContentStatus; Kysely cannot see that through the table union.
  return query.where('status', '=', 'published' satisfies ContentStatus as never);
}

/** The published rows, in the order staff gave them. */
export function publishedInPlace<T extends Placed, O>(query: SelectQueryBuilder<Database, T, O>) {
  return inPlace(published(query));
}

/** The row with this slug: only a published one, unless `includeDrafts` (a staff preview) lets a draft through. */
export function publishedBySlug<T extends 'classes' | 'counselors', O>(
  query: SelectQueryBuilder<Database, T, O>,
  slug: string,
  includeDrafts: boolean,
) {
  // Both tables' slugs are text; Kysely cannot see that through the table union.
  const withSlug = query.where('slug', '=', slug as never);
  return includeDrafts ? withSlug : published(withSlug);
}

/** Newest first: by creation, then id (rows made in the same instant, the later first). */
export function newestCreatedFirst<T extends 'class_comments' | 'newsletter_issues' | 'images', O>(
  query: SelectQueryBuilder<Database, T, O>,
) {
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
}
