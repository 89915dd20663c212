/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { ManageLink } from '../components/ManageLink';
import { SessionDetails } from '../components/SessionDetails';
import { WaitingListPlace } from '../components/WaitingListPlace';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** The session was full: the booking waits for places (no meeting link until it is confirmed). */
export const bookingWaitlisted: EmailTemplate<'booking-waitlisted'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].bookingWaitlisted.subject({ title: p.session.title }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const intro = m.bookingWaitlisted.intro({ title: p.session.title, count: p.seats });
    return (
      <Letter to={p} heading={m.bookingWaitlisted.heading} intro={intro}>
        <Paragraph>{m.bookingWaitlisted.outro}</Paragraph>
        <WaitingListPlace locale={p.locale} position={p.position} manageUrl={p.manageUrl} fragment="leave" />
        <SessionDetails locale={p.locale} session={p.session} seats={p.seats} />
        <ManageLink booking={p} />
        <Paragraph muted>{m.common.questions}</Paragraph>
      </Letter>
    );
  },
};
