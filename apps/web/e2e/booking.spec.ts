import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { manageLinkIn, waitForMail } from './mailbox';
import {
  type BookingAnswer,
  bookSession,
  classSessions,
  elsewhere,
  fillSession,
  type SessionItem,
  monthDay,
} from './sessions';
import { PHONE, expectNoSidewaysScroll } from './phone';
import { fillContactDetails } from './contact-details';

async function classDetail(request: APIRequestContext, slug: string) {
  const response = await request.post('/api/app/class-detail', { data: { slug } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { title: string; nextSessions: SessionItem[] } }).result;
}

/** A finger can hit it: at least 44 × 44 CSS pixels. */
async function expectTapTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'visible').not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
}

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`)).toEqual([]);
}

test.describe('on a phone', () => {
  // In the project's zone (playwright.config.ts): a visitor in Jakarta, or elsewhere, books a class in Jakarta.
  test.use({ viewport: PHONE });

  test('a visitor chooses a date and books it, cancels from the emailed link, and the waiting list moves up', async ({
    page,
    request,
  }) => {
    // The outbox sends every few seconds; this story waits for three emails.
    test.setTimeout(180_000);
    const slug = 'career-clarity-circle';
    // The story runs once per zone (playwright.config.ts) against one server: each run has its own people.
    const zone = test.info().project.name;
    const booker = `ayu.booking.${zone}@example.com`;
    const waiter = `rina.waiting.${zone}@example.com`;
    const detail = await classDetail(request, slug);
    // Not the soonest date, so what other tests see of this class stays as it was.
    const target = detail.nextSessions.filter((s) => s.status === 'scheduled' && (s.seatsLeft ?? 0) > 1)[1];
    expect(target, 'a second date with places').toBeDefined();
    await fillSession(request, slug, target!, 1, `group-booking-${zone}`);
    const day = monthDay(target!);

    // The class page lists its dates on the class's clock, with the zone named for a visitor elsewhere.
    const away = elsewhere(target!);
    await page.goto(`/class/${slug}`);
    const dates = page.getByRole('region', { name: 'Upcoming dates' });
    const row = dates.getByRole('listitem').filter({ hasText: day });
    await expect(row).toContainText('1 place left');
    await expect(row.getByRole('button', { name: /^Choose / })).toBeEnabled();
    if (away) await expect(row).toContainText('(GMT+7)');
    else await expect(row).not.toContainText('(GMT+7)');
    const choose = row.getByRole('button', { name: /^Choose / });
    await expectTapTarget(choose);
    await expectNoSidewaysScroll(page);

    // Choosing it there chooses it in the form; the seats follow that date's places.
    await choose.click();
    await expect(row.getByRole('button', { name: /^Chosen/ })).toHaveAttribute('aria-pressed', 'true');
    const form = page.getByRole('form', { name: `Register for ${detail.title}` });
    await expect(form.getByLabel('Date')).toHaveValue(String(target!.id));
    await expect(form.getByLabel('Date')).toBeFocused();
    await expect(form.getByLabel('Seats').locator('option')).toHaveText(['1']);
    await fillContactDetails(form, { name: 'Ayu Lestari', email: booker, phone: '+62 812 3456 7890' });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Register' }).click();

    // The page says where the link is: the email (the answer is the same whoever owns the address).
    const confirmation = page.getByRole('status').filter({ hasText: 'Check your email' });
    await expect(confirmation).toContainText(`the details of your booking for ${detail.title} on`);
    await expect(confirmation).toContainText(day);
    await expect(page.getByRole('link', { name: 'Manage your booking' })).toHaveCount(0);
    // Its places are gone: the list says so at once.
    await expect(row).toContainText('Full – join the waiting list');
    await expectNoSidewaysScroll(page);

    // Someone else joins the waiting list of the now full date.
    const waiting = await bookSession(request, {
      slug,
      sessionId: target!.id,
      seats: 1,
      email: waiter,
      name: 'Rina Waiting',
    });
    expect(waiting.ok(), await waiting.text()).toBe(true);
    const waitingAnswer = ((await waiting.json()) as { result: BookingAnswer }).result;
    expect(waitingAnswer.status).toBe('waitlisted');
    expect(waitingAnswer.manageUrl).toBeNull();
    const waitingMail = await waitForMail(waiter, /waiting list/i);
    // The email says the place on the list, and its "Leave the waiting list" opens the manage page with
    // that button focused (leaving still asks first).
    expect(waitingMail.text).toContain('You are number 1 on the waiting list.');
    const leaveLink = /https?:\/\/\S+\/booking\/[A-Za-z0-9_-]+#leave\b/.exec(waitingMail.text)?.[0];
    const waitingLink = manageLinkIn(waitingMail);
    expect(leaveLink, 'a leave link').toBe(`${waitingLink}#leave`);
    await page.goto(leaveLink!);
    await expect(page.getByRole('status')).toContainText('On the waiting list');
    await expect(page.getByRole('status')).toContainText('You are number 1 on the waiting list');
    await expect(page.getByRole('button', { name: 'Leave the waiting list' })).toBeFocused();

    // The confirmation email carries the personal link; it opens the booking.
    const mail = await waitForMail(booker, /./);
    const link = manageLinkIn(mail);
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Confirmed');
    const details = page.getByRole('region', { name: 'Booking details' });
    await expect(details).toContainText(day);
    if (away) await expect(details).toContainText('(GMT+7)');
    else await expect(details).not.toContainText('(GMT+7)');
    await expect(details).toContainText('Ayu Lestari');
    await expect(page.getByText(/You can cancel online until/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'manage page');

    // The calendar file holds this one session.
    const calendarHref = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    const calendar = await request.get(calendarHref!);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    expect((await calendar.text()).match(/BEGIN:VEVENT/g)).toHaveLength(1);

    // Cancel, with a confirmation first; keeping the booking is the safe answer and changes nothing.
    const cancel = page.getByRole('button', { name: 'Cancel booking' });
    await expectTapTarget(cancel);
    await cancel.click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(detail.title);
    await expect(dialog.getByRole('button', { name: 'Keep my booking' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep my booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Confirmed');
    await cancel.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status')).toContainText('Cancelled');
    await expect(page.getByRole('status')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('status')).toContainText('This booking is cancelled.');

    // The person waiting gets the place, and an email saying so with their link (the one they had).
    const promoted = await waitForMail(waiter, /place opened/i);
    const theirs = manageLinkIn(promoted);
    expect(theirs).toBe(waitingLink);
    expect(new URL(theirs).pathname).not.toBe(new URL(link).pathname);
    await page.goto(theirs);
    await expect(page.getByRole('status')).toContainText('Confirmed');
    await expect(page.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
    const after = (await classSessions(request, slug)).find((s) => s.id === target!.id);
    expect(after?.seatsLeft).toBe(0);
  });

  test('a private session is requested, not booked', async ({ page }) => {
    const slug = 'private-mindfulness-session';
    await page.goto(`/class/${slug}`);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    await expect(page.getByRole('heading', { level: 2, name: 'Request a session' })).toBeVisible();
    const form = page.getByRole('form', { name: `Request ${title}` });
    await expect(form.getByLabel('Seats')).toHaveCount(0);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Tell us which days and times suit you.')).toBeVisible();

    await fillContactDetails(form, {
      name: 'Bayu Pratama',
      email: 'bayu.private@example.com',
      phone: '+62 813 2222 3333',
    });
    await form.getByLabel('Which days and times suit you?').fill('Weekday evenings after 6 pm');
    // The first day offered is today in the class's zone (Jakarta), whatever the visitor's clock says.
    const todayInJakarta = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    await expect(form.getByLabel('First choice')).toHaveAttribute('min', todayInJakarta);
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('First choice').fill(soon);
    await form.getByLabel('Third choice').fill(later);
    await form.getByLabel('Message').fill('First time: I would like to start gently.');
    await form.getByRole('checkbox').check();
    await expectTapTarget(form.getByRole('button', { name: 'Send request' }));
    await expectNoSidewaysScroll(page);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('status')).toContainText(`we have your request for ${title}`);
    await expect(page.getByRole('status')).toContainText('We will propose a date and time by email');
    await expectNoSidewaysScroll(page);
  });

  test('a manage link that names no booking says so kindly, and is not indexed', async ({ page }) => {
    const response = await page.goto('/booking/q3Zk_9-xYw2vB7nL0pR4sT6uV8wX1yZ3aB5cD7eF9gH');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find this booking" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
