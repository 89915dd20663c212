import { expect, test } from '@playwright/test';
import { manageLinkIn, waitForMail } from './mailbox';
import { bookSession, classSessions } from './sessions';
import { PHONE } from './phone';

// An Indonesian visitor books the hybrid class (place, meeting link, price, facilitator: the longest email).
test.use({ extraHTTPHeaders: { 'accept-language': 'id-ID,id;q=0.9' } });

test('a booking email, as sent, fits a 375 px phone screen without sideways scrolling', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const slug = 'evening-breathwork';
  // Not the soonest dates, so what other tests see of this class stays as it was.
  const session = (await classSessions(request, slug)).filter((s) => s.status === 'scheduled')[2];
  expect(session, 'a third date of the class').toBeDefined();
  const email = 'layout.email@example.com';
  const booked = await bookSession(request, { slug, sessionId: session!.id, seats: 2, email, name: 'Putri Ayu' });
  expect(booked.ok(), await booked.text()).toBe(true);

  const mail = await waitForMail(email, /^Pemesanan terkonfirmasi: /);
  expect(mail.html).toMatch(/<html [^>]*lang="id"/);
  manageLinkIn(mail);

  await page.setViewportSize(PHONE);
  await page.setContent(mail.html, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pemesanan Anda terkonfirmasi');
  await expect(page.getByRole('link', { name: 'Lihat atau batalkan pemesanan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buka di Google Maps' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  // The action is a full-width button a finger can hit.
  const button = await page.getByRole('link', { name: 'Lihat atau batalkan pemesanan' }).boundingBox();
  expect(button!.height).toBeGreaterThanOrEqual(44);
  expect(button!.width).toBeGreaterThan(PHONE.width / 2);

  const screenshot = testInfo.outputPath('booking-email-id-375.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach('booking email at 375 px', { path: screenshot, contentType: 'image/png' });
});
