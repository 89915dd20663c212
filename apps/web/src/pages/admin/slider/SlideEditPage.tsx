import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../../app/trpc';
import { EditorShell, idParam, itemQueryOptions } from '../../../features/admin/EditorShell';
import { SlideForm } from './SlideForm';

/** /admin/slider/create and /admin/slider/:id/edit. */
export default function SlideEditPage({ params }: { params: Record<string, string | undefined> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const id = idParam(params);
  const query = useQuery(trpc.admin.slider.get.queryOptions({ id: id || 1 }, itemQueryOptions(id)));
  const name = query.data?.data.title.en ?? '';
  return (
    <EditorShell
      id={id}
      query={query}
      title={id === null ? t`New slide` : name ? t`Edit slide “${name}”` : t`Edit slide`}
      back={{ href: '/admin/slider', label: <Trans>All slides</Trans> }}
      notFound={t`This slide does not exist.`}
    >
      {(item) => <SlideForm item={item} reload={() => query.refetch()} />}
    </EditorShell>
  );
}
