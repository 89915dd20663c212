import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../app/trpc';
import { ArticlesPage } from '../../features/media/ArticlesPage';

/** /media: the introduction, then media articles; /media#slug opens that article. */
export default function MediaPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const media = useQuery(trpc.media.list.queryOptions());
  return <ArticlesPage code="media" fallbackTitle={t`In the media`} articles={media} />;
}
