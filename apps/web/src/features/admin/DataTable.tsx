import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from './icons';
import { type ReactNode, useId } from 'react';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';
import { buttonSecondary, focusRing, input, muted } from './ui';
import type { ListState, SortKey } from './useListState';

export interface Column<T> {
  id: string;
  header: ReactNode;
  /** Makes the header a sort button for this server-side sort key. */
  sortKey?: SortKey;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface DataTableProps<T extends { id: number }> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  total: number;
  /** The first load (no rows yet). */
  loading: boolean;
  /** A later load (new page, sort or search) while the old rows are still shown. */
  fetching?: boolean;
  error?: string | null;
  onRetry?: () => void;
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
  /** Filter selects shown after the search box and the status filter. */
  filters?: ReactNode;
  statusFilter?: boolean;
  empty: ReactNode;
  actions?: (row: T) => ReactNode;
}

const skeletonRows = ['a', 'b', 'c', 'd', 'e'];

/** A server-side list: search (debounced), filters, sortable headers (aria-sort), pages. */
export function DataTable<T extends { id: number }>({
  caption,
  columns,
  rows,
  total,
  loading,
  fetching,
  error,
  onRetry,
  state,
  onChange,
  filters,
  statusFilter = true,
  empty,
  actions,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const statusId = useId();
  const sortBy = (key: SortKey) => {
    if (state.sort === key) onChange({ direction: state.direction === 'asc' ? 'desc' : 'asc' });
    else onChange({ sort: key, direction: key === 'title' || key === 'sortOrder' ? 'asc' : 'desc' });
  };
  const colSpan = columns.length + (actions ? 1 : 0);
  const filtered = state.search !== '' || state.status !== 'all' || Object.values(state.filters).some(Boolean);

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-end gap-2">
        <SearchBox value={state.search} onSearch={(search) => onChange({ search })} />
        {statusFilter && (
          <div>
            <label htmlFor={statusId} className="sr-only">
              <Trans>Status</Trans>
            </label>
            <select
              id={statusId}
              value={state.status}
              onChange={(event) => onChange({ status: event.target.value as ListState['status'] })}
              className={`${input} mt-0 w-auto`}
            >
              <option value="all">{t`All statuses`}</option>
              <option value="published">{t`Published`}</option>
              <option value="draft">{t`Draft`}</option>
            </select>
          </div>
        )}
        {filters}
      </div>
      <div
        className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-dark/5 dark:bg-white/5 dark:ring-sand/10"
        aria-busy={loading || fetching ? true : undefined}
      >
        <table className={`w-full min-w-[500px] text-left text-sm ${fetching ? 'opacity-60' : ''}`}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-dark/10 text-xs tracking-wide text-dark/70 uppercase dark:border-sand/15 dark:text-sand/70">
            <tr>
              {columns.map((column) => {
                const active = column.sortKey && state.sort === column.sortKey;
                const ariaSort = active ? (state.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={column.sortKey ? (ariaSort ?? 'none') : undefined}
                    className={`px-3 py-2.5 font-semibold ${column.className ?? ''}`}
                  >
                    {column.sortKey ? (
                      <button
                        type="button"
                        onClick={() => sortBy(column.sortKey!)}
                        className={`-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-dark dark:hover:text-sand ${focusRing}`}
                      >
                        {column.header}
                        {active ? (
                          state.direction === 'asc' ? (
                            <Icon name="ArrowUp" size={14} />
                          ) : (
                            <Icon name="ArrowDown" size={14} />
                          )
                        ) : (
                          <Icon name="ArrowUpDown" size={14} className="opacity-40" />
                        )}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {actions && (
                <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                  <Trans>Actions</Trans>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-dark/5 dark:divide-sand/10">
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
            ) : rows && rows.length === 0 ? (
              <tr>
                <td colSpan={colSpan} className={`px-3 py-10 text-center ${muted}`}>
                  {filtered ? <Trans>Nothing matches these filters.</Trans> : empty}
                </td>
              </tr>
            ) : (
              rows?.map((row) => (
                <tr key={row.id} className="hover:bg-dark/[0.02] dark:hover:bg-sand/[0.03]">
                  {columns.map((column) => (
                    <td key={column.id} className={`px-3 py-2.5 align-middle ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions && (
                    <td className="px-3 py-2 text-right whitespace-nowrap">
                      <div className="inline-flex items-center gap-1">{actions(row)}</div>
                    </td>
                  )}
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
      {rows && total > 0 && (
        <Pagination
          page={state.page}
          pageSize={state.pageSize}
          total={total}
          onPage={(page) => onChange({ page })}
          onPageSize={(pageSize) => onChange({ pageSize })}
        />
      )}
    </div>
  );
}
