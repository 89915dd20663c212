/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { Layout } from '../components/Layout';
import { SessionDetails } from '../components/SessionDetails';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/**
 * A guest someone named on their booking, with an address: the place (meeting link included) and,
 * before the session, the reminder. No manage link: the booking is the booker's to change.
 */
export const bookingGuest: EmailTemplate<'booking-guest'> = {
  subject: (p) => {
    const m = EMAIL_CATALOGS[p.locale].bookingGuest;
    return p.reminder ? m.subjectReminder({ title: p.session.title }) : m.subject({ title: p.session.title });
  },
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const values = { title: p.session.title, booker: p.booker };
    const intro = p.reminder ? m.bookingGuest.introReminder(values) : m.bookingGuest.intro(values);
    return (
      <Layout locale={p.locale} studio={p.studio} preview={intro} heading={m.bookingGuest.heading}>
        <Paragraph>{m.common.greeting({ name: p.name })}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <SessionDetails locale={p.locale} session={p.session} seats={1} meetingLink />
        <Paragraph>{m.bookingGuest.outro({ booker: p.booker })}</Paragraph>
        <Paragraph muted>{m.common.questions}</Paragraph>
      </Layout>
    );
  },
};
