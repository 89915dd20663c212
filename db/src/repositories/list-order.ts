import type { ContentStatus } from '@app/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../schema';

/** The tables whose rows staff put in order, and publish. */
type Placed = 'classes' | 'counselors' | 'slider_items' | 'faq_items' | 'corporate_clients' | 'audio_tracks';

/** In the order staff gave them: by place, then id (a stable order for rows in the same place). */
export function inPlace<T extends Placed, O>(query: SelectQueryBuilder<Database, T, O>) {
  return query.orderBy('sort_order').orderBy('id');
}

/** The published rows, in the order staff gave them. */
export function publishedInPlace<T extends Placed, O>(query: SelectQueryBuilder<Database, T, O>) {
  // Every placed table's status is a ContentStatus; Kysely cannot see that through the table union.
  return inPlace(query.where('status', '=', 'published' satisfies ContentStatus as never));
}
