import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';

/**
 * The main navigation, with the static content whose title each page shows as its heading (null: the
 * page is headed by the link's own words).
 */
const MENU: Array<[label: string, path: string, code: string | null]> = [
  ['Classes', '/session-classes', 'journey'],
  ['Facilitators', '/facilitators', 'counselor'],
  ['Our method', '/about-us', 'method'],
  ['Stories', '/story', 'story'],
  ['Media', '/media', 'media'],
  ['Corporate', '/corporate', 'corporate'],
  ['Contact', '/contact', 'contact'],
  ['My bookings', '/my-bookings', null],
];

async function staticTitle(request: APIRequestContext, code: string): Promise<string> {
  const response = await request.post('/api/app/static-content', { data: { code } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { title: string } }).result.title;
}

/** True when a real tap at the element's centre lands on the element (nothing covers it). */
function tappable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

const menuOf = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openMenu(page: Page) {
  // The server-rendered button shows before the app has hydrated it; a click then would do nothing.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = menuOf(page);
  await expect(menu).toBeVisible();
  return menu;
}

for (const width of [375, 414, 768]) {
  test.describe(`phone menu at ${width}px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('opens full height as a modal dialog with every link visible and tappable', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Start from a scrolled page: the menu must still cover the whole screen.
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const scrolled = await page.evaluate(() => window.scrollY);

      const menu = await openMenu(page);
      const box = await menu.boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width, height: 740 });

      const links = menu.getByRole('navigation', { name: 'Main' }).getByRole('link');
      await expect(links).toHaveText(MENU.map(([label]) => label));
      for (const link of await links.all()) {
        await expect(link).toBeInViewport();
        expect(await tappable(link), await link.innerText()).toBe(true);
      }
      await expect(menu.getByRole('combobox', { name: 'Language' })).toBeVisible();

      // The page behind does not scroll while the menu is open.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.mouse.move(width / 2, 600);
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });

    test('keeps Tab inside, and Escape or Close return focus to the menu button', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const menu = await openMenu(page);
      const focusInMenu = () =>
        page.evaluate(() => {
          const dialog = document.querySelector('[role="dialog"]');
          return dialog !== null && document.activeElement !== null && dialog.contains(document.activeElement);
        });
      // More presses than the menu has controls: focus must wrap around inside it, both ways.
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInMenu(), `Tab ${i + 1}`).toBe(true);
      }
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInMenu(), `Shift+Tab ${i + 1}`).toBe(true);
      }
      // The header behind is hidden from assistive technology while the menu covers it.
      await expect(page.getByRole('banner')).toHaveCount(0);

      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(toggle).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

      await toggle.click();
      await expect(menu).toBeVisible();
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toHaveCount(0);
      await expect(toggle).toBeFocused();
    });

    test('each link opens its page and closes the menu', async ({ page, request }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const [label, path, code] of MENU) {
        const menu = await openMenu(page);
        await menu.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(path);
        await expect(menu).toHaveCount(0);
        const heading = code === null ? label : await staticTitle(request, code);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      }
    });
  });
}

test('the language switcher in the phone menu translates the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const menu = await openMenu(page);
  await menu.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(menu.getByRole('link', { name: 'Notre méthode' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
