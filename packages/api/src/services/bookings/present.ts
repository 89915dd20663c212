import type { Booking } from '@app/contract';
import { type BookingStatus, isTimeZone, type repo, type StoredExtendInfo, zonedIso } from '@app/db';
import type { Context } from '../../context';
import { toClassSession } from '../class-sessions';
import { localize } from '../resolve';
import { calendarUrl } from './tokens';

const HOUR_MS = 3_600_000;

/** The class's IANA time zone; UTC when the runtime does not know the stored one (as class reads do). */
export const classTimeZone = (info: Pick<StoredExtendInfo, 'timeZone'>): string =>
  isTimeZone(info.timeZone) ? info.timeZone : 'UTC';

/** Online cancellation closes the class's cut-off before the start. */
export const cancelDeadline = (startsAt: Date, cutoffHours: number) =>
  new Date(startsAt.getTime() - cutoffHours * HOUR_MS);

/** Whether a booking can still be cancelled online at `now`. */
export const isCancellable = (status: BookingStatus, startsAt: Date, cutoffHours: number, now: Date) =>
  status !== 'cancelled' && now.getTime() < cancelDeadline(startsAt, cutoffHours).getTime();

/** A booking with its session and class, as its manage link, emails and calendar file show it. */
export type StoredBooking = NonNullable<Awaited<ReturnType<typeof repo.findBookingView>>>;

/** The session of a booking, with its seats left. */
export const sessionOf = (
  row: Pick<
    StoredBooking,
    'session_id' | 'class_id' | 'starts_at' | 'ends_at' | 'session_status' | 'capacity' | 'confirmed_seats'
  >,
  zone: string,
) =>
  toClassSession(
    {
      id: row.session_id,
      class_id: row.class_id,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      status: row.session_status,
      capacity: row.capacity,
      taken: row.confirmed_seats,
    },
    zone,
  );

/** A booking as its manage link shows it, in the request's language (a reminder: the booking's). */
export function toBooking(
  ctx: Pick<Context, 'locale' | 'publicUrl' | 'now'>,
  row: StoredBooking,
  token: string,
  movePlace: StoredBooking | null = null,
  guests: ReadonlyArray<{ name: string; email: string | null }> = [],
): Booking {
  const info = row.extend_info;
  const zone = classTimeZone(info);
  return {
    status: row.status,
    name: row.name,
    seats: row.seats,
    attendanceMode: info.format === 'hybrid' ? row.attendance_mode : null,
    waitlistPosition: row.status === 'waitlisted' ? row.waitlist_position : null,
    class: {
      slug: row.slug,
      title: localize(row.title, ctx.locale),
      format: info.format,
      location: info.format !== 'online' && info.location ? localize(info.location, ctx.locale) || null : null,
    },
    session: sessionOf(row, zone),
    cancellable: isCancellable(row.status, row.starts_at, row.cancel_cutoff_hours, ctx.now()),
    cancelUntil: zonedIso(cancelDeadline(row.starts_at, row.cancel_cutoff_hours), zone),
    calendarUrl: calendarUrl(ctx.publicUrl, token),
    guests: guests.map((guest) => ({ name: guest.name, email: guest.email })),
    pendingMove:
      movePlace && row.status !== 'cancelled'
        ? { session: sessionOf(movePlace, zone), waitlistPosition: movePlace.waitlist_position ?? 1 }
        : null,
  };
}
