/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { Layout } from '../components/Layout';
import { ManageLink } from '../components/ManageLink';
import { SessionDetails } from '../components/SessionDetails';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/**
 * Before the session of a confirmed booking: everything about it again, the session's `.ics` (attached
 * by the sender) and the booking's manage link.
 */
export const bookingReminder: EmailTemplate<'booking-reminder'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].bookingReminder.subject({ title: p.session.title }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const intro = m.bookingReminder.intro({ title: p.session.title, count: p.seats });
    return (
      <Layout locale={p.locale} studio={p.studio} preview={intro} heading={m.bookingReminder.heading}>
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
        <Paragraph>{m.bookingReminder.outro}</Paragraph>
        <Paragraph muted>{m.common.questions}</Paragraph>
      </Layout>
    );
  },
};
