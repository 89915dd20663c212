import { z } from 'zod';
import { idSchema, rowsOf } from './common';
import { CONTACT_TOPICS } from '../registration-rules';

export const REGISTRANT_KINDS = ['newsletter', 'class', 'contact'] as const;

// The database has no year 0; `to` is searched up to the day after it.
const date = z.iso
  .date({ error: /*i18n*/ 'Use a date such as 2026-11-30.' })
  .refine((value) => value >= '0001-01-01' && value < '9999-12-31', /*i18n*/ 'Use a date such as 2026-11-30.');

/** Filters shared by the registrant lists and their CSV exports. */
export const registrantQuerySchema = z.object({
  kind: z.enum(REGISTRANT_KINDS),
  search: z.string().trim().max(100).default('').describe('Part of the name or email address'),
  /** newsletter: subscribed | unconfirmed | unsubscribed; class: confirmed | waitlisted | cancelled; contact: new | handled. */
  status: z
    .string()
    .trim()
    .max(20)
    .optional()
    .describe(
      'newsletter: subscribed, unconfirmed (waiting for the confirmation link), unsubscribed; class: confirmed, waitlisted, cancelled; contact: new, handled',
    ),
  classSlug: z.string().trim().max(160).optional().describe('Class registrations of this class only'),
  sessionId: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe('Class registrations of this session only'),
  topic: z.enum(CONTACT_TOPICS).optional().describe('Contact messages of this topic only'),
  from: date.optional().describe('Registered on or after this day (YYYY-MM-DD, UTC)'),
  to: date.optional().describe('Registered on or before this day (YYYY-MM-DD, UTC)'),
  direction: z.enum(['asc', 'desc']).default('desc').describe('Oldest or newest first'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type RegistrantQuery = z.input<typeof registrantQuerySchema>;

export const registrantRowSchema = z.strictObject({
  id: z.number().int(),
  createdAt: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  detail: z.string().describe('Class title and seats, contact topic, or newsletter language'),
  message: z.string().nullable(),
  sessionStartsAt: z
    .string()
    .nullable()
    .describe('Class registrations: the session’s start, ISO 8601 with the offset of the class’s time zone'),
});
export type RegistrantRow = z.infer<typeof registrantRowSchema>;
/** One batch of a streamed export. */
export const registrantBatchSchema = z.array(registrantRowSchema);
export const registrantListSchema = rowsOf(registrantRowSchema);

export const contactStatusInputSchema = z.object({
  id: idSchema,
  status: z.enum(['new', 'handled']),
});
