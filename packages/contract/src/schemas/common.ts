import { z } from 'zod';

export const slugSchema = z
  .string({ error: 'Slug is required.' })
  .trim()
  .min(1, 'Slug is required.')
  .max(160, 'Slug must be at most 160 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain only lowercase letters, digits and single hyphens.')
  .describe('URL-safe identifier, e.g. `yoga-flow`');

/** Ids and versions are PostgreSQL `integer` columns; a larger number could never match a row. */
const MAX_DB_INTEGER = 2_147_483_647;
export const idSchema = z.number().int().positive().max(MAX_DB_INTEGER);
/** The row version an editor loaded (optimistic locking). */
export const versionSchema = z.number().int().positive().max(MAX_DB_INTEGER);

/** Text stored per locale; English is required, the others fall back to it. */
export const localizedTextSchema = z.object({
  en: z.string().trim().min(1, 'English text is required.'),
  es: z.string().trim().optional(),
  fr: z.string().trim().optional(),
  'pt-BR': z.string().trim().optional(),
  'zh-CN': z.string().trim().optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * Instants the database round-trips: PostgreSQL has no year 0, JavaScript writes years past 9999 with a
 * sign, and reads early years back wrong ('0099-01-01 00:00:00+00' parses as 1999).
 */
const storableYear = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1000 && year <= 9999;
};
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine(storableYear, 'Use a date between the years 1000 and 9999.')
  .describe('ISO 8601 date-time');
export const isoDateSchema = z.iso
  .date()
  .refine((value) => Number(value.slice(0, 4)) >= 1000, 'Use a date between the years 1000 and 9999.')
  .describe('ISO 8601 date (YYYY-MM-DD)');

export const imageSchema = z
  .object({
    url: z.string().describe('URL of a medium-sized WebP variant'),
    srcset: z.string().describe('`srcset` value listing every WebP variant with its width'),
    width: z.number().int().positive().describe('Width of the original image in pixels'),
    height: z.number().int().positive().describe('Height of the original image in pixels'),
    alt: z.string().describe('Alternative text in the request locale'),
  })
  .describe('A stored image with responsive WebP variants');
export type Image = z.infer<typeof imageSchema>;

export const linkSchema = z.object({ label: z.string(), url: z.string() });

export const errorResponseSchema = z
  .object({
    message: z.string().describe('Human-readable summary'),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Per-field messages, keyed by the field path (e.g. `slug`, `extendInfo.day`)'),
    requestId: z.string().optional().describe('Present on server errors; quote it when reporting a problem'),
  })
  .describe('Error answer');
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The `{ "result": ... }` envelope every `/api/app/*` path answers with. */
export function resultEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ result: schema });
}
