/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { ManageLink } from '../components/ManageLink';
import { SessionDetails } from '../components/SessionDetails';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/**
 * The same address booked the same session again: nothing was booked twice; the booking as it stands,
 * with its manage link (the one the earlier emails carry).
 */
export const bookingExisting: EmailTemplate<'booking-existing'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].bookingExisting.subject({ title: p.session.title }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const values = { title: p.session.title, count: p.seats };
    const intro =
      p.status === 'confirmed' ? m.bookingExisting.introConfirmed(values) : m.bookingExisting.introWaitlisted(values);
    return (
      <Letter to={p} heading={m.bookingExisting.heading} intro={intro}>
        <SessionDetails locale={p.locale} session={p.session} seats={p.seats} meetingLink={p.status === 'confirmed'} />
        <Paragraph>{m.bookingExisting.sameLink}</Paragraph>
        <ManageLink booking={p} />
        <Paragraph muted>{m.common.questions}</Paragraph>
      </Letter>
    );
  },
};
