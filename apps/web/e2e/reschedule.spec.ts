import { expect, test } from '@playwright/test';
import { manageLinkIn, waitForMail } from './mailbox';
import { bookSession, fillSession, monthDay, scheduledSessions } from './sessions';
import { expectNoSidewaysScroll, phoneStories } from './phone';

const SLUG = 'thursday-sharing-circle';

// This story waits for four emails.
phoneStories('moving a booking and naming a guest, on a phone', { locale: 'en-US', timeout: 180_000 }, () => {
  test('changes the date, adds a named guest, waits for a full date keeping the seat, and leaves that waiting list', async ({
    page,
    request,
  }) => {
    // Addresses of this attempt: a retry starts from a booking of its own.
    const OWNER = `ratri.move-${test.info().retry}@example.com`;
    const GUEST = `putri.guest-${test.info().retry}@example.com`;
    // Dates well ahead, so what other tests see of this class stays as it was.
    const dates = await scheduledSessions(request, SLUG);
    const [from, to, full] = [dates[4], dates[5], dates[6]];
    expect(full, 'seven dates').toBeDefined();
    const booked = await bookSession(request, {
      slug: SLUG,
      sessionId: from!.id,
      seats: 1,
      email: OWNER,
      name: 'Ratri',
    });
    expect(booked.ok(), await booked.text()).toBe(true);
    const link = manageLinkIn(await waitForMail(OWNER, /./));

    // Change date: the class's other dates with their places; the booking moves, the link stays.
    await page.goto(link);
    const details = page.getByRole('region', { name: 'Booking details' });
    await expect(details).toContainText(monthDay(from!));
    await page.getByRole('button', { name: 'Change date' }).click();
    const picker = page.getByRole('region', { name: 'Change date' });
    await picker.getByRole('radio', { name: new RegExp(monthDay(to!)) }).check();
    await expectNoSidewaysScroll(page);
    await picker.getByRole('button', { name: 'Move my booking' }).click();
    await expect(picker).toBeHidden();
    await expect(details).toContainText(monthDay(to!));
    const moved = await waitForMail(OWNER, /^New date for your booking/);
    expect(manageLinkIn(moved)).toBe(link);

    // Change seats: a second seat with a guest's name and address; the guest is emailed their place.
    await page.getByRole('button', { name: 'Change seats' }).click();
    const seats = page.getByRole('region', { name: 'Change seats' });
    await seats.getByLabel('Seats').selectOption('2');
    await seats.getByLabel('Guest on seat 2: name').fill('Putri');
    await seats.getByLabel('Email (optional)').fill(GUEST);
    await expectNoSidewaysScroll(page);
    await seats.getByRole('button', { name: 'Save seats' }).click();
    await expect(seats).toBeHidden();
    await expect(details).toContainText('Guest: Putri');
    const guestMail = await waitForMail(GUEST, /^You have a place/);
    expect(guestMail.text).toContain('Ratri');
    expect(guestMail.text).not.toContain('/booking/');

    // A full date: its waiting list, the current seats kept until a place opens there.
    await fillSession(request, SLUG, full!, 0, 'mindful-full');
    await page.getByRole('button', { name: 'Change date' }).click();
    await picker.getByRole('radio', { name: new RegExp(monthDay(full!)) }).check();
    const move = picker.getByRole('button', { name: 'Move my booking' });
    await expect(move).toBeDisabled();
    await picker.getByRole('checkbox').check();
    await move.click();
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting for another date' });
    await expect(waiting).toContainText('You are number 1 on its waiting list');
    await expect(details).toContainText(monthDay(to!));
    await expectNoSidewaysScroll(page);

    // Leave that waiting list: the booking stays where it is.
    await waiting.getByRole('button', { name: 'Leave that waiting list' }).click();
    await expect(waiting).toBeHidden();
    await expect(details).toContainText(monthDay(to!));
    await expect(page.getByRole('status').first()).toContainText('Confirmed');
  });
});
