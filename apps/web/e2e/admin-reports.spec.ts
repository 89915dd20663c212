import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';

// The studio's clock (STUDIO_TIME_ZONE): the report's periods are its days, whatever the browser's zone.
const studioMonth = () => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return { year, month };
};

/** The chart library's chunk (recharts, in BarChartView): fetched by the reports page only. */
const CHART_CHUNK = /\/assets\/BarChartView-[^/]*\.js$/;

test('reports: figures against the previous period, periods and filters in the address, tables as CSV, charts by keyboard', async ({
  page,
}) => {
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (CHART_CHUNK.test(new URL(request.url()).pathname)) chartRequests.push(request.url());
  });

  // A visitor's home page never downloads the chart library.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(chartRequests).toEqual([]);
  expect(await page.content()).not.toContain('BarChartView');

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');

  // The cards: each figure now, before, and the change.
  const figures = page.getByRole('list', { name: 'Figures' });
  for (const label of ['Fill rate', 'Sessions held', 'Seats booked', 'No-shows', 'Turned away', 'New people']) {
    await expect(figures.getByRole('listitem', { name: label })).toBeVisible();
  }
  await expect(figures.getByRole('listitem', { name: 'Sessions held' })).toContainText('Previous period:');
  await expect(
    page.getByText(/Compared with .+\. Days and hours on the studio’s clock \(Asia\/Jakarta\)\./),
  ).toBeVisible();

  // Last month: in the address (to share or bookmark) and in the heading.
  const thisWeek = await page.getByTestId('report-period').textContent();
  await page.getByRole('button', { name: 'Last month' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?period=last-month$/);
  await expect(page.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
  const { year, month } = studioMonth();
  const last = new Date(Date.UTC(year, month - 2, 1));
  const lastMonthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(last);
  await expect(page.getByTestId('report-period')).not.toHaveText(thisWeek ?? '');
  await expect(page.getByTestId('report-period')).toContainText(lastMonthName);
  await expect(page.getByTestId('report-period')).toContainText(String(last.getUTCFullYear()));

  // The comparison's numbers as a table, and as a CSV named after the part and the period.
  const comparison = page.getByRole('region', { name: 'This period and the previous one' }).first();
  await comparison.getByText('Show as table').click();
  const table = comparison.getByRole('table', { name: 'This period and the previous one' });
  await expect(table.getByRole('columnheader', { name: 'Previous period' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Sessions held' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await comparison.getByRole('button', { name: 'Download CSV: This period and the previous one' }).click();
  const download = await downloading;
  const mm = String(last.getUTCMonth() + 1).padStart(2, '0');
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^report-comparison-${last.getUTCFullYear()}-${mm}-01_${last.getUTCFullYear()}-${mm}-\\d{2}\\.csv$`),
  );
  const csv = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toBe('Figure,This period,Previous period');
  expect(rows[0]).toMatch(/^Sessions held,\d+,\d+$/);

  // The chart (loaded now, on this page only) takes the keyboard: arrows move from bar to bar.
  await expect.poll(() => chartRequests.length).toBeGreaterThan(0);
  const chart = comparison.getByRole('application', { name: 'This period and the previous one' });
  await expect(chart).toBeVisible();
  await chart.focus();
  const tooltip = comparison.locator('.recharts-tooltip-wrapper');
  await page.keyboard.press('ArrowRight');
  await expect(tooltip).toContainText('Seats booked');
  await expect(tooltip).toContainText(/This period\s*:\s*\d/);
  await page.keyboard.press('ArrowLeft');
  await expect(tooltip).toContainText('Sessions held');

  // A custom period: its two days go into the address.
  await page.getByRole('button', { name: 'Custom' }).click();
  await expect(page).toHaveURL(/period=custom&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  await page.getByLabel('From', { exact: true }).fill('2026-01-05');
  await page.getByLabel('To', { exact: true }).fill('2026-01-11');
  await expect(page).toHaveURL(/period=custom&from=2026-01-05&to=2026-01-11$/);
  await expect(page.getByTestId('report-period')).toContainText('Jan');

  // A filter, kept when the address is opened again (bookmarked or shared).
  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('combobox', { name: /^Weekday/ }).selectOption({ label: 'Monday' });
  await expect(page).toHaveURL(/from=2026-01-05&to=2026-01-11&weekday=1$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Weekday/ })).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figures.getByRole('listitem', { name: 'Sessions held' })).toBeVisible();

  // The page's own content (the back office's sidebar is the layout's, checked apart).
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.html}`)).toEqual([]);

  // On a phone the cards stack and the page fits the screen (wide tables scroll on their own).
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(figures.getByRole('listitem', { name: 'Fill rate' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
