import type { ApiDeps } from '@app/api';
import {
  eraseInactivePeople,
  expireUnconfirmedSignUps,
  forgetExpiredIdempotencyKeys,
  forgetExpiredLoginTickets,
  forgetExpiredRateLimits,
  forgetOldSentEmails,
  generateSessions,
  markNoShows,
  purgeExpiredTrash,
  runContentSchedule,
  finishPendingMovesNow,
  sendDueReminders,
  sendNewsletterBatches,
  sendMemberLinks,
  sendPasswordResetLinks,
  deliverWebhooks,
} from '@app/api/server';
import type { DbHandle } from '@app/db';
import type { AppConfig } from './env';
import type { PeriodicJob } from './periodic-job';

/**
 * A round that does `work` as of the round's start and logs `message` with the counts it answers, or
 * nothing when it did nothing.
 */
const reporting =
  (message: string, work: (now: Date) => Promise<Record<string, number>>): PeriodicJob['round'] =>
  async () => {
    const counts = await work(new Date());
    return Object.values(counts).some((count) => count > 0) ? { message, counts } : undefined;
  };

/** `job`, run every `intervalMs`; no job when the interval is not set. */
const every = (intervalMs: number | undefined, job: Omit<PeriodicJob, 'intervalMs'>): PeriodicJob | undefined =>
  intervalMs ? { ...job, intervalMs } : undefined;

/** The periodic jobs every node runs, each only when its interval is set (tests leave them off). */
export function backgroundJobs(
  db: DbHandle,
  deps: Pick<ApiDeps, 'publicUrl' | 'site' | 'sessionSecret' | 'db' | 'cache' | 'announceContentChange' | 'webhooks'>,
  config: Pick<
    AppConfig,
    | 'sessionGenerationIntervalMs'
    | 'contentScheduleIntervalMs'
    | 'trashPurgeIntervalMs'
    | 'newsletterExpiryIntervalMs'
    | 'remindersIntervalMs'
    | 'rateLimitCleanupIntervalMs'
    | 'passwordResetIntervalMs'
    | 'memberLinkIntervalMs'
    | 'retentionIntervalMs'
    | 'newsletter'
    | 'webhooks'
  >,
): PeriodicJob[] {
  const jobs: Array<PeriodicJob | undefined> = [
    // The rolling horizon of weekly classes moves on; a session is made once however many nodes run it.
    every(config.sessionGenerationIntervalMs, {
      name: 'dating class sessions',
      round: async () => ({ message: 'class sessions dated', counts: await generateSessions(db.db, new Date()) }),
    }),
    // Scheduled content published and unpublished as each minute starts; each row changes once however
    // many nodes run it, and every node's caches are cleared.
    every(config.contentScheduleIntervalMs, {
      name: 'scheduled publishing',
      aligned: true,
      round: reporting('scheduled content changed', (now) => runContentSchedule(deps, now)),
    }),
    // Items in the trash for more than 30 days, deleted for good (one audit entry each); an item another
    // node purged first is skipped.
    every(config.trashPurgeIntervalMs, {
      name: 'purging the trash',
      round: reporting('trash purged', (now) => purgeExpiredTrash(deps, now)),
    }),
    // Newsletter sign-ups left unconfirmed for 7 days; a delete another node made deletes nothing.
    every(config.newsletterExpiryIntervalMs, {
      name: 'expiring newsletter sign-ups',
      round: async () => ({
        message: 'unconfirmed newsletter sign-ups expired',
        counts: await expireUnconfirmedSignUps(db.db, new Date()),
      }),
    }),
    // Each booking is reminded once however many nodes run it.
    every(config.remindersIntervalMs, {
      name: 'queueing booking reminders',
      round: reporting('booking reminders queued, moves finished', async (now) => ({
        ...(await sendDueReminders(db.db, deps, now)),
        // Moves to another date whose place on its waiting list was confirmed but not yet finished.
        ...(await finishPendingMovesNow(deps, now)),
      })),
    }),
    // Bookings still unmarked once their session has ended become no-shows (the booking setting
    // `takeAttendance`; off: nothing), on the reminders' round: each once however many nodes run it.
    every(config.remindersIntervalMs, {
      name: 'marking no-shows',
      round: reporting('unmarked bookings of ended sessions marked no-show', (now) => markNoShows(db.db, now)),
    }),
    // "Forgot password" requests, answered at once and handled here: each once however many nodes run it.
    every(config.passwordResetIntervalMs, {
      name: 'sending password-reset links',
      round: reporting('password-reset links queued', (now) => sendPasswordResetLinks(db.db, deps, now)),
    }),
    // "My bookings" sign-in links, asked for and answered at once, made and emailed here: each once however
    // many nodes run it.
    every(config.memberLinkIntervalMs, {
      name: 'sending my-bookings sign-in links',
      round: reporting('my-bookings sign-in links queued', (now) => sendMemberLinks(db.db, deps, now)),
    }),
    // Rate-limit counts past their window (they already count for nothing), idempotency keys past their
    // 24 hours with the answers they kept (personal data), and staff sign-in tickets and emailed codes past
    // their minutes; a row another node deleted is gone.
    every(config.rateLimitCleanupIntervalMs, {
      name: 'forgetting expired rate-limit counts and idempotency keys',
      round: reporting('expired rate-limit counts and idempotency keys deleted', async (now) => ({
        ...(await forgetExpiredRateLimits(db.db, now)),
        idempotencyKeys: await forgetExpiredIdempotencyKeys(db.db, now),
        loginTickets: await forgetExpiredLoginTickets(db.db, now),
      })),
    }),
    // Sent emails name the people they went to: kept 90 days (docs/privacy.md), on the same hourly round;
    // webhook messages 30 days after they were delivered or given up.
    every(config.rateLimitCleanupIntervalMs, {
      name: 'forgetting old sent emails',
      round: reporting('old sent emails and webhook messages deleted', (now) => forgetOldSentEmails(db.db, now)),
    }),
    // Retention (docs/privacy.md): people with no booking, message or subscription for the booking setting
    // `eraseAfterMonths` have their personal details erased, each once however many nodes run it. The log
    // holds counts only, never an address.
    every(config.retentionIntervalMs, {
      name: 'erasing the personal details of inactive people',
      round: reporting('personal details of inactive people erased', async (now) => ({
        ...(await eraseInactivePeople(db.db, now)),
      })),
    }),
    // Due webhooks, claimed with SKIP LOCKED and a lease: each attempt made by one node however many run
    // it; in order per object and endpoint; an endpoint failing for 3 days is disabled and the admins emailed.
    every(config.webhooks?.intervalMs, {
      name: 'delivering webhooks',
      round: reporting('webhooks delivered', () => deliverWebhooks(deps)),
    }),
    // One batch per issue per round (the interval and batch size are the throttle); each subscriber gets
    // an issue once, and a restart carries on where it stopped.
    every(config.newsletter?.intervalMs, {
      name: 'queueing newsletter emails',
      round: reporting('newsletter emails queued', (now) =>
        sendNewsletterBatches(db.db, deps, { batchSize: config.newsletter!.batchSize, now }),
      ),
    }),
  ];
  return jobs.filter((job): job is PeriodicJob => !!job);
}
