import { expect, test } from '@playwright/test';
import { renameFirstSlide, signInAsAdmin } from './admin-session';

test('the audit page finds a change by kind and name, opens the item, and keeps its filters in the address', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // A change to find: a slide renamed.
  await renameFirstSlide(page, 'Audit trail slide');

  // From the dashboard's recent changes to all of them.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'All changes' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Changes', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: /^Item/ }).selectOption('slide');
  await expect(page).toHaveURL(/[?&]entity=slide\b/);
  await page.getByRole('searchbox', { name: 'Search by item name' }).fill('audit trail');
  await expect(page).toHaveURL(/[?&]q=audit\+trail\b/);
  const changes = page.getByRole('region', { name: 'Changes' }).getByRole('listitem');
  await expect(changes).toHaveCount(1);
  await expect(changes.first()).toContainText('Dewi Admin changed the slide “Audit trail slide”');

  // The entry leads to the item; back returns to the same filtered list.
  await changes.first().getByRole('link', { name: '“Audit trail slide”' }).click();
  await expect(page).toHaveURL(/\/admin\/slider\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Audit trail slide');
  await page.goBack();
  await expect(page.getByRole('combobox', { name: /^Item/ })).toHaveValue('slide');
  await expect(changes).toHaveCount(1);

  // Nothing matches a day before the site existed: said plainly.
  await page.getByLabel(/^To/).fill('2020-01-01');
  await expect(page.getByText('No changes match these filters.')).toBeVisible();

  // On a phone the page fits the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('one search box finds content of every kind from the keyboard and opens its edit form', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search all content' });
  const box = dialog.getByRole('combobox', { name: 'Title, name or slug' });
  await expect(box).toBeFocused();
  await box.fill('dewi');
  const options = dialog.getByRole('option');
  await expect(options.first()).toContainText('Dewi Lestari');
  await expect(options.first()).toContainText('facilitator');
  await box.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/counselor\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Dewi Lestari');

  // "/" opens it too, outside a text field; the arrow keys choose among several kinds.
  await page.locator('main h1').click();
  await page.keyboard.press('/');
  await box.fill('yoga');
  await expect(options.first()).toContainText(/yoga/i);
  await expect(options.nth(1)).toContainText(/yoga/i);
  await expect(dialog.getByRole('status')).toContainText('found');
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /^Search/ }).click();
  await dialog.getByRole('combobox').fill('zzzz-nothing');
  await expect(dialog.getByRole('status')).toHaveText('Nothing found.');

  // A title in another language: the seed's "Family conversations" is "Percakapan keluarga" in Indonesian.
  await box.fill('Percakapan');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Family conversations');
  await expect(options.first()).toContainText('Percakapan keluarga');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/admin\/class\/\d+\/edit$/);

  // An image by its alternative text in Indonesian ("teratai": lotus) opens in the media library.
  await page.keyboard.press('Control+k');
  await box.fill('teratai');
  await expect(options.first()).toContainText('image');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/admin\/images\?image=\d+$/);
  await expect(page.getByRole('dialog', { name: 'Image details' })).toBeVisible();

  // A page by its title in Indonesian opens its editor.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await box.fill('Metode kami');
  await expect(options.first()).toContainText('Our method');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/admin\/pages\/method$/);
});
