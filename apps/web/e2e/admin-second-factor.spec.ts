import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signInAsAdmin } from './admin-session';
import { waitForMail } from './mailbox';
import { choosePassword, linkIn } from './staff-links';
import { addVirtualAuthenticator, allowSwitchingOffPasskeyAutofill } from './virtual-authenticator';

// Two browsers, two emails and several sign-ins: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 150_000 });

const ADMIN = { email: 'admin@ruangteduh.example', password: 'teduh-demo-2026', name: 'Dewi Admin' };
const EDITOR_PASSWORD = 'copper meadow lantern 64';
const WRONG_CODE = 'The code is incorrect or has expired.';

/**
 * The authenticator app's codes at a time the test chooses (a test clock, not the wall clock's next
 * tick): the server accepts the step before and after its own, and each step once.
 */
function authenticatorApp(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return { codeAt: (timestamp: number) => totp.generate({ timestamp }) };
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  // On a phone the sign-out button is in the menu's drawer. Wait for the back office to draw one or the other:
  // asked while the page after a sign-in is still loading, neither is there yet.
  const menu = page.getByRole('button', { name: 'Open menu' });
  const signOutButton = page.getByRole('button', { name: 'Sign out', exact: true });
  await expect(menu.or(signOutButton).filter({ visible: true }).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await signOutButton.click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** The Staff page's policy switch, set to `required` (the admin's session has a fresh factor). */
async function setPolicy(page: Page, required: boolean) {
  await page.goto('/admin/staff');
  const policy = page.getByRole('checkbox', { name: /Require an authenticator app or a passkey/ });
  await expect(policy).toBeEnabled();
  if ((await policy.isChecked()) === required) return;
  await policy.click();
  await expect(
    page.getByText(
      required ? 'Every staff account now needs a second factor.' : 'A second factor is no longer required.',
    ),
  ).toBeVisible();
  await expect(policy).toBeChecked({ checked: required });
}

/**
 * What a test must undo whatever happened in it (the policy on, the admin's passkey): run after it even when it timed
 * out, while its page is still open, so that the specs after it (and its own retry) find the demo admin as they expect.
 */
let undo: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  const run = undo;
  undo = null;
  await run?.();
});

test('the policy leads a new editor through setting up an authenticator app; its codes and a recovery code sign in, a recovery code once', async ({
  page,
  browser,
}) => {
  const retry = test.info().retry;
  const passkeyName = `Policy laptop ${retry}`;
  const invitee = { email: `ayu.policy${retry}@ruangteduh.example`, name: `Ayu ${retry}` };
  const authenticator = await addVirtualAuthenticator(page);
  await allowSwitchingOffPasskeyAutofill(page);

  // The admin needs a factor before requiring one of everybody: a passkey.
  await signInAsAdmin(page);
  await page.evaluate(() => sessionStorage.setItem('e2e-passkey-autofill', 'off'));
  await page.goto('/admin/account');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByLabel('Name of the new passkey').fill(passkeyName);
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('listitem').filter({ hasText: passkeyName })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  undo = async () => {
    // Leave the demo admin as the other specs expect it: no policy, no factor.
    await setPolicy(page, false);
    await page.goto('/admin/account');
    await passkeys.getByRole('button', { name: `Remove ${passkeyName}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove this passkey?' })
      .getByRole('button', { name: 'Remove passkey' })
      .click();
    await expect(passkeys.getByText(passkeyName)).toHaveCount(0);
  };
  // Making the passkey showed it: turning the policy on and inviting go on without asking again.
  await setPolicy(page, true);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('Email').fill(invitee.email);
  await dialog.getByLabel('Name').fill(invitee.name);
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText('The invitation was emailed.')).toBeVisible();
  const invitation = linkIn(await waitForMail(invitee.email, /^You are invited/), 'invitation');

  // The new editor, on a phone in Jakarta.
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, timezoneId: 'Asia/Jakarta' });
  const editor = await context.newPage();
  await choosePassword(editor, invitation, `Welcome, ${invitee.name}`, EDITOR_PASSWORD);
  await signInWithPassword(editor, invitee.email, EDITOR_PASSWORD);
  // Led to the account page, where setting up a factor is all there is.
  await expect(editor).toHaveURL(/\/admin\/account$/);
  await expect(editor.getByRole('status').filter({ hasText: 'requires a second factor' })).toBeVisible();
  await expect(editor.getByRole('heading', { name: 'Profile' })).toHaveCount(0);
  await editor.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    editor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Classes' }),
  ).toHaveCount(0);
  await editor.getByRole('button', { name: 'Close menu' }).first().click();
  await editor.goto('/admin/class');
  await expect(editor).toHaveURL(/\/admin\/account$/);

  const app = editor.getByRole('region', { name: 'Authenticator app' });
  await app.getByRole('button', { name: 'Set up' }).click();
  await expect(app.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await app.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const phone = authenticatorApp(secret);
  const setupCode = phone.codeAt(Date.now());
  await app.getByLabel('Code from your authenticator app').fill(setupCode);
  await app.getByRole('button', { name: 'Turn on' }).click();
  const codes = app.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())?.trim() ?? '';
  await app.getByRole('button', { name: 'I have saved them' }).click();
  await expect(app).toContainText('Recovery codes left: 10');
  // Set up: the back office opens.
  await expect(editor.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await editor.goto('/admin/class');
  await expect(editor).toHaveURL(/\/admin\/class$/);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Classes');

  // Next sign-in: the password, then the app's code. The setup's code again is refused (used, or by now
  // too old); the app's next one (30 s on by the test clock, inside the server's window) signs in.
  await signOut(editor);
  await signInWithPassword(editor, invitee.email, EDITOR_PASSWORD);
  const code = editor.getByLabel('Code from your authenticator app');
  await code.fill(setupCode);
  await editor.getByRole('button', { name: 'Continue' }).click();
  await expect(editor.getByRole('alert')).toHaveText(WRONG_CODE);
  await code.fill(phone.codeAt(Date.now() + 30_000));
  await editor.getByRole('button', { name: 'Continue' }).click();
  await expect(editor).toHaveURL(/\/admin$/);

  // A recovery code works once.
  for (const attempt of ['first', 'second'] as const) {
    await signOut(editor);
    await signInWithPassword(editor, invitee.email, EDITOR_PASSWORD);
    await editor.getByRole('button', { name: 'Use a recovery code' }).click();
    await editor.getByLabel('Recovery code').fill(recovery);
    await editor.getByRole('button', { name: 'Continue' }).click();
    if (attempt === 'first') await expect(editor).toHaveURL(/\/admin$/);
    else await expect(editor.getByRole('alert')).toHaveText(WRONG_CODE);
  }
  await expect(editor).toHaveURL(/\/admin\/login$/);
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();

  // The admin's own next sign-in: the password, then the passkey (no code to type).
  await signOut(page);
  await signInWithPassword(page, ADMIN.email, ADMIN.password);
  await expect(page.getByText('Confirm it’s you with one of your passkeys.')).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-user-name')).toHaveText(ADMIN.name);
});
