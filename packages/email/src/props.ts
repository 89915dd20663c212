import type { Locale } from '@app/contract';

/** Who sends the email: the studio's name and the contact links of its footer (from site settings). */
export interface Studio {
  name: string;
  /** The site's public origin, without a trailing slash. */
  siteUrl: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  /** A chat link (WhatsApp). */
  chatUrl: string | null;
  instagramUrl: string | null;
}

/** One dated session of a class, everything in the reader's language except the instants. */
export interface SessionFacts {
  title: string;
  /** The class's public page. */
  classUrl: string;
  startsAt: Date;
  endsAt: Date;
  /** The class's IANA zone: the session is shown in it, whatever the reader's own. */
  timeZone: string;
  format: 'in-person' | 'online' | 'hybrid';
  location: string | null;
  /** The meeting link; templates show it to confirmed bookings only. */
  onlineUrl: string | null;
  /**
   * How the reader attends a hybrid class, when known: in person (the place and map, no meeting link)
   * or online (the meeting link, no place). Left out or null: both ways are shown.
   */
  attendanceMode?: 'in-person' | 'online' | null;
  /** Per person; null or 0 is free. */
  price: number | null;
  currency: string;
  facilitators: string[];
}

interface Addressed {
  locale: Locale;
  studio: Studio;
}

/** Until when a booking can be cancelled online (the class's cut-off before the start). */
interface Cancellation {
  until: Date;
  /** Whether that time was still ahead when the email was made. */
  open: boolean;
}

export interface BookingEmailProps extends Addressed {
  name: string;
  seats: number;
  session: SessionFacts;
  manageUrl: string;
  /** Absent in emails queued before it was added. */
  cancellation?: Cancellation;
}

type EndedBookingProps = Omit<BookingEmailProps, 'manageUrl' | 'cancellation'>;

interface StaffNotificationProps {
  studio: Studio;
  subject: string;
  heading: string;
  facts: Array<{ label: string; value: string }>;
  /** What the person wrote, shown as they wrote it. */
  message: string | null;
}

/** Every email the site sends, by kind, with what its template needs. */
export type EmailMessage =
  | ({ kind: 'booking-confirmed' } & BookingEmailProps)
  | ({
      kind: 'booking-waitlisted';
      /** The booking's place on the waiting list (1: the next); absent in emails queued before it was added. */
      position?: number;
    } & BookingEmailProps)
  | ({ kind: 'booking-existing'; status: 'confirmed' | 'waitlisted' } & BookingEmailProps)
  | ({ kind: 'booking-link-reissued'; status: 'confirmed' | 'waitlisted' } & BookingEmailProps)
  | ({ kind: 'booking-promoted' } & BookingEmailProps)
  | ({ kind: 'booking-reminder' } & BookingEmailProps)
  | ({
      kind: 'booking-moved';
      /** The session the booking moved from (or, while `waiting`, still holds its seats in). */
      previous: { startsAt: Date; endsAt: Date };
      /** The new session (`session`) is full: the booking is on its waiting list, its seats kept where they are. */
      waiting: boolean;
      /** While `waiting`: the booking's place on the new session's waiting list (absent in older queued emails). */
      position?: number;
    } & BookingEmailProps)
  | ({
      kind: 'booking-guest';
      /** The guest's name; `booker` is who booked the seat. */
      name: string;
      booker: string;
      session: SessionFacts;
      /** The reminder before the session, not the confirmation. */
      reminder: boolean;
      /**
       * What changed, when the email is about a change rather than the place: the booking moved to
       * `session` from `previous`, or was cancelled (by the booker or staff, or with its whole session).
       * Absent in emails queued before it was added.
       */
      change?:
        | { kind: 'moved'; previous: { startsAt: Date; endsAt: Date } }
        | { kind: 'cancelled'; bySession: boolean };
    } & Addressed)
  | ({ kind: 'booking-cancelled' } & EndedBookingProps)
  | ({ kind: 'session-cancelled' } & EndedBookingProps)
  | ({
      kind: 'newsletter-confirm';
      confirmUrl: string;
      /** The name the subscriber gave, if any: the greeting uses it. */
      name: string | null;
    } & Addressed)
  | ({
      kind: 'newsletter-issue';
      /** The subject in the reader's language (English when it has none). */
      subject: string;
      /** The body, sanitised HTML in the reader's language (English when it has none). */
      html: string;
      /** The page that asks for a click to unsubscribe (the subscriber's own link). */
      unsubscribeUrl: string;
    } & Addressed)
  | ({ kind: 'contact-received' } & Addressed)
  | ({ kind: 'personal-data-erased'; cancelledBookings: number } & Addressed)
  | ({
      kind: 'member-sign-in';
      /** The "My bookings" sign-in link (single use, 30 minutes). */
      signInUrl: string;
    } & Addressed)
  | ({
      kind: 'private-request-received';
      name: string;
      title: string;
      preferredTimes: string;
      /** YYYY-MM-DD */
      preferredDates: string[];
    } & Addressed)
  | ({ kind: 'private-session-proposed'; name: string; session: SessionFacts; note: string | null } & Addressed)
  | ({ kind: 'private-request-declined'; name: string; title: string; note: string | null } & Addressed)
  | ({ kind: 'staff-notification' } & StaffNotificationProps)
  | {
      kind: 'staff-invitation';
      studio: Studio;
      name: string;
      role: 'admin' | 'editor';
      /** Who invited them, by name. */
      invitedBy: string;
      /** The page where the invitee chooses a password (single use, 72 hours). */
      acceptUrl: string;
      /** The labels of the sign-in providers the invitee may use instead. */
      providers: string[];
    }
  | { kind: 'password-reset'; studio: Studio; name: string; resetUrl: string }
  | {
      kind: 'webhook-disabled';
      studio: Studio;
      /** The admin it goes to. */
      name: string;
      /** The endpoint that was disabled. */
      url: string;
      /** The back office's webhooks page. */
      webhooksUrl: string;
    };

export type EmailKind = EmailMessage['kind'];
export type EmailProps<K extends EmailKind> = Extract<EmailMessage, { kind: K }>;
