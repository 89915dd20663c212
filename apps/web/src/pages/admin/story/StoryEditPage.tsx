import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../../app/trpc';
import { EditorShell, idParam, itemQueryOptions } from '../../../features/admin/EditorShell';
import { StoryForm } from './StoryForm';

/** /admin/story/create and /admin/story/:id/edit. */
export default function StoryEditPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useLingui();
  const id = idParam(params);
  const query = trpc.admin.story.get.useQuery({ id: id || 1 }, itemQueryOptions(id));
  const name = query.data?.data.title.en ?? '';
  return (
    <EditorShell
      id={id}
      query={query}
      title={id === null ? t`New story` : name ? t`Edit “${name}”` : t`Edit story`}
      back={{ href: '/admin/story', label: <Trans>All stories</Trans> }}
      notFound={t`This story does not exist.`}
    >
      {(item) => <StoryForm item={item} reload={() => query.refetch()} />}
    </EditorShell>
  );
}
