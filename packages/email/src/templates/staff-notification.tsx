/** @jsxRuntime automatic */
import { Section, Text } from '@react-email/components';
import { Lines } from '../components/Blocks';
import { Layout } from '../components/Layout';
import { styles } from '../components/styles';
import type { EmailTemplate } from './template';

/** What the studio's own address is told (a booking, a cancellation, a message): always in English. */
export const staffNotification: EmailTemplate<'staff-notification'> = {
  subject: (p) => p.subject,
  body: (p) => (
    <Layout locale="en" studio={p.studio} preview={p.heading} heading={p.heading} signOff={false}>
      <Section style={styles.details}>
        {p.facts.map((fact) => (
          <Text key={fact.label} style={styles.fact}>
            <span style={styles.label}>{fact.label}</span>
            <br />
            {fact.value}
          </Text>
        ))}
      </Section>
      {p.message && (
        <Text style={{ ...styles.text, ...styles.note }}>
          <Lines text={p.message} />
        </Text>
      )}
    </Layout>
  ),
};
