import { wallClockIn } from '@app/contract/constants';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';

/** The studio's wall clock (Asia/Jakarta) at `date`, as a `datetime-local` value. */
function jakartaInput(date: Date): string {
  const wall = wallClockIn('Asia/Jakarta', date);
  return `${wall.year}-${wall.month}-${wall.day}T${wall.hour}:${wall.minute}`;
}

test('a scheduled article stays off the site until its time, then the job publishes it', async ({ page, browser }) => {
  // Two sessions, two saves and a job's round: more than 30 s on a loaded runner.
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin/media');
  await page
    .getByRole('link', { name: /^Edit “/ })
    .first()
    .click();
  const title = await page.getByRole('textbox', { name: 'Title (English)' }).inputValue();
  expect(title).not.toBe('');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
  await expect(page.getByText('Time in Asia/Jakarta.').first()).toBeVisible();
  await page.getByLabel('Publish at', { exact: true }).fill(jakartaInput(new Date(Date.now() + 3_600_000)));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled')).toBeVisible();
  await expect(row.getByText(/Publishes .*\(Asia\/Jakarta\)/)).toBeVisible();

  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto('/media');
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tab.getByText(title, { exact: true })).toHaveCount(0);

  // Now due: the minute that has just begun.
  await row.getByRole('link', { name: title, exact: true }).click();
  await page.getByLabel('Publish at', { exact: true }).fill(jakartaInput(new Date()));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
  await expect(async () => {
    await tab.goto('/media');
    await expect(tab.getByText(title, { exact: true }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000 });
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: title }).getByText('Published', { exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 40_000 });
  await visitor.close();
});

test('two FAQ items are unpublished at once, by keyboard on a phone, and leave /faq', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page);
  await page.goto('/admin/pages/faq');
  const boxes = page.getByRole('checkbox', { name: /^Select “/ });
  await expect(boxes.first()).toBeVisible();
  const questions: string[] = [];
  for (const index of [0, 1]) {
    const box = boxes.nth(index);
    questions.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select “(.*)”$/, '$1'));
    // Keyboard: focus and Space.
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(toolbar.getByText('Selected: 2')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await toolbar.getByRole('button', { name: 'Unpublish', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Unpublish the selected items (2)?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(page.getByText('Items changed: 2.')).toBeVisible();
  for (const question of questions) {
    await expect(page.getByRole('row').filter({ hasText: question }).getByText('Draft', { exact: true })).toBeVisible();
  }

  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto('/faq');
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  for (const question of questions) await expect(tab.getByText(question, { exact: true })).toHaveCount(0);
  await visitor.close();
});
