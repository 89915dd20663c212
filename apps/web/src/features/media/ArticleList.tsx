import { Trans } from '@lingui/react/macro';
import { Loading, Skeleton } from '../content/Skeleton';
import { useHash, useScrollToHash } from '../content/useScrollToHash';
import { muted } from '../content/ui';
import { ArticleCard } from './ArticleCard';
import type { ArticleLike } from './types';

interface ArticleListProps {
  articles: readonly ArticleLike[] | undefined;
  loading: boolean;
}

/** Articles one under another; /page#slug opens and scrolls to that article once the list is there. */
export function ArticleList({ articles, loading }: ArticleListProps) {
  useScrollToHash(articles !== undefined);
  const hash = useHash();

  if (loading && !articles) {
    return (
      <Loading className="space-y-6">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-2xl bg-white p-6 ring-1 ring-dark/5 dark:bg-white/5 dark:ring-sand/10">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="mt-3 h-7 w-3/4" />
            <Skeleton className="mt-4 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-2/3" />
          </div>
        ))}
      </Loading>
    );
  }
  if (!articles || articles.length === 0) {
    return (
      <p className={`rounded-2xl border border-dashed border-dark/20 p-6 text-center dark:border-sand/20 ${muted}`}>
        <Trans>Nothing has been published here yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-8">
      {articles.map((article, i) => (
        <li key={article.id}>
          {/* Keyed by whether the hash names it: the article the link opens is open once the hash is known. */}
          <ArticleCard
            key={String(hash === article.slug)}
            article={article}
            defaultExpanded={hash === article.slug}
            priority={i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
