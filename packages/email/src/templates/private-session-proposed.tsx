/** @jsxRuntime automatic */
import { Paragraph, StaffNote } from '../components/Blocks';
import { SessionDetails } from '../components/SessionDetails';
import { letterTemplate } from './letter-template';
import type { EmailTemplate } from './template';

/** Staff propose a date and time for a private session: the person replies to accept or ask for another. */
export const privateSessionProposed: EmailTemplate<'private-session-proposed'> = letterTemplate({
  words: (m) => m.privateSessionProposed,
  values: (p) => ({ title: p.session.title }),
  content: (p, m) => (
    <>
      <SessionDetails locale={p.locale} session={p.session} />
      <StaffNote label={m.privateSessionProposed.note} note={p.note} />
      <Paragraph>{m.privateSessionProposed.outro}</Paragraph>
    </>
  ),
});
