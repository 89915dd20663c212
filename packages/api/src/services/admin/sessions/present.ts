import type { AdminSession, Locale, RosterBooking } from '@app/contract';
import { isTimeZone, type repo, zonedIso } from '@app/db';
import { localize } from '../../resolve';

/** A stored zone the runtime does not know is shown (and computed) in UTC, as class reads do. */
const knownZone = (zone: string | null | undefined): string => (zone && isTimeZone(zone) ? zone : 'UTC');

/** A session as the session list and a roster's heading show it. */
export function toAdminSession(row: repo.StaffSessionRow, locale: Locale): AdminSession {
  const timeZone = knownZone(row.time_zone);
  return {
    id: row.id,
    class: { id: row.class_id, slug: row.slug, title: localize(row.title, locale), classType: row.class_type },
    kind: row.kind,
    startsAt: zonedIso(row.starts_at, timeZone),
    endsAt: zonedIso(row.ends_at, timeZone),
    timeZone,
    status: row.status,
    note: row.note,
    capacity: row.capacity,
    ownCapacity: row.own_capacity,
    seatsTaken: row.taken,
    seatsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.taken),
    seatsWaitlisted: row.waitlisted_seats,
    seatsCheckedIn: row.checked_in_seats,
  };
}

type StoredBooking = Awaited<ReturnType<typeof repo.listSessionBookings>>[number];

type StoredGuest = Awaited<ReturnType<typeof repo.listGuestsOfBookings>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A roster's booking; without `personal` (editors), no name or contact details. */
export function toRosterBooking(
  row: StoredBooking,
  waitlistPosition: number | null,
  personal: boolean,
  guests: readonly StoredGuest[] = [],
): RosterBooking {
  return {
    id: row.id,
    status: row.status,
    seats: row.seats,
    attendanceMode: row.attendance_mode,
    source: row.source,
    createdAt: row.created_at.toISOString(),
    promotedAt: iso(row.promoted_at),
    cancelledAt: iso(row.cancelled_at),
    checkedInAt: iso(row.checked_in_at),
    attendance: row.attendance,
    attendanceMarkedAt: iso(row.attendance_marked_at),
    attendanceMarkedBy: personal ? row.attendance_marked_by_name : null,
    lateCancel: row.late_cancel,
    waitlistPosition,
    name: personal ? row.name : null,
    email: personal ? row.email || null : null,
    phone: personal ? row.phone || null : null,
    message: personal ? row.message : null,
    guests: personal
      ? guests.map((guest) => ({
          id: guest.id,
          name: guest.name,
          email: guest.email,
          attendance: guest.attendance,
          attendanceMarkedAt: iso(guest.attendance_marked_at),
          attendanceMarkedBy: guest.attendance_marked_by_name,
        }))
      : [],
    movesBooking: row.moves_booking_id !== null,
  };
}
