/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { letterTemplate } from './letter-template';
import type { EmailTemplate } from './template';

/**
 * The last email to a person who asked for their data to be erased: what was deleted and cancelled.
 * It names nothing of theirs, not even their name (already gone when it is sent).
 */
export const personalDataErased: EmailTemplate<'personal-data-erased'> = letterTemplate({
  words: (m) => m.personalDataErased,
  values: (p) => ({ studio: p.studio.name }),
  content: (p, m) => (
    <>
      {p.cancelledBookings > 0 ? (
        <Paragraph>{m.personalDataErased.cancelled({ count: p.cancelledBookings })}</Paragraph>
      ) : null}
      <Paragraph muted>{m.personalDataErased.outro}</Paragraph>
    </>
  ),
});
