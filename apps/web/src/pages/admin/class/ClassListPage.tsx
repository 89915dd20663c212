import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CLASS_TYPES, type ClassType } from '@app/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { FilterSelect } from '../../../features/admin/FilterSelect';
import { ResourceTable } from '../../../features/admin/ResourceTable';
import { button, buttonSecondary } from '../../../features/admin/ui';
import { useListState } from '../../../features/admin/useListState';
import { useClassTypeName } from '../../../features/admin/classTypes';

export default function ClassListPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const typeLabel = useClassTypeName();
  const queryClient = useQueryClient();
  const [state, update] = useListState({ sort: 'updatedAt', direction: 'desc', filters: ['classType'] });
  const classType = (CLASS_TYPES as readonly string[]).includes(state.filters.classType ?? '')
    ? (state.filters.classType as ClassType)
    : undefined;
  const query = {
    search: state.search,
    status: state.status,
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    pageSize: state.pageSize,
    classType,
  };
  const list = useQuery(trpc.admin.class.list.queryOptions(query));
  return (
    <AdminPage
      wide
      title={<Trans>Classes</Trans>}
      documentTitle={t`Classes`}
      description={<Trans>Private sessions, regular classes, workshops and events.</Trans>}
      actions={
        <>
          <Link href="/admin/pages/journey" className={buttonSecondary}>
            <Trans>Page introduction</Trans>
          </Link>
          <Link href="/admin/class/create" className={button}>
            <Plus size={18} aria-hidden />
            <Trans>New class</Trans>
          </Link>
        </>
      }
    >
      <ResourceTable
        caption={t`Classes`}
        list={list}
        state={state}
        onChange={update}
        basePath="/admin/class"
        siteHref={(row) => (row.slug ? `/class/${row.slug}` : null)}
        remove={(input) => api.admin.class.delete.mutate(input)}
        bulk={{
          selectAll: () => api.admin.class.selectAll.query(query),
          run: (input) => api.admin.class.bulk.mutate(input),
          canDelete: true,
        }}
        onDeleted={() => queryClient.invalidateQueries(trpc.admin.class.pathFilter())}
        detailHeader={<Trans>Type</Trans>}
        filters={
          <FilterSelect
            label={t`Class type`}
            value={classType ?? ''}
            allLabel={t`All types`}
            options={CLASS_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
            onChange={(value) => update({ filters: { classType: value } })}
          />
        }
        empty={
          <Trans>
            No classes yet.{' '}
            <Link href="/admin/class/create" className="underline">
              Add the first one
            </Link>
            .
          </Trans>
        }
      />
    </AdminPage>
  );
}
