import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../../app/trpc';
import { EditorShell, idParam, itemQueryOptions } from '../../../features/admin/EditorShell';
import { StoryForm } from './StoryForm';

/** /admin/story/create and /admin/story/:id/edit. */
export default function StoryEditPage({ params }: { params: Record<string, string | undefined> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const id = idParam(params);
  const query = useQuery(trpc.admin.story.get.queryOptions({ id: id || 1 }, itemQueryOptions(id)));
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
