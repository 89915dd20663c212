/** @jsxRuntime automatic */
import { Link, Section } from '@react-email/components';
import { convert } from 'html-to-text';
import type { CSSProperties } from 'react';
import { Layout } from '../components/Layout';
import { styles } from '../components/styles';
import { EMAIL_CATALOGS } from '../messages';
import type { EmailTemplate } from './template';

/** The body as staff wrote it: the card's text size, links in the studio's colour, long words broken. */
const richText: CSSProperties = {
  fontSize: '16px',
  lineHeight: '24px',
  overflowWrap: 'break-word',
  margin: '0 0 8px',
};

/** What inboxes show beside the subject: the start of the text. */
function previewOf(html: string): string {
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      ...['h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } })),
    ],
  });
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

/**
 * An issue of the newsletter, in the subscriber's language: its subject as the heading, the body staff
 * wrote (HTML sanitised on the server when it was saved), and in the footer why the reader gets it and
 * their own unsubscribe link (a page that asks for a click; the one-click URL is in the headers).
 */
export const newsletterIssue: EmailTemplate<'newsletter-issue'> = {
  subject: (p) => p.subject,
  body: (p) => {
    const m = EMAIL_CATALOGS[p.locale];
    return (
      <Layout
        locale={p.locale}
        studio={p.studio}
        preview={previewOf(p.html)}
        heading={p.subject}
        footerNote={
          <>
            {m.newsletterIssue.reason({ studio: p.studio.name })}{' '}
            <Link href={p.unsubscribeUrl} style={styles.link}>
              {m.newsletterIssue.unsubscribe}
            </Link>
          </>
        }
      >
        <Section style={richText}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when staff saved it. */}
          <div dangerouslySetInnerHTML={{ __html: p.html }} />
        </Section>
      </Layout>
    );
  },
};
