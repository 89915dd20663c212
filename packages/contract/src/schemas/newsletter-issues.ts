import { z } from 'zod';
import { LOCALES } from '../constants';
import { idSchema, isoDateTimeSchema, localizedTextSchema, rowsOf, textPerLocale, versionSchema } from './common';

export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];
const statusSchema = z
  .enum(NEWSLETTER_ISSUE_STATUSES)
  .describe('draft: being written; sending: queued in batches to the subscribers; sent: everyone has it');

const localeSchema = z.enum(LOCALES, { error: /*i18n*/ 'Choose one of the site’s languages.' });

/** What staff write: a subject and a rich-text body per language, English required (others fall back to it). */
export const newsletterIssueInputSchema = z.object({
  subject: localizedTextSchema,
  body: localizedTextSchema.describe('Rich text HTML per locale; sanitised on the server'),
});
export type NewsletterIssueInput = z.input<typeof newsletterIssueInputSchema>;

export const newsletterIssueUpdateSchema = z.object({
  id: idSchema,
  version: versionSchema,
  data: newsletterIssueInputSchema,
});

/** The issue as loaded (send it with the version: a send or save of an issue changed meanwhile is a 409). */
export const newsletterIssueRefSchema = z.object({ id: idSchema, version: versionSchema });

export const newsletterIssueListQuerySchema = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

/** An email of the issue rendered in one language: the form's current text, not necessarily saved. */
export const newsletterPreviewInputSchema = z.object({
  locale: localeSchema,
  data: newsletterIssueInputSchema,
});

export const newsletterTestSendInputSchema = z.object({ id: idSchema, locale: localeSchema });

/** How far an issue has gone: every count is of subscribers (one email each). */
const deliveryCountsSchema = z.strictObject({
  recipients: z
    .number()
    .int()
    .min(0)
    .describe('Queued so far, plus (while sending) the active subscribers still waiting for theirs'),
  queued: z.number().int().min(0).describe('Emails queued in the outbox'),
  sent: z.number().int().min(0).describe('Emails the mail server accepted'),
  failed: z.number().int().min(0).describe('Emails whose last attempt failed; the outbox keeps retrying them'),
});

export const newsletterIssueRowSchema = z.strictObject({
  id: z.number().int(),
  subject: z.string().describe('The English subject'),
  status: statusSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  sendStartedAt: isoDateTimeSchema.nullable(),
  sentAt: isoDateTimeSchema.nullable(),
  counts: deliveryCountsSchema,
  version: z.number().int(),
});
export type NewsletterIssueRow = z.infer<typeof newsletterIssueRowSchema>;

export const newsletterIssueListSchema = rowsOf(newsletterIssueRowSchema);

const storedLocalized = z.strictObject(textPerLocale(LOCALES));

export const newsletterIssueSchema = z.strictObject({
  id: z.number().int(),
  version: z.number().int().describe('Send it back with an update, delete or send (optimistic locking)'),
  status: statusSchema,
  data: z.strictObject({ subject: storedLocalized, body: storedLocalized }),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  createdBy: z.string().nullable().describe('Name of the staff member who wrote it'),
  sendStartedAt: isoDateTimeSchema.nullable(),
  startedBy: z.string().nullable().describe('Name of the admin who sent it'),
  sentAt: isoDateTimeSchema.nullable(),
  counts: deliveryCountsSchema,
  audience: z
    .strictObject({
      total: z.number().int().min(0),
      byLocale: z.array(z.strictObject({ locale: localeSchema, count: z.number().int().min(1) })),
    })
    .describe('The active subscribers now (confirmed, not unsubscribed): whom a send would reach'),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

export const newsletterPreviewSchema = z.strictObject({
  subject: z.string(),
  html: z.string().describe('The HTML part, as a subscriber in that language receives it'),
  text: z.string().describe('The plain-text part'),
});

export const newsletterTestSendResultSchema = z.strictObject({
  to: z.string().describe('The address the test went to: the signed-in staff member’s'),
});

export const newsletterSendResultSchema = z.strictObject({
  recipients: z.number().int().min(0).describe('Active subscribers when the send started'),
});
