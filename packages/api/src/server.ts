/**
 * `@app/api/server`: what only the server process uses beside the router (`@app/api`): the content
 * cache and rate limits it hands the API, error mapping for the REST shims and the error handler,
 * which procedures answer personal data, the mail worker, the session generator, booking reminders
 * and calendars, OpenID Connect's callback and the staff command line.
 */
export { type CacheRead, ContentCache } from './cache';
export { type CacheScope, invalidateCache, RENDERED_PAGE, scopeFromPayload, scopePayload } from './cache-scope';
export {
  AppError,
  fieldErrorsOf,
  reasonOf,
  GENERIC_ERROR_MESSAGE,
  INPUT_REQUIRED_MESSAGE,
  INVALID_INPUT_MESSAGE,
  trpcErrorFrom,
} from './errors';
export { translate } from './translations';
export { answersPersonalData } from './root';
export { mailOf } from './services/emails/render';
export { type StoredEmailRenderer, setEmailRenderer } from './services/emails/queue';
export { type FirstAdminLink, issueFirstAdminLink } from './services/first-admin';
export { generateSessions } from './services/session-generator';
export { sendDueReminders } from './services/bookings/reminders';
export { markNoShows } from './services/admin/sessions/attendance';
export { eraseInactivePeople } from './services/personal-data/retention';
export { finishPendingMovesNow } from './services/bookings/reschedule';
export { sessionEventId, sessionEventStatus, sessionEventTimes } from './services/calendar-events';
export { sendPasswordResetLinks } from './services/staff-links';
export { sendMemberLinks } from './services/members/links';
export { memberCalendarFeed } from './services/members/feed';
export { runContentSchedule } from './services/content-schedule';
export { purgeExpiredTrash } from './services/admin/trash';
export { expireUnconfirmedSignUps } from './services/newsletter';
export { sendNewsletterBatches } from './services/newsletter-issues/sender';
export { unsubscribePageUrl } from './services/newsletter-links';
export { deliverDueMail, forgetOldSentEmails, type MailTransport, type OutgoingMail } from './services/mail';
export { completeSignIn, SignInRefusal } from './services/oidc';
export { forgetExpiredIdempotencyKeys } from './services/idempotency';
export { forgetExpiredRateLimits, RateLimits, type RateLimitSettings } from './services/rate-limits';
export {
  createStaff,
  disableStaff,
  enableStaff,
  listStaff,
  type StaffAccount,
  setStaffPassword,
  setStaffRole,
} from './services/staff';
export { forgetExpiredLoginTickets, resetSecondFactor } from './services/second-factor';
export { SITE_NAME, STUDIO } from './services/studio';
export { deliverWebhooks } from './services/webhooks/round';
export { deliverDueWebhooks } from './services/webhooks/worker';
export { bookingWebhookData, enqueueWebhookEvent } from './services/webhooks/events';
