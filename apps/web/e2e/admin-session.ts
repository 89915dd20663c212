import { expect, type Locator, type Page } from '@playwright/test';
import { mailCount, waitForNewMail } from './mailbox';

/** The demo admin the development seed creates. */
const DEMO_ADMIN = { email: 'admin@ruangteduh.example', password: 'teduh-demo-2026' };

/** Signs in on the sign-in page as the demo admin and lands on the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Opens the first home-slider slide for editing; answers its English title field, loaded. */
export async function editFirstSlide(page: Page): Promise<Locator> {
  await page.goto('/admin/slider');
  await page
    .getByRole('link', { name: /^Edit “/ })
    .first()
    .click();
  const title = page.getByRole('textbox', { name: 'Title (English)' });
  await expect(title).not.toHaveValue('');
  return title;
}

/** Renames the first home-slider slide and saves it: the slider's list shows again. */
export async function renameFirstSlide(page: Page, title: string) {
  const field = await editFirstSlide(page);
  await field.fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/slider$/);
}

const SIGN_IN_CODE = /^Your sign-in code: (\d{6})$/;

/**
 * Answers the "Confirm it's you" dialog a sensitive action opens (issue 32): the demo admin has no
 * authenticator app, so the code comes by email; the action then goes on by itself.
 */
export async function confirmItsMe(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog).toBeVisible();
  const before = mailCount(DEMO_ADMIN.email, SIGN_IN_CODE);
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  const mail = await waitForNewMail(DEMO_ADMIN.email, SIGN_IN_CODE, before);
  await dialog.getByLabel('Code from the email').fill(SIGN_IN_CODE.exec(mail.subject)?.[1] ?? '');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}
