import { randomBytes } from 'node:crypto';
import type { MemberBooking, MemberBookings, MemberPrivateRequest, NEWSLETTER_STATES } from '@app/contract';
import { repo, zonedIso } from '@app/db';
import type { Context } from '../../context';
import { localize } from '../resolve';
import { cancelDeadline, classTimeZone, isCancellable, sessionOf } from '../bookings/present';
import { bookingManageUrl } from '../bookings/tokens';
import { memberFeedUrl } from './feed';
import type { Member } from './session';
import { enqueueNewsletterEvent } from '../webhooks/events';

type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** The path of a booking's manage page (its one stable link, as every email about it carries). */
const managePath = (ctx: Context, booking: { id: number; manage_link_version: number }) =>
  new URL(bookingManageUrl(ctx, booking)).pathname;

async function newsletterState(ctx: Context, email: string): Promise<NewsletterState> {
  const row = await repo.findNewsletterSubscriberByEmail(ctx.db, email);
  if (!row) return 'none';
  if (row.unsubscribed_at) return 'unsubscribed';
  return row.confirmed_at ? 'subscribed' : 'pending';
}

/**
 * Everything "My bookings" shows the signed-in member, only ever of their own address: bookings (the
 * latest session first), split by whether the session has ended; private-session requests; the
 * newsletter subscription.
 */
export async function memberBookings(ctx: Context, member: Member): Promise<MemberBookings> {
  const [bookings, requests, newsletter, calendarFeedUrl] = await Promise.all([
    repo.findBookingsByEmail(ctx.db, member.email),
    repo.findPrivateRequestsByEmail(ctx.db, member.email),
    newsletterState(ctx, member.email),
    memberFeedUrl(ctx, member.email),
  ]);
  const now = ctx.now();
  const upcoming: MemberBooking[] = [];
  const past: MemberBooking[] = [];
  for (const row of bookings) {
    const zone = classTimeZone(row.extend_info);
    const booking: MemberBooking = {
      status: row.status,
      seats: row.seats,
      attendanceMode: row.extend_info.format === 'hybrid' ? row.attendance_mode : null,
      waitlistPosition: row.status === 'waitlisted' ? row.waitlist_position : null,
      class: { slug: row.slug, title: localize(row.title, ctx.locale), format: row.extend_info.format },
      session: sessionOf(row, zone),
      cancellable: isCancellable(row.status, row.starts_at, row.cancel_cutoff_hours, now),
      cancelUntil: zonedIso(cancelDeadline(row.starts_at, row.cancel_cutoff_hours), zone),
      managePath: managePath(ctx, row),
    };
    (row.ends_at.getTime() > now.getTime() ? upcoming : past).push(booking);
  }
  return {
    email: member.email,
    upcoming,
    past,
    requests: requests.map((row): MemberPrivateRequest => {
      const zone = classTimeZone(row.extend_info);
      return {
        id: row.id,
        class: { slug: row.slug, title: localize(row.title, ctx.locale) },
        status: row.status,
        requestedAt: row.created_at.toISOString(),
        preferredDates: row.preferred_dates,
        proposedStartsAt: row.proposed_starts_at ? zonedIso(row.proposed_starts_at, zone) : null,
        timeZone: zone,
      };
    }),
    newsletter,
    calendarFeedUrl,
  };
}

/**
 * Subscribes the signed-in member to the newsletter at once, without the confirmation email: the
 * sign-in link already proved the address is theirs (double opt-in's purpose). Consent is the click.
 */
export async function subscribeMember(ctx: Context, member: Member): Promise<{ newsletter: NewsletterState }> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.lockNewsletterSubscription(trx, member.email);
    await repo.subscribeConfirmedNewsletter(trx, {
      email: member.email,
      locale: ctx.locale,
      unsubscribeToken: randomBytes(24).toString('base64url'),
      at: now,
    });
    if (before?.confirmed_at && !before.unsubscribed_at) return;
    const row = await repo.lockNewsletterSubscription(trx, member.email);
    if (row) await enqueueNewsletterEvent(trx, 'newsletter.subscribed', row, now);
  });
  return { newsletter: await newsletterState(ctx, member.email) };
}

export async function unsubscribeMember(ctx: Context, member: Member): Promise<{ newsletter: NewsletterState }> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const row of await repo.unsubscribeNewsletterByEmail(trx, member.email, now))
      await enqueueNewsletterEvent(trx, 'newsletter.unsubscribed', row, now);
  });
  return { newsletter: await newsletterState(ctx, member.email) };
}
