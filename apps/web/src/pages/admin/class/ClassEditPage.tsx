import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../../app/trpc';
import { EditorShell, idParam, itemQueryOptions } from '../../../features/admin/EditorShell';
import { ClassForm } from './ClassForm';

/** /admin/class/create and /admin/class/:id/edit. */
export default function ClassEditPage({ params }: { params: Record<string, string | undefined> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const id = idParam(params);
  const query = useQuery(trpc.admin.class.get.queryOptions({ id: id || 1 }, itemQueryOptions(id)));
  const name = query.data?.data.title.en ?? '';
  return (
    <EditorShell
      id={id}
      query={query}
      title={id === null ? t`New class` : name ? t`Edit “${name}”` : t`Edit class`}
      back={{ href: '/admin/class', label: <Trans>All classes</Trans> }}
      notFound={t`This class does not exist.`}
    >
      {(item) => <ClassForm item={item} reload={() => query.refetch()} />}
    </EditorShell>
  );
}
