import { expect, type Page } from '@playwright/test';
import type { ReceivedMail } from './mailbox';

/** The link of a staff email (`/admin/invitation/…` or `/admin/reset-password/…`), as a path on this server. */
export function linkIn(mail: ReceivedMail, kind: 'invitation' | 'reset-password'): string {
  const link = new RegExp(`https?://\\S+(/admin/${kind}/[A-Za-z0-9_-]{40,})`).exec(mail.text)?.[1];
  expect(link, `a ${kind} link in “${mail.subject}”`).toBeTruthy();
  expect(mail.html).toContain(link!);
  return link!;
}

/** Chooses a password on the page of an emailed link (a too-short one first), then follows "Sign in". */
export async function choosePassword(page: Page, path: string, heading: string | RegExp, password: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your password is set');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}
