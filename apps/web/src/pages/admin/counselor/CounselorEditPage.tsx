import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../../app/trpc';
import { EditorShell, idParam, itemQueryOptions } from '../../../features/admin/EditorShell';
import { CounselorForm } from './CounselorForm';

/** /admin/counselor/create and /admin/counselor/:id/edit. */
export default function CounselorEditPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useLingui();
  const id = idParam(params);
  const query = trpc.admin.counselor.get.useQuery({ id: id || 1 }, itemQueryOptions(id));
  const name = query.data?.data.name ?? '';
  return (
    <EditorShell
      id={id}
      query={query}
      title={id === null ? t`New facilitator` : name ? t`Edit “${name}”` : t`Edit facilitator`}
      back={{ href: '/admin/counselor', label: <Trans>All facilitators</Trans> }}
      notFound={t`This facilitator does not exist.`}
    >
      {(item) => <CounselorForm item={item} reload={() => query.refetch()} />}
    </EditorShell>
  );
}
