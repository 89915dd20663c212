import { Trans, useLingui } from '@lingui/react/macro';
import { BELOW_THE_FOLD } from '../../app/dehydrated';
import { useTRPC } from '../../app/trpc';
import { cardGrid } from '../../features/content/ui';
import { ArticleTeaser } from '../../features/media/ArticleTeaser';
import { HomeList } from './HomeList';

/** The three newest media articles with their excerpts (not every article's body), each linking to its place on /media. */
export function LatestMedia() {
  const trpc = useTRPC();
  const { t } = useLingui();
  return (
    <HomeList
      id="home-media"
      title={<Trans>In the media</Trans>}
      seeAll={{ href: '/media', label: t`See all media articles` }}
      query={trpc.media.page.queryOptions({ page: 1, pageSize: 3 }, BELOW_THE_FOLD)}
      items={(page) => page.items}
      placeholderCount={3}
      listClassName={cardGrid}
      renderItem={(article) => <ArticleTeaser article={article} href={`/media#${article.slug}`} />}
    />
  );
}
