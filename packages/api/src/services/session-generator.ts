import { type BookingSettings, bookingSettingsSchema, type ClassType } from '@app/contract';
import { type ClassSchedule, type Db, repo, type SessionTime, scheduledSessionTimes, zonedIso } from '@app/db';
import { resolveSessionTimes, type SessionDateInput } from './session-dates';

/** The site setting that holds the booking settings. */
export const BOOKING_SETTING = 'booking';

/** The booking settings (site setting `booking`); the defaults when it is not set or not valid. */
export async function readBookingSettings(db: Db): Promise<BookingSettings> {
  return bookingSettingsOf(await repo.readSiteSetting(db, BOOKING_SETTING));
}

/** The booking settings from the stored setting's value; the defaults when it is absent or not valid. */
export function bookingSettingsOf(stored: unknown): BookingSettings {
  const parsed = bookingSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : bookingSettingsSchema.parse({});
}

const generated = (classId: number, times: readonly SessionTime[]): repo.NewSession[] =>
  times.map((time) => ({ classId, startsAt: time.startsAt, endsAt: time.endsAt, kind: 'generated' }));

/**
 * Dates the upcoming sessions every class's schedule calls for: weekly classes for the rolling horizon
 * (the `booking` setting's `horizonWeeks`), workshops on their days. Idempotent, and safe on several
 * nodes at once: a session that exists is not inserted again (unique class and start, ON CONFLICT DO
 * NOTHING), and classes are read FOR SHARE, so a class being saved meanwhile is generated from its new
 * schedule, never its old one.
 */
export async function generateSessions(db: Db, now: Date): Promise<{ inserted: number }> {
  const { horizonWeeks } = await readBookingSettings(db);
  return db.transaction().execute(async (trx) => {
    const classes = await repo.lockScheduledClasses(trx);
    const sessions = classes.flatMap((c) =>
      generated(c.id, scheduledSessionTimes(c.class_type, c.extend_info, now, horizonWeeks)),
    );
    return { inserted: await repo.insertSessions(trx, sessions) };
  });
}

/** What replacing a class's upcoming sessions did; `keptBooked` are left for staff to decide. */
export interface SessionChanges {
  added: number;
  removed: number;
  keptBooked: Array<{ id: number; startsAt: string; activeBookings: number }>;
}

type FutureSession = Awaited<ReturnType<typeof repo.lockFutureSessionsOfClass>>[number];

const sameTimes = (session: FutureSession, time: SessionTime) =>
  session.starts_at.getTime() === time.startsAt.getTime() && session.ends_at.getTime() === time.endsAt.getTime();

/**
 * After a class is saved, in its transaction: its upcoming sessions follow its schedule. Generated
 * sessions the schedule no longer has (another weekday or time, other workshop days) and, when
 * `explicitDates` is given, manual ones no longer in it, are removed when nobody booked them (deleted;
 * marked cancelled when they hold only cancelled bookings, which are kept) and left as they are when
 * somebody did: those are answered in `keptBooked`. Then the schedule's and the explicit dates' missing
 * sessions are added. The class's upcoming sessions stay locked until the save commits, so no booking
 * lands on one being removed.
 */
export async function replaceClassSessions(
  trx: Db,
  klass: { id: number; classType: ClassType; schedule: ClassSchedule },
  explicitDates: readonly SessionDateInput[] | undefined,
  now: Date,
): Promise<SessionChanges> {
  const { horizonWeeks } = await readBookingSettings(trx);
  const zone = klass.schedule.timeZone;
  const existing = await repo.lockFutureSessionsOfClass(trx, klass.id, now);
  const wanted = scheduledSessionTimes(klass.classType, klass.schedule, now, horizonWeeks);
  const explicit = explicitDates && resolveSessionTimes(explicitDates, zone, now);
  const wantedByStart = new Map(wanted.map((time) => [time.startsAt.getTime(), time]));
  const explicitByStart = new Map(explicit?.map((date) => [date.startsAt.getTime(), date]));

  const stale: FutureSession[] = [];
  for (const session of existing) {
    if (session.kind === 'generated') {
      const time = wantedByStart.get(session.starts_at.getTime());
      if (!time || !sameTimes(session, time)) stale.push(session);
      continue;
    }
    if (!explicit) continue;
    const date = explicitByStart.get(session.starts_at.getTime());
    if (!date) {
      stale.push(session);
    } else if (
      !sameTimes(session, date) ||
      session.capacity !== date.capacity ||
      (session.note ?? null) !== date.note
    ) {
      await repo.updateSessionDetails(trx, session.id, { ...date, at: now });
    }
  }

  const unbooked = stale.filter((s) => s.bookings === 0).map((s) => s.id);
  const onlyCancelled = stale.filter((s) => s.bookings > 0 && s.active_bookings === 0 && s.status === 'scheduled');
  const booked = stale.filter((s) => s.active_bookings > 0);
  const deleted = await repo.deleteUnbookedSessions(trx, unbooked);
  await repo.markSessionsCancelled(
    trx,
    onlyCancelled.map((s) => s.id),
    now,
  );
  const added = await repo.insertSessions(trx, [
    ...generated(klass.id, wanted),
    // Dates that are sessions already are skipped by the insert itself.
    ...(explicit ?? []).map((date) => ({ classId: klass.id, ...date, kind: 'manual' as const })),
  ]);
  return {
    added,
    removed: deleted + onlyCancelled.length,
    keptBooked: booked.map((s) => ({
      id: s.id,
      startsAt: zonedIso(s.starts_at, zone),
      activeBookings: s.active_bookings,
    })),
  };
}
