import type { ReactNode } from 'react';
import type { Column } from './DataTable';
import { formatDateTime } from './format';

/** A table's column of when each row came in, its date and time kept on one line. */
export function createdAtColumn<T extends { createdAt: string }, S extends string = string>(
  id: string,
  header: ReactNode,
  sortKey?: S,
): Column<T, S> {
  return { id, header, sortKey, className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.createdAt) };
}
