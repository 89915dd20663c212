import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { BELOW_THE_FOLD } from '../../app/dehydrated';
import { useTRPC } from '../../app/trpc';
import { CardGridSkeleton } from '../../features/content/Skeleton';
import { cardGrid } from '../../features/content/ui';
import { ArticleTeaser } from '../../features/media/ArticleTeaser';
import { SectionHeader } from './SectionHeader';

function MediaSection({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="home-media" className="lazy-render mt-20">
      <SectionHeader
        id="home-media"
        title={<Trans>In the media</Trans>}
        link={{ href: '/media', text: <Trans>See all</Trans>, label: t`See all media articles` }}
      />
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The newest three with their excerpts (not every article's body), read after the page has hydrated. */
function Articles() {
  const trpc = useTRPC();
  const media = useSuspenseQuery(trpc.media.page.queryOptions({ page: 1, pageSize: 3 }, BELOW_THE_FOLD));
  if (media.data.items.length === 0) return null;
  return (
    <MediaSection>
      <ul className={cardGrid}>
        {media.data.items.map((article) => (
          <li key={article.id}>
            <ArticleTeaser article={article} href={`/media#${article.slug}`} />
          </li>
        ))}
      </ul>
    </MediaSection>
  );
}

/** The three newest media articles, each linking to its place on /media. */
export function LatestMedia() {
  return (
    <Suspense
      fallback={
        <MediaSection>
          <CardGridSkeleton count={3} />
        </MediaSection>
      }
    >
      <Articles />
    </Suspense>
  );
}
