import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { soonestOpenSession } from './sessions';
import { editFirstSlide, renameFirstSlide, signInAsAdmin } from './admin-session';

async function pngFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The back office's form for a new `type`, with these English fields typed, by their label. */
async function startInEnglish(page: Page, type: string, fields: Record<string, string>) {
  await page.goto(`/admin/${type}/create`);
  for (const [label, text] of Object.entries(fields)) {
    await page.getByRole('textbox', { name: `${label} (English)` }).fill(text);
  }
}

/** The form's one switch that turns every translatable field to `locale`. */
function editEveryFieldIn(page: Page, locale: string) {
  return page.getByRole('combobox', { name: 'Edit every field in' }).selectOption(locale);
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('an admin creates a class with a French translation and an image; a French visitor sees it', async ({
  page,
  browser,
}) => {
  await page.goto('/admin/class/create');
  await page.getByRole('textbox', { name: 'Title (English)' }).fill('Moonlight Yin Yoga');
  await expect(page.getByRole('textbox', { name: 'Slug (required)' })).toHaveValue('moonlight-yin-yoga');
  await page
    .getByRole('group', { name: /^Title/ })
    .getByRole('tab', { name: 'Français' })
    .click();
  await page.getByRole('textbox', { name: 'Title (Français)' }).fill('Yoga yin au clair de lune');
  await page.getByRole('textbox', { name: 'Summary (English)' }).fill('Long, quiet holds for the evening.');
  await page.getByRole('textbox', { name: 'Description (English)' }).click();
  await page.keyboard.type('Slow floor poses held for several breaths.');
  await page.getByRole('combobox', { name: 'Type (required)' }).selectOption('REGULAR');
  await page.getByRole('combobox', { name: 'Day of the week (required)' }).selectOption('Friday');
  await page.getByRole('textbox', { name: 'Start time' }).fill('19:30');
  await page.getByRole('textbox', { name: 'End time' }).fill('20:45');
  // Time zones come from a list (every IANA zone the browser knows), never typed: no typo can be saved.
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('Asia/Jakarta');
  expect(await zone.locator('option').count()).toBeGreaterThan(300);
  await zone.selectOption('Asia/Makassar');

  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles(await pngFile('moon.png', '#3b4a6b'));
  await expect(page.locator('main img[src^="/images/"]').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/class$/);
  await expect(page.getByRole('link', { name: 'Moonlight Yin Yoga' }).first()).toBeVisible();

  const visitor = await browser.newContext();
  await visitor.addCookies([{ name: 'locale', value: 'fr', url: new URL('/', page.url()).href }]);
  const tab = await visitor.newPage();
  await tab.goto('/session-classes');
  await expect(tab.getByText('Yoga yin au clair de lune').first()).toBeVisible();
  await tab
    .getByRole('link', { name: /Yoga yin au clair de lune/ })
    .first()
    .click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Yoga yin au clair de lune' })).toBeVisible();
  await expect(tab.locator('main img[src^="/images/"]').first()).toBeVisible();
  await visitor.close();
});

test('an admin edits the home slider and the change shows on the home page', async ({ page }) => {
  await renameFirstSlide(page, 'Breathe in the quiet of Kemang');
  await page.goto('/');
  await expect(page.getByText('Breathe in the quiet of Kemang').first()).toBeVisible();
});

test('an admin uploads the class schedule image and it shows on /session-classes', async ({ page }) => {
  await page.goto('/admin/upload/image');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles(await pngFile('schedule.png', '#c9a54a'));
  const publish = page.getByRole('button', { name: 'Publish this schedule' });
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByText('No schedule image is shown on the site.')).toHaveCount(0);
  const settings = await (await page.request.get('/api/app/settings')).json();
  const url = settings.result.scheduleImage.url as string;
  await page.goto('/session-classes');
  await expect(page.locator(`img[src="${url}"]`)).toBeVisible();
});

test('a class someone registered for cannot be deleted: the admin is told to unpublish it', async ({
  page,
  request,
}) => {
  const session = await soonestOpenSession(request, 'thursday-sharing-circle');
  const registration = await request.post('/api/app/class-registration', {
    data: {
      slug: 'thursday-sharing-circle',
      sessionId: session.id,
      name: 'Ayu Lestari',
      email: 'ayu-keeps-her-seat@example.com',
      phone: '+62 812 0000 0001',
      seats: 1,
      consent: true,
    },
  });
  expect(registration.ok()).toBe(true);
  await page.goto('/admin/class?q=thursday-sharing-circle');
  await page.getByRole('button', { name: 'Delete “Thursday sharing circle”' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('This class has registrations, so it cannot be deleted');
  await expect(page.getByTestId('toast')).toContainText('Unpublish it instead');
  await expect(page.getByRole('link', { name: 'Thursday sharing circle' }).first()).toBeVisible();
});

test('every public page has an editor: the About page is edited from the sidebar and shows the change', async ({
  page,
}) => {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/about$/);
  const title = page.getByRole('textbox', { name: 'Title (English)' });
  await expect(title).not.toHaveValue('');
  const original = await title.inputValue();
  await title.fill('About the shaded room');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The page was saved.')).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the shaded room');
  // The home page's welcome text is editable too.
  await page.goto('/admin/pages/home');
  await expect(page.getByRole('textbox', { name: 'Title (English)' })).not.toHaveValue('');
  // Put the About page back as other tests expect it.
  await page.goto('/admin/pages/about');
  await page.getByRole('textbox', { name: 'Title (English)' }).fill(original);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The page was saved.')).toBeVisible();
});

test('leaving a form with unsaved changes by a sidebar link asks first; staying keeps the text', async ({ page }) => {
  const title = await editFirstSlide(page);
  await title.fill('A title not saved yet');
  const sidebarClasses = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Classes' });

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await sidebarClasses.click();
  await expect(page).toHaveURL(/\/admin\/slider\/\d+\/edit$/);
  await expect(title).toHaveValue('A title not saved yet');
  expect(questions).toEqual(['Leave this page? Your changes have not been saved.']);

  page.once('dialog', (dialog) => void dialog.accept());
  await sidebarClasses.click();
  await expect(page).toHaveURL(/\/admin\/class$/);
});

test('an edit form asks for its item and the rich-text editor at once, not one after the other', async ({ page }) => {
  await page.goto('/admin/class');
  const events: string[] = [];
  page.on('request', (request) => {
    if (/RichTextEditor-[\w-]+\.js$/.test(request.url())) events.push('editor requested');
  });
  page.on('response', (response) => {
    if (response.url().includes('/trpc/admin.class.get')) events.push('class answered');
  });
  await page
    .getByRole('link', { name: /^Edit “/ })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Title (English)' })).not.toHaveValue('');
  await expect.poll(() => events.length).toBeGreaterThanOrEqual(2);
  expect(events[0]).toBe('editor requested');
});

test('one switch shows every translatable field in Spanish, with the English beside it and what is untranslated', async ({
  page,
}) => {
  await startInEnglish(page, 'class', { Title: 'Sunrise Flow', Summary: 'A gentle start to the day.' });

  await editEveryFieldIn(page, 'es');
  // Every field changed language at once: no tab was clicked.
  const title = page.getByRole('group', { name: /^Title/ });
  const summary = page.getByRole('group', { name: /^Summary/ });
  await expect(page.getByRole('textbox', { name: 'Title (Español)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Summary (Español)' })).toBeVisible();
  await expect(title.getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
  await expect(title.getByText('Sunrise Flow', { exact: true })).toBeVisible();
  await expect(summary.getByText('A gentle start to the day.', { exact: true })).toBeVisible();
  await expect(title.getByText('Not translated yet')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'not translated yet' })).toHaveText(
    '2 fields not translated yet',
  );

  await page.getByRole('textbox', { name: 'Title (Español)' }).fill('Flujo del amanecer');
  await expect(title.getByText('Not translated yet')).toHaveCount(0);
  await expect(summary.getByText('Not translated yet')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'not translated yet' })).toHaveText(
    '1 field not translated yet',
  );
  // The English is still what is saved as English.
  await editEveryFieldIn(page, 'en');
  await expect(page.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Sunrise Flow');
});

test('a story is previewed unsaved, in Spanish, as the public page draws it, and nothing is stored', async ({
  page,
  request,
}) => {
  await startInEnglish(page, 'story', { Title: 'Morning notes', Excerpt: 'What the river taught us.' });
  await editEveryFieldIn(page, 'es');
  await page.getByRole('textbox', { name: 'Title (Español)' }).fill('Notas de la mañana');

  await page.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview' });
  // The editing language is the preview's first language; the untranslated excerpt falls back to English.
  await expect(dialog.getByRole('combobox', { name: 'As a visitor reading in' })).toHaveValue('es');
  await expect(dialog.getByRole('heading', { name: 'Notas de la mañana' })).toBeVisible();
  await expect(dialog.getByText('What the river taught us.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'As a visitor reading in' }).selectOption('en');
  await expect(dialog.getByRole('heading', { name: 'Morning notes' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  const stories = (await (await request.get('/api/app/story')).json()) as { result: Array<{ title: string }> };
  expect(stories.result.map((s) => s.title)).not.toContain('Morning notes');
});
