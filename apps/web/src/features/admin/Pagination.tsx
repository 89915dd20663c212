import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { PAGE_SIZES } from './useListState';
import { buttonSecondary, iconButton, muted } from './ui';

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
        <PageSteps page={page} pages={pages} onPage={onPage} icons />
      </div>
    </nav>
  );
}

/**
 * Previous, "Page 2 of 5", next. `icons`: arrow buttons named for screen readers, where the row is crowded;
 * otherwise worded buttons.
 */
export function PageSteps({
  page,
  pages,
  onPage,
  icons = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  icons?: boolean;
}) {
  const { t } = useLingui();
  const button = icons ? iconButton : buttonSecondary;
  return (
    <>
      <button
        type="button"
        className={button}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label={icons ? t`Previous page` : undefined}
      >
        {icons ? <ChevronLeft size={18} aria-hidden /> : <Trans>Previous</Trans>}
      </button>
      <span className={icons ? 'tabular-nums' : `text-sm ${muted}`}>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button
        type="button"
        className={button}
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
        aria-label={icons ? t`Next page` : undefined}
      >
        {icons ? <ChevronRight size={18} aria-hidden /> : <Trans>Next</Trans>}
      </button>
    </>
  );
}
