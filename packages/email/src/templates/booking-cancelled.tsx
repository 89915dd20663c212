/** @jsxRuntime automatic */
import { Action, AllBookingsLink, Paragraph } from '../components/Blocks';
import { SessionDetails } from '../components/SessionDetails';
import { letterTemplate } from './letter-template';
import type { EmailTemplate } from './template';

/** The person (through their link) or staff cancelled one booking. */
export const bookingCancelled: EmailTemplate<'booking-cancelled'> = letterTemplate({
  words: (m) => m.bookingCancelled,
  values: (p) => ({ title: p.session.title, count: p.seats }),
  content: (p, m) => (
    <>
      <SessionDetails locale={p.locale} session={p.session} seats={p.seats} ended />
      <Paragraph>{m.bookingCancelled.outro}</Paragraph>
      <Action href={`${p.studio.siteUrl}/session-classes`}>{m.bookingCancelled.browse}</Action>
      <AllBookingsLink locale={p.locale} siteUrl={p.studio.siteUrl} />
      <Paragraph muted>{m.common.questions}</Paragraph>
    </>
  ),
});
