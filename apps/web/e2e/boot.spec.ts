import { expect, type Page, test } from '@playwright/test';

/*
 * The app is fetched once the page's largest image has painted (boot.ts): on a phone's slow connection the
 * image does not share it with the app's 100 KB, and the page looks finished sooner. A stalled image must
 * not hold the page back.
 */

const IMAGE_DELAY_MS = 1500;

// A phone: the menu button is what a visitor taps first.
test.use({ viewport: { width: 375, height: 740 } });

/** When the browser first asked for the app's chunk or React DOM's (boot.ts fetches both), in ms since navigation. */
async function appRequestedAt(page: Page, started: number): Promise<number> {
  const chunks = [/\/assets\/app-[\w-]+\.js$/, /\/assets\/react-dom-[\w-]+\.js$/];
  const times = await Promise.all(
    chunks.map((chunk) => page.waitForRequest(chunk, { timeout: 15_000 }).then(() => Date.now() - started)),
  );
  return Math.min(...times);
}

const IMAGE = /\/images\/[\w-]+\.(?:webp|avif|jpe?g|png)$/;

test('the app loads after the largest image has painted, not before', async ({ page }) => {
  let heroAnsweredAt = 0;
  let started = 0;
  let imagesAsked = 0;
  await page.route(IMAGE, async (route) => {
    // The first image asked for is the hero: the server marks it `fetchpriority="high"` and preloads it.
    imagesAsked += 1;
    if (imagesAsked > 1) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, IMAGE_DELAY_MS));
    heroAnsweredAt = Date.now() - started;
    await route.continue();
  });
  started = Date.now();
  const requested = appRequestedAt(page, started);
  await page.goto('/', { waitUntil: 'commit' });
  const at = await requested;
  expect(heroAnsweredAt).toBeGreaterThan(0);
  expect(at).toBeGreaterThanOrEqual(heroAnsweredAt);
  // And the page then hydrates as usual: the menu button turns on.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled();
});

test('an image that never arrives does not hold the app back', async ({ page }) => {
  // Every image stalls: the app still loads (after boot.ts's longest wait) and the page hydrates.
  await page.route(IMAGE, () => {});
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled();
});

test("a form's validation loads when the form is first checked, not with the page", async ({ page }) => {
  const validation: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/validation-[\w-]+\.js$/.test(request.url())) validation.push(request.url());
  });
  await page.goto('/contact');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const contact = page.getByRole('form', { name: 'Contact form' });
  await expect(contact.getByLabel('Name')).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(validation).toEqual([]);
  // Sent empty: the validation loads, and says what is missing in the visitor's language.
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByText('Name is required.')).toBeVisible();
  expect(validation).toHaveLength(1);
});
