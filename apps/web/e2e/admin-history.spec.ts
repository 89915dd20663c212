import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';

test('an edited class title is undone from History: the earlier version is restored and public again', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/class?q=sound-and-stillness');
  await page.getByRole('link', { name: 'Edit “Sound and stillness”' }).click();
  const title = page.getByRole('textbox', { name: 'Title (English)' });
  await expect(title).toHaveValue('Sound and stillness');
  const editUrl = page.url();

  await title.fill('Sound and stillness, renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/class$/);
  await page.goto('/class/sound-and-stillness');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sound and stillness, renamed');

  await page.goto(editUrl);
  await expect(title).toHaveValue('Sound and stillness, renamed');
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  // The class as seeded (before history was kept) and the save just made, newest first.
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'View version 1' }).click();
  const version = page.getByRole('dialog', { name: 'Version 1' });
  const row = version.getByRole('row', { name: /Title English/ });
  await expect(row).toContainText('Sound and stillness');
  await expect(row).toContainText('Sound and stillness, renamed');

  await version.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('Version 1 was restored.')).toBeVisible();
  await expect(title).toHaveValue('Sound and stillness');

  // The restore is itself a version, and the public page shows the restored title.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('dialog', { name: 'History' }).getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await page.goto('/class/sound-and-stillness');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sound and stillness');
});
