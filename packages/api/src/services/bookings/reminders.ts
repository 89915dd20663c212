import { type Db, repo } from '@app/db';
import { emailLocale } from '@app/email';
import { type MailDeps, mailStudio } from '../emails/studio';
import { readBookingSettings } from '../session-generator';
import { SITE_NAME } from '../studio';
import { bookingCalendar } from './calendar';
import { bookingMail } from './emails';
import { toBooking } from './present';
import { manageUrl, newManageToken } from './tokens';
import { queueMail, renderingQueuedMail } from '../emails/queue';

/** Bookings reminded per transaction: each batch's rows stay locked until its emails are queued. */
const BATCH = 50;

type DueBooking = Awaited<ReturnType<typeof repo.claimDueReminders>>[number];

/**
 * The reminder of one booking, with its session's `.ics` attached (the file its manage link serves) and
 * a manage link made for it. Only the hash of a manage token is stored, so the link of an earlier email
 * cannot be written again; a new token replaces it, as when someone books the same session twice, and
 * the email says the earlier links no longer work. Keeping a token that could be shown again would mean
 * keeping the secret itself in the database, which the hash exists to avoid.
 */
async function reminderMail(db: Db, deps: MailDeps, booking: DueBooking, now: Date): Promise<repo.UnrenderedEmail> {
  const { token, hash } = newManageToken();
  await repo.rotateManageToken(db, booking.id, hash);
  const link = manageUrl(deps.publicUrl, token);
  const locale = emailLocale(booking.locale);
  const studio = await mailStudio(db, deps);
  const calendar = bookingCalendar(toBooking({ locale, publicUrl: deps.publicUrl, now: () => now }, booking, token), {
    manageUrl: link,
    host: new URL(deps.publicUrl).host,
    now,
    organizer: studio.email ? { name: SITE_NAME, email: studio.email } : null,
  });
  const mail = await bookingMail(db, deps, 'booking-reminder', booking, booking, link);
  return {
    ...mail,
    attachments: [
      {
        filename: `${booking.slug}.ics`,
        contentType: 'text/calendar; charset=utf-8',
        content: Buffer.from(calendar).toString('base64'),
      },
    ],
  };
}

/**
 * Queues the reminder of every confirmed booking whose session starts within the `booking` setting's
 * `reminderHours` of `now` (0: none) and has not started, booked before that window opened. Each batch
 * is claimed with `FOR UPDATE SKIP LOCKED`, and its emails are queued and `reminder_sent_at` recorded
 * in the same transaction, so however many nodes run this, a booking is reminded once; a node that was
 * down at the due time reminds on its next run, as long as the session has not started. Answers how
 * many were queued.
 */
export function sendDueReminders(db: Db, deps: MailDeps, now: Date): Promise<{ sent: number }> {
  return renderingQueuedMail(db, () => queueDueReminders(db, deps, now));
}

async function queueDueReminders(db: Db, deps: MailDeps, now: Date): Promise<{ sent: number }> {
  const { reminderHours } = await readBookingSettings(db);
  if (reminderHours === 0) return { sent: 0 };
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const due = await repo.claimDueReminders(trx, now, reminderHours, BATCH);
      const mails: repo.UnrenderedEmail[] = [];
      for (const booking of due) mails.push(await reminderMail(trx, deps, booking, now));
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
