import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListRow } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { type Column, DataTable } from '../../../features/admin/DataTable';
import { Plus } from 'lucide-react';
import { MoveButtons } from '../../../features/admin/MoveButtons';
import { RowActions } from '../../../features/admin/RowActions';
import { ListStatus } from '../../../features/admin/ListStatus';
import { useBulkActions } from '../../../features/admin/useBulkActions';
import { Thumb } from '../../../features/admin/Thumb';
import { button, focusRing, muted } from '../../../features/admin/ui';
import { useDeleteConfirm } from '../../../features/admin/useDeleteConfirm';
import { useReorder } from '../../../features/admin/useReorder';

/** The home page slider: slides in the order they show, with up/down to reorder. */
export default function SliderListPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.slider.list.queryOptions({ sort: 'sortOrder', direction: 'asc', pageSize: 100 }));
  const refresh = () => queryClient.invalidateQueries(trpc.admin.slider.pathFilter());
  const { rows, move, saving } = useReorder(
    list.data?.rows,
    (input) => api.admin.slider.reorder.mutate(input),
    refresh,
    (row) => row.title,
  );
  const { ask, dialog } = useDeleteConfirm<AdminListRow>((input) => api.admin.slider.delete.mutate(input), refresh);
  const { selection, bar } = useBulkActions(
    {
      selectAll: () => api.admin.slider.selectAll.query({}),
      run: (input) => api.admin.slider.bulk.mutate(input),
      canDelete: true,
    },
    list.data?.total ?? 0,
    refresh,
  );

  const columns: Column<AdminListRow>[] = [
    {
      id: 'order',
      header: <Trans>Order</Trans>,
      className: 'w-14 tabular-nums',
      cell: (row) => (rows ? rows.indexOf(row) + 1 : ''),
    },
    {
      id: 'image',
      header: <span className="sr-only">{t`Picture`}</span>,
      className: 'w-16',
      cell: (row) => <Thumb image={row.image} />,
    },
    {
      id: 'title',
      header: <Trans>Title</Trans>,
      cell: (row) => (
        <Link href={`/admin/slider/${row.id}/edit`} className={`rounded font-medium hover:underline ${focusRing}`}>
          {row.title}
        </Link>
      ),
    },
    {
      id: 'link',
      header: <Trans>Link</Trans>,
      cell: (row) => <span className={`break-all ${muted}`}>{row.detail}</span>,
    },
    { id: 'active', header: <Trans>Shown</Trans>, cell: (row) => <ListStatus row={row} wording="active" /> },
  ];

  return (
    <AdminPage
      wide
      title={<Trans>Home slider</Trans>}
      documentTitle={t`Home slider`}
      description={
        <Trans>The slides at the top of the home page, in this order. Hidden slides are kept but not shown.</Trans>
      }
      actions={
        <Link href="/admin/slider/create" className={button}>
          <Plus size={18} aria-hidden />
          <Trans>New slide</Trans>
        </Link>
      }
    >
      {bar}
      <DataTable
        selection={selection}
        caption={t`Slides`}
        columns={columns}
        rows={rows}
        loading={list.isLoading}
        error={list.error?.message ?? null}
        onRetry={() => list.refetch()}
        empty={<Trans>No slides yet. The home page shows its introduction instead.</Trans>}
        actions={(row, index) => (
          <>
            <MoveButtons
              name={row.title}
              index={index}
              count={rows?.length ?? 0}
              disabled={saving}
              onMove={(delta) => move(row.id, delta)}
            />
            <RowActions title={row.title} editHref={`/admin/slider/${row.id}/edit`} onDelete={() => ask(row)} />
          </>
        )}
      />
      {dialog}
    </AdminPage>
  );
}
