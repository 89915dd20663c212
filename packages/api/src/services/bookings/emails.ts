import type { repo, StoredExtendInfo } from '@app/db';

type Mail = repo.QueuedEmail;

/** The session's date and time in the class's time zone, written for the reader's language. */
export function sessionWhen(startsAt: Date, endsAt: Date, zone: string, locale: string): string {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: zone }).format(startsAt);
  const times = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: zone }).formatRange(startsAt, endsAt);
  return `${date}, ${times} (${zone})`;
}

/** The meeting link of an online or hybrid class: only confirmed bookings receive it (never public). */
function meetingLinkText(info: StoredExtendInfo): string {
  if (info.format === 'in-person' || !info.onlineUrl) return '';
  return `\n\nJoin online with this link: ${info.onlineUrl}\nPlease keep it to yourself: it is for registered participants only.`;
}

/** What every email about one booking names. */
export interface BookingMailFacts {
  to: string;
  name: string;
  title: string;
  when: string;
  seats: number;
  manageUrl: string;
  info: StoredExtendInfo;
}

const seatsText = (seats: number) => (seats === 1 ? '1 seat' : `${seats} seats`);
const manageText = (url: string) =>
  `\n\nSee your booking, add it to your calendar or cancel it here: ${url}\nThis link is personal: keep it to yourself.`;

export function confirmedMail(f: BookingMailFacts): Mail {
  return {
    to: f.to,
    subject: `You are booked: ${f.title}`,
    text: `Dear ${f.name},\n\nyour ${seatsText(f.seats)} for "${f.title}" on ${f.when} are confirmed. We look forward to seeing you.${meetingLinkText(f.info)}${manageText(f.manageUrl)}`,
  };
}

export function waitlistedMail(f: BookingMailFacts): Mail {
  return {
    to: f.to,
    subject: `You are on the waiting list: ${f.title}`,
    text: `Dear ${f.name},\n\n"${f.title}" on ${f.when} is full for now. You are on the waiting list for ${seatsText(f.seats)}; as soon as places open, the earliest requests that fit are confirmed and we write to you.${manageText(f.manageUrl)}`,
  };
}

/** Someone booked a session they had booked already: their booking, with a fresh link (the old one stops working). */
export function existingBookingMail(f: BookingMailFacts & { status: 'confirmed' | 'waitlisted' }): Mail {
  const state = f.status === 'confirmed' ? 'is confirmed' : 'is on the waiting list';
  return {
    to: f.to,
    subject: `Your booking: ${f.title}`,
    text: `Dear ${f.name},\n\nyou have booked "${f.title}" on ${f.when} already: your booking for ${seatsText(f.seats)} ${state}. Nothing was booked twice. Here is a fresh link to it; links in earlier emails no longer work.${f.status === 'confirmed' ? meetingLinkText(f.info) : ''}${manageText(f.manageUrl)}`,
  };
}

export function promotedMail(f: BookingMailFacts): Mail {
  return {
    to: f.to,
    subject: `A place opened: you are booked for ${f.title}`,
    text: `Dear ${f.name},\n\na place opened for "${f.title}" on ${f.when}: your ${seatsText(f.seats)} from the waiting list are now confirmed. We look forward to seeing you.${meetingLinkText(f.info)}${manageText(f.manageUrl)}`,
  };
}

export function cancelledMail(f: Omit<BookingMailFacts, 'manageUrl' | 'info'>): Mail {
  return {
    to: f.to,
    subject: `Booking cancelled: ${f.title}`,
    text: `Dear ${f.name},\n\nyour booking for ${seatsText(f.seats)} of "${f.title}" on ${f.when} is cancelled. We hope to see you another time.`,
  };
}

/** The studio cancelled the whole session: every booking of it is cancelled. */
export function sessionCancelledMail(f: Omit<BookingMailFacts, 'manageUrl' | 'info'>): Mail {
  return {
    to: f.to,
    subject: `Session cancelled: ${f.title}`,
    text: `Dear ${f.name},\n\nwe are sorry: the studio has cancelled "${f.title}" on ${f.when}, so your booking for ${seatsText(f.seats)} is cancelled. Please choose another date on our site; for any question, reply to this email.`,
  };
}

/** The studio hears of each booking and cancellation. */
export function staffBookingMail(
  to: string,
  event: 'confirmed' | 'waitlisted' | 'cancelled',
  f: {
    name: string;
    email: string;
    phone?: string;
    seats: number;
    title: string;
    when: string;
    message?: string | null;
  },
): Mail {
  const subject =
    event === 'cancelled'
      ? `Booking cancelled: ${f.title}, ${f.when}`
      : `New booking (${event}): ${f.title}, ${f.when}`;
  const contact = [`${f.name} <${f.email}>`, f.phone].filter(Boolean).join(', ');
  return { to, subject, text: `${contact}, ${seatsText(f.seats)}.\n\n${f.message ?? ''}`.trimEnd() };
}
