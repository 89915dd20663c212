import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../app/trpc';
import { CardGridSkeleton } from '../../features/content/Skeleton';
import { cardGrid } from '../../features/content/ui';
import { ArticleTeaser } from '../../features/media/ArticleTeaser';
import { SectionHeader } from './SectionHeader';

/** The three newest media articles, each linking to its place on /media. */
export function LatestMedia() {
  const trpc = useTRPC();
  const { t } = useLingui();
  // The newest three with their excerpts (not every article's body): all the section shows.
  const media = useQuery(trpc.media.page.queryOptions({ page: 1, pageSize: 3 }));
  if (!media.isPending && !media.data?.items.length) return null;
  return (
    <section aria-labelledby="home-media" className="lazy-render mt-20">
      <SectionHeader
        id="home-media"
        title={<Trans>In the media</Trans>}
        link={{ href: '/media', text: <Trans>See all</Trans>, label: t`See all media articles` }}
      />
      <div className="mt-6">
        {media.data ? (
          <ul className={cardGrid}>
            {media.data.items.map((article) => (
              <li key={article.id}>
                <ArticleTeaser article={article} href={`/media#${article.slug}`} />
              </li>
            ))}
          </ul>
        ) : (
          <CardGridSkeleton count={3} />
        )}
      </div>
    </section>
  );
}
