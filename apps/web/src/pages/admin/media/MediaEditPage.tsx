import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../../app/trpc';
import { EditorShell, idParam, itemQueryOptions } from '../../../features/admin/EditorShell';
import { MediaForm } from './MediaForm';

/** /admin/media/create and /admin/media/:id/edit. */
export default function MediaEditPage({ params }: { params: Record<string, string | undefined> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const id = idParam(params);
  const query = useQuery(trpc.admin.media.get.queryOptions({ id: id || 1 }, itemQueryOptions(id)));
  const name = query.data?.data.title.en ?? '';
  return (
    <EditorShell
      id={id}
      query={query}
      title={id === null ? t`New media article` : name ? t`Edit “${name}”` : t`Edit media article`}
      back={{ href: '/admin/media', label: <Trans>All media articles</Trans> }}
      notFound={t`This article does not exist.`}
    >
      {(item) => <MediaForm item={item} reload={() => query.refetch()} />}
    </EditorShell>
  );
}
