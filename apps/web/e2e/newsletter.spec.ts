import { expect, test } from '@playwright/test';
import { waitForMail } from './mailbox';
import { PHONE } from './phone';

test.use({ viewport: PHONE });

test('a visitor signs up on a phone, confirms from the emailed link with a click, then unsubscribes the same way', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `opt-in-${Date.now()}@example.com`;
  // The sign-up block at the foot of every page.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  // Scroll as a reader does, until the form is there: content still arriving above can push the block down again.
  await expect(async () => {
    await page.getByRole('heading', { name: 'A quiet letter, once a month' }).scrollIntoViewIfNeeded();
    await expect(form.getByLabel('Email')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Thank you! Please confirm with the link we have just emailed you.')).toBeVisible();

  const mail = await waitForMail(email, /^Please confirm your subscription/);
  const link = /https?:\/\/\S+\/newsletter\/confirm\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'a confirmation link in the email').toBeTruthy();
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(https?:\/\/\S+\/api\/app\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+)>$/.exec(
    mail.headers['list-unsubscribe'] ?? '',
  )?.[1];
  expect(oneClick, 'a one-click unsubscribe URL in List-Unsubscribe').toBeTruthy();

  // Opening the link only asks: a mail scanner following it confirms nothing.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();

  // The link is used up: its page says so at once.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();

  // The unsubscribe URL opened in a browser leads to a page that asks for a click.
  await page.goto(new URL(oneClick!).pathname);
  await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
});

test('the sign-up form comes with the page: in the server’s HTML, and next in the keyboard’s path', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const block = /<section aria-labelledby="newsletter-title"[\s\S]*?<\/section>/.exec(html)?.[0];
  expect(block, 'the newsletter block').toBeDefined();
  expect(block).toMatch(/<form[^>]*aria-label="Newsletter signup"/);
  expect(block).toMatch(/<input[^>]*id="newsletter-email"/);

  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  // Ready without scrolling to it: its fields turn on as the app takes over the page.
  await expect(form.getByLabel('Email')).toBeEnabled();
  // From the last link before the block, one Tab reaches the email field.
  await page.evaluate(() => {
    const block = document.querySelector('section[aria-labelledby="newsletter-title"]')!;
    const before = [...document.querySelectorAll<HTMLAnchorElement>('#root a[href]')].filter(
      (link) => link.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    before.at(-1)!.focus();
  });
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Email')).toBeFocused();
});

test('an Indonesian reader’s links open in Indonesian, naming the address, before and after the app runs', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `sari-${Date.now()}@example.com`;
  const signUp = await request.post('/api/app/newsletter', {
    data: { email, consent: true },
    headers: { 'accept-language': 'id' },
  });
  expect(signUp.ok()).toBe(true);
  const mail = await waitForMail(email, /./);
  const confirmPath = new URL(/https?:\/\/\S+\/newsletter\/confirm\/[A-Za-z0-9_-]+/.exec(mail.text)![0]).pathname;
  const oneClick = /^<(\S+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!;

  // A browser set to English, as a phone's may be: the page follows the email, not the browser.
  const english = { locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } };
  const withoutScript = await browser.newContext({ ...english, javaScriptEnabled: false });
  const still = await withoutScript.newPage();
  const response = await still.goto(confirmPath);
  expect(response!.headers()['cache-control']).toBe('no-store');
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(still.locator('html')).toHaveAttribute('lang', 'id');
  await expect(still.getByRole('heading', { level: 1 })).toHaveText('Konfirmasi langganan Anda');
  await expect(still.getByText(email)).toBeVisible();
  await withoutScript.close();

  const context = await browser.newContext(english);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const asked: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/trpc/') && asked.push(`${r.method()} ${r.url()}`));
  await page.goto(confirmPath);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Konfirmasi langganan saya' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Langganan Anda sudah terkonfirmasi' })).toBeVisible();

  // The unsubscribe link from the email's header, opened in the browser.
  await page.goto(new URL(oneClick).pathname);
  await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berhenti berlangganan newsletter kami?');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Berhenti berlangganan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anda sudah berhenti berlangganan' })).toBeVisible();
  // Opened again, it says so at once.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Anda sudah berhenti berlangganan' })).toBeVisible();

  expect(problems).toEqual([]);
  // The pages came with what they show; the clicks were POSTs; no token went into a URL the app asked for.
  expect(asked.filter((a) => !a.startsWith('POST '))).toEqual([]);
  await context.close();
});

test('what a visitor types before the form’s code arrives is what is sent', async ({ page }) => {
  const email = `early-${Date.now()}@example.com`;
  // The form's code (loaded at the first sign of use) is held back until the visitor has typed everything.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/NewsletterForm-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name').fill('Early Typist');
  await form.getByRole('checkbox').check();
  // Nothing can be sent without the code: the button waits for it.
  await expect(form.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  release();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Thank you! Please confirm with the link we have just emailed you.')).toBeVisible();
  const mail = await waitForMail(email, /^Please confirm your subscription/);
  expect(mail.text).toContain('Early Typist');
});
