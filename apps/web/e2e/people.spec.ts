import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';

const PHONE = 375;

test.use({ viewport: { width: PHONE, height: 740 } });

test('on a phone, an admin finds a person by part of their name, opens their page and adds a note', async ({
  page,
  request,
}) => {
  const wrote = await request.post('/api/app/contact', {
    data: {
      name: 'Kadek 陈美玲 Wibisana',
      email: ' Kadek.People@Example.com ',
      message: 'Do you have mats to borrow?',
    },
  });
  expect(wrote.ok(), await wrote.text()).toBe(true);

  await signInAsAdmin(page);
  await page.goto('/admin/people');
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill('美玲');
  const found = page.getByRole('link', { name: 'Kadek 陈美玲 Wibisana' });
  await expect(found).toBeVisible();
  await expect(page.getByText('kadek.people@example.com')).toBeVisible();
  await found.click();

  await expect(page).toHaveURL(/\/admin\/people\/kadek\.people%40example\.com$/);
  await expect(page.getByRole('heading', { name: 'Kadek 陈美玲 Wibisana', level: 1 })).toBeVisible();
  await expect(page.getByText('Do you have mats to borrow?')).toBeVisible();
  await page.getByRole('textbox', { name: 'Add note' }).fill('Brings her own mat; prefers the back row.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const note = page.getByRole('listitem').filter({ hasText: 'Brings her own mat; prefers the back row.' });
  await expect(note).toBeVisible();
  // Signed by who wrote it.
  await expect(note).toContainText('Dewi Admin');
  await expect(page.getByRole('textbox', { name: 'Add note' })).toHaveValue('');

  const sideways = await page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth > window.innerWidth + 1,
  );
  expect(sideways, 'the page scrolls sideways').toBe(false);
});
