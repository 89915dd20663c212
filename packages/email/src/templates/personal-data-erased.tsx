/** @jsxRuntime automatic */
import { Paragraph } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/**
 * The last email to a person who asked for their data to be erased: what was deleted and cancelled.
 * It names nothing of theirs, not even their name (already gone when it is sent).
 */
export const personalDataErased: EmailTemplate<'personal-data-erased'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].personalDataErased.subject,
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    const intro = m.personalDataErased.intro({ studio: p.studio.name });
    return (
      <Letter to={p} heading={m.personalDataErased.heading} intro={intro}>
        {p.cancelledBookings > 0 ? (
          <Paragraph>{m.personalDataErased.cancelled({ count: p.cancelledBookings })}</Paragraph>
        ) : null}
        <Paragraph muted>{m.personalDataErased.outro}</Paragraph>
      </Letter>
    );
  },
};
