/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { ManageLink } from '../components/ManageLink';
import { SessionDetails } from '../components/SessionDetails';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** Staff replaced a booking's link (the old one leaked): the new link, and the booking as it stands. */
export const bookingLinkReissued: EmailTemplate<'booking-link-reissued'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].bookingLinkReissued.subject({ title: p.session.title }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const intro = m.bookingLinkReissued.intro({ title: p.session.title });
    return (
      <Letter to={p} heading={m.bookingLinkReissued.heading} intro={intro}>
        <ManageLink booking={p} />
        <SessionDetails locale={p.locale} session={p.session} seats={p.seats} meetingLink={p.status === 'confirmed'} />
        <Paragraph muted>{m.common.questions}</Paragraph>
      </Letter>
    );
  },
};
