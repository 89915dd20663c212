import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../../app/trpc';
import { EditorShell, idParam, itemQueryOptions } from '../../../features/admin/EditorShell';
import { ClassForm } from './ClassForm';

/** /admin/class/create and /admin/class/:id/edit. */
export default function ClassEditPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useLingui();
  const id = idParam(params);
  const query = trpc.admin.class.get.useQuery({ id: id || 1 }, itemQueryOptions(id));
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
