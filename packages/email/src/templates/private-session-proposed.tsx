/** @jsxRuntime automatic */
import { Paragraph, StaffNote } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { SessionDetails } from '../components/SessionDetails';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** Staff propose a date and time for a private session: the person replies to accept or ask for another. */
export const privateSessionProposed: EmailTemplate<'private-session-proposed'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].privateSessionProposed.subject({ title: p.session.title }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const intro = m.privateSessionProposed.intro({ title: p.session.title });
    return (
      <Letter to={p} heading={m.privateSessionProposed.heading} intro={intro}>
        <SessionDetails locale={p.locale} session={p.session} />
        <StaffNote label={m.privateSessionProposed.note} note={p.note} />
        <Paragraph>{m.privateSessionProposed.outro}</Paragraph>
      </Letter>
    );
  },
};
