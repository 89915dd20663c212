import { expect, test } from '@playwright/test';

// The first-admin setup link (docs/operations.md, "First start in production"). This server's database
// has its demo admin, so any setup link answers that the site is set up; creating the first admin through
// the link is apps/server/test/first-admin-setup.test.ts and production-start.test.ts.
test('the setup link of a site that has its admin says so, and reads its token by POST only', async ({ page }) => {
  const token = 'setup-link-token-for-the-e2e-test-0123456789';
  const carryingToken: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(token) && request.resourceType() !== 'document')
      carryingToken.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(`/admin/setup/${token}`);
  await expect(page.getByRole('heading', { name: 'This site is already set up' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Its first admin exists. Sign in, or ask an admin to invite you.');
  expect(carryingToken).toEqual([]);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
