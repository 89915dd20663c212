import { expect, type Page, test } from '@playwright/test';
import { editFirstSlide } from './admin-session';

const ADMIN = { email: 'admin@ruangteduh.example', password: 'teduh-demo-2026', name: 'Dewi Admin' };

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a signed-out visit to an admin page lands on the login and returns there after sign-in', async ({ page }) => {
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === 'intended_url')?.value).toBe(
    encodeURIComponent('/admin/settings'),
  );

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');

  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByTestId('admin-user-name')).toHaveText(ADMIN.name);
  const token = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(token?.expires).toBe(-1); // no "remember me": a session cookie

  // Signed in, the login page is for guests only.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('"remember me" keeps the token cookie for 365 days', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Remember me').check();
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  const token = (await page.context().cookies()).find((c) => c.name === 'token');
  const days = ((token?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

test('a 401 while signed in asks to sign in again over the page; signing out from it leads to the login page', async ({
  page,
  request,
}) => {
  await page.goto('/admin/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  // The session ends elsewhere (another tab logs out, or it is revoked).
  await request.post('/api/logout', { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });

  await page.getByLabel('Name', { exact: true }).fill('Dewi A.');
  await page.getByRole('button', { name: 'Save name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('signing in again in the dialog keeps the edit and sends the save that met the 401', async ({ page, request }) => {
  await page.goto('/admin/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  const title = await editFirstSlide(page);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  await request.post('/api/logout', { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });

  await title.fill('Kept through a new sign-in');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toContainText('your changes will be saved');
  await expect(dialog.getByLabel('Email')).toHaveValue(ADMIN.email);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Password').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  // The save went through after the new sign-in: back on the list, and the site shows it.
  await expect(page).toHaveURL(/\/admin\/slider$/);
  await page.goto('/');
  await expect(page.getByText('Kept through a new sign-in').first()).toBeVisible();
});

test('staff change their name and the footer shows the saved one', async ({ page }) => {
  await page.goto('/admin/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  await page.getByLabel('Name', { exact: true }).fill('Dewi Lestari');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('admin-user-name')).toHaveText('Dewi Lestari');
  await page.getByLabel('Name', { exact: true }).fill(ADMIN.name);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('admin-user-name')).toHaveText(ADMIN.name);
});

test('the sign-in page shows its own message for an error code, never text from the address', async ({ page }) => {
  const planted = 'Your account is locked. Call +1 555 0100 to unlock it.';
  await page.goto(`/admin/login?error=${encodeURIComponent(planted)}`);
  await expect(page.getByRole('alert')).toHaveText('Signing in did not work. Please try again.');
  await expect(page.getByText('+1 555 0100')).toHaveCount(0);

  await page.goto('/admin/login?error=disabled');
  await expect(page.getByRole('alert')).toHaveText(
    'This staff account is disabled. Ask an administrator to enable it.',
  );
  await page.goto('/admin/login?error=no-account');
  await expect(page.getByRole('alert')).toHaveText('No staff account uses this email address.');
});
