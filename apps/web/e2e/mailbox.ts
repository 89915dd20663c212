import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** An email the server sent, as the test SMTP server (e2e/setup/mail-server.ts) received it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** quoted-printable (RFC 2045): soft line breaks go, `=XX` are bytes of UTF-8. */
function fromQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  // Keep a literal `%` from being read as an escape.
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header (RFC 2047). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parse(raw: string): Omit<ReceivedMail, 'to'> {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

/** Every email received so far, in order. */
function receivedMail(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string[]; raw: string })
    .map(({ to, raw }) => ({ to, ...parse(raw) }));
}

/**
 * Waits for the email to `address` whose subject matches; the server's outbox sends every few seconds.
 */
export async function waitForMail(address: string, subject: RegExp, timeout = 45_000): Promise<ReceivedMail> {
  const find = () => receivedMail().find((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
  await expect.poll(() => find()?.subject, { timeout, message: `an email to ${address}: ${subject}` }).toBeTruthy();
  return find()!;
}

/** The personal manage link (`/booking/{token}`) an email carries. */
export function manageLinkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/booking\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, `a manage link in “${mail.subject}”`).toBeTruthy();
  return link!;
}
