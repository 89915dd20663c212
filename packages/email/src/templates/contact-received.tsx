/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/**
 * The contact form's acknowledgement. It repeats nothing the sender typed, not even their name: anyone
 * can have the site mail any address, and their words must not travel in our emails.
 */
export const contactReceived: EmailTemplate<'contact-received'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].contactReceived.subject,
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const intro = m.contactReceived.intro({ studio: p.studio.name });
    return (
      <Letter to={p} heading={m.contactReceived.heading} intro={intro}>
        <Paragraph>{m.contactReceived.outro}</Paragraph>
      </Letter>
    );
  },
};
