/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { Layout } from '../components/Layout';
import { ManageLink } from '../components/ManageLink';
import { SessionDetails } from '../components/SessionDetails';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** A booking (online, at the door, or a confirmed private session) is confirmed; the sender attaches the session's `.ics`. */
export const bookingConfirmed: EmailTemplate<'booking-confirmed'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].bookingConfirmed.subject({ title: p.session.title }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const intro = m.bookingConfirmed.intro({ title: p.session.title, count: p.seats });
    return (
      <Layout locale={p.locale} studio={p.studio} preview={intro} heading={m.bookingConfirmed.heading}>
        <Paragraph>{m.common.greeting({ name: p.name })}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <SessionDetails locale={p.locale} session={p.session} seats={p.seats} meetingLink />
        <Paragraph>{m.details.calendarAttached}</Paragraph>
        <ManageLink
          locale={p.locale}
          siteUrl={p.studio.siteUrl}
          manageUrl={p.manageUrl}
          cancellation={p.cancellation}
          timeZone={p.session.timeZone}
        />
        <Paragraph>{m.bookingConfirmed.outro}</Paragraph>
        <Paragraph muted>{m.common.questions}</Paragraph>
      </Layout>
    );
  },
};
