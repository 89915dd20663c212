import { expect, type Locator, type Page } from '@playwright/test';

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
