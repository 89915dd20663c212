import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../app/trpc';
import { PageIntro } from '../../features/content/PageIntro';
import { pageShell } from '../../features/content/ui';
import { ArticleList } from '../../features/media/ArticleList';

/** /media: the introduction, then media articles; /media#slug opens that article. */
export default function MediaPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const media = useQuery(trpc.media.list.queryOptions());
  return (
    <div className={pageShell}>
      <PageIntro code="media" fallbackTitle={t`In the media`} />
      <div className="mt-12">
        <ArticleList articles={media.data} loading={media.isPending} />
      </div>
    </div>
  );
}
