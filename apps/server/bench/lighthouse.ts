/**
 * Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on the public
 * pages of a running server, in headless Chromium. Part of `npm run bench` unless BENCH_LIGHTHOUSE=0;
 * on its own: `npx tsx apps/server/bench/lighthouse.ts http://127.0.0.1:3000`.
 *
 * Each page is audited BENCH_LIGHTHOUSE_RUNS times (3 by default) and the run with the median
 * Performance score is reported, as Lighthouse's own docs advise for its variance.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Targets: a category below its target gets its failing audits listed. */
export const TARGETS: Record<Category, number> = {
  performance: 98, // issue 16
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

const LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number;
  /** The audit's weight in its category's score (0: diagnostic only). */
  weight: number;
  displayValue: string;
  /** A few offending elements, URLs or issues, as one line each. */
  items: string[];
}

export interface PageResult {
  path: string;
  /** Scores 0–100 of the median run, by category. */
  scores: Record<Category, number>;
  /** Performance score of every run, in run order. */
  performanceRuns: number[];
  failing: FailingAudit[];
  /** The median run's timings (ms; CLS unitless), the figures the Performance score is made of. */
  metrics: Record<Metric, number>;
  /** Runs that failed, with Lighthouse's error code; empty when none did. */
  runtimeError: string;
  warnings: string[];
  lighthouseVersion: string;
  /** The browser Lighthouse drove. */
  userAgent: string;
  /** The machine's 1-minute load average after the page's runs: Lighthouse's CPU timings depend on it. */
  load: number;
}

/** The lab metrics the Performance score weighs (Lighthouse 10+ scoring), by audit id. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;

interface Json {
  [key: string]: unknown;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => String(value).replace(/\s+/g, ' ').trim();
const clip = (value: string, max = 160) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** The rows of an audit's details, whatever their shape (table, opportunity, list of tables, checklist). */
function detailRows(details: unknown): Json[] {
  if (!isObject(details)) return [];
  if (details.type === 'node') return [{ element: details }];
  if (details.type === 'list' && Array.isArray(details.items)) return details.items.flatMap(detailRows);
  if (details.type === 'checklist' && isObject(details.items))
    return Object.entries(details.items)
      .filter(([, check]) => isObject(check) && check.value === false)
      .map(([key, check]) => ({ check: key, label: isObject(check) ? check.label : key }));
  if (Array.isArray(details.items)) return details.items.filter(isObject);
  return [];
}

/** One readable line for a details row: the element, URL or issue it names, plus its numbers. */
function describeRow(row: Json): string | null {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (isObject(value) && value.type === 'node') {
      const label =
        value.nodeLabel && value.nodeLabel !== value.selector ? ` "${clip(text(value.nodeLabel), 60)}"` : '';
      parts.push(`${value.selector ?? ''} ${clip(text(value.snippet ?? ''), 120)}${label}`.trim());
    } else if (isObject(value) && value.type === 'source-location') {
      parts.push(`${value.url}:${Number(value.line) + 1}:${Number(value.column) + 1}`);
    } else if (isObject(value) && value.type === 'text') {
      parts.push(text(value.value));
    } else if (isObject(value) && value.type === 'url') {
      parts.push(text(value.value));
    } else if (typeof value === 'string' && key !== 'lhId' && key !== 'path') {
      parts.push(`${key}=${clip(text(value), 120)}`);
    } else if (typeof value === 'number' && /bytes|ms|score|duration|wasted|total|scripting/i.test(key)) {
      parts.push(`${key}=${Number.isInteger(value) ? value : value.toFixed(3)}`);
    } else if (isObject(value) && value.type === 'subitems' && Array.isArray(value.items) && value.items.length) {
      const sub = value.items.filter(isObject).map(describeRow).filter(Boolean).slice(0, 3);
      if (sub.length) parts.push(`[${sub.join('; ')}]`);
    }
  }
  return parts.length ? clip(parts.join(' | '), 300) : null;
}

/** Audits whose score says nothing (not applicable, for information, to check by hand, errored). */
const QUIET_MODES = new Set(['notApplicable', 'informative', 'manual', 'error']);
/** Informative audits listed anyway when their category is below target: where the LCP time goes. */
const CONTEXT_AUDITS = new Set(['lcp-breakdown-insight']);

/** The Issues panel entries that fail `inspector-issues` (core/audits/dobetterweb/inspector-issues.js). */
const SCORED_ISSUES = new Set([
  'mixedContentIssue',
  'cookieIssue',
  'blockedByResponseIssue',
  'heavyAdIssue',
  'contentSecurityPolicyIssue',
]);

/** Chromium's Issues panel entries, which the `inspector-issues` audit only names by type. */
function describeIssues(artifacts: unknown): string[] {
  if (!isObject(artifacts) || !isObject(artifacts.InspectorIssues)) return [];
  const lines: string[] = [];
  for (const [type, issues] of Object.entries(artifacts.InspectorIssues)) {
    if (!Array.isArray(issues) || issues.length === 0) continue;
    const seen = new Set<string>();
    for (const issue of issues.filter(isObject)) {
      const where = isObject(issue.sourceCodeLocation)
        ? ` at ${issue.sourceCodeLocation.url}:${Number(issue.sourceCodeLocation.lineNumber) + 1}:${Number(issue.sourceCodeLocation.columnNumber) + 1}`
        : '';
      const what = Object.entries(issue)
        .filter(
          ([key, value]) => key !== 'sourceCodeLocation' && (typeof value === 'string' || typeof value === 'boolean'),
        )
        .map(([key, value]) => `${key}=${value}`)
        .join(' ');
      const line = `${type}: ${what}${where}`;
      seen.add(line);
    }
    const note = SCORED_ISSUES.has(type) ? '' : ' [not counted by the audit]';
    for (const line of seen)
      lines.push(`${line}${issues.length > 1 && seen.size === 1 ? ` (×${issues.length})` : ''}${note}`);
  }
  const unscored = (line: string) => Number(line.endsWith('[not counted by the audit]'));
  return lines.sort((a, b) => unscored(a) - unscored(b));
}

/** The slugs of one class and one facilitator, read from the public API. */
export async function findPages(base: string): Promise<string[]> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { result?: { slug?: string }[] }).result ?? [];
  };
  const classes = await post('/api/app/class', { type: 'REGULAR' });
  const counselors = ((await (await fetch(`${base}/api/app/counselor`)).json()) as { result?: { slug?: string }[] })
    .result;
  const pages = ['/', '/session-classes'];
  if (classes[0]?.slug) pages.push(`/class/${classes[0].slug}`);
  else console.error('Lighthouse: no class in POST /api/app/class {"type":"REGULAR"}; skipping the class page.');
  if (counselors?.[0]?.slug) pages.push(`/facilitators/${counselors[0].slug}`);
  else console.error('Lighthouse: no facilitator in GET /api/app/counselor; skipping the facilitator page.');
  return pages;
}

/**
 * One Lighthouse run in a fresh headless Chromium: several runs in one browser failed now and then with
 * NO_NAVSTART or NO_FCP (a trace without the navigation). A run that fails that way is tried again, twice.
 */
async function auditOnce(url: string, chromePath: string): Promise<RunnerResult> {
  let result: RunnerResult | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile', // lighthouse's default config: mobile screen, simulated throttling
        onlyCategories: [...CATEGORIES],
      });
    } finally {
      chrome.kill();
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result;
    console.error(`Lighthouse: ${url}: ${result.lhr.runtimeError.code}, trying again`);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

export async function runLighthouse(
  base: string,
  paths: string[],
  { runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), chromePath = '/usr/bin/chromium' } = {},
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const path of paths) {
    await fetch(`${base}${path}`); // the server's first answer for a page is not what is measured
    const attempts: RunnerResult[] = [];
    for (let run = 0; run < Math.max(1, runs); run++) attempts.push(await auditOnce(`${base}${path}`, chromePath));
    const score = (r: RunnerResult, c: Category) => Math.round((r.lhr.categories[c]?.score ?? 0) * 100);
    const performanceRuns = attempts.map((r) => (r.lhr.runtimeError ? Number.NaN : score(r, 'performance')));
    // A run that failed (e.g. NO_FCP) has no scores: the median is taken over the others.
    const usable = attempts.filter((r) => !r.lhr.runtimeError);
    const pool = usable.length ? usable : attempts;
    const median = [...pool].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
      Math.floor((pool.length - 1) / 2)
    ];
    if (!median) throw new Error('no Lighthouse run');
    const { lhr } = median;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(median, c)])) as Record<Category, number>;
    const failing: FailingAudit[] = [];
    for (const category of CATEGORIES) {
      if (scores[category] >= TARGETS[category]) continue;
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null) continue;
        const failed = audit.score < 1 && !QUIET_MODES.has(audit.scoreDisplayMode);
        if (!failed && !CONTEXT_AUDITS.has(ref.id)) continue;
        let items = detailRows(audit.details)
          .map(describeRow)
          .filter((line): line is string => line !== null);
        if (ref.id === 'inspector-issues') items = describeIssues(median.artifacts);
        failing.push({
          category,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          weight: ref.weight,
          displayValue: audit.displayValue ?? '',
          items: items.slice(0, 5),
        });
      }
    }
    results.push({
      path,
      scores,
      performanceRuns,
      failing,
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ) as Record<Metric, number>,
      runtimeError: attempts
        .map((r, i) =>
          r.lhr.runtimeError ? `run ${i + 1}: ${r.lhr.runtimeError.code}: ${r.lhr.runtimeError.message}` : '',
        )
        .filter(Boolean)
        .join('; '),
      warnings: lhr.runWarnings.map(String),
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium',
      load: loadavg()[0] ?? 0,
    });
  }
  return results;
}

const formatMetrics = (m: Record<Metric, number>) =>
  `${Math.round(m.fcp)}, ${Math.round(m.lcp)}, ${Math.round(m.tbt)}, ${m.cls.toFixed(3)}`;

/** A Markdown table of the scores, then the audits to fix for every category below target. */
export function formatLighthouse(results: PageResult[]): string {
  const lines = [
    `Lighthouse ${results[0]?.lighthouseVersion ?? ''} on ${results[0]?.userAgent ?? ''} (mobile, simulated throttling), median of ${results[0]?.performanceRuns.length ?? 0} runs by Performance`,
    '',
    '| page | Performance | Accessibility | Best Practices | SEO | Performance of each run | FCP, LCP, TBT (ms), CLS | load |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.path} | ${CATEGORIES.map((c) => (r.scores[c] < TARGETS[c] ? `**${r.scores[c]}**` : String(r.scores[c]))).join(' | ')} | ${r.performanceRuns.map((p) => (Number.isNaN(p) ? 'failed' : p)).join(', ')} | ${formatMetrics(r.metrics)} | ${r.load.toFixed(1)} |`,
    ),
  ];
  for (const r of results) {
    if (r.runtimeError) lines.push('', `${r.path}: Lighthouse failed on ${r.runtimeError}`);
    for (const warning of new Set(r.warnings)) lines.push(`${r.path}: warning: ${warning}`);
    const below = CATEGORIES.filter((c) => r.scores[c] < TARGETS[c]);
    if (below.length === 0) continue;
    lines.push('', `### ${r.path}`);
    for (const category of below) {
      lines.push('', `${LABELS[category]} ${r.scores[category]} (target ${TARGETS[category]}):`);
      const audits = r.failing
        .filter((a) => a.category === category)
        .sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score) || a.score - b.score);
      for (const audit of audits) {
        lines.push(
          `- \`${audit.id}\` ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''} (score ${audit.score.toFixed(2)}, weight ${audit.weight})`,
        );
        for (const item of audit.items) lines.push(`    - ${item}`);
      }
    }
  }
  return lines.join('\n');
}

/** Audits `pages` (default: `/`, `/session-classes`, a class and a facilitator) and prints the report. */
export async function lighthouseReport(base: string, pages?: string[]): Promise<string> {
  const results = await runLighthouse(base, pages ?? (await findPages(base)));
  return formatLighthouse(results);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  console.log(await lighthouseReport(base, process.argv.length > 3 ? process.argv.slice(3) : undefined));
}
