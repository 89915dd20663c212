import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ClassType,
  ContentStatus,
  CounselorGroup,
  FaqScope,
  LocalizedText,
  NewsletterIssueStatus,
  Role,
  Weekday,
} from '@app/contract';

/** JSONB column: read as T, written as a JSON string (both drivers accept text for jsonb). */
export type Json<T> = ColumnType<T, string, string>;
/** A column an insert may leave out: it has a default (a nullable one starts null). */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Version = Defaulted<number>;

/** The stored form of a class's schedule, place and price. */
export interface StoredExtendInfo {
  day: Weekday | null;
  startTime: string | null;
  endTime: string | null;
  timeZone: string;
  startDate: string | null;
  endDate: string | null;
  durationMinutes: number | null;
  format: 'in-person' | 'online' | 'hybrid';
  location: LocalizedText | null;
  onlineUrl: string | null;
  price: number | null;
  currency: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: Role;
  password_hash: string | null;
  /** Set when the account is disabled: no sign-in, and its sessions stop working. */
  disabled_at: Defaulted<Date | null>;
  /** Set while an invited account waits for its invitee (a password set, or a first OpenID Connect sign-in). */
  invited_at: Defaulted<Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  version: Version;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
  /** Last request made with it (updated at most every few minutes); null until then. */
  last_used_at: Defaulted<Date | null>;
  /** When it last showed a second factor (sign-in or step-up); null: a password only. */
  second_factor_at: Defaulted<Date | null>;
}

/** One authenticator (TOTP) secret per staff account, sealed; active once confirmed. */
export interface StaffTotpTable {
  user_id: number;
  secret_sealed: string;
  confirmed_at: Date | null;
  /** The last time step a code was accepted for: that step and earlier ones are refused (replay). */
  last_used_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: CreatedAt;
}

/** SHA-256 of a single-use recovery code. */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** A correct password's ticket (or, with `session_id`, a step-up), with its emailed code when one was sent. */
export interface StaffLoginTicketsTable {
  id: Generated<number>;
  user_id: number;
  ticket_hash: string | null;
  session_id: string | null;
  remember: Defaulted<boolean>;
  email_code_hash: string | null;
  email_code_expires_at: Date | null;
  attempts: Defaulted<number>;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export type StaffTokenPurpose = 'invitation' | 'password-reset';

/** A single-use link for staff (an invitation, a password reset): only the SHA-256 of its token is kept. */
export interface StaffTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: StaffTokenPurpose;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** The one first-admin setup link of an empty production database (the key is always true). */
export interface FirstAdminSetupTable {
  id: Generated<boolean>;
  token_hash: string;
  /** Set again when the command line replaces the link. */
  created_at: Defaulted<Date>;
  used_at: Date | null;
}

export interface ImagesTable {
  id: Generated<number>;
  sha256: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  alt: Json<Partial<LocalizedText>>;
  caption: ColumnType<Partial<LocalizedText>, string | undefined, string>;
  decorative: Generated<boolean>;
  file_name: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface ImageVariantsTable {
  image_id: number;
  width: number;
  height: number;
  bytes: number;
  data: Uint8Array;
}

export interface AudioTracksTable {
  id: Generated<number>;
  sha256: string;
  title: Json<LocalizedText>;
  artist: string;
  mime: string;
  duration_seconds: number;
  data: Uint8Array;
  sort_order: number;
  status: ContentStatus;
  created_at: CreatedAt;
}

type ScheduleTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

interface ContentColumns {
  status: ContentStatus;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  version: Version;
}

/** The back office's content tables, which can be scheduled. */
interface ScheduledContentColumns extends ContentColumns {
  /** When the scheduler publishes the row; cleared once it has. */
  publish_at: ScheduleTime;
  /** When the scheduler unpublishes the row; cleared once it has. */
  unpublish_at: ScheduleTime;
  /** In the trash since (a draft meanwhile); purged 30 days later. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deleted_by: Defaulted<number | null>;
  /** The status to give back on a restore from the trash. */
  status_before_delete: Defaulted<ContentStatus | null>;
}

export interface CounselorsTable extends ScheduledContentColumns {
  id: Generated<number>;
  slug: string;
  name: string;
  title: Json<LocalizedText>;
  summary: Json<LocalizedText>;
  bio: Json<LocalizedText>;
  photo_image_id: number | null;
  groups: CounselorGroup[];
  languages: string[];
  contact_links: Json<Array<{ label: string; url: string }>>;
  sort_order: number;
}

export interface ClassesTable extends ScheduledContentColumns {
  id: Generated<number>;
  slug: string;
  class_type: ClassType;
  title: Json<LocalizedText>;
  summary: Json<LocalizedText>;
  description: Json<LocalizedText>;
  image_id: number | null;
  extend_info: Json<StoredExtendInfo>;
  capacity: number | null;
  /** Bookings can be cancelled online until this many hours before a session starts. */
  cancel_cutoff_hours: Defaulted<number>;
  sort_order: number;
}

export type SessionStatus = 'scheduled' | 'cancelled';
/** generated: made from a weekly class's day and time; manual: dated by staff; private: a confirmed private session. */
export type SessionKind = 'generated' | 'manual' | 'private';

export interface ClassSessionsTable {
  id: Generated<number>;
  class_id: number;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  /** Overrides the class's capacity for this session; null: the class's. */
  capacity: number | null;
  status: Defaulted<SessionStatus>;
  kind: Defaulted<SessionKind>;
  note: string | null;
  /** Changes of its times or status: the iCalendar SEQUENCE of the session's event. */
  calendar_sequence: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type PrivateRequestStatus = 'new' | 'proposed' | 'confirmed' | 'declined';

export interface PrivateSessionRequestsTable {
  id: Generated<number>;
  class_id: number;
  name: string;
  email: string;
  phone: string;
  preferred_times: string;
  /** ISO dates (YYYY-MM-DD), at most three. */
  preferred_dates: Defaulted<string[]>;
  message: string | null;
  status: Defaulted<PrivateRequestStatus>;
  proposed_starts_at: Date | null;
  session_id: number | null;
  registration_id: number | null;
  locale: Defaulted<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** When the person asked for their data to be erased: every personal field of the row is empty since. */
  erased_at: Defaulted<Date | null>;
}

export interface ClassCounselorsTable {
  class_id: number;
  counselor_id: number;
  sort_order: number;
}

export interface ClassCommentsTable {
  id: Generated<number>;
  class_id: number;
  author_name: string;
  body: string;
  rating: number | null;
  approved: boolean;
  created_at: CreatedAt;
}

export interface MediaArticlesTable extends ScheduledContentColumns {
  id: Generated<number>;
  slug: string;
  title: Json<LocalizedText>;
  excerpt: Json<LocalizedText>;
  body: Json<LocalizedText>;
  cover_image_id: number | null;
  author: string;
  source: string | null;
  external_url: string | null;
  published_at: Date;
}

export interface StoriesTable extends ScheduledContentColumns {
  id: Generated<number>;
  slug: string;
  title: Json<LocalizedText>;
  excerpt: Json<LocalizedText>;
  body: Json<LocalizedText>;
  cover_image_id: number | null;
  author: string;
  published_at: Date;
}

export interface SliderItemsTable extends ScheduledContentColumns {
  id: Generated<number>;
  title: Json<LocalizedText>;
  text: Json<LocalizedText>;
  image_id: number | null;
  link_url: string | null;
  link_label: Json<LocalizedText> | null;
  sort_order: number;
}

export interface CorporateClientsTable extends ScheduledContentColumns {
  id: Generated<number>;
  name: string;
  logo_image_id: number | null;
  url: string | null;
  sort_order: number;
}

export interface FaqItemsTable extends ScheduledContentColumns {
  id: Generated<number>;
  scope: FaqScope;
  question: Json<LocalizedText>;
  answer: Json<LocalizedText>;
  sort_order: number;
}

export interface StaticContentsTable extends ContentColumns {
  id: Generated<number>;
  code: string;
  title: Json<LocalizedText>;
  content: Json<LocalizedText>;
}

/** One save of a content item, page or setting: the whole record as saved (history and restore). */
export interface ContentVersionsTable {
  id: Generated<number>;
  resource_type: string;
  item_id: string;
  version_no: number;
  saved_by: number | null;
  saved_at: CreatedAt;
  data: Json<Record<string, unknown>>;
}

export interface SiteSettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: UpdatedAt;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  locale: Defaulted<string>;
  unsubscribe_token: string;
  consented_at: Defaulted<Date>;
  unsubscribed_at: Date | null;
  /** Null until the subscriber follows the confirmation link; only then are newsletters sent. */
  confirmed_at: Date | null;
  /** SHA-256 of the pending confirmation link's token; null once confirmed. */
  confirm_token_hash: string | null;
  /** When the last confirmation email was queued: an unconfirmed sign-up expires 7 days after it. */
  confirmation_sent_at: Defaulted<Date>;
  created_at: CreatedAt;
}

export type BookingStatus = 'confirmed' | 'waitlisted' | 'cancelled';
/** How a person attends a hybrid class. */
export type BookingAttendanceMode = 'in-person' | 'online';
export type BookingSource = 'web' | 'walk-in' | 'staff' | 'private-request' | 'api';

/** A booking of one session (the table keeps its old name: it held class registrations before sessions). */
/** A confirmed booking's (or guest's) attendance once marked. */
export type AttendanceState = 'attended' | 'no_show';

export interface ClassRegistrationsTable {
  id: Generated<number>;
  class_id: number;
  session_id: number;
  /**
   * SHA-256 (hex) of a manage link emailed before links were signed (a random token); null for later
   * bookings, and once the link is reissued. Such links keep working until then.
   */
  manage_token_hash: string | null;
  /** The version a signed manage link carries: reissuing the link raises it, which retires the old one. */
  manage_link_version: Defaulted<number>;
  /** Changes of the booking its calendar event counts (with the session's): the iCalendar SEQUENCE. */
  calendar_sequence: Defaulted<number>;
  source: Defaulted<BookingSource>;
  cancelled_at: Date | null;
  promoted_at: Date | null;
  /** When it was marked attended (a check-in); set exactly when `attendance` is 'attended'. */
  checked_in_at: Date | null;
  /** Whether the person came: null until marked (by staff, or the no-show job after the session ended). */
  attendance: Defaulted<AttendanceState | null>;
  attendance_marked_at: Defaulted<Date | null>;
  /** The staff member who marked it; null when the no-show job did (or nobody has). */
  attendance_marked_by: Defaulted<number | null>;
  /** Staff cancelled it after the class's online cancellation deadline. */
  late_cancel: Defaulted<boolean>;
  /** When the reminder before the session was queued; null until then (at most one per booking). */
  reminder_sent_at: Date | null;
  /**
   * Set on a place held on this session's waiting list for another booking moving here (it keeps its
   * seats in its own session until this place is confirmed, then takes it): that booking's id.
   */
  moves_booking_id: Defaulted<number | null>;
  name: string;
  email: string;
  phone: string;
  seats: number;
  message: string | null;
  status: BookingStatus;
  locale: Defaulted<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** When the person asked for their data to be erased: every personal field of the row is empty since. */
  erased_at: Defaulted<Date | null>;
  /** How the person attends a hybrid class ('in-person' or 'online'); null for other classes. */
  attendance_mode: Defaulted<BookingAttendanceMode | null>;
}

/** A guest of a booking: the name (and optionally the address) on one of its seats beyond the first. */
export interface BookingGuestsTable {
  id: Generated<number>;
  booking_id: number;
  /** The seat: 2 for the first guest. */
  position: number;
  name: string;
  /** When given, the guest is emailed the confirmation and the reminder, in the booker's language. */
  email: string | null;
  reminder_sent_at: Date | null;
  /** Whether the guest came: null until marked, as their booking's `attendance`. */
  attendance: Defaulted<AttendanceState | null>;
  attendance_marked_at: Defaulted<Date | null>;
  attendance_marked_by: Defaulted<number | null>;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  topic: string | null;
  message: string;
  status: Defaulted<'new' | 'handled'>;
  locale: Defaulted<string>;
  created_at: CreatedAt;
  handled_at: Date | null;
  /** When the person asked for their data to be erased: every personal field of the row is empty since. */
  erased_at: Defaulted<Date | null>;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  /** Set when an API key made the change (then `user_id` is null): the key is its own principal. */
  api_key_id: Generated<number | null>;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** A file sent with an email, its content base64-encoded. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A newsletter issue: subject and rich-text body per locale (English required), written in the back office. */
export interface NewsletterIssuesTable {
  id: Generated<number>;
  subject: Json<LocalizedText>;
  /** Sanitised HTML per locale. */
  body: Json<LocalizedText>;
  status: Defaulted<NewsletterIssueStatus>;
  created_by: number | null;
  updated_by: number | null;
  /** Who sent it to the subscribers. */
  started_by: number | null;
  send_started_at: Date | null;
  /** When the last subscriber's email was queued. */
  sent_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  version: Version;
}

/** One subscriber's copy of an issue, queued in the outbox; at most one per (issue, subscriber). */
export interface NewsletterDeliveriesTable {
  issue_id: number;
  subscriber_id: number;
  outbox_id: number | null;
  /** The language it was written in (the subscriber's). */
  locale: string;
  queued_at: CreatedAt;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  /** Null for rows queued before emails had an HTML part: they are sent as text only. */
  body_html: string | null;
  /** Extra headers, as queued (e.g. List-Unsubscribe). */
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  attachments: ColumnType<EmailAttachment[], string | undefined, string>;
  attempts: Defaulted<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Date | null;
  last_error: string | null;
  /** Deleted once sent: the last email to a person who asked for their data to be erased. */
  erase_after_send: Defaulted<boolean>;
  /** The template's props while the email is not rendered yet (subject and parts empty meanwhile). */
  message: ColumnType<unknown | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface OauthStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  return_to: string | null;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface OauthHandoffsTable {
  code_hash: string;
  session_id: string;
  remember: Defaulted<boolean>;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** One rate-limit counter (a scope such as sign-in failures per address, and its key), shared by all nodes. */
export interface RateLimitCountersTable {
  scope: string;
  key: string;
  count: number;
  /** The first counted attempt (fixed windows start here). */
  first_at: Date;
  /** The last counted attempt (growing delays run from here). */
  last_at: Date;
  /** From then on the row counts for nothing; the periodic clean-up deletes it. */
  expires_at: Date;
}

/**
 * An Idempotency-Key of a public submission, per operation (`scope`): the validated input's fingerprint and
 * the first successful answer (superjson; personal data), or null while that first request runs (a claim
 * until `locked_until`). Deleted 24 hours after `created_at` (`expires_at`).
 */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  fingerprint: string;
  /** Names the request holding the claim, so only it stores the answer or gives the claim up. */
  claim: string;
  answer: string | null;
  locked_until: Date;
  created_at: Date;
  expires_at: Date;
}

/** A "forgot password" request the reset job has not handled yet (the address as typed, normalised). */
export interface PasswordResetRequestsTable {
  id: Generated<number>;
  email: string;
  requested_at: CreatedAt;
}

/** A "send me a link to my bookings" request the member-link job has not handled yet (the address normalised). */
export interface MemberLinkRequestsTable {
  id: Generated<number>;
  email: string;
  /** The language the visitor asked in: the email is written in it. */
  locale: string;
  requested_at: CreatedAt;
}

/** A sign-in link to "My bookings": only the SHA-256 of its token; single use, until `expires_at`. */
export interface MemberLinksTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** What a member's sign-out everywhere and calendar feed need, keyed by an HMAC of the address (never the address). */
export interface MemberStatesTable {
  email_key: string;
  /** Member sessions issued before it are refused. */
  signed_out_at: Date | null;
  /** Part of the calendar feed's secret address: raising it retires the old address. */
  feed_version: Defaulted<number>;
}

/** A note staff wrote about a person (admins only), keyed by their normalised address: `lower(btrim(email))`. */
export interface StaffNotesTable {
  id: Generated<number>;
  person_email: string;
  body: string;
  /** The staff account that wrote it; null once that account is gone. */
  author_id: number | null;
  created_at: CreatedAt;
}

/** An admin lifted someone's online-booking pause (the no-show policy): earlier no-shows stop counting. */
export interface NoShowLiftsTable {
  id: Generated<number>;
  /** The normalised address, lower(btrim(email)). */
  person_email: string;
  lifted_at: CreatedAt;
  /** The admin who lifted it; null once that account is gone. */
  lifted_by: number | null;
}

/** An integration's key (its own principal): only the secret's SHA-256 is kept, with its visible prefix. */
export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  prefix: string;
  secret_hash: string;
  scopes: string[];
  expires_at: Date | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
  revoked_at: Date | null;
  /** The admin who created it; null once that account is gone. */
  created_by: number | null;
  created_at: CreatedAt;
}

/** A staff member's passkey (WebAuthn credential): its id and COSE public key as base64url, its signature counter. */
export interface StaffPasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: string;
  /** bigint: the drivers answer a string (or a number on PGlite); read it with Number(). */
  counter: ColumnType<string | number, number | undefined, number>;
  transports: Defaulted<string[]>;
  name: string;
  backed_up: Defaulted<boolean>;
  device_type: 'singleDevice' | 'multiDevice';
  created_at: CreatedAt;
  last_used_at: Defaulted<Date | null>;
}

/** A WebAuthn challenge: used once, within 5 minutes; a discoverable sign-in's names no user. */
export interface WebauthnChallengesTable {
  id: Generated<number>;
  user_id: number | null;
  purpose: 'register' | 'authenticate';
  challenge: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Defaulted<Date | null>;
}

/** Where webhooks go; the secrets are sealed (they must be readable to sign). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  description: Defaulted<string>;
  events: string[];
  secret_sealed: string;
  secret_prefix: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Date | null;
  enabled: Defaulted<boolean>;
  disabled_reason: string | null;
  failing_since: Date | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The webhook outbox: one row per (event, endpoint). */
export interface WebhookMessagesTable {
  id: Generated<number>;
  event_id: string;
  endpoint_id: number;
  type: string;
  object_key: string;
  payload: string;
  attempts: Defaulted<number>;
  next_attempt_at: Defaulted<Date>;
  first_attempt_at: Date | null;
  delivered_at: Date | null;
  given_up_at: Date | null;
  locked_until: Date | null;
  created_at: CreatedAt;
}

/** The log of webhook delivery attempts. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  message_id: number;
  endpoint_id: number;
  attempt: number;
  attempted_at: Date;
  status: number | null;
  duration_ms: number;
  ok: boolean;
  answer_start: Defaulted<string>;
  error: string | null;
}

export interface Database {
  oauth_states: OauthStatesTable;
  oauth_handoffs: OauthHandoffsTable;
  users: UsersTable;
  sessions: SessionsTable;
  staff_tokens: StaffTokensTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_login_tickets: StaffLoginTicketsTable;
  first_admin_setup: FirstAdminSetupTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  audio_tracks: AudioTracksTable;
  counselors: CounselorsTable;
  classes: ClassesTable;
  class_counselors: ClassCounselorsTable;
  class_comments: ClassCommentsTable;
  media_articles: MediaArticlesTable;
  stories: StoriesTable;
  slider_items: SliderItemsTable;
  corporate_clients: CorporateClientsTable;
  faq_items: FaqItemsTable;
  static_contents: StaticContentsTable;
  site_settings: SiteSettingsTable;
  content_versions: ContentVersionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  class_registrations: ClassRegistrationsTable;
  booking_guests: BookingGuestsTable;
  class_sessions: ClassSessionsTable;
  private_session_requests: PrivateSessionRequestsTable;
  contact_messages: ContactMessagesTable;
  audit_log: AuditLogTable;
  email_outbox: EmailOutboxTable;
  newsletter_issues: NewsletterIssuesTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  rate_limit_counters: RateLimitCountersTable;
  idempotency_keys: IdempotencyKeysTable;
  password_reset_requests: PasswordResetRequestsTable;
  member_link_requests: MemberLinkRequestsTable;
  member_links: MemberLinksTable;
  member_states: MemberStatesTable;
  staff_notes: StaffNotesTable;
  no_show_lifts: NoShowLiftsTable;
  api_keys: ApiKeysTable;
  staff_passkeys: StaffPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_messages: WebhookMessagesTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type ClassRow = Selectable<ClassesTable>;
export type NewClass = Insertable<ClassesTable>;
export type CounselorRow = Selectable<CounselorsTable>;
export type NewCounselor = Insertable<CounselorsTable>;
export type ImageRow = Selectable<ImagesTable>;
export type UserUpdate = Updateable<UsersTable>;
