/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { letterTemplate } from './letter-template';
import type { EmailTemplate } from './template';

/**
 * The contact form's acknowledgement. It repeats nothing the sender typed, not even their name: anyone
 * can have the site mail any address, and their words must not travel in our emails.
 */
export const contactReceived: EmailTemplate<'contact-received'> = letterTemplate({
  words: (m) => m.contactReceived,
  values: (p) => ({ studio: p.studio.name }),
  content: (_, m) => <Paragraph>{m.contactReceived.outro}</Paragraph>,
});
