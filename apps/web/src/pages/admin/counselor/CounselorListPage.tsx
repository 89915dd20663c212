import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COUNSELOR_GROUPS, type CounselorGroup } from '@app/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { FilterSelect } from '../../../features/admin/FilterSelect';
import { Plus } from 'lucide-react';
import { ResourceTable } from '../../../features/admin/ResourceTable';
import { button, buttonSecondary } from '../../../features/admin/ui';
import { useListState } from '../../../features/admin/useListState';
import { useGroupBadge } from '../../../features/facilitators/groups';

export default function CounselorListPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const groupLabel = useGroupBadge();
  const queryClient = useQueryClient();
  const [state, update] = useListState({ sort: 'sortOrder', direction: 'asc', filters: ['group'] });
  const group = (COUNSELOR_GROUPS as readonly string[]).includes(state.filters.group ?? '')
    ? (state.filters.group as CounselorGroup)
    : undefined;
  const query = {
    search: state.search,
    status: state.status,
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    pageSize: state.pageSize,
    group,
  };
  const list = useQuery(trpc.admin.counselor.list.queryOptions(query));
  return (
    <AdminPage
      wide
      title={<Trans>Facilitator profiles</Trans>}
      documentTitle={t`Facilitator profiles`}
      actions={
        <>
          <Link href="/admin/pages/counselor" className={buttonSecondary}>
            <Trans>Page introduction</Trans>
          </Link>
          <Link href="/admin/counselor/create" className={button}>
            <Plus size={18} aria-hidden />
            <Trans>New facilitator</Trans>
          </Link>
        </>
      }
    >
      <ResourceTable
        caption={t`Facilitators`}
        titleHeader={<Trans>Name</Trans>}
        list={list}
        state={state}
        onChange={update}
        basePath="/admin/counselor"
        siteHref={(row) => (row.slug ? `/facilitators/${row.slug}` : null)}
        remove={(input) => api.admin.counselor.delete.mutate(input)}
        bulk={{
          selectAll: () => api.admin.counselor.selectAll.query(query),
          run: (input) => api.admin.counselor.bulk.mutate(input),
          canDelete: true,
        }}
        onDeleted={() => queryClient.invalidateQueries(trpc.admin.counselor.pathFilter())}
        detailHeader={<Trans>Groups</Trans>}
        filters={
          <FilterSelect
            label={t`Group`}
            value={group ?? ''}
            allLabel={t`All groups`}
            options={COUNSELOR_GROUPS.map((value) => ({ value, label: groupLabel(value) }))}
            onChange={(value) => update({ filters: { group: value } })}
          />
        }
        empty={<Trans>No facilitators yet.</Trans>}
      />
    </AdminPage>
  );
}
