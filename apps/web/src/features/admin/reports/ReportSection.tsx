import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { buttonSecondary, card, muted } from '../ui';
import type { ChartSeries } from './BarChartView';
import { downloadCsv, toCsv } from './csv';

// The chart library is a chunk of its own, fetched by this page only (after it has hydrated).
const BarChartView = lazy(() => import('./BarChartView'));

/** A report table: a header row and rows whose first cell names the row; numbers raw (the table formats them). */
export interface ReportTable {
  header: readonly string[];
  rows: ReadonlyArray<readonly [label: string, ...values: (string | number)[]]>;
}

/** Numbers in the back office's language; text (a class's title as staff typed it) as it is. */
const cell = (value: string | number, format: Intl.NumberFormat): ReactNode =>
  typeof value === 'number' ? format.format(value) : value;

/**
 * One part of the report: its title, a chart (or something of its own, as the heat map), the same numbers as a
 * table under "Show as table", and a CSV of that table named after the part and the period.
 */
export function ReportSection({
  id,
  title,
  table,
  chart,
  children,
  empty,
  filename,
}: {
  id: string;
  title: string;
  table: ReportTable;
  /** A bar chart of the table: one bar group per row, a series per numeric column. */
  chart?: { series: readonly ChartSeries[] } | undefined;
  /** An accessible table of its own that stands for chart and table (the heat map); the CSV is still `table`. */
  children?: ReactNode;
  /** What shows when the table has no row. */
  empty: ReactNode;
  filename: string;
}) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.locale);
  const hasRows = table.rows.length > 0;
  const data = table.rows.map(([name, ...values]) =>
    Object.fromEntries([['name', name], ...(chart?.series ?? []).map((s, i) => [s.key, values[i] ?? 0])]),
  );

  return (
    <section aria-labelledby={headingId} className={`${card} min-w-0`} data-report-section={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {hasRows && (
          <button
            type="button"
            className={`${buttonSecondary} min-h-9 px-3 py-1 text-sm`}
            onClick={() => downloadCsv(filename, toCsv(table.header, table.rows))}
            aria-label={t`Download CSV: ${title}`}
          >
            <Download size={16} aria-hidden />
            <Trans>Download CSV</Trans>
          </button>
        )}
      </div>
      {!hasRows ? (
        <p className={`mt-3 ${muted}`}>{empty}</p>
      ) : (
        <>
          {children}
          {chart && hydrated && (
            <div className="mt-3">
              <Suspense fallback={<div className="h-[220px]" />}>
                <BarChartView label={title} data={data} series={chart.series} locale={i18n.locale} />
              </Suspense>
            </div>
          )}
          {!children && (
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-medium">
                <Trans>Show as table</Trans>
              </summary>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard */}
              <section className="relative mt-2 overflow-x-auto" tabIndex={0} aria-label={title}>
                <table className="w-full min-w-max text-sm">
                  <caption className="sr-only">{title}</caption>
                  <thead>
                    <tr>
                      {table.header.map((heading, i) => (
                        <th
                          key={heading}
                          scope="col"
                          className={`border-b border-dark/15 px-2 py-1 dark:border-sand/20 ${i === 0 ? 'text-left' : 'text-right'}`}
                        >
                          {heading}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map(([name, ...values], r) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows may share a label (a class at two hours)
                      <tr key={r} className="border-b border-dark/10 dark:border-sand/10">
                        <th scope="row" className="px-2 py-1 text-left font-normal">
                          {cell(name, number)}
                        </th>
                        {values.map((value, c) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                          <td key={c} className="px-2 py-1 text-right tabular-nums">
                            {cell(value, number)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </details>
          )}
        </>
      )}
    </section>
  );
}
