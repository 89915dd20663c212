import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** An email the server sent, as the test SMTP server (e2e/setup/mail-server.ts) received and parsed it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The text/plain part. */
  text: string;
  /** The text/html part ('' for a text-only message). */
  html: string;
  /** The message's headers, names lower-cased. */
  headers: Record<string, string | undefined>;
}

/** Every email received so far, in order. */
function receivedMail(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail);
}

/**
 * Waits for the email to `address` whose subject matches; the server's outbox sends every few seconds.
 */
export async function waitForMail(
  address: string,
  subject: RegExp,
  options: number | { timeout?: number; after?: ReceivedMail } = {},
): Promise<ReceivedMail> {
  const { timeout = 45_000, after } = typeof options === 'number' ? { timeout: options } : options;
  // `after`: a later email than that one (the second sign-in link, say), not the first that matches.
  const find = () =>
    receivedMail().find(
      (m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject) && (!after || m.text !== after.text),
    );
  await expect.poll(() => find()?.subject, { timeout, message: `an email to ${address}: ${subject}` }).toBeTruthy();
  return find()!;
}

/** The personal manage link (`/booking/{token}`) an email carries. */
export function manageLinkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/booking\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, `a manage link in “${mail.subject}”`).toBeTruthy();
  return link!;
}

/** How many emails to `address` with a matching subject have arrived: pass it to `waitForNewMail`. */
export function mailCount(address: string, subject: RegExp): number {
  return receivedMail().filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject)).length;
}

/** The next email to `address` whose subject matches, after the `before` that `mailCount` counted. */
export async function waitForNewMail(address: string, subject: RegExp, before: number): Promise<ReceivedMail> {
  const matching = () => receivedMail().filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
  await expect
    .poll(() => matching().length, { timeout: 45_000, message: `a new email to ${address}: ${subject}` })
    .toBeGreaterThan(before);
  return matching()[before]!;
}
