/** @jsxRuntime automatic */
import { Action, Paragraph, StaffNote } from '../components/Blocks';
import { letterTemplate } from './letter-template';
import type { EmailTemplate } from './template';

/** A private-session request cannot be met (with staff's words, if any). */
export const privateRequestDeclined: EmailTemplate<'private-request-declined'> = letterTemplate({
  words: (m) => m.privateRequestDeclined,
  values: (p) => ({ title: p.title }),
  content: (p, m) => (
    <>
      <StaffNote label={m.privateRequestDeclined.note} note={p.note} />
      <Paragraph>{m.privateRequestDeclined.outro}</Paragraph>
      <Action href={`${p.studio.siteUrl}/session-classes`}>{m.privateRequestDeclined.browse}</Action>
    </>
  ),
});
