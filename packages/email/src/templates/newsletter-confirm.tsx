/** @jsxRuntime automatic */
import { Action, Paragraph } from '../components/Blocks';
import { Letter } from '../components/Letter';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** A newsletter sign-up waiting for its confirmation: nothing more is sent until the link is followed. */
export const newsletterConfirm: EmailTemplate<'newsletter-confirm'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].newsletterConfirm.subject({ studio: p.studio.name }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    return (
      <Letter
        to={{ ...p, name: p.name || null }}
        heading={m.newsletterConfirm.heading}
        intro={m.newsletterConfirm.intro}
      >
        <Action href={p.confirmUrl}>{m.newsletterConfirm.confirm}</Action>
        <Paragraph muted>{m.newsletterConfirm.ignoreHint}</Paragraph>
      </Letter>
    );
  },
};
