import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListRow } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import type { RouteDefinition } from '../../../app/route-definition';
import { AdminPage } from '../../../features/admin/AdminPage';
import { type Column, DataTable } from '../../../features/admin/DataTable';
import { Plus } from 'lucide-react';
import { MoveButtons } from '../../../features/admin/MoveButtons';
import { PageEditor } from '../../../features/admin/PageEditor';
import { Section } from '../../../features/admin/Section';
import { ListStatus } from '../../../features/admin/ListStatus';
import { useBulkActions } from '../../../features/admin/useBulkActions';
import { RowActions } from '../../../features/admin/RowActions';
import { button } from '../../../features/admin/ui';
import { useDeleteConfirm } from '../../../features/admin/useDeleteConfirm';
import { useReorder } from '../../../features/admin/useReorder';
import { publicPathOf, useNavNames } from '../pages/PageEditorPage';
import { FaqItemDialog } from './FaqItemDialog';

/** /admin/pages/faq and /admin/pages/corp/faq: the page's introduction, then its questions. */
export default function FaqAdminPage({ route }: { route: RouteDefinition }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const names = useNavNames(route.name);
  const code = route.code ?? 'faq';
  const scope = code === 'corporate-faq' ? 'corporate' : 'general';
  const queryClient = useQueryClient();
  const list = useQuery(
    trpc.admin.faq.list.queryOptions({ scope, sort: 'sortOrder', direction: 'asc', pageSize: 100 }),
  );
  const refresh = () => queryClient.invalidateQueries(trpc.admin.faq.list.pathFilter());
  const { rows, move, saving } = useReorder(
    list.data?.rows,
    (input) => api.admin.faq.reorder.mutate(input),
    refresh,
    (row) => row.title,
  );
  const { ask, dialog } = useDeleteConfirm<AdminListRow>((input) => api.admin.faq.delete.mutate(input), refresh);
  const { selection, bar } = useBulkActions(
    {
      selectAll: () => api.admin.faq.selectAll.query({ scope }),
      run: (input) => api.admin.faq.bulk.mutate(input),
      canDelete: true,
    },
    list.data?.total ?? 0,
    refresh,
  );
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const title = scope === 'corporate' ? t`Corporate FAQ` : t`FAQ`;

  const columns: Column<AdminListRow>[] = [
    { id: 'n', header: '#', className: 'w-10 tabular-nums', cell: (row) => (rows ? rows.indexOf(row) + 1 : '') },
    {
      id: 'q',
      header: <Trans>Question</Trans>,
      cell: (row) => (
        <button
          type="button"
          className="text-left font-medium hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          onClick={() => setEditing({ id: row.id })}
        >
          {row.title}
        </button>
      ),
    },
    { id: 's', header: <Trans>Status</Trans>, cell: (row) => <ListStatus row={row} /> },
  ];

  return (
    <AdminPage title={title} documentTitle={title} description={names?.group}>
      <div className="space-y-8">
        <PageEditor code={code} siteHref={publicPathOf(code)} title={t`Introduction`} inline />
        <Section
          title={<Trans>Questions</Trans>}
          description={<Trans>Shown on the page in this order. Use the arrows to move a question.</Trans>}
        >
          <div>
            <button type="button" className={button} onClick={() => setEditing({ id: null })}>
              <Plus size={18} aria-hidden />
              <Trans>Add question</Trans>
            </button>
          </div>
          {bar}
          <DataTable
            selection={selection}
            caption={t`Questions`}
            columns={columns}
            rows={rows}
            loading={list.isLoading}
            error={list.error?.message ?? null}
            onRetry={() => list.refetch()}
            empty={<Trans>No questions yet.</Trans>}
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
        </Section>
      </div>
      <FaqItemDialog
        id={editing?.id ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        scope={scope}
        nextSortOrder={rows?.length ?? 0}
      />
      {dialog}
    </AdminPage>
  );
}
