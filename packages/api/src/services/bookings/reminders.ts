import { type Db, repo } from '@app/db';
import { readBookingSettings } from '../session-generator';
import { type BookingMailDeps, bookingMail, guestMails } from './emails';
import { queueMail, renderingQueuedMail } from '../emails/queue';

/** Bookings reminded per transaction: each batch's rows stay locked until its emails are queued. */
const BATCH = 50;

/** What reminding needs: the site, and the key manage links are signed with (the clock is the run's). */
export type ReminderDeps = Omit<BookingMailDeps, 'now'>;

/**
 * Queues the reminder of every confirmed booking whose session starts within the `booking` setting's
 * `reminderHours` of `now` (0: none) and has not started, booked before that window opened. Each batch
 * is claimed with `FOR UPDATE SKIP LOCKED`, and its emails are queued and `reminder_sent_at` recorded
 * in the same transaction, so however many nodes run this, a booking is reminded once; a node that was
 * down at the due time reminds on its next run, as long as the session has not started. Answers how
 * many were queued.
 */
export function sendDueReminders(db: Db, deps: ReminderDeps, now: Date): Promise<{ sent: number }> {
  return renderingQueuedMail(db, () => queueDueReminders(db, deps, now));
}

async function queueDueReminders(db: Db, deps: ReminderDeps, now: Date): Promise<{ sent: number }> {
  const { reminderHours } = await readBookingSettings(db);
  if (reminderHours === 0) return { sent: 0 };
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const due = await repo.claimDueReminders(trx, now, reminderHours, BATCH);
      const mails: repo.UnrenderedEmail[] = [];
      // With the session's `.ics` and the booking's link, the one its earlier emails carry.
      const at = { ...deps, now: () => now };
      for (const booking of due) mails.push(await bookingMail(trx, at, 'booking-reminder', booking.id));
      // Its guests with an address are reminded with it, in the booker's language.
      const guests = await repo.listGuestsToRemind(
        trx,
        due.map((booking) => booking.id),
      );
      for (const booking of due) {
        const its = guests.filter((guest) => guest.booking_id === booking.id);
        mails.push(...(await guestMails(trx, at, booking.id, its, 'reminder')));
      }
      await repo.markGuestRemindersSent(
        trx,
        guests.map((guest) => guest.id),
        now,
      );
      await queueMail(trx, mails);
      await repo.markRemindersSent(
        trx,
        due.map((booking) => booking.id),
        now,
      );
      return due.length;
    });
    sent += claimed;
    if (claimed < BATCH) return { sent };
  }
}
