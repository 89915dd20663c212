import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Evaluated once in the runner, then in each worker: keep the port and data directory in the environment.
process.env.E2E_PORT ??= String(41_000 + Math.floor(Math.random() * 8_000));
process.env.E2E_OIDC_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_PGLITE_DIR ??= join(mkdtempSync(join(tmpdir(), 'app-e2e-')), 'pglite');
// The test SMTP server (e2e/setup/mail-server.ts) writes what the server sends here; specs read it.
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 2);
process.env.E2E_MAIL_DIR ??= join(dirname(process.env.E2E_PGLITE_DIR), 'mail');
// localhost, not 127.0.0.1: it is PUBLIC_URL, whose host is the passkeys' RP ID, and an IP address cannot be one.
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

const chromium = { browserName: 'chromium' } as const;
const jakarta = { timezoneId: 'Asia/Jakarta' };
const newYork = { timezoneId: 'America/New_York' };

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry under CI: a test that passes only on retry is reported as flaky in the summary, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  globalSetup: './e2e/setup/mail-server.ts',
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
    },
  },
  // Every spec runs in UTC with an English browser. The specs whose pages depend on the clock run again with the
  // browser where the studio's visitors are (Jakarta, in Indonesian and in English) and abroad (New York): a page the
  // server rendered must hydrate whatever the browser's zone and language, since its dates come from the request.
  // Not every spec in every zone: the time-zone spec in three, booking, reports, API keys and the dashboard's Today in Jakarta, and of the server-rendering spec
  // only the hydration of every public page (its title names the page language), in the studio's two languages.
  projects: [
    { name: 'chromium', use: { ...chromium, timezoneId: 'UTC', locale: 'en-US' } },
    { name: 'jakarta-id', use: { ...chromium, ...jakarta, locale: 'id-ID' }, testMatch: ['time-zones.spec.ts'] },
    {
      name: 'jakarta',
      use: { ...chromium, ...jakarta, locale: 'en-US' },
      testMatch: ['booking.spec.ts', 'admin-today.spec.ts', 'admin-reports.spec.ts', 'admin-api-keys.spec.ts'],
    },
    {
      name: 'jakarta-pages',
      use: { ...chromium, ...jakarta, locale: 'en-US' },
      testMatch: ['server-render.spec.ts'],
      grep: /hydrates without a mismatch.*\((en|id)\)$/,
    },
    { name: 'new-york', use: { ...chromium, ...newYork, locale: 'en-US' }, testMatch: ['time-zones.spec.ts'] },
    {
      name: 'new-york-pages',
      use: { ...chromium, ...newYork, locale: 'en-US' },
      testMatch: ['server-render.spec.ts'],
      grep: /hydrates without a mismatch.*\(en\)$/,
    },
  ],
  webServer: {
    command: 'node --import tsx ../server/src/server.ts',
    // The server listens on 127.0.0.1 only: ask there, whichever address localhost resolves to first.
    url: `http://127.0.0.1:${process.env.E2E_PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT,
      PGLITE_DIR: process.env.E2E_PGLITE_DIR,
      SESSION_SECRET: 'e2e-secret-that-is-at-least-32-characters',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      EAP_URL: 'https://eap.example.com/',
      PUBLIC_URL: baseURL,
      // Emails go to the test SMTP server, where tests read them (booking links, waiting-list news).
      MAIL_DELIVERY: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}?ignoreTLS=true`,
      RATE_LIMIT_LOGIN_IP: '1000',
      RATE_LIMIT_LOGIN_EMAIL: '1000',
      RATE_LIMIT_FORMS: '1000',
      // Newsletter issues go out within a second of being sent (the default round is every 30 s).
      NEWSLETTER_INTERVAL_MS: '1000',
      // Specs sign in from fresh browsers: the emailed new-device code (issue 32) is tested by the server's
      // second-factor.test.ts until the sign-in page asks for it.
      STAFF_NEW_DEVICE_CODES: 'false',
      // The webhooks spec's receiver listens on this machine.
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_INTERVAL_MS: '500',
      // No balancer in front: stop at once when the run ends.
      SHUTDOWN_DRAIN_MS: '0',
      // Scheduled content is published within a second of its time (the default round is every minute).
      CONTENT_SCHEDULE_INTERVAL_MS: '1000',
      // The e2e OpenID Connect provider (oidc-provider) is started by the test that uses it.
      OIDC_DEV_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
      OIDC_DEV_CLIENT_ID: 'ruang-teduh-e2e',
      OIDC_DEV_CLIENT_SECRET: 'e2e-client-secret-0123456789',
      OIDC_DEV_LABEL: 'Dev ID',
    },
  },
});
