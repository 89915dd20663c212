import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { classSessions, elsewhere, type SessionItem } from './sessions';

/*
 * The studio's visitors are in Jakarta, and its online classes reach visitors abroad. The server knows a
 * visitor's language but not their clock: what it renders depends on the request alone (the class's zone, the
 * language, the time it rendered), so the browser renders the same text whatever its zone, and what depends on
 * the visitor's zone (their own time beside the studio's) is added once the page has hydrated. The projects in
 * playwright.config.ts run this file with the browser in Asia/Jakarta (id), America/New_York (en) and UTC (en).
 */

/** An online weekly class, in Jakarta: a visitor abroad may well join it. */
const ONLINE_CLASS = 'midweek-mindful-lunch';

async function firstFacilitator(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get('/api/app/counselor')).json()) as { result: Array<{ slug: string }> };
  return answer.result[0]!.slug;
}

/** Every error the page reports: React's hydration errors (#418, #423, #425…) among them. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The browser's zone, as this test's project set it. */
const browserZone = () => test.info().project.use.timezoneId ?? 'UTC';

/** "Wed, Dec 2, 12:15 – 1:00 AM": the session on the visitor's clock, in the browser's language, plain spaces. */
const onVisitorClock = (session: SessionItem, zone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  })
    .formatRange(new Date(session.startsAt), new Date(session.endsAt))
    .replace(/[\u00a0\u2009\u202f]/g, ' ');

test('the pages with dates (home, classes, a class, a facilitator, media) hydrate without an error in the visitor’s zone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const paths = [
    '/',
    '/session-classes',
    `/class/${ONLINE_CLASS}`,
    `/facilitators/${await firstFacilitator(request)}`,
    '/media',
  ];
  for (const path of paths) {
    const errors = watchErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('#root h1').first()).toBeVisible();
    if (path.startsWith('/class/')) {
      // The dates and the form have hydrated too: their buttons and fields are on.
      await expect(page.locator('#class-dates ~ ul button').first()).toBeEnabled();
      await expect(page.locator('#register fieldset').first()).toBeEnabled();
    }
    expect(errors, `${path} in ${browserZone()}`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test('a visitor elsewhere sees the class’s zone and their own time once the page runs; in Jakarta, neither', async ({
  page,
  request,
}) => {
  const zone = browserZone();
  // The first date offered (a button to choose it): the soonest scheduled one still ahead.
  const session = (await classSessions(request, ONLINE_CLASS)).find(
    (s) => s.status === 'scheduled' && Date.parse(s.startsAt) > Date.now(),
  )!;
  const away = elsewhere(session);
  const locale = test.info().project.use.locale ?? 'en-US';
  const yourTime = locale.startsWith('id') ? 'Waktu Anda' : 'Your time';
  const zoneLabel = locale.startsWith('id') ? 'WIB' : 'GMT+7';

  // The server's page names no zone and no visitor's time: it cannot know the visitor's clock.
  const html = await (await request.get(`/class/${ONLINE_CLASS}`, { headers: { 'accept-language': locale } })).text();
  expect(html.includes(yourTime), 'the server names the visitor’s time').toBe(false);
  expect(html.includes(`(${zoneLabel})`), 'the server names the class’s zone beside a time').toBe(false);

  await page.goto(`/class/${ONLINE_CLASS}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const row = page
    .locator('#class-dates ~ ul > li')
    .filter({ has: page.getByRole('button') })
    .first();
  await expect(row.getByRole('button')).toBeEnabled();
  if (away) {
    await expect(row).toContainText(`(${zoneLabel})`);
    await expect(row).toContainText(yourTime);
    await expect(row).toContainText(`${yourTime}: ${onVisitorClock(session, zone, locale)}`);
    // The form names them for the chosen date too.
    await expect(page.locator('#register')).toContainText(yourTime);
  } else {
    await expect(row).not.toContainText(`(${zoneLabel})`);
    // Neither in its dates nor in the form (a suggested class held in another zone may name it, rightly).
    await expect(page.locator('#class-dates ~ ul')).not.toContainText(yourTime);
    await expect(page.locator('#register')).not.toContainText(yourTime);
  }

  // The class's card in the list says the same of its next session.
  await page.goto('/session-classes');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const card = page.locator('article').filter({ has: page.locator(`a[href="/class/${ONLINE_CLASS}"]`) });
  if (away) await expect(card).toContainText(yourTime);
  else await expect(card).not.toContainText(yourTime);
});
