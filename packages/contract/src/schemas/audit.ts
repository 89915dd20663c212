import { z } from 'zod';
import { auditEntrySchema } from './admin';

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
  people: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
