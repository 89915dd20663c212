import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { confirmItsMe, signInAsAdmin } from './admin-session';

/** A REST path a key with `sessions:read` may call (admin.reports.get). */
const REPORT = '/api/admin/reports?from=2026-01-01&to=2026-01-31';

const callWith = (request: APIRequestContext, secret: string) =>
  request.get(REPORT, { headers: { authorization: `Bearer ${secret}` } });

/** Creates a key with `sessions:read` through the dialog; answers the secret it shows once, copied. */
async function createKey(page: Page, name: string, act: (target: Locator) => Promise<void>): Promise<string> {
  await act(page.getByRole('button', { name: 'Create key' }));
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await expect(dialog).toBeVisible();
  // The shared schema refuses an empty form before anything is sent.
  await act(dialog.getByRole('button', { name: 'Create key' }));
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('group', { name: 'Scopes' })).toContainText('Choose at least one scope.');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await act(dialog.getByRole('checkbox', { name: /^sessions:read/ }));
  await expect(dialog.getByRole('checkbox', { name: /^sessions:read/ })).toBeChecked();
  await expect(dialog.getByText('Read sessions, their rosters and the reports.')).toBeVisible();
  await dialog.getByLabel('Expires on (optional)').fill('2099-12-31');
  await act(dialog.getByRole('button', { name: 'Create key' }));
  // Creating a key is sensitive: a second factor from the last 10 minutes (issue 32), once per sign-in here.
  await confirmItsMe(page);

  const shown = page.getByRole('dialog', { name: 'Copy the new key' });
  await expect(shown).toContainText('you will not see it again');
  const secret = await shown.getByLabel('Secret').inputValue();
  expect(secret).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
  await act(shown.getByRole('button', { name: 'Copy' }));
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await act(shown.getByRole('button', { name: 'Done' }));
  await expect(shown).toBeHidden();
  return secret;
}

/** Revokes the key of `row` through its confirmation. */
async function revoke(page: Page, row: Locator, name: string, act: (target: Locator) => Promise<void>) {
  await act(row.getByRole('button', { name: 'Revoke' }));
  const confirm = page.getByRole('alertdialog', { name: `Revoke the key “${name}”?` });
  await expect(confirm).toContainText('This cannot be undone');
  await act(confirm.getByRole('button', { name: 'Revoke' }));
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
});

test('an admin creates a key with the keyboard, copies its secret once, the API accepts it, and after revoking refuses it', async ({
  page,
  request,
}, info) => {
  const name = `Calendar sync ${info.project.name} ${Date.now()}`;
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API keys');

  // Keyboard only: the dialog opens from its button, Escape closes it and gives the focus back.
  const open = page.getByRole('button', { name: 'Create key' });
  await open.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Create an API key' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(open).toBeFocused();
  const press = (target: Locator) => target.press('Space');
  const secret = await createKey(page, name, press);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${secret.slice(0, 11)}…`);
  await expect(row).toContainText('sessions:read');
  await expect(row).toContainText('Active');
  // Times on the studio's clock, whatever the browser's zone: the expiry is the end of the chosen day there.
  await expect(row).toContainText(/Dec 31, 2099, 11:59\s?PM \(Asia\/Jakarta\)/);
  await expect(row).not.toContainText(secret.slice(11));

  const accepted = await callWith(request, secret);
  expect(accepted.status()).toBe(200);
  expect(accepted.headers()['ratelimit-policy']).toBe('"default";q=600;w=60');
  expect(accepted.headers().ratelimit).toMatch(/^"default";r=599;t=\d+$/);

  // The list shows the use and where it came from.
  await page.reload();
  await expect(row).toContainText('from 127.0.0.1');

  await revoke(page, row, name, press);
  const refused = await callWith(request, secret);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({
    message: 'This API key is not valid: it may have been revoked or have expired.',
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('every control is reached by tapping and nothing scrolls sideways', async ({ page, request }, info) => {
    const name = `HR sync ${info.project.name} ${Date.now()}`;
    const tap = (target: Locator) => target.tap();
    await signInAsAdmin(page);
    await tap(page.getByRole('button', { name: 'Open menu' }));
    await tap(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'API keys' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API keys');

    const secret = await createKey(page, name, tap);
    expect((await callWith(request, secret)).status()).toBe(200);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Active');
    const button = await row.getByRole('button', { name: 'Revoke' }).boundingBox();
    expect(button).not.toBeNull();
    expect(button!.x + button!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await revoke(page, row, name, tap);
    expect((await callWith(request, secret)).status()).toBe(401);
  });
});
