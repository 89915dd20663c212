/** @jsxRuntime automatic */
import type { Locale } from '@app/contract';
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { EMAIL_CATALOGS } from '../messages';
import type { Studio } from '../props';
import { styles } from './styles';

/** The footer's contact links, from the studio's settings; a missing one is left out. */
function contactLinks(studio: Studio, locale: Locale) {
  const m = EMAIL_CATALOGS[locale].footer;
  return [
    studio.email ? { label: m.email, text: studio.email, href: `mailto:${studio.email}` } : null,
    studio.phone ? { label: m.phone, text: studio.phone, href: `tel:${studio.phone.replace(/[^+\d]/g, '')}` } : null,
    studio.chatUrl ? { label: m.whatsapp, text: studio.chatUrl, href: studio.chatUrl } : null,
    studio.instagramUrl ? { label: m.instagram, text: studio.instagramUrl, href: studio.instagramUrl } : null,
    { label: m.website, text: studio.siteUrl, href: studio.siteUrl },
  ].filter((link) => link !== null);
}

/**
 * Every email's frame: the studio's name, the heading, the content, the sign-off and a footer with the
 * studio's address and contact links. Written in the reader's language (`lang`), one column that fits a
 * phone's width.
 */
export function Layout(props: {
  locale: Locale;
  studio: Studio;
  /** Shown by inboxes beside the subject. */
  preview: string;
  heading: string;
  /** Staff notifications have no sign-off. */
  signOff?: boolean;
  /** The footer's last line, after the studio's details (a newsletter's unsubscribe link). */
  footerNote?: ReactNode;
  children: ReactNode;
}) {
  const { locale, studio } = props;
  const m = EMAIL_CATALOGS[locale];
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{studio.name}</Text>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {props.heading}
            </Heading>
            {props.children}
            {props.signOff !== false && (
              <Text style={styles.text}>
                {m.common.signOff}
                <br />
                {m.common.team({ studio: studio.name })}
              </Text>
            )}
          </Section>
          <Hr style={styles.hr} />
          <Text style={styles.footer}>
            <strong>{studio.name}</strong>
            {studio.address && (
              <>
                <br />
                {studio.address}
              </>
            )}
          </Text>
          {contactLinks(studio, locale).map((link) => (
            <Text key={link.label} style={styles.footer}>
              {link.label}
              {m.footer.labelSeparator}
              <Link href={link.href} style={styles.link}>
                {link.text}
              </Link>
            </Text>
          ))}
          <Text style={styles.footer}>{m.footer.sentBy({ studio: studio.name })}</Text>
          {props.footerNote && <Text style={styles.footer}>{props.footerNote}</Text>}
        </Container>
      </Body>
    </Html>
  );
}
