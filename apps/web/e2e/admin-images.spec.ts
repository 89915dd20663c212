import { expect, test } from '@playwright/test';
import { editFirstSlide, signInAsAdmin } from './admin-session';

const CLASS_PATH = '/class/private-mindfulness-session';
const ENGLISH_ALT = 'Abstract illustration of a warm peach lotus';
const NEW_SPANISH_ALT = 'Loto de tonos melocotón sobre fondo cálido';

test('alt text set per language in the media library is what visitors read, in their language', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Images', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/images$/);
  await page.getByLabel('Search by alternative text, caption or file name').fill('warm peach lotus');
  await expect(page.getByTestId('library-image')).toHaveCount(1);
  await page.getByTestId('library-image').click();

  const dialog = page.getByRole('dialog', { name: 'Image details' });
  await expect(dialog.getByText('Used by 1 item')).toBeVisible();
  // An image in use cannot be deleted; the reason is given.
  await expect(dialog.getByRole('button', { name: 'Delete image' })).toBeDisabled();
  await expect(dialog.getByText(/An image in use cannot be deleted/)).toBeVisible();

  await dialog
    .getByRole('group', { name: /^Alternative text/ })
    .getByRole('tab', { name: 'Español' })
    .click();
  const spanish = dialog.getByRole('textbox', { name: 'Alternative text (Español)' });
  const original = await spanish.inputValue();
  expect(original).not.toBe('');
  await spanish.fill(NEW_SPANISH_ALT);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'texts were saved' })).toBeVisible();

  try {
    const spanishVisitor = await browser.newContext({ locale: 'es-ES' });
    await spanishVisitor.addCookies([{ name: 'locale', value: 'es', url: page.url() }]);
    const tab = await spanishVisitor.newPage();
    await tab.goto(CLASS_PATH);
    await expect(tab.locator('html')).toHaveAttribute('lang', 'es');
    await expect(tab.getByRole('img', { name: NEW_SPANISH_ALT })).toBeVisible();
    await spanishVisitor.close();

    const englishVisitor = await browser.newContext({ locale: 'en-US' });
    const english = await englishVisitor.newPage();
    await english.goto(CLASS_PATH);
    await expect(english.getByRole('img', { name: ENGLISH_ALT })).toBeVisible();
    await englishVisitor.close();
  } finally {
    // The e2e database is shared by every spec file: put the Spanish text back.
    await dialog
      .getByRole('group', { name: /^Alternative text/ })
      .getByRole('tab', { name: 'Español' })
      .click();
    await dialog.getByRole('textbox', { name: 'Alternative text (Español)' }).fill(original);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const spanishAlt = async () => {
      const res = await page.request.post('/api/app/class-detail', {
        data: { slug: CLASS_PATH.split('/').pop() },
        headers: { 'accept-language': 'es' },
      });
      return (await res.json()).result.image.alt as string;
    };
    await expect.poll(spanishAlt).toBe(original);
  }
});

test('an image field picks an image already in the library, and the home slider shows it', async ({ page }) => {
  await signInAsAdmin(page);
  await editFirstSlide(page);
  const field = page.getByTestId('image-dropzone');
  const originalAlt = await field.getByRole('img').getAttribute('alt');
  expect(originalAlt).toBeTruthy();

  const choose = async (search: string) => {
    await field.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the library' });
    await picker.getByLabel('Search by alternative text, caption or file name').fill(search);
    await expect(picker.getByTestId('library-image')).toHaveCount(1);
    await picker.getByTestId('library-image').click();
    await expect(picker).toBeHidden();
    await expect(field.getByRole('img', { name: search })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/slider$/);
  };

  await choose(ENGLISH_ALT);
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Highlights' });
  await expect(slider.getByRole('img', { name: ENGLISH_ALT })).toHaveCount(1);

  // Put the slide's own image back: the e2e database is shared by every spec file.
  await editFirstSlide(page);
  await choose(originalAlt ?? '');
});
