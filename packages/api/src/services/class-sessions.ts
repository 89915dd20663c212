import type { ClassSession } from '@app/contract';
import { isTimeZone, repo, type StoredExtendInfo, zonedIso } from '@app/db';
import type { Context } from '../context';

type SessionRow = Awaited<ReturnType<typeof repo.listUpcomingSessions>>[number];

/** A session as answered: its times with the offset of the class's zone, and the seats still free. */
export function toClassSession(row: SessionRow, classZone: string): ClassSession {
  const timeZone = isTimeZone(classZone) ? classZone : 'UTC';
  return {
    id: row.id,
    startsAt: zonedIso(row.starts_at, timeZone),
    endsAt: zonedIso(row.ends_at, timeZone),
    timeZone,
    capacity: row.capacity,
    seatsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.taken),
    status: row.status,
  };
}

/**
 * The upcoming sessions (starting after now; scheduled and cancelled, never private appointments) of
 * each class, soonest first, at most `limitPerClass` each: one query for the whole list.
 */
export async function upcomingSessionsOf(
  ctx: Context,
  classes: ReadonlyArray<{ id: number; extend_info: Pick<StoredExtendInfo, 'timeZone'> }>,
  limitPerClass: number,
): Promise<Map<number, ClassSession[]>> {
  const zones = new Map(classes.map((c) => [c.id, c.extend_info.timeZone]));
  const rows = await repo.listUpcomingSessions(ctx.db, [...zones.keys()], { after: ctx.now(), limitPerClass });
  const sessions = new Map<number, ClassSession[]>();
  for (const row of rows) {
    const list = sessions.get(row.class_id) ?? [];
    list.push(toClassSession(row, zones.get(row.class_id) ?? 'UTC'));
    sessions.set(row.class_id, list);
  }
  return sessions;
}

/** The session a booking would go to: the soonest scheduled one (cancelled ones cannot be booked). */
export const soonestBookable = (sessions: readonly ClassSession[]): ClassSession | undefined =>
  sessions.find((session) => session.status === 'scheduled');
