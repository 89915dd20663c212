import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';

// The types described once in the contract (content-types/) get their list and form from that description.

/** Opens an item's form from the back office's list of its kind (`/admin/{kind}`), by the item's name. */
async function openFromList(page: Page, kind: string, name: string) {
  await page.goto(`/admin/${kind}`);
  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/${kind}/\\d+/edit$`));
}

/** Deletes the item whose form is open, answering yes to the question; its list shows again. */
async function deleteFromItsForm(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${kind}$`));
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('an admin creates a facilitator from the described form: groups, languages, a contact link; the list filters by group and the site shows the profile', async ({
  page,
}) => {
  await page.goto('/admin/counselor/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New facilitator' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name (required)' }).fill('Ayu Pratiwi');
  // The address follows the name until edited.
  await expect(page.getByRole('textbox', { name: 'Slug (required)' })).toHaveValue('ayu-pratiwi');
  await expect(page.getByText('The address: /facilitators/ayu-pratiwi')).toBeVisible();
  await page.getByRole('textbox', { name: 'Professional title (English)' }).fill('Breathwork coach');
  await page.getByRole('textbox', { name: 'Summary (English)' }).fill('Breathing practice for busy days.');
  await page.getByRole('textbox', { name: 'Biography (English)' }).click();
  await page.keyboard.type('Ayu teaches breathing in Jakarta.');
  await page.getByRole('checkbox', { name: 'Coach' }).check();
  await page.getByRole('textbox', { name: 'Languages spoken' }).fill('id, en');
  await page.getByRole('button', { name: 'Add link' }).click();
  await page.getByRole('textbox', { name: 'Label 1 (required)' }).fill('Instagram');
  await page.getByRole('textbox', { name: 'Address 1 (required)' }).fill('https://instagram.com/ayu.breath');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/counselor$/);

  // Filtered by group, the list shows the new profile among the coaches, with its groups as its detail.
  await page.getByRole('combobox', { name: 'Group' }).selectOption('coach');
  const row = page.getByRole('row', { name: /Ayu Pratiwi/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('coach');
  await page.getByRole('combobox', { name: 'Group' }).selectOption('employee-assistance');
  await expect(page.getByRole('row', { name: /Ayu Pratiwi/ })).toHaveCount(0);

  await page.goto('/facilitators/ayu-pratiwi');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayu Pratiwi' })).toBeVisible();
  await expect(page.getByText('Breathwork coach').first()).toBeVisible();

  // Deleted from its form, it leaves the list (and the lists other specs page through keep their length).
  await openFromList(page, 'counselor', 'Ayu Pratiwi');
  await deleteFromItsForm(page, 'counselor');
  await expect(page.getByRole('row', { name: /Ayu Pratiwi/ })).toHaveCount(0);
});

test('a story saved from the described form is on the site, and a missing author is refused with the field named', async ({
  page,
}) => {
  await page.goto('/admin/story/create');
  await page.getByRole('textbox', { name: 'Title (English)' }).fill('Morning pages at the studio');
  await expect(page.getByRole('textbox', { name: 'Slug (required)' })).toHaveValue('morning-pages-at-the-studio');
  await page.getByRole('textbox', { name: 'Excerpt (English)' }).fill('How a writing hour began.');
  await page.getByRole('textbox', { name: 'Text (English)' }).click();
  await page.keyboard.type('We met before the first class.');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
  await page.getByRole('button', { name: 'Save' }).click();
  // Nothing is sent without an author: the form says which field.
  await expect(page.getByText('Author is required.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/story\/create$/);
  await page.getByRole('textbox', { name: 'Author (required)' }).fill('Dewi');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/story$/);
  await expect(page.getByRole('link', { name: 'Morning pages at the studio' }).first()).toBeVisible();

  await page.goto('/story');
  await expect(page.getByText('Morning pages at the studio').first()).toBeVisible();

  await openFromList(page, 'story', 'Morning pages at the studio');
  await deleteFromItsForm(page, 'story');
  await expect(page.getByRole('link', { name: 'Morning pages at the studio' })).toHaveCount(0);
});

test('on a phone, a corporate FAQ question is added in its dialog at the end of its own list, moved up, shown on /corporate/faq, then deleted', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/pages/corp/faq');
  const rows = page.getByRole('table', { name: 'Questions' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const before = await rows.count();
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog', { name: 'New question' });
  await dialog.getByRole('textbox', { name: 'Question (English)' }).fill('Can we book the studio for a team retreat?');
  await dialog.getByRole('textbox', { name: 'Answer (English)' }).click();
  await page.keyboard.type('Yes: write to us with your dates.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const question = page.getByRole('row', { name: /team retreat/ });
  // The page's scope and the next place were set by the list: it is last, and only on the corporate page.
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.last()).toContainText('team retreat');
  await expect(question).toContainText('Published');
  await page.getByRole('button', { name: 'Move “Can we book the studio for a team retreat?” up' }).click();
  await expect(rows.nth(before - 1)).toContainText('team retreat');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto('/corporate/faq');
  await expect(tab.getByText('Can we book the studio for a team retreat?')).toBeVisible();
  await tab.goto('/faq');
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tab.getByText('Can we book the studio for a team retreat?')).toHaveCount(0);
  await visitor.close();

  // Opened again from its row, the dialog shows what was saved.
  await question.getByRole('button', { name: 'Can we book the studio for a team retreat?', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit question' });
  await expect(edit.getByRole('textbox', { name: 'Question (English)' })).toHaveValue(
    'Can we book the studio for a team retreat?',
  );
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete “Can we book the studio for a team retreat?”' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(rows).toHaveCount(before);
});

test('a corporate client is added in its dialog with a logo-less name and website, listed with its link, then deleted', async ({
  page,
}) => {
  await page.goto('/admin/pages/client');
  await page.getByRole('button', { name: 'Add client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client' });
  // The name is required: refused with the field named, nothing saved.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required.', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name (required)' }).fill('Bank Teduh Nusantara');
  await dialog.getByRole('textbox', { name: 'Website' }).fill('https://bank-teduh.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: /Bank Teduh Nusantara/ });
  await expect(row.getByRole('link', { name: 'https://bank-teduh.example' })).toBeVisible();
  await expect(row).toContainText('Published');
  await page.getByRole('button', { name: 'Delete “Bank Teduh Nusantara”' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('row', { name: /Bank Teduh Nusantara/ })).toHaveCount(0);
});

test('a workshop is described like the other types: its schedule plug-in shows dates for its type, its facilitators and capacity are kept, and the list filters by type', async ({
  page,
}) => {
  await page.goto('/admin/class/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New class' })).toBeVisible();
  // A new class is a regular one until its type changes; the schedule's boxes follow the type.
  const type = page.getByRole('combobox', { name: 'Type (required)' });
  await expect(type).toHaveValue('REGULAR');
  await expect(page.getByRole('combobox', { name: 'Day of the week (required)' })).toBeVisible();
  await type.selectOption('WORKSHOP_AND_EVENT');
  await expect(page.getByRole('combobox', { name: /Day of the week/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Title (English)' }).fill('Clay and breath workshop');
  await page.getByRole('textbox', { name: 'Summary (English)' }).fill('An afternoon of slow making.');
  await page.getByRole('textbox', { name: 'Description (English)' }).click();
  await page.keyboard.type('Hands in clay, breathing slowly.');
  await page.getByLabel('Start date').fill('2031-05-10');
  await page.getByRole('spinbutton', { name: 'Capacity' }).fill('12');
  const facilitators = page.getByRole('group', { name: /Who leads this class/ }).getByRole('checkbox');
  await expect(facilitators.first()).toBeVisible();
  await facilitators.first().check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/class$/);

  await page.getByRole('combobox', { name: 'Class type' }).selectOption('WORKSHOP_AND_EVENT');
  const row = page.getByRole('row', { name: /Clay and breath workshop/ });
  await expect(row).toContainText('Workshop / event');
  await page.getByRole('combobox', { name: 'Class type' }).selectOption('REGULAR');
  await expect(page.getByRole('row', { name: /Clay and breath workshop/ })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Class type' }).selectOption('WORKSHOP_AND_EVENT');
  await page.getByRole('link', { name: 'Clay and breath workshop' }).first().click();
  await expect(page).toHaveURL(/\/admin\/class\/\d+\/edit$/);
  await expect(page.getByRole('spinbutton', { name: 'Capacity' })).toHaveValue('12');
  await expect(page.getByLabel('Start date')).toHaveValue('2031-05-10');
  // The facilitators are listed by name, so the first is the one ticked.
  await expect(facilitators.first()).toBeChecked();
  await expect(
    page.getByRole('group', { name: /Who leads this class/ }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(1);
  await deleteFromItsForm(page, 'class');
  await expect(page.getByRole('row', { name: /Clay and breath workshop/ })).toHaveCount(0);
});
