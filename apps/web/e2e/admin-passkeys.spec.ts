import { expect, test } from '@playwright/test';
import { addVirtualAuthenticator, allowSwitchingOffPasskeyAutofill } from './virtual-authenticator';

const ADMIN = { email: 'admin@ruangteduh.example', password: 'teduh-demo-2026', name: 'Dewi Admin' };

/**
 * Passkeys (issue 32) in Chromium with a virtual authenticator; the site is on localhost, its RP ID.
 */
test('adds a passkey on the account page, signs in with it without typing, and removes it', async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page);
  await allowSwitchingOffPasskeyAutofill(page);
  // Names of this attempt's own (a retry finds the database as the first attempt left it).
  const name = `Studio laptop ${test.info().retry}`;
  const renamed = `Front desk laptop ${test.info().retry}`;

  await page.goto('/admin/login');
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/account');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText('Give the passkey a name, such as “Laptop” or “Phone”.')).toBeVisible();
  await passkeys.getByLabel('Name of the new passkey').fill(name);
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  const row = passkeys.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(/Not used yet · added/);
  expect(await authenticator.credentials()).toHaveLength(1);

  // First the button, with the email field's autofill request (conditional UI) switched off: the virtual
  // authenticator answers such a request at once, where a person would pick the passkey from the field.
  await page.evaluate(() => sessionStorage.setItem('e2e-passkey-autofill', 'off'));
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // No email, no password: the button asks the browser, and the authenticator verifies its user.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-user-name')).toHaveText(ADMIN.name);

  // Then the autofill request: signed out, the login page's email field offers the passkey, and the
  // virtual authenticator (standing in for the person choosing it) signs in without a click.
  await page.evaluate(() => sessionStorage.removeItem('e2e-passkey-autofill'));
  const autofilled = page.waitForResponse((response) => response.url().includes('/trpc/auth.passkeySignIn'));
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  expect((await autofilled).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-user-name')).toHaveText(ADMIN.name);

  await page.goto('/admin/account');
  await expect(row).toContainText(/Last used/);
  await passkeys.getByRole('button', { name: `Rename ${name}` }).click();
  await passkeys.getByLabel('Passkey name').fill(renamed);
  await passkeys.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys.getByText(renamed)).toBeVisible();

  await passkeys.getByRole('button', { name: `Remove ${renamed}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(passkeys.getByText(renamed)).toHaveCount(0);

  // Removed from the account, the passkey the device still holds signs nobody in.
  await page.evaluate(() => sessionStorage.setItem('e2e-passkey-autofill', 'off'));
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('This passkey could not sign you in.');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
