/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { ManageLink } from '../components/ManageLink';
import { SessionDetails } from '../components/SessionDetails';
import { letterTemplate } from './letter-template';
import type { EmailTemplate } from './template';

/**
 * The emails of a confirmed booking (confirmed, moved up from the waiting list, the reminder): one body, each with its
 * own words (its catalogue section), the session's details and its manage link; the sender attaches the `.ics`.
 */
export function confirmedBookingEmail<K extends 'booking-confirmed' | 'booking-promoted' | 'booking-reminder'>(
  words: 'bookingConfirmed' | 'bookingPromoted' | 'bookingReminder',
): EmailTemplate<K> {
  // The three kinds have the same props but their `kind`.
  const template: EmailTemplate<'booking-confirmed'> = letterTemplate({
    words: (m) => m[words],
    values: (p) => ({ title: p.session.title, count: p.seats }),
    content: (p, m) => (
      <>
        <SessionDetails locale={p.locale} session={p.session} seats={p.seats} meetingLink />
        <Paragraph>{m.details.calendarAttached}</Paragraph>
        <ManageLink booking={p} />
        <Paragraph>{m[words].outro}</Paragraph>
        <Paragraph muted>{m.common.questions}</Paragraph>
      </>
    ),
  });
  return template as unknown as EmailTemplate<K>;
}
