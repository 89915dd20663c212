import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 90_000 });

test('an admin on a phone opens Booking settings from the menu, is told what is wrong, and saves', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('admin@ruangteduh.example');
  await page.getByLabel('Password', { exact: true }).fill('teduh-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Booking settings' }).click();
  await expect(page).toHaveURL(/\/admin\/booking-settings$/);
  const form = page.getByRole('form', { name: 'Booking settings' });
  const reminder = form.getByLabel('Reminder email (hours before)');
  await expect(reminder).toHaveValue('24');
  await expect(form.getByLabel('Weeks of dates open for booking')).toHaveValue('8');

  await reminder.fill('500');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(reminder).toHaveAccessibleDescription(/At most 168 hours \(a week\)/);
  await expect(reminder).toHaveAttribute('aria-invalid', 'true');

  await reminder.fill('12');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The booking settings were saved.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Booking settings' }).getByLabel('Reminder email (hours before)'),
  ).toHaveValue('12');

  // A studio that does not take attendance turns the no-show job off.
  const attendance = page.getByRole('checkbox', { name: 'Take attendance' });
  await expect(attendance).toBeChecked();
  await expect(attendance).toHaveAccessibleDescription(/marked a no-show/);
  await attendance.uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The booking settings were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Take attendance' })).not.toBeChecked();

  // Put back what the other tests expect.
  await page.getByRole('checkbox', { name: 'Take attendance' }).check();
  await page.getByLabel('Reminder email (hours before)').fill('24');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The booking settings were saved.')).toBeVisible();
});
