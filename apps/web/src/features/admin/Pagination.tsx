import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { PAGE_SIZES } from './useListState';
import { iconButton, muted } from './ui';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** "1–20 of 45", rows per page, previous and next. */
export function Pagination({ page, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const { t } = useLingui();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t`Pages`} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className={muted}>
          <Trans>Rows per page</Trans>
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className="rounded-md border border-dark/25 bg-white px-2 py-1 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none dark:border-sand/30 dark:bg-dark"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <p aria-live="polite" className={muted}>
          <Trans>
            {first}–{last} of {total}
          </Trans>
        </p>
        <button
          type="button"
          className={iconButton}
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label={t`Previous page`}
        >
          <ChevronLeft size={18} aria-hidden />
        </button>
        <span className="tabular-nums">
          <Trans>
            Page {page} of {pages}
          </Trans>
        </span>
        <button
          type="button"
          className={iconButton}
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
          aria-label={t`Next page`}
        >
          <ChevronRight size={18} aria-hidden />
        </button>
      </div>
    </nav>
  );
}
