/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { ManageLink } from '../components/ManageLink';
import { SessionDetails } from '../components/SessionDetails';
import { WaitingListPlace } from '../components/WaitingListPlace';
import { letterTemplate } from './letter-template';
import type { EmailTemplate } from './template';

/** The session was full: the booking waits for places (no meeting link until it is confirmed). */
export const bookingWaitlisted: EmailTemplate<'booking-waitlisted'> = letterTemplate({
  words: (m) => m.bookingWaitlisted,
  values: (p) => ({ title: p.session.title, count: p.seats }),
  content: (p, m) => (
    <>
      <Paragraph>{m.bookingWaitlisted.outro}</Paragraph>
      <WaitingListPlace locale={p.locale} position={p.position} manageUrl={p.manageUrl} fragment="leave" />
      <SessionDetails locale={p.locale} session={p.session} seats={p.seats} />
      <ManageLink booking={p} />
      <Paragraph muted>{m.common.questions}</Paragraph>
    </>
  ),
});
