import { request as apiRequest, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { bookSession, classSessions } from './sessions';

/**
 * Sets how many hours before a session check-in opens (the booking settings), through the API as the demo
 * admin: 168 (a week) opens it for the seeded sessions, whichever day the tests run.
 */
async function openCheckInHoursBefore(hours: number) {
  // A context of its own: no cookie of the page's, so sign-in needs no anti-forgery token.
  const api = await apiRequest.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  try {
    const login = await api.post('/api/login', {
      data: { email: 'admin@ruangteduh.example', password: 'teduh-demo-2026' },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
    const read = await api.get('/trpc/admin.bookingSettings.get', { headers: { authorization } });
    expect(read.ok(), await read.text()).toBe(true);
    const settings = ((await read.json()) as { result: { data: { json: object } } }).result.data.json;
    // The read handed out the anti-forgery cookie: a write echoes it, as the SPA does.
    const xsrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    const saved = await api.post('/trpc/admin.bookingSettings.update', {
      headers: { authorization, ...(xsrf ? { 'x-xsrf-token': xsrf } : {}) },
      data: { json: { ...settings, checkInOpensHours: hours } },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

test.describe.configure({ timeout: 60_000 });
test.afterEach(async () => {
  await openCheckInHoursBefore(2);
});

/**
 * The seeded full session: Evening breathwork's soonest date, 20 of 20 seats taken, three people waiting
 * (Oki Setiawan for 1 seat first). Opened from the Sessions screen, filtered by its class.
 */
async function openSeededFullSession(page: Page) {
  await page.goto('/admin/sessions');
  await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'Evening breathwork' });
  const full = page.getByRole('row').filter({ hasText: 'Full' }).first();
  await full.getByRole('link', { name: /^Roster of Evening breathwork/ }).click();
  await expect(page).toHaveURL(/\/admin\/sessions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Evening breathwork' })).toBeVisible();
}

const confirmedList = (page: Page) => page.getByRole('region', { name: /^Confirmed/ });
const waitingList = (page: Page) => page.getByRole('region', { name: /^Waiting list/ });
/** The roster's "Seats checked in" counter. */
const checkedInSeats = (page: Page) => page.locator('dt:text-is("Seats checked in") + dd');

test('an admin cancels a booking of a full session: the first waitlisted moves up; check-in marks attendance', async ({
  page,
}) => {
  await openCheckInHoursBefore(168);
  await signInAsAdmin(page);
  // The dashboard names the sessions of today and tomorrow.
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tomorrow', exact: true })).toBeVisible();
  await openSeededFullSession(page);

  // Every count is of seats, as the seats taken are: 14 bookings hold the 20 seats, 3 wait for 4.
  await expect(page.getByRole('heading', { name: 'Confirmed (20 seats)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting list (4 seats)' })).toBeVisible();
  await expect(checkedInSeats(page)).toHaveText('0 of 20');
  await expect(waitingList(page).getByRole('listitem').first()).toContainText('Oki Setiawan');

  await confirmedList(page).getByRole('button', { name: 'Cancel Budi Santoso’s booking' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Cancel Budi Santoso’s booking?');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The booking was cancelled.')).toBeVisible();

  // Budi's one seat went to the first on the waiting list, who also needed one.
  await expect(confirmedList(page).getByRole('listitem').filter({ hasText: 'Oki Setiawan' })).toBeVisible();
  await expect(confirmedList(page)).not.toContainText('Budi Santoso');
  await expect(page.getByRole('heading', { name: 'Waiting list (3 seats)' })).toBeVisible();
  await expect(waitingList(page)).not.toContainText('Oki Setiawan');
  await expect(waitingList(page).getByRole('listitem').first()).toContainText('Putu Ayu Dewi');
  await expect(page.getByText('Cancelled (1 seat)')).toBeVisible();

  const ayu = page.getByRole('button', { name: 'Ayu Lestari attended' });
  await expect(ayu).toHaveAttribute('aria-pressed', 'false');
  await ayu.click();
  await expect(ayu).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Ayu Lestari attended.')).toBeVisible();
  // Ayu booked 2 seats.
  await expect(checkedInSeats(page)).toHaveText('2 of 20');

  // The roster kept it: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ayu Lestari attended' })).toHaveAttribute('aria-pressed', 'true');
  await expect(confirmedList(page)).toContainText('Oki Setiawan');
});

test('the roster is usable on a 375 px wide phone', async ({ page }) => {
  await openCheckInHoursBefore(168);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  await openSeededFullSession(page);

  // Nothing runs off the side of the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const checkIn = page.getByRole('button', { name: 'Citra Maharani did not come' });
  const cancel = confirmedList(page).getByRole('button', { name: 'Cancel Citra Maharani’s booking' });
  for (const control of [checkIn, cancel]) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  // From the keyboard: a toggle button, pressed with Enter.
  await checkIn.focus();
  await page.keyboard.press('Enter');
  await expect(checkIn).toHaveAttribute('aria-pressed', 'true');

  // A walk-in at the door, past the capacity because staff say there is room.
  await page.getByRole('button', { name: 'Add walk-in' }).click();
  const form = page.getByRole('dialog', { name: 'Add a walk-in' });
  await form.getByRole('textbox', { name: 'Name (required)' }).fill('Sekar Ayuningtyas');
  await form.getByRole('button', { name: 'Add walk-in' }).click();
  await expect(
    form.getByText('The session is full. Choose fewer seats, or go over the capacity.').first(),
  ).toBeVisible();
  await form.getByRole('checkbox', { name: /Go over the capacity/ }).check();
  await form.getByRole('button', { name: 'Add walk-in' }).click();
  await expect(form).toBeHidden();
  await expect(confirmedList(page).getByRole('listitem').filter({ hasText: 'Sekar Ayuningtyas' })).toContainText(
    'Walk-in',
  );
});

test('check-in stays closed until two hours before the start, and the roster says from when', async ({
  page,
  request,
}) => {
  const later = (await classSessions(request, 'evening-breathwork')).find(
    (session) => Date.parse(session.startsAt) > Date.now() + 3 * 86_400_000 && session.seatsLeft !== 0,
  );
  expect(later, 'a session of Evening breathwork three days ahead or more').toBeDefined();
  const booked = await bookSession(request, {
    slug: 'evening-breathwork',
    sessionId: later!.id,
    seats: 1,
    email: 'early-check-in@example.com',
    name: 'Wulan Sari',
  });
  expect(booked.ok(), await booked.text()).toBe(true);

  await signInAsAdmin(page);
  await page.goto(`/admin/sessions/${later!.id}`);
  const checkIn = page.getByRole('button', { name: 'Wulan Sari attended' });
  await expect(checkIn).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Wulan Sari did not come' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Check in everyone else' })).toBeDisabled();
  await expect(checkIn).toHaveAccessibleDescription(
    /^Check-in opens .+ \(Asia\/Jakarta\), 2 hours before the start\.$/,
  );
  await expect(page.getByText(/^Check-in opens /)).toBeVisible();
});
