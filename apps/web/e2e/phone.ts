import { expect, type Page, test } from '@playwright/test';

/** The phone the visitor stories run on. */
export const PHONE = { width: 375, height: 740 };

/** Nothing on the page is wider than the window: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Visitor stories told on a phone in Jakarta, in `locale`. They wait for emails (the outbox sends every few seconds),
 * so each of their tests has `timeout`.
 */
export function phoneStories(name: string, options: { locale: string; timeout: number }, stories: () => void) {
  test.describe(name, () => {
    test.use({ viewport: PHONE, timezoneId: 'Asia/Jakarta', locale: options.locale });
    test.describe.configure({ timeout: options.timeout });
    stories();
  });
}
