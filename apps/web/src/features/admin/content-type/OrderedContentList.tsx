import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListRow, AnyField, ContentType } from '@app/contract';
import type { FaqScope } from '@app/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { type Column, DataTable } from '../DataTable';
import { ListStatus } from '../ListStatus';
import { MoveButtons } from '../MoveButtons';
import { RowActions } from '../RowActions';
import { Thumb } from '../Thumb';
import { button, focusRing, muted } from '../ui';
import { useBulkActions } from '../useBulkActions';
import { useDeleteConfirm } from '../useDeleteConfirm';
import { useReorder } from '../useReorder';
import { ContentDialog } from './ContentDialog';
import { type ContentTypeName, clientOf, useBindingOf } from './procedures';

/**
 * The list of a type the site shows in its own order (`list.ordered`: slides, clients, FAQ items): every item on one
 * page, moved with arrows, with bulk actions; an item opens its page, or a dialog over the list (`editIn`). `scope` is
 * the list's value of the type's dividing field (a FAQ's page). `newButton` places the button that adds an item.
 */
export function OrderedContentList({
  type,
  scope,
  children,
}: {
  type: ContentType;
  scope?: string;
  children: (parts: { newButton: ReactNode; table: ReactNode }) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const name = type.name as ContentTypeName;
  const procedures = clientOf(name);
  const binding = useBindingOf(name);
  const queryClient = useQueryClient();
  const listQuery = { sort: 'sortOrder', direction: 'asc', pageSize: 100, ...(scope && { scope: scope as FaqScope }) };
  const list = useQuery(binding.list.queryOptions(listQuery as never));
  const refresh = () => queryClient.invalidateQueries(binding.pathFilter());
  const { rows, move, saving } = useReorder(
    list.data?.rows,
    (input) => procedures.reorder.mutate(input),
    refresh,
    (row) => row.title,
  );
  const { ask, dialog } = useDeleteConfirm<AdminListRow>((input) => procedures.delete.mutate(input), refresh);
  const { selection, bar } = useBulkActions(
    {
      selectAll: () => procedures.selectAll.query(scope ? ({ scope } as never) : {}),
      run: (input) => procedures.bulk.mutate(input),
      canDelete: true,
    },
    list.data?.total ?? 0,
    refresh,
  );
  const [editing, setEditing] = useState<{ id: number | null; sortOrder?: number } | null>(null);
  // A new item goes after the last one, whose place is read from it (places need not run 0, 1, 2…).
  const addAtEnd = async () => {
    const last = rows?.at(-1);
    const place = last
      ? await procedures.get.query({ id: last.id }).then(
          (item) => Number((item.data as { sortOrder?: number }).sortOrder ?? rows?.length ?? 0) + 1,
          () => rows?.length ?? 0,
        )
      : 0;
    setEditing({ id: null, sortOrder: place });
  };
  const inDialog = type.editIn === 'dialog';
  const editHref = (row: AdminListRow) => `${type.paths.admin}/${row.id}/edit`;
  const imageField = Object.values(type.fields as Record<string, AnyField>).find((field) => field.kind === 'image');
  const { detailHeader, titleHeader } = type.list;

  const columns: Column<AdminListRow>[] = [
    {
      id: 'order',
      header: <abbr title={t`Order`}>#</abbr>,
      className: 'w-12 tabular-nums',
      cell: (row) => (rows ? rows.indexOf(row) + 1 : ''),
    },
    ...(imageField
      ? [
          {
            id: 'image',
            header: i18n._(imageField.label),
            className: 'w-16',
            cell: (row: AdminListRow) => <Thumb image={row.image} contain={imageField.contain} />,
          },
        ]
      : []),
    {
      id: 'title',
      header: titleHeader ? i18n._(titleHeader) : i18n._((type.fields[type.titleField] as AnyField).label),
      cell: (row) =>
        inDialog ? (
          <button
            type="button"
            className={`rounded text-left font-medium hover:underline ${focusRing}`}
            onClick={() => setEditing({ id: row.id })}
          >
            {row.title}
          </button>
        ) : (
          <Link href={editHref(row)} className={`rounded font-medium hover:underline ${focusRing}`}>
            {row.title}
          </Link>
        ),
    },
    ...(detailHeader
      ? [
          {
            id: 'detail',
            header: i18n._(detailHeader),
            cell: (row: AdminListRow) =>
              /^https?:\/\//.test(row.detail) ? (
                <a
                  href={row.detail}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`break-all underline ${muted}`}
                >
                  {row.detail}
                </a>
              ) : (
                <span className={`break-all ${muted}`}>{row.detail}</span>
              ),
          },
        ]
      : []),
    type.status?.control === 'switch'
      ? { id: 'status', header: <Trans>Shown</Trans>, cell: (row) => <ListStatus row={row} wording="active" /> }
      : { id: 'status', header: <Trans>Status</Trans>, cell: (row) => <ListStatus row={row} /> },
  ];

  const newLabel = i18n._(type.words.newButton);
  const newButton = inDialog ? (
    <button type="button" className={button} onClick={addAtEnd}>
      <Plus size={18} aria-hidden />
      {newLabel}
    </button>
  ) : (
    <Link href={`${type.paths.admin}/create`} className={button}>
      <Plus size={18} aria-hidden />
      {newLabel}
    </Link>
  );
  const table = (
    <>
      {bar}
      <DataTable
        selection={selection}
        caption={i18n._(type.words.caption ?? type.words.plural)}
        columns={columns}
        rows={rows}
        loading={list.isLoading}
        error={list.error?.message ?? null}
        onRetry={() => list.refetch()}
        empty={i18n._(type.words.empty)}
        actions={(row, index) => (
          <>
            <MoveButtons
              name={row.title}
              index={index}
              count={rows?.length ?? 0}
              disabled={saving}
              onMove={(delta) => move(row.id, delta)}
            />
            <RowActions
              title={row.title}
              {...(inDialog ? { onEdit: () => setEditing({ id: row.id }) } : { editHref: editHref(row) })}
              onDelete={() => ask(row)}
            />
          </>
        )}
      />
      {inDialog && (
        <ContentDialog
          type={type}
          id={editing?.id ?? null}
          open={editing !== null}
          onClose={() => setEditing(null)}
          defaults={{
            sortOrder: editing?.sortOrder ?? 0,
            ...(type.list.scope && scope && { [type.list.scope]: scope }),
          }}
        />
      )}
      {dialog}
    </>
  );
  return <>{children({ newButton, table })}</>;
}
