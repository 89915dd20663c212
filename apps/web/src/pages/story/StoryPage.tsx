import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../app/trpc';
import { PageIntro } from '../../features/content/PageIntro';
import { pageShell } from '../../features/content/ui';
import { ArticleList } from '../../features/media/ArticleList';

/** /story: the introduction, then stories; /story#slug opens that story. */
export default function StoryPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const stories = useQuery(trpc.story.list.queryOptions());
  return (
    <div className={pageShell}>
      <PageIntro code="story" fallbackTitle={t`Stories`} />
      <div className="mt-12">
        <ArticleList articles={stories.data} loading={stories.isPending} />
      </div>
    </div>
  );
}
