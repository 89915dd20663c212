/** @jsxRuntime automatic */
import { Action, Paragraph } from '../components/Blocks';
import { letterTemplate } from './letter-template';
import type { EmailTemplate } from './template';

/** The sign-in link to "My bookings", in the language the visitor asked in. */
export const memberSignIn: EmailTemplate<'member-sign-in'> = letterTemplate({
  words: (m) => m.memberSignIn,
  values: (p) => ({ studio: p.studio.name }),
  content: (p, m) => (
    <>
      <Action href={p.signInUrl}>{m.memberSignIn.button}</Action>
      <Paragraph muted>{m.memberSignIn.hint}</Paragraph>
    </>
  ),
});
