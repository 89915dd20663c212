import { useLingui } from '@lingui/react/macro';
import { trpc } from '../../app/trpc';
import { PageIntro } from '../../features/content/PageIntro';
import { pageShell } from '../../features/content/ui';
import { ArticleList } from '../../features/media/ArticleList';

/** /media: the introduction, then media articles; /media#slug opens that article. */
export default function MediaPage() {
  const { t } = useLingui();
  const media = trpc.media.list.useQuery();
  return (
    <div className={pageShell}>
      <PageIntro code="media" fallbackTitle={t`In the media`} />
      <div className="mt-12">
        <ArticleList articles={media.data} loading={media.isPending} />
      </div>
    </div>
  );
}
