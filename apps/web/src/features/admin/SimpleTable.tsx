import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Column } from './DataTable';
import { buttonSecondary, muted } from './ui';

interface SimpleTableProps<T extends { id: number }> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  loading: boolean;
  error?: string | null;
  onRetry?: () => void;
  empty: ReactNode;
  actions?: (row: T, index: number) => ReactNode;
}

/** A short, whole list (no search or pages): slides, clients, FAQ items. */
export function SimpleTable<T extends { id: number }>({
  caption,
  columns,
  rows,
  loading,
  error,
  onRetry,
  empty,
  actions,
}: SimpleTableProps<T>) {
  const colSpan = columns.length + (actions ? 1 : 0);
  return (
    <div
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-dark/5 dark:bg-white/5 dark:ring-sand/10"
      aria-busy={loading ? true : undefined}
    >
      <table className="w-full min-w-[500px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-dark/10 text-xs tracking-wide text-dark/70 uppercase dark:border-sand/15 dark:text-sand/70">
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={`px-3 py-2.5 font-semibold ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                <Trans>Actions</Trans>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-dark/5 dark:divide-sand/10">
          {loading && !rows ? (
            <tr>
              <td colSpan={colSpan} className="px-3 py-3">
                <p role="status" className="sr-only">
                  <Trans>Loading…</Trans>
                </p>
                <div aria-hidden className="space-y-3">
                  {['a', 'b', 'c'].map((key) => (
                    <div
                      key={key}
                      className="h-5 animate-pulse rounded bg-dark/10 motion-reduce:animate-none dark:bg-sand/10"
                    />
                  ))}
                </div>
              </td>
            </tr>
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
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.id} className={`px-3 py-2.5 align-middle ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    <div className="inline-flex items-center gap-1">{actions(row, index)}</div>
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
