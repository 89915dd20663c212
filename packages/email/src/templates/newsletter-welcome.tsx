/** @jsxRuntime automatic */
import { Link } from '@react-email/components';
import { Paragraph } from '../components/Blocks';
import { Layout } from '../components/Layout';
import { styles } from '../components/styles';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** A new subscriber to the newsletter, with their unsubscribe link. */
export const newsletterWelcome: EmailTemplate<'newsletter-welcome'> = {
  subject: (p) => EMAIL_CATALOGS[p.locale].newsletterWelcome.subject({ studio: p.studio.name }),
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    return (
      <Layout
        locale={p.locale}
        studio={p.studio}
        preview={m.newsletterWelcome.intro}
        heading={m.newsletterWelcome.heading}
      >
        <Paragraph>{m.common.greetingGeneric}</Paragraph>
        <Paragraph>{m.newsletterWelcome.intro}</Paragraph>
        <Paragraph muted>
          {m.newsletterWelcome.unsubscribeHint}{' '}
          <Link href={p.unsubscribeUrl} style={styles.link}>
            {m.newsletterWelcome.unsubscribe}
          </Link>
        </Paragraph>
      </Layout>
    );
  },
};
