import { z } from 'zod';
import { LOCALES, type Locale } from '../constants';

export const slugSchema = z
  .string({ error: /*i18n*/ 'Slug is required.' })
  .trim()
  .min(1, /*i18n*/ 'Slug is required.')
  .max(160, /*i18n*/ 'Slug must be at most 160 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, /*i18n*/ 'Slug may contain only lowercase letters, digits and single hyphens.')
  .describe('URL-safe identifier, e.g. `yoga-flow`');

/** Ids and versions are PostgreSQL `integer` columns; a larger number could never match a row. */
const MAX_DB_INTEGER = 2_147_483_647;
export const idSchema = z.number().int().positive().max(MAX_DB_INTEGER);
/** An id in a URL path (`/api/admin/images/{id}`): a number as `idSchema`, at most 2³¹−1 as the database holds. */
export const idPathSchema = z.coerce.number().int().positive().max(MAX_DB_INTEGER);
/** The row version an editor loaded (optimistic locking). */
export const versionSchema = z.number().int().positive().max(MAX_DB_INTEGER);

/** An optional, trimmed text for each of `locales`, keyed by locale: one box per language in a form. */
export function textPerLocale<L extends Locale>(locales: readonly L[]) {
  return Object.fromEntries(locales.map((l) => [l, z.string().trim().optional()])) as Record<
    L,
    z.ZodOptional<z.ZodString>
  >;
}

/** Text stored per locale; English is required, the others fall back to it. */
export const localizedTextSchema = z.object({
  en: z.string().trim().min(1, /*i18n*/ 'English text is required.'),
  ...textPerLocale(LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en')),
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
  .refine(storableYear, /*i18n*/ 'Use a date between the years 1000 and 9999.')
  .describe('ISO 8601 date-time');
export const isoDateSchema = z.iso
  .date()
  .refine((value) => Number(value.slice(0, 4)) >= 1000, /*i18n*/ 'Use a date between the years 1000 and 9999.')
  .describe('ISO 8601 date (YYYY-MM-DD)');

export const imageSchema = z
  .strictObject({
    url: z.string().describe('URL of a medium-sized WebP variant'),
    srcset: z.string().describe('`srcset` value listing every WebP variant with its width'),
    width: z.number().int().positive().describe('Width of the original image in pixels'),
    height: z.number().int().positive().describe('Height of the original image in pixels'),
    alt: z.string().describe('Alternative text in the request locale'),
  })
  .meta({ id: 'Image', description: 'A stored image with responsive WebP variants' });
export type Image = z.infer<typeof imageSchema>;

/** A staff member as a record names them (who created an API key or a webhook, who appears in the audit log). */
export const staffRefSchema = z.strictObject({ id: z.number().int(), name: z.string() });

export const linkSchema = z
  .strictObject({ label: z.string(), url: z.string() })
  .meta({ id: 'ContactLink', description: 'A labelled link (website, email or phone)' });

export const errorResponseSchema = z
  .strictObject({
    message: z.string().describe('Human-readable summary'),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Per-field messages, keyed by the field path (e.g. `slug`, `extendInfo.day`)'),
    requestId: z.string().optional().describe('Present on server errors; quote it when reporting a problem'),
    reason: z
      .string()
      .optional()
      .describe('A machine-readable code on refusals that have one, e.g. `NO_SHOW_LIMIT` (409 on a booking)'),
  })
  .meta({ id: 'Error', description: 'Error answer' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The `{ "result": ... }` envelope every `/api/app/*` path answers with (nothing else beside `result`). */
export function resultEnvelope<T extends z.ZodType>(schema: T) {
  return z.strictObject({ result: schema });
}

// ---- pagination --------------------------------------------------------------------------------

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
const PAGE_MESSAGE = /*i18n*/ 'Page must be a whole number from 1.';
const PAGE_SIZE_MESSAGE = /*i18n*/ 'Page size must be a whole number from 1 to 100.';

/**
 * `page` (from 1) and `pageSize` (1 to 100) of a paginated list. Query strings carry text, so digits are
 * read as numbers; anything else (0, 101, `abc`, 1.5) is refused per field, never ignored.
 */
export const pageQueryFields = {
  page: z.coerce
    .number<number>({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(MAX_DB_INTEGER, PAGE_MESSAGE)
    .default(1)
    .describe('Page number, from 1'),
  pageSize: z.coerce
    .number<number>({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE)
    .default(DEFAULT_PAGE_SIZE)
    .describe(`Items per page, 1 to ${MAX_PAGE_SIZE}`),
};
export const pageQuerySchema = z.object(pageQueryFields);
export type PageQuery = z.output<typeof pageQuerySchema>;

/** One page of a list: the items, where it is, and how many there are in all. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    page: z.number().int().min(1).describe('The page asked for'),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).describe('The page size asked for'),
    total: z.number().int().min(0).describe('How many items there are on all pages'),
  });
}

/** Which page of a back-office list to show (the image library, a webhook's deliveries), and how many items a page holds. */
export function adminPageInputFields(defaultPageSize: number) {
  return {
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultPageSize),
  };
}

/** One page of a back-office list (the image library, a webhook's deliveries): the items, how many in all, where. */
export function adminPageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** A back-office list: its rows (a page of them, or all) and how many there are in all. */
export function rowsOf<T extends z.ZodType>(row: T) {
  return z.strictObject({ rows: z.array(row), total: z.number().int() });
}

/** How many of a list a page shows (the home page's first few): a list stops there. */
export const listLimitSchema = z
  .number()
  .int()
  .min(1)
  .max(50)
  .optional()
  .describe('At most this many, in the list order (default: all)');
