import { expect, test } from '@playwright/test';

test('the home page shows real classes from the server and switches language', async ({ page, request }) => {
  const api = await request.post('/api/app/class', { data: { type: 'REGULAR' } });
  const { result } = (await api.json()) as { result: Array<{ title: string }> };
  expect(result.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Regular classes' })).toBeVisible();
  await expect(page.getByText(result[0]!.title).first()).toBeVisible();

  // The server's page answers the switcher once the app has taken it over.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.locator('#language-desktop').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Cours réguliers' })).toBeVisible();
  const french = await request.post('/api/app/class', {
    data: { type: 'REGULAR' },
    headers: { 'accept-language': 'fr' },
  });
  const frenchTitle = ((await french.json()) as { result: Array<{ title: string }> }).result[0]!.title;
  await expect(page.getByText(frenchTitle).first()).toBeVisible();

  // The choice is kept in the locale cookie for the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cours réguliers' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the lists below the first screen are in the server’s page; a visitor who scrolls to them gets them hydrated: their links open pages in the app', async ({
  page,
}) => {
  const lists: string[] = [];
  page.on('request', (request) => {
    if (/\/trpc\/.*class\.list/.test(request.url())) lists.push(request.url());
  });
  await page.goto('/');
  const regular = page.getByRole('region', { name: 'Regular classes' });
  const firstCard = regular
    .getByRole('link')
    .filter({ hasNotText: /See all/ })
    .first();
  // In the server's HTML, before any script: their text and links show.
  await expect(firstCard).toBeVisible();
  const href = await firstCard.getAttribute('href');
  expect(href).toMatch(/^\/class\//);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Neither their data (not in the page's data block, issue 33) nor their code is fetched for a reader who has not
  // reached for the page yet.
  expect(lists).toEqual([]);
  const listsRead = page.waitForResponse((response) => /\/trpc\/.*class\.list/.test(response.url()));
  await page.mouse.wheel(0, 600);
  expect((await listsRead).status()).toBe(200);
  await page.evaluate(() => {
    (window as { __samePage?: boolean }).__samePage = true;
  });
  await firstCard.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Opened by the app, not by a new page load: the list's section was hydrated.
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  // Not a soft 404: search engines are told too.
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('images load and the API reference page renders', async ({ page }) => {
  await page.goto('/facilitators');
  const image = page.locator('main img').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto('/api/docs');
  await expect(page.getByText('Ruang Teduh API').first()).toBeVisible();
});

test('a card focused from the keyboard shows that it has focus, on a phone', async ({ page }) => {
  // The cards clip their image to their rounded corners: a focus ring drawn outside a card was clipped with it.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.mouse.move(0, 0);
  const cards = [
    page.locator('section[aria-labelledby="home-classes"] article').first(),
    page.locator('section[aria-labelledby="home-facilitators"] article').first(),
    page.locator('section[aria-labelledby="home-media"] article').first(),
  ];
  for (const card of cards) {
    const link = card.getByRole('link').first();
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    if (!box) throw new Error('the card is not shown');
    // The inner edge of the card's left side, halfway down (away from the rounded corners).
    const edge = { x: box.x, y: box.y + box.height / 2, width: 4, height: 24 };
    const before = await page.screenshot({ clip: edge, animations: 'disabled' });
    // Focus from the keyboard: from the element before the link, Tab.
    await link.evaluate((element) => {
      const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')];
      focusable[focusable.indexOf(element as HTMLElement) - 1]?.focus();
    });
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const after = await page.screenshot({ clip: edge, animations: 'disabled' });
    expect(after.equals(before), `focus shows on the card of ${await link.textContent()}`).toBe(false);
  }
});
