/**
 * The parts every content type's schemas are made of (schemas/admin.ts, content-types/): status, schedule,
 * per-locale text, links, and the shape of a record as the back office loads it.
 */
import { z } from 'zod';
import { CONTENT_STATUSES, LOCALES } from '../constants';
import { idSchema, imageSchema, isoDateTimeSchema, textPerLocale, versionSchema } from './common';

export const INVALID_URL = /*i18n*/ 'Invalid URL';

export const statusSchema = z.enum(CONTENT_STATUSES, { error: /*i18n*/ 'Status must be draft or published.' });
export const optionalLocalized = z.object(textPerLocale(LOCALES));
export const urlOrNull = z
  .string()
  .trim()
  .max(500)
  .transform((v) => (v === '' ? null : v))
  .pipe(z.url({ error: INVALID_URL, protocol: /^https?$/ }).nullable())
  .nullable();

/** The schedule as stored (UTC). */
export const storedSchedule = { publishAt: isoDateTimeSchema.nullable(), unpublishAt: isoDateTimeSchema.nullable() };

export const UNPUBLISH_BEFORE_PUBLISH = /*i18n*/ 'The unpublish time must be after the publish time.';
const scheduleTime = isoDateTimeSchema.nullable().default(null);
/** When the item goes public and stops being public by itself (the scheduler job, every minute). */
export const schedule = {
  publishAt: scheduleTime.describe('ISO 8601 with offset: when the scheduler publishes a draft; null: not scheduled'),
  unpublishAt: scheduleTime.describe('ISO 8601 with offset: when the scheduler unpublishes it; null: never'),
};
/** One check for every content form and the server: unpublishing comes after publishing. */
export function checkSchedule(
  value: { publishAt?: string | null; unpublishAt?: string | null },
  ctx: z.core.$RefinementCtx,
) {
  if (value.publishAt && value.unpublishAt && Date.parse(value.unpublishAt) <= Date.parse(value.publishAt)) {
    ctx.addIssue({ code: 'custom', path: ['unpublishAt'], message: UNPUBLISH_BEFORE_PUBLISH });
  }
}

export const versioned = { id: idSchema, version: versionSchema };

/** Text per locale as stored (only the languages written so far). */
export const storedLocalized = optionalLocalized.strict();

/** A back-office record as its form loads it: the stored fields in `data`, plus what the form shows beside them. */
export function adminItem<T extends z.core.$ZodShape>(data: T) {
  return z.strictObject({
    id: z.number().int(),
    version: z.number().int().describe('Send it back with an update or delete (optimistic locking)'),
    updatedAt: isoDateTimeSchema,
    image: imageSchema.nullable().describe('The record’s image or photo, resolved'),
    data: z.strictObject(data),
  });
}

/** The article types' author (content-types/declarations): a message the server answers, so it lives with the schemas. */
export const AUTHOR_REQUIRED = /*i18n*/ 'Author is required.';

/** Facilitators (content-types/declarations/facilitator.ts): messages the server answers. */
export const NAME_REQUIRED = /*i18n*/ 'Name is required.';
export const LANGUAGE_TAG_INVALID = /*i18n*/ 'Use a language tag such as id or en.';
export const LINK_LABEL_REQUIRED = /*i18n*/ 'Label is required.';

/** Site-relative paths (/session-classes) or absolute http(s) URLs. */
export const linkOrNull = z
  .string()
  .trim()
  .max(500)
  .transform((v) => (v === '' ? null : v))
  .pipe(
    z
      .union([
        z.string().regex(/^\/(?![/\\])[^\s\\]*$/, INVALID_URL),
        z.url({ error: INVALID_URL, protocol: /^https?$/ }),
      ])
      .nullable(),
  )
  .nullable();
