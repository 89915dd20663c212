import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';

test('a deleted media article goes to the trash, leaves the site, and comes back when restored', async ({ page }) => {
  const title = 'Talking about healthy digital habits';
  await signInAsAdmin(page);
  await page.goto('/admin/media?q=digital-habits-talk');
  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('stays in the trash for 30 days');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(`“${title}” was moved to the trash.`);

  await page.goto('/media');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Media article');
  await expect(row.getByRole('button', { name: `Delete permanently “${title}”` })).toBeVisible();
  await row.getByRole('button', { name: `Restore “${title}”` }).click();
  await expect(page.getByTestId('toast')).toContainText(`“${title}” was restored.`);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);

  await page.goto('/media');
  await expect(page.getByText(title).first()).toBeVisible();
});
