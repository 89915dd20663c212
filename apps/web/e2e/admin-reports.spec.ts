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
  // A long story (home page, sign-in, every period, filters, axe, a phone): more than the default 30 s on a busy CI machine.
  test.slow();
  // The page renders the same on the server and in the browser, whatever the browser's zone (the jakarta project).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
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
  await expect(tooltip).toContainText(/This period\s*:\s*\d+\s*Previous period\s*:\s*\d/);
  await page.keyboard.press('ArrowLeft');
  await expect(tooltip).toContainText('Sessions held');

  // A custom period: its two days go into the address.
  await page.getByRole('button', { name: 'Custom' }).click();
  await expect(page).toHaveURL(/period=custom&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  await page.getByLabel('From', { exact: true }).fill('2026-01-05');
  await page.getByLabel('To', { exact: true }).fill('2026-01-11');
  await expect(page).toHaveURL(/period=custom&from=2026-01-05&to=2026-01-11$/);
  await expect(page.getByTestId('report-period')).toContainText('Jan');
  // A last day before the first is said, not sent; mended, the report follows.
  await page.getByLabel('From', { exact: true }).fill('2026-02-01');
  const wrongDays = page.getByText('Choose a first and a last day, the last on or after the first');
  await expect(wrongDays).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2026-01-05');
  await expect(wrongDays).toBeHidden();
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
  // The charts follow the new width a frame later (their container observes its size).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(errors.filter((text) => /hydrat|Minified React error #4(18|19|2[0-5])/i.test(text))).toEqual([]);
});

/** A report with something in every part: the page shows whatever the server answers in reportSchema. */
function sampleReport(query: { from: string; to: string }) {
  const figures = (n: number) => ({
    sessionsHeld: n,
    sessionsUpcoming: 2,
    sessionsCancelled: 1,
    seatsOffered: 100,
    seatsBooked: n * 6,
    fillRate: (n * 6) / 100,
    attended: n * 5,
    noShows: 1,
    lateCancels: 0,
    turnedAway: n === 12 ? 3 : 0,
    turnedAwaySeats: n === 12 ? 4 : 0,
    newPeople: 4,
    returningPeople: 9,
    stoppedPeople: 1,
    newsletterConfirmed: 2,
    newsletterUnsubscribed: 0,
    newsletterIssuesSent: 1,
  });
  return {
    from: query.from,
    to: query.to,
    previousFrom: '2020-01-01',
    previousTo: '2020-01-07',
    timeZone: 'Asia/Jakarta',
    current: figures(12),
    previous: figures(8),
    // A title as staff typed it: a comma, quotes and what a spreadsheet would run as a formula.
    turnedAway: [{ classId: 1, class: '=Yoga, "slow"', hour: 19, bookings: 3, seats: 4 }],
    heatMap: [
      { weekday: 2, hour: 19, seats: 10 },
      { weekday: 6, hour: 9, seats: 4 },
    ],
    bySource: [
      { source: 'web', bookings: 10, seats: 14 },
      { source: 'walk-in', bookings: 2, seats: 2 },
    ],
    byLanguage: [
      { language: 'id', bookings: 7, seats: 9 },
      { language: 'en', bookings: 5, seats: 7 },
    ],
  };
}

test('reports: any answer in the report schema is shown as cards, tables, charts, a heat map and CSV files', async ({
  page,
}) => {
  // The server's answer to admin.reports.get, replaced in the browser (the rest of a batch is the server's own).
  await page.route(/\/trpc\/[^?]*admin\.reports\.get/, async (route) => {
    const url = new URL(route.request().url());
    const names = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
    const inputs = JSON.parse(url.searchParams.get('input') ?? '{}');
    const response = await route.fetch();
    const body = await response.json();
    const answers = Array.isArray(body) ? body : [body];
    names.forEach((name, i) => {
      if (name === 'admin.reports.get') answers[i] = { result: { data: { json: sampleReport(inputs[i].json) } } };
    });
    await route.fulfill({ response, json: Array.isArray(body) ? answers : answers[0] });
  });

  await signInAsAdmin(page);
  await page.goto('/admin/reports?period=last-week');
  const figures = page.getByRole('list', { name: 'Figures' });
  const held = figures.getByRole('listitem', { name: 'Sessions held' });
  await expect(held).toContainText('12');
  await expect(held).toContainText('Previous period: 8');
  await expect(held).toContainText('+50% vs previous period');
  const fill = figures.getByRole('listitem', { name: 'Fill rate' });
  await expect(fill).toContainText('72%');
  await expect(fill).toContainText('Previous period: 48%');
  await expect(fill).toContainText('+24 points vs previous period');
  await expect(fill).toContainText('72 of 100 seats');
  const turned = figures.getByRole('listitem', { name: 'Turned away' });
  await expect(turned).toContainText('None in the previous period');
  await expect(turned).toContainText('4 seats asked for');
  await expect(page.getByText('No sessions in this period.')).toBeHidden();

  // Every part has its chart, once the page runs.
  for (const name of [
    'This period and the previous one',
    'Turned away by class and hour',
    'Bookings by source',
    'Bookings by language',
  ]) {
    await expect(page.getByRole('application', { name })).toBeVisible();
  }

  // The heat map: weekdays by hours, the number in each shaded cell.
  const heat = page.getByRole('table', { name: 'Seats booked by weekday and hour' });
  await expect(heat.getByRole('rowheader', { name: 'Tuesday' })).toBeVisible();
  await expect(heat.getByRole('columnheader', { name: /^7:00\sPM$/ })).toBeVisible();
  await expect(heat.getByRole('row', { name: /Tuesday/ })).toContainText('10');

  const sources = page.getByRole('region', { name: 'Bookings by source' }).first();
  await sources.getByText('Show as table').click();
  await expect(sources.getByRole('rowheader', { name: 'Online' })).toBeVisible();
  await expect(sources.getByRole('rowheader', { name: 'Walk-in' })).toBeVisible();
  const languages = page.getByRole('region', { name: 'Bookings by language' }).first();
  await languages.getByText('Show as table').click();
  await expect(languages.getByRole('rowheader', { name: 'Bahasa Indonesia' })).toBeVisible();

  // The CSV holds the typed title as text, never as a formula.
  const turnedAway = page.getByRole('region', { name: 'Turned away by class and hour' }).first();
  const downloading = page.waitForEvent('download');
  await turnedAway.getByRole('button', { name: /^Download CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^report-turned-away-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const [header, row] = csv.trim().split('\r\n');
  expect(header).toBe('Class and hour,Bookings,Seats');
  expect(row).toMatch(/^"'=Yoga, ""slow"" · 7:00\sPM",3,4$/);

  const heatDownload = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Seats booked by weekday and hour' })
    .first()
    .getByRole('button', { name: /^Download CSV/ })
    .click();
  const heatCsv = readFileSync((await (await heatDownload).path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const heatRows = heatCsv.trim().split('\r\n');
  expect(heatRows[0]).toMatch(/^Weekday,9:00\sAM,7:00\sPM$/);
  expect(heatRows[2]).toBe(`Tuesday,0,10`);

  // On a phone the cards stack and the wide tables scroll inside their box.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(fill).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('reports-phone.png'), fullPage: true });
});
