import type { Locale, LocalizedText } from '@app/contract';
import type { SessionFacts } from '@app/email';
import { type Db, repo, type StoredExtendInfo } from '@app/db';
import { classTimeZone } from '../bookings/present';
import { localize } from '../resolve';

/** A dated session of a class, as the booking and request code holds it. */
export interface MailSession {
  class_id: number;
  slug: string;
  title: LocalizedText;
  extend_info: StoredExtendInfo;
  starts_at: Date;
  ends_at: Date;
}

/**
 * Everything an email says about a session, in the reader's language: the class and its page, the times
 * in the class's zone, place, meeting link (the template shows it to confirmed bookings only), how the
 * reader attends a hybrid class, price and the class's published facilitators.
 */
export async function sessionFacts(
  db: Db,
  session: MailSession,
  locale: Locale,
  publicUrl: string,
  /** How the reader attends a hybrid class (their booking's): the email then shows only that way. */
  attendanceMode: 'in-person' | 'online' | null = null,
): Promise<SessionFacts> {
  const info = session.extend_info;
  const facilitators = await repo.listFacilitatorsOfClasses(db, [session.class_id]);
  return {
    title: localize(session.title, locale),
    classUrl: `${publicUrl}/class/${session.slug}`,
    startsAt: session.starts_at,
    endsAt: session.ends_at,
    timeZone: classTimeZone(info),
    format: info.format,
    location: info.location ? localize(info.location, locale) || null : null,
    onlineUrl: info.onlineUrl,
    attendanceMode: info.format === 'hybrid' ? attendanceMode : null,
    price: info.price,
    currency: info.currency,
    facilitators: facilitators.map((f) => f.name),
  };
}
