import { expect, type Page } from '@playwright/test';

/** The phone the visitor stories run on. */
export const PHONE = { width: 375, height: 740 };

/** Nothing on the page is wider than the window: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
