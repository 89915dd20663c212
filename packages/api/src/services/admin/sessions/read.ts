import type { AdminSession, adminSessionQuerySchema, Roster, SessionsToday } from '@app/contract';
import { repo, zonedIso, zonedTime } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import type { SessionUser } from '../../sessions';
import { STUDIO } from '../../studio';
import { readBookingSettings } from '../../session-generator';
import { checkInOpensAt } from './check-in';
import { toAdminSession, toRosterBooking } from './present';

const DAY_MS = 86_400_000;

/** The studio's calendar day of an instant (YYYY-MM-DD): the back office's days are the studio's. */
const studioDate = (instant: Date) => zonedIso(instant, STUDIO.timeZone).slice(0, 10);
/** The calendar day `days` after `date`; null past the year 9999 (no bound then). */
function nextDate(date: string, days = 1): string | null {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
  return next.getUTCFullYear() > 9999 ? null : next.toISOString().slice(0, 10);
}
/** Midnight starting a studio day. */
const studioMidnight = (date: string) => zonedTime(date, '00:00', STUDIO.timeZone);

export const SESSION_NOT_FOUND = /*i18n*/ 'This session does not exist.';

/** Sessions from the first day (today by default) to the last, soonest first, with their seats. */
export async function listSessions(ctx: Context, q: z.output<typeof adminSessionQuerySchema>) {
  const from = q.from ?? studioDate(ctx.now());
  const dayAfter = q.to ? nextDate(q.to) : null;
  const { rows, total } = await repo.listStaffSessions(
    ctx.db,
    {
      classId: q.classId,
      from: studioMidnight(from),
      before: dayAfter ? studioMidnight(dayAfter) : undefined,
      status: q.status === 'all' ? undefined : q.status,
    },
    { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
  );
  return { rows: rows.map((row) => toAdminSession(row, ctx.locale)), total };
}

/** The dashboard's sessions: today's and tomorrow's, by the studio's days. */
export async function sessionDays(ctx: Context): Promise<{ days: Array<{ date: string; sessions: AdminSession[] }> }> {
  const today = studioDate(ctx.now());
  const tomorrow = nextDate(today) ?? today;
  const dates = [today, tomorrow];
  const { rows } = await repo.listStaffSessions(
    ctx.db,
    { from: studioMidnight(today), before: studioMidnight(nextDate(today, 2) ?? tomorrow) },
    { limit: 200, offset: 0 },
  );
  return {
    days: dates.map((date) => ({
      date,
      sessions: rows.filter((row) => studioDate(row.starts_at) === date).map((row) => toAdminSession(row, ctx.locale)),
    })),
  };
}

/**
 * The dashboard's "Today": every session of the studio's day (cancelled ones too, marked so), with its
 * seats, waiting list and attended marks counted in the database, and the next one: the first not
 * cancelled whose end is still ahead of the server's clock.
 */
export async function sessionsToday(ctx: Context): Promise<SessionsToday> {
  const now = ctx.now();
  const date = studioDate(now);
  const { rows } = await repo.listStaffSessions(
    ctx.db,
    { from: studioMidnight(date), before: studioMidnight(nextDate(date) ?? date) },
    { limit: 200, offset: 0 },
  );
  const next = rows.find((row) => row.status !== 'cancelled' && row.ends_at > now);
  return {
    date,
    sessions: rows.map((row) => toAdminSession(row, ctx.locale)),
    nextSessionId: next?.id ?? null,
  };
}

/**
 * A session's roster: confirmed, the waiting list in order, cancelled. Names and contact details are
 * for admins only: editors see the seats and statuses.
 */
export async function sessionRoster(ctx: Context, user: SessionUser, sessionId: number): Promise<Roster> {
  const [session, bookings, settings, unmarked] = await Promise.all([
    repo.findStaffSession(ctx.db, sessionId),
    repo.listSessionBookings(ctx.db, sessionId),
    readBookingSettings(ctx.db),
    repo.countUnmarked(ctx.db, sessionId),
  ]);
  if (!session) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  const personal = user.role === 'admin';
  let position = 0;
  const guests = personal
    ? await repo.listGuestsOfBookings(
        ctx.db,
        bookings.map((row) => row.id),
      )
    : [];
  const rows = bookings.map((row) =>
    toRosterBooking(
      row,
      row.status === 'waitlisted' ? ++position : null,
      personal,
      guests.filter((guest) => guest.booking_id === row.id),
    ),
  );
  const shown = toAdminSession(session, ctx.locale);
  return {
    session: shown,
    personalData: personal,
    confirmed: rows.filter((row) => row.status === 'confirmed'),
    waitlisted: rows.filter((row) => row.status === 'waitlisted'),
    cancelled: rows.filter((row) => row.status === 'cancelled'),
    checkInOpensAt: zonedIso(checkInOpensAt(session.starts_at, settings.checkInOpensHours), shown.timeZone),
    unmarked,
    takeAttendance: settings.takeAttendance,
  };
}
