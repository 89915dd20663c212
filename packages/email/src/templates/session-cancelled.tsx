/** @jsxRuntime automatic */
import { Action, AllBookingsLink, Paragraph } from '../components/Blocks';
import { SessionDetails } from '../components/SessionDetails';
import { letterTemplate } from './letter-template';
import type { EmailTemplate } from './template';

/** The studio cancelled the whole session: every booking of it is cancelled. */
export const sessionCancelled: EmailTemplate<'session-cancelled'> = letterTemplate({
  words: (m) => m.sessionCancelled,
  values: (p) => ({ title: p.session.title }),
  content: (p, m) => (
    <>
      <SessionDetails locale={p.locale} session={p.session} seats={p.seats} ended />
      {Boolean(p.session.price) && <Paragraph>{m.sessionCancelled.refund}</Paragraph>}
      <Paragraph>{m.sessionCancelled.outro}</Paragraph>
      <Action href={p.session.classUrl}>{m.sessionCancelled.chooseAnother}</Action>
      <AllBookingsLink locale={p.locale} siteUrl={p.studio.siteUrl} />
      <Paragraph muted>{m.common.questions}</Paragraph>
    </>
  ),
});
