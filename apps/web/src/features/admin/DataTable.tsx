import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ColumnDef,
  columnFilteringFeature,
  globalFilteringFeature,
  type PaginationState,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';
import { buttonSecondary, focusRing, input, muted } from './ui';
import type { Direction, ListState } from './useListState';

/** One column of a back-office table: how its header and its cells look. */
export interface Column<T, S extends string = string> {
  id: string;
  header: ReactNode;
  /** Makes the header a sort button for this server-side sort key. */
  sortKey?: S | undefined;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
}

/** A server-side list's view: the search, sort and page the server is asked for (see useListState). */
export interface ListView<S extends string> {
  search: string;
  sort: S;
  direction: Direction;
  page: number;
  pageSize: number;
  status?: ListState['status'];
  /** The page's own filters (type, group…), '' when unset. */
  filters?: Record<string, string>;
}

/** What makes a table a server-side list: the view, how to change it, and how many rows match in all. */
interface ServerList<S extends string> {
  state: ListView<S>;
  onChange: (patch: Partial<ListView<S>>) => void;
  total: number;
  /** The search box, status select and these filters above the table; `false` when the page draws its own. */
  toolbar?: { statusFilter?: boolean; filters?: ReactNode; searchLabel?: string } | false;
}

interface DataTableProps<T extends { id: number }, S extends string> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly Column<T, S>[];
  rows: readonly T[] | undefined;
  /** The first load (no rows yet). */
  loading: boolean;
  /** A later load (new page, sort or search) while the old rows are still shown. */
  fetching?: boolean;
  error?: string | null;
  onRetry?: () => void;
  empty: ReactNode;
  actions?: (row: T, index: number) => ReactNode;
  /** Search, sort and pages done by the server; without it the rows are the whole (short) list. */
  list?: ServerList<S>;
  /** A checkbox per row and one for the page (bulk actions, `useBulkActions`). */
  selection?: RowSelection<T> | undefined;
  /**
   * Below 640 px each row is a card: its cells one under another, each under its column's name, the
   * actions last, so a phone shows every button without scrolling sideways.
   */
  cardsOnPhone?: boolean;
}

interface RowSelection<T> {
  isSelected: (id: number) => boolean;
  toggle: (row: T) => void;
  togglePage: (rows: readonly T[], selected: boolean) => void;
  label: (row: T) => string;
}

// The table's model: sorting, the search (global filter) and pages, all done by the server (manual*):
// the table keeps their state in the address bar's terms and renders the page it is given.
const features = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
});
const NO_ROWS: never[] = [];
const skeletonRows = ['a', 'b', 'c', 'd', 'e'];

interface ColumnMeta {
  className: string;
}

const apply = <V,>(updater: Updater<V>, current: V): V =>
  typeof updater === 'function' ? (updater as (old: V) => V)(current) : updater;

/** The first click on a header sorts titles and positions A→Z, dates newest first. */
const startsDescending = (key: string) => key !== 'title' && key !== 'sortOrder';

/**
 * The back office's one table (TanStack Table, headless): sortable headers (aria-sort), and for a
 * server-side list a debounced search box, a status filter, the page's own filters and pages.
 */
export function DataTable<T extends { id: number }, S extends string = string>({
  caption,
  columns,
  rows,
  loading,
  fetching,
  error,
  onRetry,
  empty,
  actions,
  list,
  selection,
  cardsOnPhone = false,
}: DataTableProps<T, S>) {
  const { t } = useLingui();
  const statusId = useId();
  const view = list?.state;

  const columnDefs: ColumnDef<typeof features, T>[] = columns.map((column) => ({
    id: column.id,
    // The server sorts; the table only needs to know the column has values (an accessor) to offer it.
    accessorFn: (row) => row.id,
    header: () => column.header,
    cell: (context) => column.cell(context.row.original, context.row.index),
    enableSorting: Boolean(list && column.sortKey),
    sortDescFirst: column.sortKey ? startsDescending(column.sortKey) : false,
    meta: { className: column.className ?? '' } satisfies ColumnMeta,
  }));
  if (selection) {
    const pageRows = rows ?? NO_ROWS;
    const all = pageRows.length > 0 && pageRows.every((row) => selection.isSelected(row.id));
    columnDefs.unshift({
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          className={`h-4 w-4 accent-primary ${focusRing}`}
          checked={all}
          disabled={pageRows.length === 0}
          aria-label={t`Select every item on this page`}
          onChange={(event) => selection.togglePage(pageRows, event.target.checked)}
        />
      ),
      cell: (context) => (
        <input
          type="checkbox"
          className={`h-4 w-4 accent-primary ${focusRing}`}
          checked={selection.isSelected(context.row.original.id)}
          aria-label={selection.label(context.row.original)}
          onChange={() => selection.toggle(context.row.original)}
        />
      ),
      enableSorting: false,
      meta: { className: 'w-8' } satisfies ColumnMeta,
    });
  }
  if (actions) {
    columnDefs.push({
      id: 'actions',
      header: () => <Trans>Actions</Trans>,
      cell: (context) => (
        <div className={`inline-flex items-center gap-1 ${cardsOnPhone ? 'max-sm:flex' : ''}`}>
          {actions(context.row.original, context.row.index)}
        </div>
      ),
      enableSorting: false,
      meta: { className: 'text-right whitespace-nowrap' } satisfies ColumnMeta,
    });
  }
  const sortedColumn = view ? columns.find((column) => column.sortKey === view.sort) : undefined;
  const sorting: SortingState = sortedColumn && view ? [{ id: sortedColumn.id, desc: view.direction === 'desc' }] : [];
  const pagination: PaginationState = { pageIndex: (view?.page ?? 1) - 1, pageSize: view?.pageSize ?? 100 };

  const table = useTable({
    features,
    columns: columnDefs,
    data: (rows ?? NO_ROWS) as T[],
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    autoResetPageIndex: false,
    enableMultiSort: false,
    enableSortingRemoval: false,
    rowCount: list?.total ?? rows?.length ?? 0,
    state: { sorting, pagination, globalFilter: view?.search ?? '' },
    onSortingChange: (updater) => {
      const [next] = apply(updater, sorting);
      const key = columns.find((column) => column.id === next?.id)?.sortKey;
      if (next && key) list?.onChange({ sort: key, direction: next.desc ? 'desc' : 'asc' });
    },
    onGlobalFilterChange: (updater) => list?.onChange({ search: String(apply(updater, view?.search ?? '')) }),
    onPaginationChange: (updater) => {
      const next = apply(updater, pagination);
      if (next.pageSize !== pagination.pageSize) list?.onChange({ pageSize: next.pageSize });
      else if (next.pageIndex !== pagination.pageIndex) list?.onChange({ page: next.pageIndex + 1 });
    },
  });

  const colSpan = columnDefs.length;
  const toolbar = list?.toolbar === false ? null : (list?.toolbar ?? {});
  const filtered =
    toolbar !== null &&
    view !== undefined &&
    (view.search !== '' ||
      (view.status !== undefined && view.status !== 'all') ||
      Object.values(view.filters ?? {}).some(Boolean));
  const metaOf = (meta: unknown) => (meta as ColumnMeta | undefined)?.className ?? '';
  const headerOf = new Map(columns.map((column) => [column.id, column.header]));
  // A table laid out as cards loses its table semantics in some browsers (the elements' display changes):
  // the roles say it again.
  const cards = cardsOnPhone
    ? {
        table: { role: 'table', className: 'max-sm:block max-sm:min-w-0' },
        head: { role: 'rowgroup', className: 'max-sm:sr-only' },
        body: { role: 'rowgroup', className: 'max-sm:block' },
        row: { role: 'row', className: 'max-sm:block max-sm:py-2' },
        header: { role: 'columnheader' },
        cell: {
          role: 'cell',
          className: 'max-sm:block max-sm:px-4 max-sm:py-1.5 max-sm:text-left max-sm:whitespace-normal',
        },
      }
    : null;

  return (
    <div>
      {list && toolbar && (
        <div className="mb-3 flex flex-wrap items-end gap-2">
          <SearchBox
            value={view?.search ?? ''}
            onSearch={(search) => table.setGlobalFilter(search)}
            label={toolbar.searchLabel}
          />
          {toolbar.statusFilter !== false && (
            <div>
              <label htmlFor={statusId} className="sr-only">
                <Trans>Status</Trans>
              </label>
              <select
                id={statusId}
                value={view?.status ?? 'all'}
                onChange={(event) => list.onChange({ status: event.target.value as ListState['status'] })}
                className={`${input} mt-0 w-auto`}
              >
                <option value="all">{t`All statuses`}</option>
                <option value="published">{t`Published`}</option>
                <option value="draft">{t`Draft`}</option>
              </select>
            </div>
          )}
          {toolbar.filters}
        </div>
      )}
      <div
        className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-dark/5 dark:bg-white/5 dark:ring-sand/10"
        aria-busy={loading || fetching ? true : undefined}
      >
        <table
          role={cards?.table.role}
          className={`w-full min-w-[500px] text-left text-sm ${cards?.table.className ?? ''} ${fetching ? 'opacity-60' : ''}`}
        >
          <caption className="sr-only">{caption}</caption>
          <thead
            role={cards?.head.role}
            className={`border-b border-dark/10 text-xs tracking-wide text-dark/70 uppercase dark:border-sand/15 dark:text-sand/70 ${cards?.head.className ?? ''}`}
          >
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role={cards?.row.role}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const sortable = column.getCanSort();
                  const sorted = column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      role={cards?.header.role}
                      scope="col"
                      aria-sort={
                        sortable
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      className={`px-3 py-2.5 font-semibold ${metaOf(column.columnDef.meta)}`}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          onClick={column.getToggleSortingHandler()}
                          className={`-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-dark dark:hover:text-sand ${focusRing}`}
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp size={14} aria-hidden />
                          ) : sorted === 'desc' ? (
                            <ArrowDown size={14} aria-hidden />
                          ) : (
                            <ArrowUpDown size={14} aria-hidden className="opacity-40" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody
            role={cards?.body.role}
            className={`divide-y divide-dark/5 dark:divide-sand/10 ${cards?.body.className ?? ''}`}
          >
            {loading && !rows ? (
              skeletonRows.map((key) => (
                <tr key={key} aria-hidden>
                  <td colSpan={colSpan} className="px-3 py-3">
                    <div className="h-5 animate-pulse rounded bg-dark/10 motion-reduce:animate-none dark:bg-sand/10" />
                  </td>
                </tr>
              ))
            ) : error && !rows ? (
              <tr>
                <td colSpan={colSpan} className="px-3 py-8 text-center">
                  <p role="alert" className="text-danger dark:text-red-400">
                    {error}
                  </p>
                  {onRetry && (
                    <button type="button" className={`${buttonSecondary} mt-3`} onClick={onRetry}>
                      <Trans>Try again</Trans>
                    </button>
                  )}
                </td>
              </tr>
            ) : !rows || rows.length === 0 ? (
              <tr>
                <td colSpan={colSpan} className={`px-3 py-10 text-center ${muted}`}>
                  {filtered ? <Trans>Nothing matches these filters.</Trans> : empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  role={cards?.row.role}
                  className={`hover:bg-dark/[0.02] dark:hover:bg-sand/[0.03] ${cards?.row.className ?? ''}`}
                >
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      role={cards?.cell.role}
                      className={`${cell.column.id === 'actions' ? 'px-3 py-2' : 'px-3 py-2.5 align-middle'} ${metaOf(cell.column.columnDef.meta)} ${cards?.cell.className ?? ''}`}
                    >
                      {cards && headerOf.has(cell.column.id) && (
                        // The column's name above the value on a phone; the table's header says it to screen readers.
                        <span
                          aria-hidden
                          className={`hidden text-xs font-semibold tracking-wide uppercase max-sm:block ${muted}`}
                        >
                          {headerOf.get(cell.column.id)}
                        </span>
                      )}
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {loading && !rows ? (
        <p role="status" className="sr-only">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {list && rows && list.total > 0 && (
        <Pagination
          page={pagination.pageIndex + 1}
          pageSize={pagination.pageSize}
          total={list.total}
          onPage={(page) => table.setPageIndex(page - 1)}
          onPageSize={(size) => table.setPageSize(size)}
        />
      )}
    </div>
  );
}
