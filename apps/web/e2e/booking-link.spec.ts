import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { manageLinkIn, waitForMail } from './mailbox';
import { fillSession, type SessionItem, monthDay, scheduledSessions } from './sessions';
import { expectNoSidewaysScroll, phoneStories } from './phone';
import { fillContactDetails } from './contact-details';

const SLUG = 'saturday-slow-flow-yoga';
const OWNER = 'sekar.link@example.com';

/** Books `session` through the class page's form, as a visitor on a phone does; answers what the page says. */
async function bookOnThePage(page: Page, session: SessionItem, person: { name: string; email: string }) {
  await page.goto(`/class/${SLUG}`);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const form = page.getByRole('form', { name: `Register for ${title}` });
  await form.getByLabel('Date').selectOption(String(session.id));
  await fillContactDetails(form, { ...person, phone: '+62 812 7777 8888' });
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Join the waiting list' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'Check your email' });
  await expect(answer).toBeVisible();
  return { title, text: await answer.innerText() };
}

/** Cancels a booking through the link in its confirmation email, as its owner would. */
async function cancelThroughEmail(request: APIRequestContext, email: string) {
  const link = manageLinkIn(await waitForMail(email, /./));
  const token = new URL(link).pathname.split('/').pop();
  const response = await request.post(`/api/app/booking/${token}/cancel`);
  expect(response.ok(), await response.text()).toBe(true);
}

// This story waits for five emails.
phoneStories('one link per booking, on a phone in Jakarta', { locale: 'en-US', timeout: 240_000 }, () => {
  test('the first email’s link keeps working: a friend books again with the same address, and the waiting list moves up', async ({
    page,
    request,
  }) => {
    // A date well ahead, so what other tests see of this class stays as it was; it is made full.
    const target = (await scheduledSessions(request, SLUG))[4];
    expect(target, 'a fifth date').toBeDefined();
    await fillSession(request, SLUG, target!, 0, 'slow-flow-full');
    const day = monthDay(target!);

    // Before booking, the class page says until when a booking can be cancelled online.
    await page.goto(`/class/${SLUG}`);
    await expect(page.getByText('Free cancellation online until 12 hours before the start.')).toBeVisible();

    // The visitor joins the waiting list: the page says to check the email, and nothing about a link.
    const first = await bookOnThePage(page, target!, { name: 'Sekar Ayu', email: OWNER });
    expect(first.text).toContain(`${first.title} on `);
    expect(first.text).toContain(day);
    expect(first.text).toContain('is full for now, so bookings join its waiting list');
    const waitingMail = await waitForMail(OWNER, /waiting list/i);
    const link = manageLinkIn(waitingMail);
    // Until when it can be cancelled online, on the class's clock.
    expect(waitingMail.text).toMatch(/Free cancellation online until \w+day, \w+ \d+, \d{4} at /);
    await page.goto(link);
    await expect(page.getByRole('status')).toContainText('You are number 1 on the waiting list');
    await expect(page.getByRole('region', { name: 'Booking details' })).toContainText('Sekar Ayu');

    // A friend books the same date with the same address: the same answer, and nothing changes.
    const again = await bookOnThePage(page, target!, { name: 'Teman Sekar', email: OWNER.toUpperCase() });
    expect(again.text).toBe(first.text);
    const told = await waitForMail(OWNER, /^Your booking:/);
    expect(told.text).toContain('Nothing was booked twice');
    expect(manageLinkIn(told)).toBe(link);
    await page.goto(link);
    await expect(page.getByRole('status')).toContainText('You are number 1 on the waiting list');
    await expect(page.getByRole('region', { name: 'Booking details' })).toContainText('Sekar Ayu');
    await expect(page.getByRole('region', { name: 'Booking details' })).not.toContainText('Teman');

    // Someone cancels: the place goes to the waiting list, and the email says so with the same link.
    await cancelThroughEmail(request, 'slow-flow-full-1@example.com');
    const promoted = await waitForMail(OWNER, /place opened/i);
    expect(manageLinkIn(promoted)).toBe(link);
    // The link in the FIRST email now shows the confirmation.
    await page.goto(manageLinkIn(waitingMail));
    await expect(page.getByRole('status')).toContainText('Confirmed');
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByText(/You can cancel online until/)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
