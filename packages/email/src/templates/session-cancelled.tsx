/** @jsxRuntime automatic */
import { Action, AllBookingsLink, Paragraph } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { SessionDetails } from '../components/SessionDetails';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** The studio cancelled the whole session: every booking of it is cancelled. */
export const sessionCancelled: EmailTemplate<'session-cancelled'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].sessionCancelled.subject({ title: p.session.title }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const intro = m.sessionCancelled.intro({ title: p.session.title });
    return (
      <Letter to={p} heading={m.sessionCancelled.heading} intro={intro}>
        <SessionDetails locale={p.locale} session={p.session} seats={p.seats} ended />
        {Boolean(p.session.price) && <Paragraph>{m.sessionCancelled.refund}</Paragraph>}
        <Paragraph>{m.sessionCancelled.outro}</Paragraph>
        <Action href={p.session.classUrl}>{m.sessionCancelled.chooseAnother}</Action>
        <AllBookingsLink locale={p.locale} siteUrl={p.studio.siteUrl} />
        <Paragraph muted>{m.common.questions}</Paragraph>
      </Letter>
    );
  },
};
