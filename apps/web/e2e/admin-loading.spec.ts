import { expect, type Route, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';

/** Every back-office screen a signed-in admin opens from the sidebar (the route table's admin pages). */
const SCREENS = [
  '/admin',
  '/admin/class',
  '/admin/slider',
  '/admin/upload/image',
  '/admin/counselor',
  '/admin/media',
  '/admin/story',
  '/admin/images',
  '/admin/trash',
  '/admin/pages/home',
  '/admin/pages/about',
  '/admin/pages/faq',
  '/admin/pages/client',
  '/admin/sessions',
  '/admin/private-requests',
  '/admin/booking-settings',
  '/admin/newsletter',
  '/admin/audit',
  '/admin/staff',
  '/admin/registrant/newsletter',
  '/admin/registrant/class',
  '/admin/registrant/contact',
  '/admin/settings',
];

/*
 * Issue 17, "Feel": no blank area while a screen's data is on the way. The back office's reads are held
 * back until the screen has been looked at, so what it shows meanwhile is what a slow connection shows.
 */
test('every back-office screen shows that it is loading while its data is on the way, then its content', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  for (const path of SCREENS) {
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/trpc\/[^?]*admin\./, (route) => {
      if (holding) held.push(route);
      else route.continue();
    });
    await page.goto(path);
    const main = page.locator('main');
    await expect(main, path).toBeVisible();
    if (held.length > 0) {
      await expect(main.locator('[aria-busy="true"]').first(), `${path} while loading`).toBeVisible();
    }
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect(main.locator('[aria-busy="true"]'), `${path} once loaded`).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible();
    await page.unroute(/\/trpc\/[^?]*admin\./);
  }
});
