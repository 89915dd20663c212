import type { EmailMessage } from '@app/email';
import type { repo } from '@app/db';
import superjson from 'superjson';

/**
 * An email as its template's props, for `queueMail`: rendered once the transaction that queues it has
 * committed, so a booking does not hold its session's lock while React renders.
 */
export function mailOf(to: string, message: EmailMessage): repo.UnrenderedEmail {
  // superjson keeps the dates dates.
  return { to, message: superjson.serialize(message) };
}

/** The props `mailOf` stored, as the template takes them. */
export const storedMessage = (stored: unknown) =>
  superjson.deserialize(stored as Parameters<typeof superjson.deserialize>[0]) as EmailMessage;
