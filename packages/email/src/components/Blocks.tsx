/** @jsxRuntime automatic */
import { MY_BOOKINGS_PATH } from '@app/contract/constants';
import type { Locale } from '@app/contract';
import { Button, Link, Text } from '@react-email/components';
import { Fragment, type ReactNode } from 'react';
import { EMAIL_CATALOGS } from '../messages';
import { styles } from './styles';

/** A paragraph of body text. */
export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? styles.muted : styles.text}>{children}</Text>;
}

/** The email's main action, a full-width button (its URL follows its label in the text part). */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button href={href} style={styles.button}>
      {children}
    </Button>
  );
}

/** Text someone typed, its line breaks kept (as `<br>`, which the text part turns back into lines). */
export function Lines({ text }: { text: string }) {
  return text.split(/\r?\n/).map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fixed text, never reordered.
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** Words staff wrote to the person, as they wrote them, under a label. */
export function StaffNote({ label, note }: { label: string; note: string | null }) {
  if (!note) return null;
  return (
    <>
      <Text style={{ ...styles.label, margin: '0 0 4px' }}>{label}</Text>
      <Text style={{ ...styles.text, ...styles.note }}>
        <Lines text={note} />
      </Text>
    </>
  );
}

/** The link to "My bookings" (every booking of the address, one sign-in link away): in every booking email. */
export function AllBookingsLink({ locale, siteUrl }: { locale: Locale; siteUrl: string }) {
  return (
    <Text style={styles.muted}>
      <Link href={`${siteUrl}${MY_BOOKINGS_PATH}`} style={styles.link}>
        {EMAIL_CATALOGS[locale].manage.allBookings}
      </Link>
    </Text>
  );
}
