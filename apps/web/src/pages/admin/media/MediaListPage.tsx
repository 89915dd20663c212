import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { Plus } from 'lucide-react';
import { ResourceTable } from '../../../features/admin/ResourceTable';
import { button, buttonSecondary } from '../../../features/admin/ui';
import { useListState } from '../../../features/admin/useListState';

export default function MediaListPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [state, update] = useListState({ sort: 'publishedAt', direction: 'desc' });
  const query = {
    search: state.search,
    status: state.status,
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    pageSize: state.pageSize,
  };
  const list = useQuery(trpc.admin.media.list.queryOptions(query));
  return (
    <AdminPage
      wide
      title={<Trans>Media articles</Trans>}
      documentTitle={t`Media articles`}
      description={<Trans>Press coverage and articles, newest first.</Trans>}
      actions={
        <>
          <Link href="/admin/pages/media" className={buttonSecondary}>
            <Trans>Page introduction</Trans>
          </Link>
          <Link href="/admin/media/create" className={button}>
            <Plus size={18} aria-hidden />
            <Trans>New article</Trans>
          </Link>
        </>
      }
    >
      <ResourceTable
        caption={t`Media articles`}
        list={list}
        state={state}
        onChange={update}
        basePath="/admin/media"
        siteHref={(row) => (row.slug ? `/media#${row.slug}` : null)}
        remove={(input) => api.admin.media.delete.mutate(input)}
        bulk={{
          selectAll: () => api.admin.media.selectAll.query(query),
          run: (input) => api.admin.media.bulk.mutate(input),
          canDelete: true,
        }}
        onDeleted={() => queryClient.invalidateQueries(trpc.admin.media.pathFilter())}
        detailHeader={<Trans>Date and source</Trans>}
        detailSort="publishedAt"
        empty={<Trans>No media articles yet.</Trans>}
      />
    </AdminPage>
  );
}
