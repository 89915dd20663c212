import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { confirmItsMe, signInAsAdmin } from './admin-session';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiving system on this machine (the e2e server allows private webhook URLs). */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/studio`, received, close: () => server.close() };
}

test('webhooks: an admin adds an endpoint, keeps the secret shown once, sends a signed test event and reads the log', async ({
  page,
}) => {
  test.slow();
  const receiver = await startReceiver();
  try {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Webhooks', exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    await page.getByRole('button', { name: 'Add an endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add an endpoint' });
    // Refused without events, with the form's own message.
    await form.getByLabel('Endpoint URL').fill(receiver.url);
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    await expect(form.getByText('Choose at least one event.', { exact: true })).toBeVisible();
    await form.getByLabel('What it is for').fill('CRM sync');
    await form.getByRole('checkbox', { name: /^booking\.created/ }).check();
    await form.getByRole('checkbox', { name: /^booking\.cancelled/ }).check();
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    // Adding an endpoint is sensitive (issue 32): the demo admin confirms with an emailed code, and it goes on.
    await confirmItsMe(page);

    const reveal = page.getByRole('dialog', { name: 'The endpoint’s signing secret' });
    await expect(reveal.getByText('Copy it now: you will not see it again.')).toBeVisible();
    const secret = await reveal.getByTestId('secret-once').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await expect(reveal).toBeHidden();

    const row = page.getByRole('row', { name: /CRM sync/ });
    await expect(row).toContainText(receiver.url);
    await expect(row).toContainText('booking.created');
    await expect(row).toContainText('Enabled');
    // Only the secret's start is listed.
    await expect(row).toContainText(`${secret.slice(0, 14)}…`);
    await expect(page.getByText(secret)).toHaveCount(0);

    await row.getByRole('button', { name: 'Send a test event' }).click();
    await expect(page.getByText(/A test event \(ping\) was queued/)).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [ping] = receiver.received;
    // Verified with the Standard Webhooks library, as a receiver would.
    const event = new Webhook(secret).verify(ping?.body ?? '', {
      'webhook-id': String(ping?.headers['webhook-id']),
      'webhook-timestamp': String(ping?.headers['webhook-timestamp']),
      'webhook-signature': String(ping?.headers['webhook-signature']),
    }) as { type: string; id: string };
    expect(event.type).toBe('ping');
    expect(event.id).toBe(ping?.headers['webhook-id']);

    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    await expect(log.getByRole('row', { name: /ping/ })).toContainText('200');
    await expect(log.getByRole('row', { name: /ping/ })).toContainText(event.id);
    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();

    // On a phone: every control of the row can be tapped; disabling asks first.
    await page.setViewportSize({ width: 375, height: 740 });
    const card = page.getByRole('row', { name: /CRM sync/ });
    await card.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await expect(card).toContainText('Disabled');
    await expect(card.getByRole('button', { name: 'Send a test event' })).toBeDisabled();
    await card.getByRole('button', { name: 'Enable' }).click();
    await expect(card).toContainText('Enabled');
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row', { name: /CRM sync/ })).toHaveCount(0);
  } finally {
    receiver.close();
  }
});
