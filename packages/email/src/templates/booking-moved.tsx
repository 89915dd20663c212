/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { ManageLink } from '../components/ManageLink';
import { SessionDetails } from '../components/SessionDetails';
import { WaitingListPlace } from '../components/WaitingListPlace';
import { formatSessionDate, formatSessionTime } from '../format';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/**
 * A booking moved to another date of its class (the sender attaches the `.ics` with the new time), or,
 * the new date being full, waits on its waiting list while keeping its seats on the date it holds.
 */
export const bookingMoved: EmailTemplate<'booking-moved'> = {
  subject: (p) => {
    const m = EMAIL_CATALOGS[p.locale].bookingMoved;
    return p.waiting ? m.subjectWaiting({ title: p.session.title }) : m.subject({ title: p.session.title });
  },
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const { startsAt, endsAt } = p.previous;
    const zone = p.session.timeZone;
    const date = `${formatSessionDate(startsAt, endsAt, zone, p.locale)}, ${formatSessionTime(startsAt, endsAt, zone, p.locale)}`;
    const values = { title: p.session.title, date, count: p.seats };
    const intro = p.waiting ? m.bookingMoved.introWaiting(values) : m.bookingMoved.intro(values);
    const heading = p.waiting ? m.bookingMoved.headingWaiting : m.bookingMoved.heading;
    return (
      <Letter to={p} heading={heading} intro={intro}>
        {p.waiting && (
          <WaitingListPlace locale={p.locale} position={p.position} manageUrl={p.manageUrl} fragment="leave-move" />
        )}
        <SessionDetails locale={p.locale} session={p.session} seats={p.seats} meetingLink={!p.waiting} />
        {p.waiting ? null : <Paragraph>{m.details.calendarAttached}</Paragraph>}
        <ManageLink booking={p} />
        <Paragraph>{m.bookingMoved.outro}</Paragraph>
        <Paragraph muted>{m.common.questions}</Paragraph>
      </Letter>
    );
  },
};
