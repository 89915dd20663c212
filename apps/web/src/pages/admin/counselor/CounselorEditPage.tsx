import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../../app/trpc';
import { EditorShell, idParam, itemQueryOptions } from '../../../features/admin/EditorShell';
import { CounselorForm } from './CounselorForm';

/** /admin/counselor/create and /admin/counselor/:id/edit. */
export default function CounselorEditPage({ params }: { params: Record<string, string | undefined> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const id = idParam(params);
  const query = useQuery(trpc.admin.counselor.get.queryOptions({ id: id || 1 }, itemQueryOptions(id)));
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
