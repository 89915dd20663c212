import { type EmailMessage, renderEmail } from '@app/email';
import type { repo } from '@app/db';

/** An email rendered from its template, ready for `repo.queueEmails` (in the caller's transaction). */
export async function renderedMail(to: string, message: EmailMessage): Promise<repo.QueuedEmail> {
  return { to, ...(await renderEmail(message)) };
}
