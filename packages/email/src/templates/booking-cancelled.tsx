/** @jsxRuntime automatic */
import { Action, AllBookingsLink, Paragraph } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { SessionDetails } from '../components/SessionDetails';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** The person (through their link) or staff cancelled one booking. */
export const bookingCancelled: EmailTemplate<'booking-cancelled'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].bookingCancelled.subject({ title: p.session.title }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const intro = m.bookingCancelled.intro({ title: p.session.title, count: p.seats });
    return (
      <Letter to={p} heading={m.bookingCancelled.heading} intro={intro}>
        <SessionDetails locale={p.locale} session={p.session} seats={p.seats} ended />
        <Paragraph>{m.bookingCancelled.outro}</Paragraph>
        <Action href={`${p.studio.siteUrl}/session-classes`}>{m.bookingCancelled.browse}</Action>
        <AllBookingsLink locale={p.locale} siteUrl={p.studio.siteUrl} />
        <Paragraph muted>{m.common.questions}</Paragraph>
      </Letter>
    );
  },
};
