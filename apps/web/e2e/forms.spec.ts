import { expect, test } from '@playwright/test';
import { confirmItsMe } from './admin-session';
import { fillContactDetails } from './contact-details';

test('a visitor signs up for the newsletter, registers for a class and sends a contact message', async ({
  page,
  request,
}) => {
  // Newsletter block at the foot of every page.
  await page.goto('/about');
  const newsletter = page.getByRole('form', { name: 'Newsletter signup' });
  await newsletter.scrollIntoViewIfNeeded();
  await newsletter.getByLabel('Email').fill('not-an-email');
  await newsletter.getByRole('button', { name: 'Sign up' }).click();
  await expect(newsletter.getByText('Invalid email address')).toBeVisible();
  await newsletter.getByLabel('Email').fill('visitor@example.com');
  await newsletter.getByRole('checkbox').check();
  await newsletter.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Thank you! Please confirm with the link we have just emailed you.')).toBeVisible();

  // Class registration on the class page; seats left drop at once.
  const classes = await (await request.post('/api/app/class', { data: { type: 'REGULAR' } })).json();
  const limited = (classes.result as Array<{ slug: string; title: string }>)[0]!;
  const before = (await (await request.post('/api/app/class-detail', { data: { slug: limited.slug } })).json()).result;
  await page.goto(`/class/${limited.slug}`);
  await page
    .getByRole('link', { name: /^(Register|Join the waiting list)$/ })
    .first()
    .click();
  const form = page.getByRole('form', { name: `Register for ${limited.title}` });
  await fillContactDetails(form, { name: 'Ayu Lestari', email: 'ayu@example.com', phone: '+62 812 3456 7890' });
  await form.getByLabel('Seats').selectOption('2');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /^(Register|Join the waiting list)$/ }).click();
  await expect(page.getByRole('status')).toContainText(limited.title);
  const after = (await (await request.post('/api/app/class-detail', { data: { slug: limited.slug } })).json()).result;
  if (before.seatsLeft !== null && before.seatsLeft >= 2) expect(after.seatsLeft).toBe(before.seatsLeft - 2);

  // Contact form.
  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Contact form' });
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByText('Name is required.')).toBeVisible();
  await contact.getByLabel('Name').fill('Rina');
  await contact.getByLabel('Email').fill('rina@example.com');
  await contact.getByLabel('Topic').selectOption('corporate');
  await contact.getByLabel('Message').fill('Do you run programmes for 40 staff?');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you for your message.')).toBeVisible();
});

test('an admin sees the registrants and downloads the CSV', async ({ page, request }) => {
  await request.post('/api/app/newsletter', { data: { email: 'reader@example.com', consent: true } });
  await request.post('/api/app/contact', { data: { name: 'Sari', email: 'sari@example.com', message: 'Hello there' } });
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('admin@ruangteduh.example');
  await page.getByLabel('Password', { exact: true }).fill('teduh-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/registrant/newsletter');
  await expect(page.getByRole('link', { name: 'reader@example.com' })).toBeVisible();
  await page.goto('/admin/registrant/class');
  await expect(page.getByRole('heading', { level: 1, name: 'Class registrations' })).toBeVisible();
  await page.goto('/admin/registrant/contact');
  await expect(page.getByRole('link', { name: 'sari@example.com' })).toBeVisible();
  await page
    .getByRole('row', { name: /sari@example\.com/ })
    .getByRole('button', { name: 'Mark handled' })
    .click();
  await expect(
    page.getByRole('row', { name: /sari@example\.com/ }).getByRole('button', { name: 'Handled — reopen' }),
  ).toBeVisible();

  // The list's search and filters live in the address: a reload (or a shared link) shows the same rows.
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('sari');
  await expect(page).toHaveURL(/[?&]q=sari\b/);
  await page.getByRole('combobox', { name: /^Status/ }).selectOption('handled');
  await expect(page).toHaveURL(/[?&]status=handled\b/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('sari');
  await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveValue('handled');
  await expect(page.getByRole('link', { name: 'sari@example.com' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  // Exporting people's details is sensitive (issue 32): confirmed with an emailed code, then it downloads.
  await confirmItsMe(page);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^registrants-contact-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('sari@example.com');
});
