/** @jsxRuntime automatic */
import { Section, Text } from '@react-email/components';
import { Lines, Paragraph } from '../components/Blocks';
import { styles } from '../components/styles';
import { formatCalendarDate } from '../format';
import { letterTemplate } from './letter-template';
import type { EmailTemplate } from './template';

/** A private session was asked for: what the person told us, and what happens next. */
export const privateRequestReceived: EmailTemplate<'private-request-received'> = letterTemplate({
  words: (m) => m.privateRequestReceived,
  values: (p) => ({ title: p.title }),
  content: (p, m) => (
    <>
      <Section style={styles.details}>
        <Text style={styles.detailsHeading}>{m.privateRequestReceived.toldUs}</Text>
        <Text style={styles.fact}>
          <span style={styles.label}>{m.privateRequestReceived.preferredTimes}</span>
          <br />
          <Lines text={p.preferredTimes} />
        </Text>
        {p.preferredDates.length > 0 && (
          <Text style={styles.fact}>
            <span style={styles.label}>{m.privateRequestReceived.preferredDates}</span>
            {p.preferredDates.map((date) => (
              <span key={date}>
                <br />
                {formatCalendarDate(date, p.locale)}
              </span>
            ))}
          </Text>
        )}
      </Section>
      <Paragraph muted>{m.common.questions}</Paragraph>
    </>
  ),
});
