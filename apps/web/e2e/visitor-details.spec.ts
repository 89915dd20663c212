import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import { bookSession, classSessions } from './sessions';
import { fillContactDetails } from './contact-details';

async function apiResult<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.ok(), `${path} ${response.status()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

const classDetail = (request: APIRequestContext, slug: string) =>
  apiResult<{ title: string; capacity: number | null; seatsLeft: number | null }>(request, '/api/app/class-detail', {
    slug,
  });

// ---- 2. The first visit keeps the language the server chose ---------------------------------------

test.describe('first visit from a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('stays French once the app has rendered', async ({ page, request }) => {
    const response = await page.goto('/session-classes');
    expect(await response?.text()).toContain('<html lang="fr">');
    const title = await apiResultFr(request, 'journey');
    // Both come from the app: its page heading and its navigation.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Cours' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Cours réguliers' })).toBeVisible();
    // Nothing was chosen, so nothing is stored.
    expect((await page.context().cookies()).find((c) => c.name === 'locale')).toBeUndefined();
  });
});

test.describe('first visit with only an Accept-Language header', () => {
  test('follows the language the server chose, and drops an unavailable stored locale', async ({
    page,
    context,
    baseURL,
  }) => {
    // Only the page request says French; the browser's own languages stay English: the app must
    // follow the server's choice, not guess from the browser.
    await page.route('**/*', (route) =>
      route.request().isNavigationRequest()
        ? route.continue({ headers: { ...route.request().headers(), 'accept-language': 'fr-FR,fr;q=0.9' } })
        : route.continue(),
    );
    await context.addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
    const response = await page.goto('/');
    expect(await response?.text()).toContain('<html lang="fr">');
    expect(await page.evaluate(() => navigator.languages.some((l) => l.startsWith('fr')))).toBe(false);
    await expect(
      page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Cours' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The app drops the stored locale when it starts, which may be a moment after the server's page shows.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect((await context.cookies()).find((c) => c.name === 'locale')).toBeUndefined();
  });
});

async function apiResultFr(request: APIRequestContext, code: string) {
  const response = await request.post('/api/app/static-content', {
    data: { code },
    headers: { 'accept-language': 'fr' },
  });
  return ((await response.json()) as { result: { title: string } }).result.title;
}

// ---- 4. The chat button covers nothing --------------------------------------------------------------

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Scrolls the target to the bottom of the window (where the floating button used to sit), its middle,
 * and just under the sticky header; in each position the visible chat button must not overlap it.
 */
async function expectChatClearOf(page: Page, target: Locator) {
  const chat = page.getByRole('link', { name: 'Chat with us', exact: true });
  await expect(chat).toHaveCount(1);
  await expect(chat).toBeVisible();
  const headerHeight = await page
    .locator('header')
    .first()
    .evaluate((h) => h.getBoundingClientRect().height);
  for (const position of ['end', 'center', 'below-header'] as const) {
    await target.evaluate(
      (element, { position, headerHeight }) => {
        if (position === 'below-header') {
          element.scrollIntoView({ block: 'start', behavior: 'instant' });
          window.scrollBy({ top: -headerHeight - 8, behavior: 'instant' });
        } else {
          element.scrollIntoView({ block: position, behavior: 'instant' });
        }
      },
      { position, headerHeight },
    );
    await expect(target).toBeInViewport();
    const [button, box] = [await chat.boundingBox(), await target.boundingBox()];
    expect(button && box, position).toBeTruthy();
    expect(overlaps(button!, box!), `${position}: chat ${JSON.stringify(button)} over ${JSON.stringify(box)}`).toBe(
      false,
    );
  }
}

const scheduleLine = (page: Page) =>
  page.getByRole('complementary', { name: 'Class details' }).getByRole('definition').first();

for (const width of [375, 1024]) {
  test(`the chat button at ${width}px covers neither the contact form's Name field nor a class's schedule`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/contact');
    const name = page.getByRole('form', { name: 'Contact form' }).getByLabel('Name');
    await expect(name).toBeVisible();
    await expectChatClearOf(page, name);

    await page.goto('/class/tuesday-morning-yoga');
    await expect(scheduleLine(page)).toContainText(/Every Tuesday/);
    await expectChatClearOf(page, scheduleLine(page));
  });
}

test('the chat button at the foot of the page leaves the footer readable at 375px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/contact');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const chat = page.getByRole('link', { name: 'Chat with us', exact: true });
  const footerLinks = await page.getByRole('contentinfo').getByRole('link').all();
  const button = (await chat.boundingBox())!;
  for (const link of footerLinks) {
    const box = await link.boundingBox();
    if (box) expect(overlaps(button, box), await link.innerText()).toBe(false);
  }
});

// ---- 3. The newsletter button stands out from its card ----------------------------------------------

function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the newsletter Sign up button stands out from its card in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.scrollIntoViewIfNeeded();
    const button = form.getByRole('button', { name: 'Sign up' });
    await expect(button).toBeVisible();
    const [buttonColour, textColour, cardColour] = await button.evaluate((element) => {
      const card = element.closest('form')?.parentElement as HTMLElement;
      return [
        getComputedStyle(element).backgroundColor,
        getComputedStyle(element).color,
        getComputedStyle(card).backgroundColor,
      ];
    });
    // WCAG 1.4.11: a control's shape needs 3:1 against what surrounds it; its label 4.5:1.
    expect(contrast(buttonColour, cardColour), `${buttonColour} on ${cardColour}`).toBeGreaterThanOrEqual(3);
    expect(contrast(textColour, buttonColour), `${textColour} on ${buttonColour}`).toBeGreaterThanOrEqual(4.5);
  });
}

// ---- 6. The seats list offers what the chosen date can hold -------------------------------------

const seatOptions = (form: Locator) => form.getByLabel('Seats').locator('option').allInnerTexts();

test('a one-person private session is asked for with preferred times, not seats', async ({ page, request }) => {
  const slug = 'private-breathwork-session';
  const detail = await classDetail(request, slug);
  expect(detail.capacity).toBe(1);
  await page.goto(`/class/${slug}#register`);
  const form = page.getByRole('form', { name: `Request ${detail.title}` });
  await expect(form.getByLabel('Which days and times suit you?')).toBeVisible();
  await expect(form.getByLabel('Seats')).toHaveCount(0);
});

test('the seats list follows the places left on the chosen date, and the server’s answer shows when they ran out meanwhile', async ({
  page,
  request,
}) => {
  const slug = 'family-conversations';
  const before = await classDetail(request, slug);
  expect(before.capacity).toBe(10);
  const session = (await classSessions(request, slug)).find((s) => s.status === 'scheduled' && s.seatsLeft! >= 2);
  expect(session, 'a date with two places or more').toBeDefined();
  const book = (seats: number, email: string) => bookSession(request, { slug, sessionId: session!.id, seats, email });
  // Leave two places.
  if (session!.seatsLeft! > 2) expect((await book(session!.seatsLeft! - 2, 'group@example.com')).ok()).toBe(true);
  const placesLeft = async () => (await classSessions(request, slug)).find((s) => s.id === session!.id)?.seatsLeft;
  expect(await placesLeft()).toBe(2);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/class/${slug}#register`);
  const form = page.getByRole('form', { name: `Register for ${before.title}` });
  await expect(form).toBeVisible();
  await form.getByLabel('Date').selectOption(String(session!.id));
  expect(await seatOptions(form)).toEqual(['1', '2']);
  await fillContactDetails(form, { name: 'Putri Wulandari', email: 'putri@example.com', phone: '+62 812 3333 4444' });
  await form.getByLabel('Seats').selectOption('2');
  // A hybrid class asks how the visitor joins.
  await form.getByRole('radio', { name: 'In person' }).check();
  await form.getByRole('checkbox').check();

  // Someone else takes a place before this visitor sends the form.
  expect((await book(1, 'quick@example.com')).ok()).toBe(true);
  const tooMany = await book(2, 'api@example.com');
  expect(tooMany.status()).toBe(422);
  expect(((await tooMany.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    seats: ['Only 1 place is left: choose 1 seat.'],
  });

  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Only 1 place is left: choose 1 seat.')).toBeVisible();
  await expect(form.getByLabel('Seats')).toHaveAttribute('aria-invalid', 'true');
  // The field to correct has the focus, not the send button below it.
  await expect(form.getByLabel('Seats')).toBeFocused();
  // The list now offers what is left, and the choice came down with it; the date stays chosen.
  await expect.poll(() => seatOptions(form)).toEqual(['1']);
  await expect(form.getByLabel('Seats')).toHaveValue('1');
  await expect(form.getByLabel('Date')).toHaveValue(String(session!.id));
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status')).toContainText(`we have sent the details of your booking for ${before.title}`);
  expect(await placesLeft()).toBe(0);

  // Full: its waiting list may still be for a group, up to the date's capacity.
  await page.reload();
  await form.getByLabel('Date').selectOption(String(session!.id));
  await expect(form.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
  expect(await seatOptions(form)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
});

test('on a phone the booking confirmation, which takes the focus, shows below the sticky header', async ({
  page,
  request,
}) => {
  const slug = 'sunday-community-meditation';
  const session = (await classSessions(request, slug)).find((s) => s.status === 'scheduled' && s.seatsLeft !== 0);
  expect(session, 'a date with a place').toBeDefined();
  const { title } = await classDetail(request, slug);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/class/${slug}#register`);
  const form = page.getByRole('form', { name: `Register for ${title}` });
  await form.getByLabel('Date').selectOption(String(session!.id));
  await fillContactDetails(form, {
    name: 'Sinta Maharani',
    email: 'sinta.phone@example.com',
    phone: '+62 812 5555 6666',
  });
  await form.getByLabel('Message').fill('First time: is a mat provided?');
  // A hybrid class asks how the visitor joins.
  await form.getByRole('radio', { name: 'Online' }).check();
  await form.getByRole('checkbox').check();
  // Sent from the bottom of the form, as a thumb does: the shorter confirmation then starts above the screen.
  await form.getByRole('button', { name: /^(Register|Join the waiting list)$/ }).click();
  const confirmation = page.locator(':focus');
  await expect(confirmation.getByRole('status')).toContainText(title);
  await expect(async () => {
    const [header, box] = [
      await page.locator('body > #root header').first().boundingBox(),
      await confirmation.boundingBox(),
    ];
    expect(box!.y, `confirmation at ${box!.y}, header down to ${header!.y + header!.height}`).toBeGreaterThanOrEqual(
      header!.y + header!.height,
    );
  }).toPass({ timeout: 5_000 });
});

// ---- 7. Wording ---------------------------------------------------------------------------------------

test('an empty email is required, a wrong one is invalid', async ({ page }) => {
  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Contact form' });
  await contact.getByLabel('Name').fill('Rina');
  await contact.getByLabel('Message').fill('Hello');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByText('Email is required.')).toBeVisible();
  await expect(contact.getByText('Invalid email address')).toHaveCount(0);
  await contact.getByLabel('Email').fill('rina@');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByText('Invalid email address')).toBeVisible();
});

test('workshop lengths read in hours, and in days for an event over several days', async ({ page }) => {
  const duration = (page: Page) =>
    page
      .getByRole('complementary', { name: 'Class details' })
      .getByRole('term')
      .filter({ hasText: 'Duration' })
      .locator('xpath=following-sibling::dd[1]');
  await page.goto('/class/resilience-at-work-workshop');
  await expect(duration(page)).toHaveText('7 hours');
  await page.goto('/class/new-year-intentions-retreat');
  await expect(duration(page)).toHaveText('2 days, 4 hours each day');
  await page.goto('/class/tuesday-morning-yoga');
  await expect(duration(page)).toHaveText('1 hour 15 minutes');
});

test('footer links are named like the pages they open', async ({ page }) => {
  const links: Array<[label: string, path: string]> = [
    ['Our method', '/about-us'],
    ['About Ruang Teduh', '/about'],
    ['Corporate wellbeing', '/corporate'],
    ['Stories', '/story'],
    ['Ngakalin Self-Discipline', '/ngakalin-self-decipline'],
    ['Using social media kindly', '/bermedia-sosial'],
    ['Loving your body', '/menyayangi-tubuh'],
    ['Being acknowledged', '/being-acknowledge'],
    ['Terms of use', '/terms'],
    ['Privacy policy', '/privacy-policy'],
  ];
  await page.goto('/');
  for (const [label, path] of links) {
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About us', exact: true })).toHaveCount(0);
});

test('the class-type filter marks the section being read, and the first one again back at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/session-classes');
  const filter = page.getByRole('navigation', { name: 'Class types' });
  const current = filter.locator('[aria-current="location"]');
  await expect(page.getByRole('heading', { level: 3, name: 'Tuesday' })).toBeVisible();
  await expect(current).toHaveText('Private sessions');

  // Scroll down by hand through the regular classes to the workshops, then all the way back up.
  const scrollTo = (id: string) =>
    page.locator(`#${id}`).evaluate((section) => section.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await scrollTo('regular-classes');
  await expect(current).toHaveText('Regular classes');
  await scrollTo('workshops-and-events');
  await expect(current).toHaveText('Workshops and events');
  await scrollTo('regular-classes');
  await expect(current).toHaveText('Regular classes');
  await page.mouse.move(180, 400);
  for (let i = 0; i < 40 && (await page.evaluate(() => window.scrollY)) > 0; i++) await page.mouse.wheel(0, -1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(current).toHaveText('Private sessions');
  await expect(current).toHaveCount(1);
});
