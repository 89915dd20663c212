import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * Playwright's global setup: the test SMTP server the e2e server sends its emails to (SMTP_URL in
 * playwright.config.ts). Each message is written to E2E_MAIL_DIR as JSON (envelope recipients, subject, text
 * and HTML parts, headers), where the specs' mailbox (e2e/mailbox.ts) reads it: tests run in other processes.
 * Returns the teardown that closes it.
 */
export default async function startMailServer() {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR are set by playwright.config.ts');
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        count += 1;
        const name = `${String(count).padStart(5, '0')}.json`;
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const raw = Buffer.concat(chunks);
        try {
          const message = await PostalMime.parse(raw);
          const headers = Object.fromEntries(message.headers.map((header) => [header.key.toLowerCase(), header.value]));
          const mail = {
            to,
            subject: message.subject ?? '',
            text: message.text ?? '',
            html: message.html ?? '',
            headers,
          };
          writeFileSync(join(dir, name), JSON.stringify(mail));
        } catch (error) {
          // Kept, unparsed, so that a spec waiting for it says what arrived; the server's mailer is answered anyway.
          const text = `${raw.toString('utf8')}\n(unparsed: ${String(error)})`;
          writeFileSync(join(dir, name), JSON.stringify({ to, subject: '', text, html: '', headers: {} }));
        } finally {
          callback();
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
