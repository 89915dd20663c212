import { emailLocale, formatSessionDate, formatSessionTime } from '@app/email';
import type { Db, repo } from '@app/db';
import { mailOf } from '../emails/render';
import { type MailSession, sessionFacts } from '../emails/session-facts';
import { staffMail } from '../emails/staff';
import { type MailDeps, mailStudio } from '../emails/studio';
import { localize } from '../resolve';
import { classTimeZone } from './present';

type Mail = repo.UnrenderedEmail;

/** Whom an email about a booking goes to: their name and seats, and the language they booked in (stored). */
export interface MailPerson {
  email: string;
  name: string;
  seats: number;
  locale: string;
}

/** What every email about one booking is made of, in the person's language. */
async function bookingProps(db: Db, deps: MailDeps, person: MailPerson, session: MailSession) {
  const locale = emailLocale(person.locale);
  return {
    locale,
    studio: await mailStudio(db, deps),
    name: person.name,
    seats: person.seats,
    session: await sessionFacts(db, session, locale, deps.publicUrl),
  };
}

/**
 * A booking that goes on: confirmed (the meeting link included), waitlisted, confirmed from the waiting
 * list, or reminded before its session, each with the personal manage link.
 */
export async function bookingMail(
  db: Db,
  deps: MailDeps,
  kind: 'booking-confirmed' | 'booking-waitlisted' | 'booking-promoted' | 'booking-reminder',
  person: MailPerson,
  session: MailSession,
  manageUrl: string,
): Promise<Mail> {
  return mailOf(person.email, { kind, ...(await bookingProps(db, deps, person, session)), manageUrl });
}

/** Someone booked a session they had booked already: their booking, with a fresh link (the old one stops working). */
export async function existingBookingMail(
  db: Db,
  deps: MailDeps,
  person: MailPerson & { status: 'confirmed' | 'waitlisted' },
  session: MailSession,
  manageUrl: string,
): Promise<Mail> {
  return mailOf(person.email, {
    kind: 'booking-existing',
    status: person.status,
    ...(await bookingProps(db, deps, person, session)),
    manageUrl,
  });
}

/** A booking ended: cancelled by the person or staff, or with its whole session by the studio. */
export async function endedBookingMail(
  db: Db,
  deps: MailDeps,
  kind: 'booking-cancelled' | 'session-cancelled',
  person: MailPerson,
  session: MailSession,
): Promise<Mail> {
  return mailOf(person.email, { kind, ...(await bookingProps(db, deps, person, session)) });
}

/** A session's date and time in English, in its class's zone, as staff notifications name it. */
function staffWhen(session: Pick<MailSession, 'starts_at' | 'ends_at' | 'extend_info'>): string {
  const zone = classTimeZone(session.extend_info);
  return `${formatSessionDate(session.starts_at, session.ends_at, zone, 'en')}, ${formatSessionTime(session.starts_at, session.ends_at, zone, 'en')}`;
}

/** The studio hears of each booking and of each cancellation made through a manage link. */
export async function staffBookingMail(
  db: Db,
  deps: MailDeps,
  to: string,
  event: 'confirmed' | 'waitlisted' | 'cancelled',
  person: { name: string; email: string; phone?: string; seats: number; message?: string | null },
  session: MailSession,
): Promise<Mail> {
  const title = localize(session.title, 'en');
  const when = staffWhen(session);
  return staffMail(db, deps, to, {
    subject:
      event === 'cancelled' ? `Booking cancelled: ${title}, ${when}` : `New booking (${event}): ${title}, ${when}`,
    heading: event === 'cancelled' ? 'A booking was cancelled' : `A new booking (${event})`,
    facts: [
      { label: 'Class', value: title },
      { label: 'When', value: when },
      { label: 'Name', value: person.name },
      { label: 'Email', value: person.email },
      { label: 'Phone', value: person.phone ?? '' },
      { label: 'Seats', value: String(person.seats) },
    ],
    message: person.message ?? null,
  });
}
