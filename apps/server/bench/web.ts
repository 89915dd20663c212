import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface HomeWeight {
  jsGzipBytes: number;
  jsFiles: number;
  requestsBeforeContent: number;
  adminCodeLoaded: boolean;
}

/**
 * Opens `/` in Chromium and measures what a visitor downloads before the page shows content (its <h1>):
 * the gzip size of every script and the number of requests.
 */
export async function measureHome(baseUrl: string, executablePath = '/usr/bin/chromium'): Promise<HomeWeight> {
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    let requests = 0;
    let counting = true;
    page.on('request', () => {
      if (counting) requests++;
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    counting = false;
    await page.waitForLoadState('networkidle');
    const urls = [...scripts.keys()];
    return {
      jsGzipBytes: [...scripts.values()].reduce((a, b) => a + b, 0),
      jsFiles: urls.length,
      requestsBeforeContent: requests,
      adminCodeLoaded: urls.some((u) => /admin/i.test(u)),
    };
  } finally {
    await browser.close();
  }
}
