import type { Migration } from 'kysely/migration';
import * as initial from './2026_11_21_01_initial';
import * as oauth from './2026_11_22_01_oauth';
import * as keepRegistrations from './2026_11_24_01_keep_registrations';
import * as disableUsers from './2026_11_24_02_disable_users';
import * as classSessions from './2026_11_25_01_class_sessions';
import * as emailParts from './2026_11_26_01_email_parts';
import * as newsletterConfirmation from './2026_11_27_01_newsletter_confirmation';
import * as bookingReminders from './2026_11_27_02_booking_reminders';
import * as outboxRenderAfterCommit from './2026_11_30_01_outbox_render_after_commit';
import * as newsletterIssues from './2026_11_28_01_newsletter_issues';
import * as staffInvitations from './2026_11_29_01_staff_invitations';
import * as contentSchedule from './2026_12_01_05_content_schedule';
import * as imageLibrary from './2026_12_01_06_image_library';
import * as rateLimitCounters from './2026_12_02_01_rate_limit_counters';
import * as contentVersions from './2026_12_02_05_content_versions';
import * as contentTrash from './2026_12_02_06_content_trash';
import * as passwordResetRequests from './2026_12_03_03_password_reset_requests';
import * as stableBookingLinks from './2026_12_03_20_stable_booking_links';
import * as auditEntryTitles from './2026_12_03_21_audit_entry_titles';
import * as firstAdminSetup from './2026_12_04_01_first_admin_setup';
import * as memberLinks from './2026_12_05_01_member_links';
import * as bookingMoves from './2026_12_06_01_booking_moves';
import * as bookingGuests from './2026_12_06_02_booking_guests';
import * as idempotencyKeys from './2026_12_07_01_idempotency_keys';
import * as personalDataErasure from './2026_12_08_01_personal_data_erasure';
import * as bookingAttendanceMode from './2026_12_09_01_booking_attendance';
import * as people from './2026_12_11_01_people';
import * as attendance from './2026_12_12_01_attendance';
import * as reportIndexes from './2026_12_13_01_report_indexes';
import * as noShowLifts from './2026_12_14_01_no_show_lifts';
import * as apiKeys from './2026_12_15_01_api_keys';
import * as auditApiKeys from './2026_12_15_02_audit_api_keys';
import * as webhooks from './2026_12_16_01_webhooks';
import * as apiV1Bookings from './2026_12_17_01_api_v1_bookings';
import * as staffFactors from './2026_12_18_01_staff_factors';
import * as passkeys from './2026_12_18_02_passkeys';

/** Every migration, by name, in order. Static imports so vitest, tsx and bundlers all load them. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_01_initial': initial,
  '2026_11_22_01_oauth': oauth,
  '2026_11_24_01_keep_registrations': keepRegistrations,
  '2026_11_24_02_disable_users': disableUsers,
  '2026_11_25_01_class_sessions': classSessions,
  '2026_11_26_01_email_parts': emailParts,
  '2026_11_27_01_newsletter_confirmation': newsletterConfirmation,
  '2026_11_27_02_booking_reminders': bookingReminders,
  '2026_11_28_01_newsletter_issues': newsletterIssues,
  '2026_11_29_01_staff_invitations': staffInvitations,
  '2026_11_30_01_outbox_render_after_commit': outboxRenderAfterCommit,
  '2026_12_01_05_content_schedule': contentSchedule,
  '2026_12_01_06_image_library': imageLibrary,
  '2026_12_02_01_rate_limit_counters': rateLimitCounters,
  '2026_12_02_05_content_versions': contentVersions,
  '2026_12_02_06_content_trash': contentTrash,
  '2026_12_03_03_password_reset_requests': passwordResetRequests,
  '2026_12_03_20_stable_booking_links': stableBookingLinks,
  '2026_12_03_21_audit_entry_titles': auditEntryTitles,
  '2026_12_04_01_first_admin_setup': firstAdminSetup,
  '2026_12_05_01_member_links': memberLinks,
  '2026_12_06_01_booking_moves': bookingMoves,
  '2026_12_06_02_booking_guests': bookingGuests,
  '2026_12_07_01_idempotency_keys': idempotencyKeys,
  '2026_12_08_01_personal_data_erasure': personalDataErasure,
  '2026_12_09_01_booking_attendance': bookingAttendanceMode,
  '2026_12_11_01_people': people,
  '2026_12_12_01_attendance': attendance,
  '2026_12_13_01_report_indexes': reportIndexes,
  '2026_12_14_01_no_show_lifts': noShowLifts,
  '2026_12_15_01_api_keys': apiKeys,
  '2026_12_15_02_audit_api_keys': auditApiKeys,
  '2026_12_16_01_webhooks': webhooks,
  '2026_12_17_01_api_v1_bookings': apiV1Bookings,
  '2026_12_18_01_staff_factors': staffFactors,
  '2026_12_18_02_passkeys': passkeys,
};
