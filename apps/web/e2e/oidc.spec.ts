import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import Provider from 'oidc-provider';

const issuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
let server: Server;

test.beforeAll(async ({ baseURL }) => {
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'ruang-teduh-e2e',
        client_secret: 'e2e-client-secret-0123456789',
        redirect_uris: [`${baseURL}/api/oauth/dev/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['e2e-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The login form accepts any password; the account id is the email it was given.
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: true }),
    }),
    features: { devInteractions: { enabled: true } },
  });
  server = provider.listen(Number(process.env.E2E_OIDC_PORT));
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function signInAtProvider(page: import('@playwright/test').Page, email: string) {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign in with Dev ID' }).click();
  await expect(page).toHaveURL(new RegExp(`^${issuer}/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  const consent = page.locator('button[type="submit"]', { hasText: /continue/i });
  if (await consent.isVisible().catch(() => false)) await consent.click();
}

test('signing in with an OpenID Connect provider ends signed in, with no token in the address bar', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await signInAtProvider(page, 'admin@ruangteduh.example');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-user-name')).toHaveText(/Dewi/);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  expect(visited.some((url) => url.includes(token) || url.includes(decodeURIComponent(token)))).toBe(false);
});

test('an email without a staff account is refused', async ({ page }) => {
  await signInAtProvider(page, 'stranger@example.com');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('alert')).toContainText('No staff account uses this email address.');
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
});
