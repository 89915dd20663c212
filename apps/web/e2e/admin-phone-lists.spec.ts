import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';

const PHONE = 375;

test.use({ viewport: { width: PHONE, height: 740 } });

/** Every button of a row is on the screen as it is, and nothing on the page scrolls sideways. */
async function expectReachable(page: Page, row: Locator) {
  const buttons = row.getByRole('button');
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    expect(box, await button.innerText()).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, await button.innerText()).toBeLessThanOrEqual(PHONE);
  }
  const sideways = await page.evaluate(() =>
    [document.scrollingElement ?? document.documentElement, ...document.querySelectorAll('main *')].some(
      (element) =>
        element.scrollWidth > element.clientWidth + 1 &&
        ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
    ),
  );
  expect(sideways, 'an element that scrolls sideways').toBe(false);
}

test('on a phone, a private-session request is a card whose actions are all on the screen', async ({
  page,
  request,
}) => {
  const asked = await request.post('/api/app/private-session-request', {
    data: {
      slug: 'private-mindfulness-session',
      name: 'Laras Phone',
      email: 'laras.phone@example.com',
      phone: '+62 812 5555 0199',
      preferredTimes: 'Weekday evenings after 7',
      consent: true,
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  await signInAsAdmin(page);
  await page.goto('/admin/private-requests');
  const row = page.getByRole('row').filter({ hasText: 'Laras Phone' });
  await expect(row).toContainText('Weekday evenings after 7');
  await expectReachable(page, row);
  await row.getByRole('button', { name: 'Propose', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Propose a time' })).toBeVisible();
});

test('on a phone, each staff account is a card with its actions on the screen; the only admin is not offered a demotion', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/staff');
  const own = page.getByRole('row').filter({ hasText: 'admin@ruangteduh.example' });
  await expect(own).toContainText('The only active admin');
  // The server refuses both for the last active admin: neither is offered.
  await expect(own.getByRole('button', { name: 'Make editor' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  // Signed in here, so the account has a session to end.
  await expect(own.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
  for (const row of await page.getByRole('table', { name: 'Staff accounts' }).getByRole('row').all()) {
    if ((await row.getByRole('button').count()) > 0) await expectReachable(page, row);
  }
});
