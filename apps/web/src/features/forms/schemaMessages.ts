import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The shared schemas' English messages, so forms show what their own validation finds in the visitor's language.
 * The server's answers come in that language already (the request's Accept-Language).
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  'Invalid email address': msg`Invalid email address`,
  'Email is required.': msg`Email is required.`,
  'Invalid URL': msg`Invalid URL`,
  'Name is required.': msg`Name is required.`,
  'Message is required.': msg`Message is required.`,
  'Please agree so we can keep your details.': msg`Please agree so we can keep your details.`,
  'Enter a phone number such as +62 812 3456 7890.': msg`Enter a phone number such as +62 812 3456 7890.`,
  'At least one seat.': msg`At least one seat.`,
  'At most 10 seats.': msg`At most 10 seats.`,
  'Choose the number of seats.': msg`Choose the number of seats.`,
  'Password is required.': msg`Password is required.`,
  'Tell us which days and times suit you.': msg`Tell us which days and times suit you.`,
  'At most 500 characters.': msg`At most 500 characters.`,
  'Choose at most three dates.': msg`Choose at most three dates.`,
  'Choose today or a later date.': msg`Choose today or a later date.`,
  'Message must be at most 2000 characters.': msg`Message must be at most 2000 characters.`,
  'Use a date between the years 1000 and 9999.': msg`Use a date between the years 1000 and 9999.`,
  'Choose how you will join: in person or online.': msg`Choose how you will join: in person or online.`,
};

export function schemaMessage(
  message: string | undefined,
  translate: (d: MessageDescriptor) => string,
): string | undefined {
  if (!message) return message;
  const descriptor = MESSAGES[message];
  return descriptor ? translate(descriptor) : message;
}
