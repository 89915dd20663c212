import type { MyData } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../../context';
import { classTimeZone } from '../bookings/present';
import { localize } from '../resolve';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** "Download my data": every row that holds the address, with its dates, class names in the request's language. */
export async function exportPersonalData(ctx: Pick<Context, 'db' | 'locale' | 'now'>, email: string): Promise<MyData> {
  const found = await repo.findPersonalData(ctx.db, email);
  return {
    email,
    exportedAt: iso(ctx.now()),
    bookings: found.bookings.map((b) => ({
      id: b.id,
      class: localize(b.title, ctx.locale),
      classSlug: b.slug,
      startsAt: iso(b.starts_at),
      endsAt: iso(b.ends_at),
      timeZone: classTimeZone(b.extend_info),
      name: b.name,
      email: b.email,
      phone: b.phone,
      seats: b.seats,
      message: b.message,
      status: b.status,
      language: b.locale,
      source: b.source,
      bookedAt: iso(b.created_at),
      promotedAt: isoOrNull(b.promoted_at),
      cancelledAt: isoOrNull(b.cancelled_at),
      checkedInAt: isoOrNull(b.checked_in_at),
      attendance: b.attendance,
      lateCancel: b.late_cancel,
      guests: found.guests
        .filter((g) => g.booking_id === b.id)
        .map((g) => ({ seat: g.position, name: g.name, email: g.email })),
    })),
    asGuest: found.asGuest.map((g) => ({
      class: localize(g.title, ctx.locale),
      classSlug: g.slug,
      startsAt: iso(g.starts_at),
      timeZone: classTimeZone(g.extend_info),
      status: g.status,
      name: g.name,
      addedAt: iso(g.created_at),
    })),
    privateSessionRequests: found.requests.map((r) => ({
      id: r.id,
      class: localize(r.title, ctx.locale),
      classSlug: r.slug,
      name: r.name,
      email: r.email,
      phone: r.phone,
      preferredDates: r.preferred_dates,
      preferredTimes: r.preferred_times,
      message: r.message,
      status: r.status,
      proposedStartsAt: isoOrNull(r.proposed_starts_at),
      language: r.locale,
      sentAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    })),
    messages: found.messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      topic: m.topic,
      message: m.message,
      status: m.status,
      language: m.locale,
      sentAt: iso(m.created_at),
      handledAt: isoOrNull(m.handled_at),
    })),
    newsletter: found.subscription
      ? {
          email: found.subscription.email,
          name: found.subscription.name,
          language: found.subscription.locale,
          consentedAt: iso(found.subscription.consented_at),
          confirmedAt: isoOrNull(found.subscription.confirmed_at),
          unsubscribedAt: isoOrNull(found.subscription.unsubscribed_at),
        }
      : null,
    emails: found.emails.map((e) => ({
      subject: e.subject,
      queuedAt: iso(e.created_at),
      sentAt: isoOrNull(e.sent_at),
    })),
    staffNotes: found.staffNotes.map((n) => ({ note: n.body, writtenAt: iso(n.created_at) })),
    noShowLifts: found.noShowLifts.map((l) => ({ liftedAt: iso(l.lifted_at) })),
  };
}
