/** @jsxRuntime automatic */
import type { Locale } from '@app/contract';
import { Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { formatDuration, formatPrice, formatSessionDate, formatSessionTime, mapUrl } from '../format';
import { listFormat } from '../intl';
import { intlLocale } from '../locale';
import { EMAIL_CATALOGS } from '../messages';
import type { SessionFacts } from '../props';
import { styles } from './styles';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={styles.fact}>
      <span style={styles.label}>{label}</span>
      <br />
      {children}
    </Text>
  );
}

/** How the reader attends: the class's format, narrowed by their choice for a hybrid class. */
function attendanceModeOf(session: SessionFacts): SessionFacts['format'] {
  return session.format === 'hybrid' && session.attendanceMode ? session.attendanceMode : session.format;
}

/** How to pay, by how the reader attends; nothing for a free class. */
function paymentText(session: SessionFacts, locale: Locale): string | null {
  if (!session.price) return null;
  const m = EMAIL_CATALOGS[locale].details;
  return { 'in-person': m.payAtStudio, online: m.payByTransfer, hybrid: m.payHybrid }[attendanceModeOf(session)];
}

/**
 * Everything about a session a person needs: class, date, time in the class's zone, duration, place with
 * a map link, the meeting link (only with `meetingLink`: confirmed bookings), facilitators, seats, price
 * and how to pay. `ended` (a cancellation) keeps what identifies the session and drops the rest. For a
 * hybrid class with the reader's `attendanceMode`, it says how they join and shows only that way: the place
 * and map in person, the meeting link online.
 */
export function SessionDetails(props: {
  locale: Locale;
  session: SessionFacts;
  seats?: number;
  meetingLink?: boolean;
  ended?: boolean;
}) {
  const { locale, session } = props;
  const m = EMAIL_CATALOGS[locale].details;
  const minutes = Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 60_000);
  const price = formatPrice(session.price, session.currency, locale);
  const payment = paymentText(session, locale);
  const attends = attendanceModeOf(session);
  const inPerson = attends !== 'online' && session.location;
  const online = attends !== 'in-person';
  return (
    <Section style={styles.details}>
      <Text style={styles.detailsHeading}>{m.heading}</Text>
      <Fact label={m.class}>
        <Link href={session.classUrl} style={styles.link}>
          {session.title}
        </Link>
      </Fact>
      <Fact label={m.date}>{formatSessionDate(session.startsAt, session.endsAt, session.timeZone, locale)}</Fact>
      <Fact label={m.time}>{formatSessionTime(session.startsAt, session.endsAt, session.timeZone, locale)}</Fact>
      {!props.ended && minutes > 0 && <Fact label={m.duration}>{formatDuration(minutes, locale)}</Fact>}
      {!props.ended && session.format === 'hybrid' && attends !== 'hybrid' && (
        <Fact label={m.attendanceMode}>{attends === 'online' ? m.attendOnline : m.attendInPerson}</Fact>
      )}
      {!props.ended && inPerson && (
        <Fact label={m.place}>
          {session.location}
          <br />
          <Link href={mapUrl(session.location ?? '')} style={styles.link}>
            {m.openMap}
          </Link>
        </Fact>
      )}
      {!props.ended && online && (
        <Fact label={m.online}>
          {props.meetingLink && session.onlineUrl ? (
            <>
              <Link href={session.onlineUrl} style={styles.link}>
                {session.onlineUrl}
              </Link>
              <br />
              <span style={styles.hint}>{m.meetingLinkPrivate}</span>
            </>
          ) : (
            m.meetingLinkLater
          )}
        </Fact>
      )}
      {!props.ended && session.facilitators.length > 0 && (
        <Fact label={m.facilitators({ count: session.facilitators.length })}>
          {listFormat(intlLocale(locale), { type: 'conjunction' }).format(session.facilitators)}
        </Fact>
      )}
      {props.seats !== undefined && <Fact label={m.seats}>{m.seatCount({ count: props.seats })}</Fact>}
      {!props.ended && <Fact label={m.price}>{price ? m.pricePerPerson({ price }) : m.free}</Fact>}
      {!props.ended && payment && <Fact label={m.payment}>{payment}</Fact>}
    </Section>
  );
}
