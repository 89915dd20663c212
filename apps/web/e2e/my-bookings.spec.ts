import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { waitForMail } from './mailbox';
import { bookSession, scheduledSessions } from './sessions';
import { expectNoSidewaysScroll, phoneStories } from './phone';

/** The member's list as the page reads it (the browser's member cookie), or the status without one. */
async function memberList(page: Page) {
  const res = await page.request.get('/api/app/my-bookings');
  if (!res.ok()) return { status: res.status(), upcoming: [] as { session: { id: number }; seats: number }[] };
  const { result } = (await res.json()) as { result: { upcoming: { session: { id: number }; seats: number }[] } };
  return { status: res.status(), upcoming: result.upcoming };
}
const SLUG = 'saturday-slow-flow-yoga';

// The link job and the outbox each run every few seconds.
phoneStories('my bookings, on a phone in Indonesian', { locale: 'id-ID', timeout: 240_000 }, () => {
  test('asks for the link, opens it from the email, sees three bookings, moves one, names a guest, subscribes to the feed, downloads and deletes the data', async ({
    page,
    request,
  }) => {
    // An address of its own per attempt: a retry finds its own email and link.
    const MEMBER = `wulan.member.${test.info().retry}@example.com`;
    // Three dates well ahead, so what other tests see of this class stays as it was.
    const sessions = (await scheduledSessions(request, SLUG)).slice(5, 8);
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
    await expectNoSidewaysScroll(page);

    // The email, in Indonesian, carries the sign-in link.
    const mail = await waitForMail(MEMBER, /^Tautan masuk untuk pemesanan Anda/);
    const link = /https?:\/\/\S+\/my-bookings\/sign-in\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, 'a sign-in link').toBeTruthy();
    // Opening the link uses nothing (mail scanners open links too): the page asks first, at phone width.
    await page.goto(link!);
    const proceed = page.getByRole('button', { name: 'Lanjutkan ke Pemesanan saya' });
    await expect(proceed).toBeEnabled();
    await expect(page.getByText(/Masuk ke Pemesanan saya sebagai/)).toContainText(MEMBER);
    await expectNoSidewaysScroll(page);
    await page.reload();
    // From the keyboard.
    await page.getByRole('button', { name: 'Lanjutkan ke Pemesanan saya' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-bookings$/);
    await expect(page.getByText(`Masuk sebagai ${MEMBER}`)).toBeVisible();
    const upcoming = page.getByRole('list', { name: 'Akan datang' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(3);
    await expect(upcoming.getByRole('link', { name: 'Kelola pemesanan ini' })).toHaveCount(3);
    await expectNoSidewaysScroll(page);

    // Each booking opens its manage page.
    await upcoming.getByRole('link', { name: 'Kelola pemesanan ini' }).first().click();
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+$/);
    await page.goBack();

    // Another date for one booking, from its manage page: the link stays, the list shows the new date.
    const before = (await memberList(page)).upcoming.map((b) => b.session.id).sort();
    await upcoming.getByRole('link', { name: 'Kelola pemesanan ini' }).first().click();
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+$/);
    const managePage = page.url();
    await page.getByRole('button', { name: 'Ubah tanggal' }).click();
    // A date with places left (not a full one's waiting list), none of the three already held.
    const open = page.getByRole('group', { name: 'Tanggal baru' }).getByRole('radio', { name: /tersisa|tersedia/i });
    await expect(open.first()).toBeVisible();
    await open.first().check();
    await page.getByRole('button', { name: 'Pindahkan pemesanan saya' }).click();
    await expect(page.getByRole('button', { name: 'Ubah tanggal' })).toBeVisible();
    await expect
      .poll(async () => (await memberList(page)).upcoming.map((b) => b.session.id).sort())
      .not.toEqual(before);
    const after = (await memberList(page)).upcoming.map((b) => b.session.id);
    expect(after).toHaveLength(3);
    expect(after.filter((id) => !before.includes(id))).toHaveLength(1);
    expect(page.url()).toBe(managePage);

    // A second seat, for a guest named Sari.
    await page.getByRole('button', { name: 'Ubah jumlah tempat' }).click();
    await page.getByLabel('Jumlah tempat', { exact: true }).selectOption('2');
    await page.getByLabel('Tamu di tempat 2: nama').fill('Sari');
    await page.getByRole('button', { name: 'Simpan jumlah tempat' }).click();
    await expect(page.getByRole('list', { name: 'Tamu' })).toContainText('Sari');
    expect((await memberList(page)).upcoming.map((b) => b.seats).sort()).toEqual([1, 1, 2]);
    await expectNoSidewaysScroll(page);
    await page.goto('/my-bookings');
    await expect(upcoming.getByRole('listitem')).toHaveCount(3);

    // The calendar feed: phones subscribe to its webcal:// address; its https twin holds the three bookings.
    const webcal = await page.getByRole('link', { name: 'Berlangganan kalender' }).getAttribute('href');
    expect(webcal).toMatch(/^webcal:\/\/.+\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const feed = await request.get(new URL(webcal!.replace(/^webcal:/, 'http:')).pathname);
    expect(feed.ok()).toBe(true);
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    expect(events).toHaveLength(3);
    const feedSessions = events.map((event) => /^session-(\d+)@/.exec(String(event.getFirstPropertyValue('uid')))?.[1]);
    expect(feedSessions.map(Number).sort()).toEqual([...after].sort());

    // The newsletter, then signing out: the page asks for the address again.
    await page.getByRole('region', { name: 'Newsletter' }).getByRole('button', { name: 'Berlangganan' }).click();
    await expect(page.getByText('Anda menerima newsletter bulanan kami di alamat ini.')).toBeVisible();
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await expect(page.getByLabel('Alamat email')).toBeVisible();
    // The link worked once: its page says so at once.
    await page.goto(link!);
    await expect(page.getByText('Tautan masuk ini sudah tidak berfungsi')).toBeVisible();

    // Signed in again with a new link: the data as a file, then deleted.
    await page.goto('/my-bookings');
    await page.getByLabel('Alamat email').fill(MEMBER);
    await page.getByRole('button', { name: 'Kirimi saya tautan' }).click();
    const second = await waitForMail(MEMBER, /^Tautan masuk untuk pemesanan Anda/, { after: mail });
    await page.goto(/https?:\/\/\S+\/my-bookings\/sign-in\/[A-Za-z0-9_-]+/.exec(second.text)![0]);
    await page.getByRole('button', { name: 'Lanjutkan ke Pemesanan saya' }).click();
    await expect(page.getByText(`Masuk sebagai ${MEMBER}`)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh data saya' }).click();
    const file = await (await downloading).path();
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      email: string;
      bookings: { status: string; guests: { name: string }[] }[];
    };
    expect(data.email).toBe(MEMBER);
    expect(data.bookings.filter((b) => b.status === 'confirmed')).toHaveLength(3);
    expect(data.bookings.flatMap((b) => b.guests.map((g) => g.name))).toEqual(['Sari']);

    await page.getByRole('button', { name: 'Hapus data saya' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('daftar tunggu');
    await confirm.getByRole('button', { name: 'Ya, hapus semuanya' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Anda sudah dihapus' })).toBeFocused();
    expect((await memberList(page)).status).toBe(401);
    await waitForMail(MEMBER, /^Data Anda sudah dihapus/);
  });
});
