/** @jsxRuntime automatic */
import { Action, Paragraph } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** The sign-in link to "My bookings", in the language the visitor asked in. */
export const memberSignIn: EmailTemplate<'member-sign-in'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].memberSignIn.subject({ studio: p.studio.name }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    return (
      <Letter to={p} heading={m.memberSignIn.heading} intro={m.memberSignIn.intro}>
        <Action href={p.signInUrl}>{m.memberSignIn.button}</Action>
        <Paragraph muted>{m.memberSignIn.hint}</Paragraph>
      </Letter>
    );
  },
};
