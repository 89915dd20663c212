import { CLASS_TYPES, type ClassType, LOCALES, type Locale, STUDIO_TIME_ZONE } from '@app/contract/constants';
import { calendarDateIn, MAX_REPORT_DAYS, type ReportQuery } from '@app/contract';

/** The periods a report offers; `custom` reads its two days from the address. */
const REPORT_PERIODS = ['this-week', 'last-week', 'this-month', 'last-month', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar days as UTC midnights: adding days never meets a change of offset. */
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isDate = (value: string | null): value is string =>
  value !== null && ISO_DATE.test(value) && !Number.isNaN(toMs(value)) && toDate(toMs(value)) === value;

/** The first and last day of a preset period, around `today` (YYYY-MM-DD on the studio's clock). Weeks start on Monday. */
export function presetRange(period: Exclude<ReportPeriod, 'custom'>, today: string): { from: string; to: string } {
  const day = toMs(today);
  const isoWeekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
  const monday = day - (isoWeekday - 1) * DAY_MS;
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (period) {
    case 'this-week':
      return { from: toDate(monday), to: toDate(monday + 6 * DAY_MS) };
    case 'last-week':
      return { from: toDate(monday - 7 * DAY_MS), to: toDate(monday - DAY_MS) };
    case 'this-month':
      return { from: toDate(Date.UTC(year, month - 1, 1)), to: toDate(Date.UTC(year, month, 0)) };
    case 'last-month':
      return { from: toDate(Date.UTC(year, month - 2, 1)), to: toDate(Date.UTC(year, month - 1, 0)) };
  }
}

/** Today on the studio's clock at `now` (from useNow(), never the clock read while rendering). */
export const studioToday = (now: number) => calendarDateIn(STUDIO_TIME_ZONE, now);

/** The query string's names: a shared or bookmarked address shows the same report. */
const REPORT_PARAMS = ['period', 'from', 'to', 'class', 'type', 'facilitator', 'weekday', 'hour', 'language'] as const;
export type ReportParams = Record<(typeof REPORT_PARAMS)[number], string>;

export function readParams(search: string): ReportParams {
  const params = new URLSearchParams(search);
  return Object.fromEntries(REPORT_PARAMS.map((name) => [name, params.get(name) ?? ''])) as ReportParams;
}

/** The address's query string for these parameters (empty ones left out, the default period too). */
export function writeParams(params: ReportParams): string {
  const entries = REPORT_PARAMS.map((name): [string, string] => [name, params[name]]).filter(
    ([name, value]) => value !== '' && !(name === 'period' && value === 'this-week'),
  );
  // The days belong to a custom period only: a preset is computed again each time the report is opened.
  const custom = params.period === 'custom';
  return new URLSearchParams(entries.filter(([name]) => custom || (name !== 'from' && name !== 'to'))).toString();
}

const intIn = (value: string, min: number, max: number): number | undefined => {
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/**
 * The period and filters the address asks for, as the report query. An unknown period is this week. A custom
 * period with a missing, unreadable or reversed day (or longer than the server answers) stays custom, its days
 * flagged `invalidDays` for the form to say so, and reports this week meanwhile (the page always has a report).
 */
export function toQuery(
  params: ReportParams,
  today: string,
): { period: ReportPeriod; query: ReportQuery; invalidDays: boolean } {
  const period: ReportPeriod = (REPORT_PERIODS as readonly string[]).includes(params.period)
    ? (params.period as ReportPeriod)
    : 'this-week';
  const validDays =
    isDate(params.from) &&
    isDate(params.to) &&
    params.from <= params.to &&
    (toMs(params.to) - toMs(params.from)) / DAY_MS < MAX_REPORT_DAYS;
  const range =
    period === 'custom' && validDays
      ? { from: params.from, to: params.to }
      : presetRange(period === 'custom' ? 'this-week' : period, today);
  const classId = intIn(params.class, 1, Number.MAX_SAFE_INTEGER);
  const counselorId = intIn(params.facilitator, 1, Number.MAX_SAFE_INTEGER);
  const weekday = intIn(params.weekday, 1, 7);
  const hour = intIn(params.hour, 0, 23);
  const classType = (CLASS_TYPES as readonly string[]).includes(params.type) ? (params.type as ClassType) : undefined;
  const language = (LOCALES as readonly string[]).includes(params.language) ? (params.language as Locale) : undefined;
  return {
    period,
    invalidDays: period === 'custom' && !validDays,
    query: {
      ...range,
      ...(classId === undefined ? {} : { classId }),
      ...(classType === undefined ? {} : { classType }),
      ...(counselorId === undefined ? {} : { counselorId }),
      ...(weekday === undefined ? {} : { weekday }),
      ...(hour === undefined ? {} : { hour }),
      ...(language === undefined ? {} : { language }),
    },
  };
}

/** How a figure changed against the previous period, as a fraction (0.12 for +12%); null when there was nothing before. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}
