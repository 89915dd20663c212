/** @jsxRuntime automatic */
import { Action, Paragraph, StaffNote } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** A private-session request cannot be met (with staff's words, if any). */
export const privateRequestDeclined: EmailTemplate<'private-request-declined'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].privateRequestDeclined.subject({ title: p.title }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const intro = m.privateRequestDeclined.intro({ title: p.title });
    return (
      <Letter to={p} heading={m.privateRequestDeclined.heading} intro={intro}>
        <StaffNote label={m.privateRequestDeclined.note} note={p.note} />
        <Paragraph>{m.privateRequestDeclined.outro}</Paragraph>
        <Action href={`${p.studio.siteUrl}/session-classes`}>{m.privateRequestDeclined.browse}</Action>
      </Letter>
    );
  },
};
