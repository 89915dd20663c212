/** @jsxRuntime automatic */
import { Action, Paragraph } from '../components/Blocks';
import { Layout } from '../components/Layout';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** The sign-in link to "My bookings", in the language the visitor asked in. */
export const memberSignIn: EmailTemplate<'member-sign-in'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].memberSignIn.subject({ studio: p.studio.name }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    return (
      <Layout locale={p.locale} studio={p.studio} preview={m.memberSignIn.intro} heading={m.memberSignIn.heading}>
        <Paragraph>{m.common.greetingGeneric}</Paragraph>
        <Paragraph>{m.memberSignIn.intro}</Paragraph>
        <Action href={p.signInUrl}>{m.memberSignIn.button}</Action>
        <Paragraph muted>{m.memberSignIn.hint}</Paragraph>
      </Layout>
    );
  },
};
