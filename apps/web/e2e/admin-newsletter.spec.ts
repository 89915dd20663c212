import { expect, test } from '@playwright/test';
import { waitForMail } from './mailbox';
import { confirmItsMe, signInAsAdmin } from './admin-session';
import { PHONE, expectNoSidewaysScroll } from './phone';

test.use({ viewport: PHONE });

test('an admin writes an issue in English and Indonesian, previews it, tests it and sends it to every subscriber', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const reader = `pembaca-${stamp}@example.com`;
  const subject = { en: `Evening classes ${stamp}`, id: `Kelas malam ${stamp}` };
  const body = { en: 'Our new evening classes start next week.', id: 'Kelas malam kami yang baru mulai minggu depan.' };

  // An Indonesian reader who signed up and confirmed, as the site's form and its emailed link do it.
  const signUp = await request.post('/api/app/newsletter', {
    data: { email: reader, consent: true },
    headers: { 'accept-language': 'id' },
  });
  expect(signUp.status()).toBe(200);
  const confirmation = await waitForMail(reader, /.+/);
  const token = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(confirmation.text)?.[1];
  expect(token, 'a confirmation link').toBeTruthy();
  expect((await request.post('/api/app/newsletter/confirm', { data: { token } })).status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter issues' })).toBeVisible();
  await page.getByRole('link', { name: 'New issue' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/new$/);

  // English, then Indonesian, in each field's language tabs.
  await page.getByRole('textbox', { name: 'Subject (English)' }).fill(subject.en);
  await page.getByRole('textbox', { name: 'Text (English)' }).click();
  await page.keyboard.type(body.en);
  await page
    .getByRole('group', { name: /^Subject/ })
    .getByRole('tab', { name: 'Bahasa Indonesia' })
    .click();
  await page.getByRole('textbox', { name: 'Subject (Bahasa Indonesia)' }).fill(subject.id);
  await page.getByRole('group', { name: /^Text/ }).getByRole('tab', { name: 'Bahasa Indonesia' }).click();
  await page.getByRole('textbox', { name: 'Text (Bahasa Indonesia)' }).click();
  await page.keyboard.type(body.id);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/\d+$/);
  await expect(page.getByText('The draft was saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `“${subject.en}”` })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The Indonesian email, in a sandboxed frame.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('id');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const frame = page.getByTitle('Preview of the email in Bahasa Indonesia');
  await expect(frame).toHaveAttribute('sandbox', '');
  const preview = frame.contentFrame();
  await expect(preview.getByRole('heading', { level: 1, name: subject.id })).toBeVisible();
  await expect(preview.getByText(body.id, { exact: true })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Berhenti berlangganan' })).toBeVisible();

  // A test to the signed-in admin only.
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText('A test in Bahasa Indonesia is on its way to admin@ruangteduh.example.')).toBeVisible();
  const testMail = await waitForMail('admin@ruangteduh.example', new RegExp(`^\\[Test\\] ${subject.id}$`));
  expect(testMail.text).toContain(body.id);

  // Everyone, after a question that says how many.
  const sendButton = page.getByRole('button', { name: /^Send to \d+ subscribers?$/ });
  const label = (await sendButton.textContent()) ?? '';
  const count = Number(/\d+/.exec(label)?.[0]);
  expect(count).toBeGreaterThanOrEqual(1);
  await sendButton.click();
  const dialog = page.getByRole('alertdialog', { name: `Send “${subject.en}” now?` });
  await expect(dialog).toContainText(
    count === 1 ? 'It goes to 1 active subscriber.' : `It goes to ${count} active subscribers.`,
  );
  await dialog.getByRole('button', { name: label }).click();
  // Sending to everyone is sensitive (issue 32): confirmed with an emailed code, then it starts.
  await confirmItsMe(page);
  await expect(page.getByText(/^Sending to \d+ subscribers? has started\.$/)).toBeVisible();
  // Read-only from now on, following the progress until every email is out.
  await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await expect(page.getByText(`${count} of ${count} sent`)).toBeVisible({ timeout: 60_000 });
  await expectNoSidewaysScroll(page);

  // The reader got it in Indonesian, with their own unsubscribe link and one-click headers.
  const letter = await waitForMail(reader, new RegExp(`^${subject.id}$`));
  expect(letter.text).toContain(body.id);
  expect(letter.text).toMatch(/Berhenti berlangganan https?:\/\/\S+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/);
  expect(letter.html).toContain('lang="id"');
  expect(letter.headers['list-unsubscribe']).toMatch(
    /^<https?:\/\/\S+\/api\/app\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+>$/,
  );
  expect(letter.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The list shows it sent, with its count.
  await page.getByRole('link', { name: 'All newsletter issues' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: subject.en }) });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await expect(row.getByText(`${count} of ${count} sent`)).toBeVisible();
  await expectNoSidewaysScroll(page);
});
