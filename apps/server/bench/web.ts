import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface HomeWeight {
  jsGzipBytes: number;
  jsRawBytes: number;
  jsFiles: number;
  requestsBeforeContent: number;
  adminCodeLoaded: boolean;
}

/**
 * Opens `/` (or another page's URL) in Chromium and measures what a visitor downloads: the requests made
 * before the page shows content (its <h1>), and the size (as received, and gzipped) of every script loaded
 * until the network is idle.
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
    const raw = new Map<string, number>();
    let requests = 0;
    let counting = true;
    page.on('request', () => {
      if (counting) requests++;
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (!body) return;
      scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
      raw.set(response.url(), body.length);
    });
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    counting = false;
    await page.waitForLoadState('networkidle');
    const urls = [...scripts.keys()];
    return {
      jsGzipBytes: [...scripts.values()].reduce((a, b) => a + b, 0),
      jsRawBytes: [...raw.values()].reduce((a, b) => a + b, 0),
      jsFiles: urls.length,
      requestsBeforeContent: requests,
      adminCodeLoaded: urls.some((u) => /admin/i.test(u)),
    };
  } finally {
    await browser.close();
  }
}
