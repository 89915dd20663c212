import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../app/trpc';
import { ArticlesPage } from '../../features/media/ArticlesPage';

/** /story: the introduction, then stories; /story#slug opens that story. */
export default function StoryPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const stories = useQuery(trpc.story.list.queryOptions());
  return <ArticlesPage code="story" fallbackTitle={t`Stories`} articles={stories} />;
}
