import { z } from 'zod';
import { isoDateTimeSchema, staffRefSchema } from './common';

/**
 * Every kind of change the audit log records, in one list: the writers are typed by it (a new code is
 * added here first), and the back office has a phrase for each (its test walks this list).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'restore',
  'trash',
  'untrash',
  'purge',
  'delete',
  'reorder',
  'upload',
  'publish',
  'unpublish',
  'send',
  'cancel',
  'promote',
  'check in',
  'undo check-in',
  'mark no-show',
  'clear attendance',
  'mark the rest',
  'reissue link',
  'move',
  'propose',
  'confirm',
  'decline',
  'erase',
  'note',
  'resend link',
  'export person data',
  'erase person data',
  'lift no-show pause',
  'staff.create',
  'staff.invite',
  'staff.reinvite',
  'staff.invitation-accepted',
  'staff.role',
  'staff.disable',
  'staff.enable',
  'staff.password',
  'staff.password-reset-requested',
  'staff.password-reset',
  'staff.sign-out-everywhere',
  'staff.session-revoked',
  'staff.passkey-added',
  'staff.passkey-removed',
  'create api key',
  'revoke api key',
  'create webhook',
  'update webhook',
  'enable webhook',
  'disable webhook',
  'rotate webhook secret',
  'delete webhook',
  'test webhook',
  'resend webhook',
  'staff.sign-in',
  'staff.second-factor-failed',
  'staff.factor-added',
  'staff.factor-removed',
  'staff.factor-reset',
  'change security policy',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The content the back office edits, as the audit log (and its search box) names each kind. */
export const CONTENT_ENTITIES = [
  'class',
  'facilitator',
  'media article',
  'story',
  'slide',
  'corporate client',
  'FAQ item',
  'page',
] as const;

/** Every kind of item the audit log names (its `entity`), as AUDIT_ACTIONS: one list, a name for each. */
export const AUDIT_ENTITIES = [
  ...CONTENT_ENTITIES,
  'schedule image',
  'image',
  'session',
  'booking',
  'private session request',
  'newsletter issue',
  'contact message',
  'booking settings',
  'user',
  'personal data',
  'person',
  'API key',
  'webhook',
  'security settings',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The jobs that change things on their own; their entries have no user and say `{"by": job}`. */
export const AUDIT_JOBS = ['scheduler', 'purge job', 'retention job'] as const;

export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  userName: z.string().nullable(),
  /** Set when an API key made the change: the key's name (it is its own principal; there is no user). */
  apiKeyName: z.string().nullable(),
  /** Set when a job made the change (there is no user). */
  job: z.enum(AUDIT_JOBS).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What the item was called when the change was made; '' when no name was recorded. */
  summary: z.string(),
  createdAt: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// The database has no year 0; `to` is searched up to the day after it.
const day = z.iso
  .date({ error: /*i18n*/ 'Use a date such as 2026-11-30.' })
  .refine((value) => value >= '0001-01-01' && value < '9999-12-31', /*i18n*/ 'Use a date such as 2026-11-30.');

/** The audit page's filters: who, what, which item, when, and words of the item's name. */
export const auditQuerySchema = z.object({
  search: z.string().trim().max(100).default('').describe('Part of the item’s name'),
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('Changes by this staff member'),
  entity: z.string().trim().max(60).optional().describe('Changes to this kind of item, e.g. class'),
  action: z.string().trim().max(60).optional().describe('This kind of change, e.g. update'),
  entityId: z.string().trim().max(60).optional().describe('Changes to this one item (with entity)'),
  from: day.optional().describe('On or after this day (YYYY-MM-DD, UTC)'),
  to: day.optional().describe('On or before this day (YYYY-MM-DD, UTC)'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.strictObject({
  rows: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What the filters can offer: everyone who has an entry, and the kinds of item and change there are. */
  people: z.array(staffRefSchema),
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
