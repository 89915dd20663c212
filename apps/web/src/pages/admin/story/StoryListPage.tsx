import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { Plus } from 'lucide-react';
import { ResourceTable } from '../../../features/admin/ResourceTable';
import { button, buttonSecondary } from '../../../features/admin/ui';
import { useListState } from '../../../features/admin/useListState';

export default function StoryListPage() {
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
  const list = useQuery(trpc.admin.story.list.queryOptions(query));
  return (
    <AdminPage
      wide
      title={<Trans>Stories</Trans>}
      documentTitle={t`Stories`}
      description={<Trans>Stories from the community, newest first.</Trans>}
      actions={
        <>
          <Link href="/admin/pages/story" className={buttonSecondary}>
            <Trans>Page introduction</Trans>
          </Link>
          <Link href="/admin/story/create" className={button}>
            <Plus size={18} aria-hidden />
            <Trans>New story</Trans>
          </Link>
        </>
      }
    >
      <ResourceTable
        caption={t`Stories`}
        list={list}
        state={state}
        onChange={update}
        basePath="/admin/story"
        siteHref={(row) => (row.slug ? `/story#${row.slug}` : null)}
        remove={(input) => api.admin.story.delete.mutate(input)}
        bulk={{
          selectAll: () => api.admin.story.selectAll.query(query),
          run: (input) => api.admin.story.bulk.mutate(input),
          canDelete: true,
        }}
        onDeleted={() => queryClient.invalidateQueries(trpc.admin.story.pathFilter())}
        detailHeader={<Trans>Date and author</Trans>}
        detailSort="publishedAt"
        empty={<Trans>No stories yet.</Trans>}
      />
    </AdminPage>
  );
}
