import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListRow } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
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
import { ClientDialog } from './ClientDialog';

/** /admin/pages/client: the client logos on the corporate page, in order. */
export default function ClientsPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.client.list.queryOptions({ sort: 'sortOrder', direction: 'asc', pageSize: 100 }));
  const refresh = () => queryClient.invalidateQueries(trpc.admin.client.list.pathFilter());
  const { rows, move, saving } = useReorder(
    list.data?.rows,
    (input) => api.admin.client.reorder.mutate(input),
    refresh,
    (row) => row.title,
  );
  const { ask, dialog } = useDeleteConfirm<AdminListRow>((input) => api.admin.client.delete.mutate(input), refresh);
  const { selection, bar } = useBulkActions(
    {
      selectAll: () => api.admin.client.selectAll.query({}),
      run: (input) => api.admin.client.bulk.mutate(input),
      canDelete: true,
    },
    list.data?.total ?? 0,
    refresh,
  );
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);

  const columns: Column<AdminListRow>[] = [
    { id: 'n', header: '#', className: 'w-10 tabular-nums', cell: (row) => (rows ? rows.indexOf(row) + 1 : '') },
    { id: 'logo', header: <Trans>Logo</Trans>, className: 'w-16', cell: (row) => <Thumb image={row.image} contain /> },
    {
      id: 'name',
      header: <Trans>Name</Trans>,
      cell: (row) => (
        <button
          type="button"
          className={`rounded text-left font-medium hover:underline ${focusRing}`}
          onClick={() => setEditing({ id: row.id })}
        >
          {row.title}
        </button>
      ),
    },
    {
      id: 'url',
      header: <Trans>Website</Trans>,
      cell: (row) =>
        row.detail.startsWith('http') ? (
          <a href={row.detail} target="_blank" rel="noopener noreferrer" className={`break-all underline ${muted}`}>
            {row.detail}
          </a>
        ) : (
          <span className={muted}>{row.detail}</span>
        ),
    },
    { id: 'status', header: <Trans>Status</Trans>, cell: (row) => <ListStatus row={row} /> },
  ];

  return (
    <AdminPage
      wide
      title={<Trans>Corporate clients</Trans>}
      documentTitle={t`Corporate clients`}
      description={<Trans>The logos on the corporate page, in this order.</Trans>}
      actions={
        <button type="button" className={button} onClick={() => setEditing({ id: null })}>
          <Plus size={18} aria-hidden />
          <Trans>Add client</Trans>
        </button>
      }
    >
      {bar}
      <DataTable
        selection={selection}
        caption={t`Corporate clients`}
        columns={columns}
        rows={rows}
        loading={list.isLoading}
        error={list.error?.message ?? null}
        onRetry={() => list.refetch()}
        empty={<Trans>No clients yet.</Trans>}
        actions={(row, index) => (
          <>
            <MoveButtons
              name={row.title}
              index={index}
              count={rows?.length ?? 0}
              disabled={saving}
              onMove={(delta) => move(row.id, delta)}
            />
            <RowActions title={row.title} onEdit={() => setEditing({ id: row.id })} onDelete={() => ask(row)} />
          </>
        )}
      />
      <ClientDialog
        id={editing?.id ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        nextSortOrder={rows?.length ?? 0}
      />
      {dialog}
    </AdminPage>
  );
}
