import { createHash, randomBytes } from 'node:crypto';
import { bookingSettingsSchema } from '@app/contract';
import type { Transaction } from 'kysely';
import { insertSessions, listUpcomingSessions } from '../src/repositories/sessions';
import { scheduledSessionTimes } from '../src/schedule';
import type { Database } from '../src/schema';
import { bookingPeople, demoEmail, sessionBookings } from './content/bookings';
import type { SeedClass } from './types';

const HOUR_MS = 3_600_000;
const BOOKED_AHEAD_HOURS = 24;

/**
 * A new demo class's upcoming sessions, dated as the session generator dates them (weekly classes for
 * the default horizon, workshops on their days), and its demo bookings. Answers how many of each.
 */
export async function seedClassSessions(
  trx: Transaction<Database>,
  classId: number,
  k: SeedClass,
  now: Date,
): Promise<{ sessions: number; bookings: number }> {
  const { horizonWeeks } = bookingSettingsSchema.parse({});
  const times = scheduledSessionTimes(k.classType, k.extendInfo, now, horizonWeeks);
  const sessions = await insertSessions(
    trx,
    times.map((time) => ({ classId, ...time, kind: 'generated' as const })),
  );
  const plans = sessionBookings.filter((plan) => plan.slug === k.slug);
  if (plans.length === 0) return { sessions, bookings: 0 };
  // Demo bookings fill sessions a day or more ahead: a full demo session is then never inside the window
  // before its start where the waiting list stops moving up by itself.
  const upcoming = await listUpcomingSessions(trx, [classId], {
    after: new Date(now.getTime() + BOOKED_AHEAD_HOURS * HOUR_MS),
    limitPerClass: times.length,
  });
  let bookings = 0;
  for (const plan of plans) {
    const session = upcoming[plan.session];
    if (!session) continue;
    const seats = [
      ...plan.confirmed.map((n) => ({ seats: n, status: 'confirmed' as const })),
      ...plan.waitlisted.map((n) => ({ seats: n, status: 'waitlisted' as const })),
    ];
    // Booked over the past days, one after another: the waiting list's order is the order of booking.
    const rows = seats.map((booking, i) => {
      const person = bookingPeople[(i + plan.session * 5) % bookingPeople.length]!;
      return {
        class_id: classId,
        session_id: session.id,
        name: person.name,
        email: demoEmail(person.name),
        phone: person.phone,
        seats: booking.seats,
        status: booking.status,
        locale: 'en',
        // Demo bookings have no known manage link: only the hash of a token nobody holds.
        manage_token_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        created_at: new Date(now.getTime() - (seats.length - i) * 5 * HOUR_MS),
        // A hybrid class's demo bookers mostly come to the room; every third joins online.
        attendance_mode:
          k.extendInfo.format === 'hybrid' ? (i % 3 === 2 ? ('online' as const) : ('in-person' as const)) : null,
      };
    });
    await trx.insertInto('class_registrations').values(rows).execute();
    bookings += rows.length;
  }
  return { sessions, bookings };
}
