import type { ApiKeyScope } from '@app/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What each scope lets a key do, in one line (the create form's checkboxes). */
export const SCOPE_EXPLANATIONS: Record<ApiKeyScope, MessageDescriptor> = {
  'content:read': msg`Read the site's content (classes, pages, facilitators).`,
  'sessions:read': msg`Read sessions, their rosters and the reports.`,
  'bookings:read': msg`Read bookings.`,
  'bookings:write': msg`Book, cancel, reschedule and check people in.`,
  'people:read': msg`Read people's details (names, email addresses, bookings).`,
  'webhooks:manage': msg`Add, change and remove webhooks.`,
};
