/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { Layout } from '../components/Layout';
import { ManageLink } from '../components/ManageLink';
import { SessionDetails } from '../components/SessionDetails';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** A place opened: the booking moved up from the waiting list and is confirmed (the sender attaches the session's `.ics`). */
export const bookingPromoted: EmailTemplate<'booking-promoted'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].bookingPromoted.subject({ title: p.session.title }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const intro = m.bookingPromoted.intro({ title: p.session.title, count: p.seats });
    return (
      <Layout locale={p.locale} studio={p.studio} preview={intro} heading={m.bookingPromoted.heading}>
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
        <Paragraph>{m.bookingPromoted.outro}</Paragraph>
        <Paragraph muted>{m.common.questions}</Paragraph>
      </Layout>
    );
  },
};
