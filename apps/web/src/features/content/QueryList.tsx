import type { ReactNode } from 'react';
import { Loading, Skeleton } from './Skeleton';

interface QueryListProps<T extends { id: number | string }> {
  /** The query: its answer (undefined until it comes), and whether the first answer is still on its way. */
  query: { data: readonly T[] | undefined; isPending: boolean };
  /** The list's classes, its placeholders' too. */
  className: string;
  /** How many placeholders stand in for the list while it loads, and each one's classes. */
  placeholderCount: number;
  placeholderClassName: string;
  /** One item's content, inside its list item. */
  renderItem: (item: T) => ReactNode;
  /** What shows when there are none. */
  empty: ReactNode;
}

/** A list a page reads by a query: placeholders while it loads, then its items, or what to say when there are none. */
export function QueryList<T extends { id: number | string }>({
  query,
  className,
  placeholderCount,
  placeholderClassName,
  renderItem,
  empty,
}: QueryListProps<T>) {
  if (query.isPending) {
    return (
      <Loading className={className}>
        {Array.from({ length: placeholderCount }, (_, i) => `placeholder-${i}`).map((key) => (
          <Skeleton key={key} className={placeholderClassName} />
        ))}
      </Loading>
    );
  }
  if (!query.data || query.data.length === 0) return <>{empty}</>;
  return (
    <ul className={className}>
      {query.data.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
