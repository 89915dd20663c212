import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

export type SortKey = 'title' | 'updatedAt' | 'sortOrder' | 'publishedAt';
export type Direction = 'asc' | 'desc';

export interface ListState {
  search: string;
  status: 'all' | 'draft' | 'published';
  sort: SortKey;
  direction: Direction;
  page: number;
  pageSize: number;
  /** Extra filters (classType, group), '' when unset. */
  filters: Record<string, string>;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

const STATUSES = ['all', 'draft', 'published'] as const;
const SORTS: readonly SortKey[] = ['title', 'updatedAt', 'sortOrder', 'publishedAt'];

/**
 * A list's search, filters, sort and page, kept in the address bar so a reload or coming back from
 * the editor shows the same rows.
 */
export function useListState(defaults: { sort: SortKey; direction: Direction; filters?: readonly string[] }) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filterKey = (defaults.filters ?? []).join(',');

  const state = useMemo<ListState>(() => {
    const params = new URLSearchParams(search);
    const status = params.get('status');
    const sort = params.get('sort');
    const size = Number(params.get('size'));
    return {
      search: params.get('q') ?? '',
      status: (STATUSES as readonly string[]).includes(status ?? '') ? (status as ListState['status']) : 'all',
      sort: SORTS.includes(sort as SortKey) ? (sort as SortKey) : defaults.sort,
      direction: params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : defaults.direction,
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 20,
      filters: Object.fromEntries(
        filterKey
          .split(',')
          .filter(Boolean)
          .map((name) => [name, params.get(name) ?? '']),
      ),
    };
  }, [search, defaults.sort, defaults.direction, filterKey]);

  const update = useCallback(
    (patch: Partial<ListState>) => {
      const next = { ...state, ...patch, filters: { ...state.filters, ...patch.filters } };
      // Anything but a page change starts again at page 1.
      if (!('page' in patch)) next.page = 1;
      const params = new URLSearchParams();
      if (next.search) params.set('q', next.search);
      if (next.status !== 'all') params.set('status', next.status);
      if (next.sort !== defaults.sort) params.set('sort', next.sort);
      if (next.direction !== defaults.direction) params.set('dir', next.direction);
      if (next.page > 1) params.set('page', String(next.page));
      if (next.pageSize !== 20) params.set('size', String(next.pageSize));
      for (const [name, value] of Object.entries(next.filters)) if (value) params.set(name, value);
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [state, location, navigate, defaults.sort, defaults.direction],
  );

  return [state, update] as const;
}
