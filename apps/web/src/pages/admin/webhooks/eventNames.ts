import type { WebhookEvent } from '@app/contract';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What each webhook event means, as the endpoint form offers them. */
export const WEBHOOK_EVENT_NAMES: Record<WebhookEvent, MessageDescriptor> = {
  'booking.created': msg`A booking is made (confirmed or on the waiting list)`,
  'booking.confirmed': msg`A booking is confirmed, also when promoted from the waiting list`,
  'booking.cancelled': msg`A booking is cancelled`,
  'booking.rescheduled': msg`A booking moves to another date`,
  'booking.checked_in': msg`Someone is checked in at a session`,
  'session.cancelled': msg`A session is cancelled`,
  'newsletter.subscribed': msg`Someone confirms their newsletter subscription`,
  'newsletter.unsubscribed': msg`Someone unsubscribes from the newsletter`,
  'contact.received': msg`A message arrives through the contact form`,
  'private_request.created': msg`Someone asks for a private session`,
};
