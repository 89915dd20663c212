/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { ManageLink } from '../components/ManageLink';
import { SessionDetails } from '../components/SessionDetails';
import { letterTemplate } from './letter-template';
import type { EmailTemplate } from './template';

/** Staff replaced a booking's link (the old one leaked): the new link, and the booking as it stands. */
export const bookingLinkReissued: EmailTemplate<'booking-link-reissued'> = letterTemplate({
  words: (m) => m.bookingLinkReissued,
  values: (p) => ({ title: p.session.title }),
  content: (p, m) => (
    <>
      <ManageLink booking={p} />
      <SessionDetails locale={p.locale} session={p.session} seats={p.seats} meetingLink={p.status === 'confirmed'} />
      <Paragraph muted>{m.common.questions}</Paragraph>
    </>
  ),
});
