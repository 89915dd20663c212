import { formatDate } from '../content/format';
import { eyebrow } from '../content/ui';
import type { ArticleLike } from './types';

/** The line above an article's title: where it appeared, if anywhere else, and when. */
export function ArticleMeta({
  article,
  dateStyle,
}: {
  article: Pick<ArticleLike, 'source' | 'publishedAt'>;
  dateStyle?: 'medium' | 'long';
}) {
  return (
    <p className={`flex flex-wrap gap-x-2 ${eyebrow}`}>
      {article.source && <span>{article.source}</span>}
      {article.source && <span aria-hidden="true">·</span>}
      <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, dateStyle)}</time>
    </p>
  );
}
