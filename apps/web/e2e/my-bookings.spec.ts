import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { waitForMail } from './mailbox';
import { bookSession, classSessions } from './sessions';

const PHONE = { width: 375, height: 740 };
const SLUG = 'saturday-slow-flow-yoga';

test.describe('my bookings, on a phone in Indonesian', () => {
  test.use({ viewport: PHONE, timezoneId: 'Asia/Jakarta', locale: 'id-ID' });

  test('asks for the link, opens it from the email, and sees the three bookings', async ({ page, request }) => {
    // An address of its own per attempt: a retry finds its own email and link.
    const MEMBER = `wulan.member.${test.info().retry}@example.com`;
    // The link job and the outbox each run every few seconds.
    test.setTimeout(120_000);
    // Three dates well ahead, so what other tests see of this class stays as it was.
    const sessions = (await classSessions(request, SLUG)).filter((s) => s.status === 'scheduled').slice(5, 8);
    expect(sessions).toHaveLength(3);
    for (const session of sessions) {
      const booked = await bookSession(request, {
        slug: SLUG,
        sessionId: session.id,
        seats: 1,
        email: MEMBER,
        name: 'Wulan',
      });
      expect(booked.ok(), await booked.text()).toBe(true);
    }

    // Signed out: the page asks for the address, in Indonesian, and answers the same for any address.
    await page.goto('/my-bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Pemesanan saya' })).toBeVisible();
    await page.getByLabel('Alamat email').fill(MEMBER);
    await page.getByRole('button', { name: 'Kirimi saya tautan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Jika alamat ini memiliki pemesanan' })).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The email, in Indonesian, carries the sign-in link.
    const mail = await waitForMail(MEMBER, /^Tautan masuk untuk pemesanan Anda/);
    const link = /https?:\/\/\S+\/my-bookings\/sign-in\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, 'a sign-in link').toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/my-bookings$/);
    await expect(page.getByText(`Masuk sebagai ${MEMBER}`)).toBeVisible();
    const upcoming = page.getByRole('list', { name: 'Akan datang' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(3);
    await expect(upcoming.getByRole('link', { name: 'Kelola pemesanan ini' })).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Each booking opens its manage page.
    await upcoming.getByRole('link', { name: 'Kelola pemesanan ini' }).first().click();
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+$/);
    await page.goBack();

    // The calendar feed: phones subscribe to its webcal:// address; its https twin holds the three bookings.
    const webcal = await page.getByRole('link', { name: 'Berlangganan kalender' }).getAttribute('href');
    expect(webcal).toMatch(/^webcal:\/\/.+\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const feed = await request.get(new URL(webcal!.replace(/^webcal:/, 'http:')).pathname);
    expect(feed.ok()).toBe(true);
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    expect(events).toHaveLength(3);

    // The newsletter, then signing out: the page asks for the address again.
    await page.getByRole('region', { name: 'Newsletter' }).getByRole('button', { name: 'Berlangganan' }).click();
    await expect(page.getByText('Anda menerima newsletter bulanan kami di alamat ini.')).toBeVisible();
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await expect(page.getByLabel('Alamat email')).toBeVisible();
    // The link worked once.
    await page.goto(link!);
    await expect(page.getByText('Tautan masuk ini sudah tidak berfungsi')).toBeVisible();
  });
});
