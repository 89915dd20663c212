/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { SessionDetails } from '../components/SessionDetails';
import { formatSessionDate, formatSessionTime } from '../format';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailMessage } from '../props';
import type { EmailTemplate } from './template';

type GuestProps = Extract<EmailMessage, { kind: 'booking-guest' }>;

/** The subject, heading and first words of a guest's email: their place, its reminder, a new date, or its end. */
function wordsOf(p: GuestProps) {
  const m = EMAIL_CATALOGS[p.locale].bookingGuest;
  const title = p.session.title;
  const values = { title, booker: p.booker };
  if (p.change?.kind === 'moved') {
    const { startsAt, endsAt } = p.change.previous;
    const zone = p.session.timeZone;
    const date = `${formatSessionDate(startsAt, endsAt, zone, p.locale)}, ${formatSessionTime(startsAt, endsAt, zone, p.locale)}`;
    return { subject: m.subjectMoved({ title }), heading: m.headingMoved, intro: m.introMoved({ ...values, date }) };
  }
  if (p.change?.kind === 'cancelled') {
    const intro = p.change.bySession ? m.introSessionCancelled(values) : m.introCancelled(values);
    return { subject: m.subjectCancelled({ title }), heading: m.headingCancelled, intro };
  }
  return p.reminder
    ? { subject: m.subjectReminder({ title }), heading: m.heading, intro: m.introReminder(values) }
    : { subject: m.subject({ title }), heading: m.heading, intro: m.intro(values) };
}

/**
 * A guest someone named on their booking, with an address: the place (meeting link included), before
 * the session the reminder, the new date when the booking moves, or that the place is gone when it is
 * cancelled (no meeting link then). No manage link and no calendar file: the booking is the booker's.
 */
export const bookingGuest: EmailTemplate<'booking-guest'> = {
  subject: (p) => wordsOf(p).subject,
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const { heading, intro } = wordsOf(p);
    const cancelled = p.change?.kind === 'cancelled';
    return (
      <Letter to={p} heading={heading} intro={intro}>
        <SessionDetails locale={p.locale} session={p.session} seats={1} meetingLink={!cancelled} />
        {cancelled ? null : <Paragraph>{m.bookingGuest.outro({ booker: p.booker })}</Paragraph>}
        <Paragraph muted>{m.common.questions}</Paragraph>
      </Letter>
    );
  },
};
