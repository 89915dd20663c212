import { CLASS_TYPES, CLOCK_FORMAT, LANGUAGES, LOCALES, type Locale } from '@app/contract/constants';
import type { Report, ReportFigures } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { useClassTypeName } from '../../../features/admin/classTypes';
import { DateRangeFilter, SelectFilter } from '../../../features/admin/ListFilters';
import { LoadError } from '../../../features/admin/LoadStates';
import { HeatMap } from '../../../features/admin/reports/HeatMap';
import {
  change,
  type ReportParams,
  type ReportPeriod,
  readParams,
  studioToday,
  toQuery,
  writeParams,
} from '../../../features/admin/reports/period';
import { ReportSection, type ReportTable } from '../../../features/admin/reports/ReportSection';
import { card, focusRing, muted } from '../../../features/admin/ui';
import { useNow } from '../../../lib/clock';
import { useSourceLabel } from '../sessions/RosterSection';

const PRIMARY = '#2f6b57';
const GOLD = '#c9a54a';
const SAND = '#8a7f6d';

/** Calendar days and hours are formatted as UTC instants: the day or hour itself, whatever the browser's zone. */
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const MONDAY = Date.UTC(2024, 0, 1);

/** The report's filters, in the order they are offered: each a parameter of the address. */
const FILTER_PARAMS = ['class', 'type', 'facilitator', 'weekday', 'hour', 'language'] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

type FigureKey = Exclude<keyof ReportFigures, 'fillRate'>;

/**
 * /admin/reports (admins and editors): figures for a period on the studio's clock, compared with the period just
 * before; where waiting lists turned people away, when seats are booked, where bookings come from. Period and
 * filters live in the address, so a report can be shared or bookmarked.
 */
export default function ReportsPage() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const now = useNow();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = readParams(search);
  const today = studioToday(now);
  const { period, query, invalidDays } = toQuery(params, today);
  const report = useQuery(trpc.admin.reports.get.queryOptions(query, { placeholderData: keepPreviousData }));
  const classes = useQuery(trpc.admin.class.list.queryOptions({ pageSize: 100, sort: 'title', direction: 'asc' }));
  const facilitators = useQuery(
    trpc.admin.counselor.list.queryOptions({ pageSize: 100, sort: 'title', direction: 'asc' }),
  );
  const classTypeName = useClassTypeName();
  const sourceLabel = useSourceLabel();

  const go = (patch: Partial<ReportParams>) => {
    // A custom period keeps the days as typed (even half-typed); a preset hands its days to Custom.
    const days = period === 'custom' ? { from: params.from, to: params.to } : { from: query.from, to: query.to };
    const next = writeParams({ ...params, period, ...days, ...patch });
    navigate(next ? `${location}?${next}` : location, { replace: true });
  };

  const dateRange = (from: string, to: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(dayMs(from), dayMs(to));
  const weekdayName = (weekday: number) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(MONDAY + (weekday - 1) * 86_400_000);
  const hourName = (hour: number) =>
    new Intl.DateTimeFormat(locale, { ...CLOCK_FORMAT[locale], timeZone: 'UTC' }).format(MONDAY + hour * 3_600_000);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });

  const titledOptions = (rows: ReadonlyArray<{ id: number; title: string }> = []) =>
    rows.map((row) => ({ value: String(row.id), label: row.title }));
  const filters: Record<FilterParam, Pick<ComponentProps<typeof SelectFilter>, 'title' | 'allLabel' | 'options'>> = {
    class: { title: <Trans>Class</Trans>, allLabel: t`All classes`, options: titledOptions(classes.data?.rows) },
    type: {
      title: <Trans>Class type</Trans>,
      allLabel: t`All types`,
      options: CLASS_TYPES.map((type) => ({ value: type, label: classTypeName(type) })),
    },
    facilitator: {
      title: <Trans>Facilitator</Trans>,
      allLabel: t`All facilitators`,
      options: titledOptions(facilitators.data?.rows),
    },
    weekday: {
      title: <Trans>Weekday</Trans>,
      allLabel: t`Every day`,
      options: [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: String(d), label: weekdayName(d) })),
    },
    hour: {
      title: <Trans>Starting hour</Trans>,
      allLabel: t`Every hour`,
      options: Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourName(h) })),
    },
    language: {
      title: <Trans>Booking language</Trans>,
      allLabel: t`All languages`,
      options: LOCALES.map((l) => ({ value: l, label: LANGUAGES[l].name })),
    },
  };

  const periodLabel = dateRange(query.from, query.to);
  const data = report.data;
  const previousLabel = data ? dateRange(data.previousFrom, data.previousTo) : '';
  const zone = data?.timeZone ?? '';
  const fileName = (section: string) => `report-${section}-${query.from}_${query.to}.csv`;

  const presets: Array<{ value: ReportPeriod; label: string }> = [
    { value: 'this-week', label: t`This week` },
    { value: 'last-week', label: t`Last week` },
    { value: 'this-month', label: t`This month` },
    { value: 'last-month', label: t`Last month` },
    { value: 'custom', label: t`Custom` },
  ];

  const figureLabels: Record<FigureKey, string> = {
    sessionsHeld: t`Sessions held`,
    sessionsUpcoming: t`Sessions to come`,
    sessionsCancelled: t`Sessions cancelled`,
    seatsOffered: t`Seats offered`,
    seatsBooked: t`Seats booked`,
    attended: t`Attended`,
    noShows: t`No-shows`,
    lateCancels: t`Late cancellations`,
    turnedAway: t`Turned away`,
    turnedAwaySeats: t`Seats turned away`,
    newPeople: t`New people`,
    returningPeople: t`Returning people`,
    stoppedPeople: t`Stopped coming`,
    newsletterConfirmed: t`Newsletter sign-ups`,
    newsletterUnsubscribed: t`Unsubscribes`,
    newsletterIssuesSent: t`Newsletter issues sent`,
  };
  const cardOrder: FigureKey[] = [
    'sessionsHeld',
    'sessionsUpcoming',
    'sessionsCancelled',
    'seatsBooked',
    'attended',
    'noShows',
    'lateCancels',
    'turnedAway',
    'newPeople',
    'returningPeople',
    'stoppedPeople',
    'newsletterConfirmed',
    'newsletterUnsubscribed',
    'newsletterIssuesSent',
  ];
  const compared: FigureKey[] = ['sessionsHeld', 'seatsBooked', 'attended', 'noShows', 'turnedAway', 'newPeople'];

  const thisPeriod = t`This period`;
  const previousPeriod = t`Previous period`;
  const bookings = t`Bookings`;
  const seats = t`Seats`;
  const twoSeries = (first: string, second: string) => [
    { key: 'a', name: first, color: PRIMARY },
    { key: 'b', name: second, color: GOLD },
  ];

  const changeLine = (current: number, previous: number): string => {
    const ratio = change(current, previous);
    if (ratio === null) return t`None in the previous period`;
    const signed = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'exceptZero',
    }).format(ratio);
    return t`${signed} vs previous period`;
  };

  const seatsOf = (figures: ReportFigures) => {
    const booked = number.format(figures.seatsBooked);
    const offered = number.format(figures.seatsOffered);
    return t`${booked} of ${offered} seats`;
  };
  const seatsAskedFor = (figures: ReportFigures) => {
    const asked = number.format(figures.turnedAwaySeats);
    return t`${asked} seats asked for`;
  };

  const tables = data && buildTables(data);
  function buildTables(report: Report) {
    const comparison: ReportTable = {
      header: [t`Figure`, thisPeriod, previousPeriod],
      rows: compared.map((key) => [figureLabels[key], report.current[key], report.previous[key]] as const),
    };
    const bySource: ReportTable = {
      header: [t`Source`, bookings, seats],
      rows: report.bySource.map((row) => [sourceLabel(row.source), row.bookings, row.seats] as const),
    };
    const byLanguage: ReportTable = {
      header: [t`Language`, bookings, seats],
      rows: report.byLanguage.map(
        (row) => [LANGUAGES[row.language as Locale]?.name ?? row.language, row.bookings, row.seats] as const,
      ),
    };
    const turnedAway: ReportTable = {
      header: [t`Class and hour`, bookings, seats],
      rows: report.turnedAway.map((row) => [`${row.class} · ${hourName(row.hour)}`, row.bookings, row.seats] as const),
    };
    const heatHours = [...new Set(report.heatMap.map((c) => c.hour))].sort((a, b) => a - b);
    const heatMap: ReportTable = {
      header: [t`Weekday`, ...heatHours.map(hourName)],
      rows:
        report.heatMap.length === 0
          ? []
          : [1, 2, 3, 4, 5, 6, 7].map(
              (weekday) =>
                [
                  weekdayName(weekday),
                  ...heatHours.map(
                    (hour) => report.heatMap.find((c) => c.weekday === weekday && c.hour === hour)?.seats ?? 0,
                  ),
                ] as const,
            ),
    };
    return { comparison, bySource, byLanguage, turnedAway, heatMap };
  }

  const noSessions =
    data && data.current.sessionsHeld + data.current.sessionsUpcoming + data.current.sessionsCancelled === 0;

  return (
    <AdminPage
      wide
      title={t`Reports`}
      description={
        <Trans>
          Figures for a period, compared with the period of the same length just before it. Figures only, never people.
        </Trans>
      }
    >
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className={`mr-2 text-sm font-medium float-left`}>
          <Trans>Period</Trans>
        </legend>
        {presets.map((preset) => (
          <button
            key={preset.value}
            type="button"
            aria-pressed={period === preset.value}
            className={`rounded-full border px-3 py-1 text-sm ${
              period === preset.value
                ? 'border-primary bg-primary/10 font-medium'
                : 'border-dark/20 dark:border-sand/30'
            } ${focusRing}`}
            onClick={() => go({ period: preset.value })}
          >
            {preset.label}
          </button>
        ))}
      </fieldset>
      {period === 'custom' && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <DateRangeFilter from={params.from} to={params.to} onChange={(patch) => go({ period: 'custom', ...patch })} />
          {invalidDays && (
            <p role="alert" className="basis-full text-sm text-danger dark:text-red-400">
              <Trans>Choose a first and a last day, the last on or after the first, at most two years apart.</Trans>
            </p>
          )}
        </div>
      )}

      <details className="mt-3" open={hasFilter(params) ? true : undefined}>
        <summary className="cursor-pointer text-sm font-medium">
          <Trans>Filters</Trans>
        </summary>
        <div className="mt-2 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3">
          {FILTER_PARAMS.map((param) => (
            <SelectFilter
              key={param}
              {...filters[param]}
              value={params[param]}
              onChange={(value) => go({ [param]: value })}
            />
          ))}
        </div>
      </details>

      <div className="mt-5" aria-busy={report.isFetching}>
        <h2 className="text-xl font-semibold" data-testid="report-period">
          {periodLabel}
        </h2>
        <p className={`text-sm ${muted}`}>
          {data ? (
            <Trans>
              Compared with {previousLabel}. Days and hours on the studio’s clock ({zone}).
            </Trans>
          ) : (
            '\u00a0'
          )}
        </p>

        <p role="status" className={`mt-2 text-sm ${muted}`}>
          {report.isPending ? <Trans>Loading…</Trans> : report.isFetching ? <Trans>Updating…</Trans> : null}
        </p>

        {report.error ? (
          <LoadError message={report.error.message} onRetry={() => void report.refetch()} />
        ) : !data || !tables ? (
          <div aria-hidden className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {['a', 'b', 'c', 'd'].map((key) => (
              <div
                key={key}
                className="h-28 animate-pulse rounded-lg bg-dark/10 motion-reduce:animate-none dark:bg-sand/10"
              />
            ))}
          </div>
        ) : (
          <>
            {noSessions && (
              <p className={`${card} mt-3 ${muted}`} data-testid="report-empty">
                <Trans>No sessions in this period.</Trans>
              </p>
            )}
            <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t`Figures`}>
              <FigureCard
                label={t`Fill rate`}
                value={data.current.fillRate === null ? '—' : percent.format(data.current.fillRate)}
                previous={data.previous.fillRate === null ? '—' : percent.format(data.previous.fillRate)}
                change={
                  data.current.fillRate === null || data.previous.fillRate === null
                    ? null
                    : (() => {
                        const points = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(
                          Math.round((data.current.fillRate - data.previous.fillRate) * 100),
                        );
                        return t`${points} points vs previous period`;
                      })()
                }
                detail={seatsOf(data.current)}
              />
              {cardOrder.map((key) => (
                <FigureCard
                  key={key}
                  label={figureLabels[key]}
                  value={number.format(data.current[key])}
                  previous={number.format(data.previous[key])}
                  change={changeLine(data.current[key], data.previous[key])}
                  detail={key === 'turnedAway' ? seatsAskedFor(data.current) : undefined}
                />
              ))}
            </ul>

            <div className="mt-5 grid grid-cols-1 gap-4 lg:grid-cols-2">
              <ReportSection
                id="comparison"
                title={t`This period and the previous one`}
                table={tables.comparison}
                chart={{ series: twoSeries(thisPeriod, previousPeriod) }}
                empty={<Trans>Nothing in this period.</Trans>}
                filename={fileName('comparison')}
              />
              <ReportSection
                id="turned-away"
                title={t`Turned away by class and hour`}
                table={tables.turnedAway}
                chart={{ series: twoSeries(bookings, seats) }}
                empty={<Trans>No waiting list turned anyone away in this period.</Trans>}
                filename={fileName('turned-away')}
              />
              <ReportSection
                id="sources"
                title={t`Bookings by source`}
                table={tables.bySource}
                chart={{ series: twoSeries(bookings, seats) }}
                empty={<Trans>No bookings in this period.</Trans>}
                filename={fileName('sources')}
              />
              <ReportSection
                id="languages"
                title={t`Bookings by language`}
                table={tables.byLanguage}
                chart={{
                  series: [
                    { key: 'a', name: bookings, color: PRIMARY },
                    { key: 'b', name: seats, color: SAND },
                  ],
                }}
                empty={<Trans>No bookings in this period.</Trans>}
                filename={fileName('languages')}
              />
            </div>
            <div className="mt-4">
              <ReportSection
                id="heat-map"
                title={t`Seats booked by weekday and hour`}
                table={tables.heatMap}
                empty={<Trans>No bookings in this period.</Trans>}
                filename={fileName('heat-map')}
              >
                <HeatMap
                  caption={t`Seats booked by weekday and hour`}
                  cells={data.heatMap}
                  weekdayName={weekdayName}
                  hourName={hourName}
                />
              </ReportSection>
            </div>
          </>
        )}
      </div>
    </AdminPage>
  );
}

const hasFilter = (params: ReportParams) => FILTER_PARAMS.some((param) => params[param] !== '');

function FigureCard({
  label,
  value,
  previous,
  change,
  detail,
}: {
  label: string;
  value: string;
  previous: string;
  change: string | null;
  detail?: string | undefined;
}): ReactNode {
  const id = useId();
  return (
    <li className={`${card} flex flex-col gap-1`} aria-labelledby={id}>
      <span id={id} className={`text-sm ${muted}`}>
        {label}
      </span>
      <span className="text-3xl font-semibold tabular-nums">{value}</span>
      {detail && <span className={`text-xs ${muted}`}>{detail}</span>}
      <span className="text-sm">
        <Trans>Previous period: {previous}</Trans>
      </span>
      {change && <span className={`text-sm ${muted}`}>{change}</span>}
    </li>
  );
}
