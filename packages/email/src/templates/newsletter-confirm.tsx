/** @jsxRuntime automatic */
import { Action, Paragraph } from '../components/Blocks';
import { Layout } from '../components/Layout';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** A newsletter sign-up waiting for its confirmation: nothing more is sent until the link is followed. */
export const newsletterConfirm: EmailTemplate<'newsletter-confirm'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].newsletterConfirm.subject({ studio: p.studio.name }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    return (
      <Layout
        locale={p.locale}
        studio={p.studio}
        preview={m.newsletterConfirm.intro}
        heading={m.newsletterConfirm.heading}
      >
        <Paragraph>{p.name ? m.common.greeting({ name: p.name }) : m.common.greetingGeneric}</Paragraph>
        <Paragraph>{m.newsletterConfirm.intro}</Paragraph>
        <Action href={p.confirmUrl}>{m.newsletterConfirm.confirm}</Action>
        <Paragraph muted>{m.newsletterConfirm.ignoreHint}</Paragraph>
      </Layout>
    );
  },
};
