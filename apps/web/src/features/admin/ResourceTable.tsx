import type { AdminListRow } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { type Column, DataTable } from './DataTable';
import { formatDateTime } from './format';
import { RowActions } from './RowActions';
import { ListStatus } from './ListStatus';
import { Thumb } from './Thumb';
import { focusRing, muted } from './ui';
import { type BulkApi, useBulkActions } from './useBulkActions';
import { useDeleteConfirm } from './useDeleteConfirm';
import type { ListState, SortKey } from './useListState';

interface ListQueryResult {
  data?: { rows: AdminListRow[]; total: number } | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
}

interface ResourceTableProps {
  caption: string;
  list: ListQueryResult;
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
  /** `/admin/class` -> edit links `/admin/class/{id}/edit`. */
  basePath: string;
  /** Public address of a published row, for "View on site". */
  siteHref?: (row: AdminListRow) => string | null;
  remove: (input: { id: number; version: number }) => Promise<unknown>;
  onDeleted: () => unknown;
  detailHeader: ReactNode;
  /** Makes the detail column sortable (media and stories sort by publication date). */
  detailSort?: SortKey;
  filters?: ReactNode;
  empty: ReactNode;
  titleHeader?: ReactNode;
  /** Checkboxes and bulk Publish / Unpublish / Delete. */
  bulk?: BulkApi;
}

/** The standard content list: picture, title and slug, detail, status, last change, actions. */
export function ResourceTable({
  caption,
  list,
  state,
  onChange,
  basePath,
  siteHref,
  remove,
  onDeleted,
  detailHeader,
  detailSort,
  filters,
  empty,
  titleHeader,
  bulk,
}: ResourceTableProps) {
  const { t } = useLingui();
  const { ask, dialog } = useDeleteConfirm<AdminListRow>(remove, onDeleted);
  const { selection, bar } = useBulkActions(bulk, list.data?.total ?? 0, onDeleted);
  const columns: Column<AdminListRow, SortKey>[] = [
    {
      id: 'image',
      header: <span className="sr-only">{t`Picture`}</span>,
      className: 'w-16',
      cell: (row) => <Thumb image={row.image} />,
    },
    {
      id: 'title',
      header: titleHeader ?? <Trans>Title</Trans>,
      sortKey: 'title',
      cell: (row) => (
        <div className="min-w-0">
          <Link href={`${basePath}/${row.id}/edit`} className={`rounded font-medium hover:underline ${focusRing}`}>
            {row.title || <span className={muted}>{t`(untitled)`}</span>}
          </Link>
          {row.slug && <p className={`truncate text-xs ${muted}`}>/{row.slug}</p>}
        </div>
      ),
    },
    {
      id: 'detail',
      header: detailHeader,
      sortKey: detailSort,
      cell: (row) => <span className={muted}>{row.detail}</span>,
    },
    { id: 'status', header: <Trans>Status</Trans>, cell: (row) => <ListStatus row={row} /> },
    {
      id: 'updated',
      header: <Trans>Last change</Trans>,
      sortKey: 'updatedAt',
      className: 'whitespace-nowrap',
      cell: (row) => <time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt)}</time>,
    },
  ];
  return (
    <>
      {bar}
      <DataTable
        selection={selection}
        caption={caption}
        columns={columns}
        rows={list.data?.rows}
        loading={list.isLoading}
        fetching={list.isFetching && !list.isLoading}
        error={list.error?.message ?? null}
        onRetry={() => list.refetch()}
        list={{ state, onChange, total: list.data?.total ?? 0, toolbar: { filters } }}
        empty={empty}
        actions={(row) => (
          <RowActions
            title={row.title}
            editHref={`${basePath}/${row.id}/edit`}
            siteHref={row.status === 'published' ? siteHref?.(row) : null}
            onDelete={() => ask(row)}
          />
        )}
      />
      {dialog}
    </>
  );
}
