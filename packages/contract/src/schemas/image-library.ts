import { z } from 'zod';
import { LOCALES, type Locale } from '../constants';
import { adminPageInputFields, adminPageOf, idSchema, isoDateTimeSchema } from './common';

const ALT_REQUIRED = /*i18n*/ 'English alternative text is required unless the image is decorative.';

/** A trimmed text per locale, each at most `max` characters; blank ones are dropped. */
function textsPerLocale(max: number, what: string) {
  return z.object(
    Object.fromEntries(
      LOCALES.map((l) => [l, z.string().trim().max(max, `${what} must be at most ${max} characters.`).optional()]),
    ) as Record<Locale, z.ZodOptional<z.ZodString>>,
  );
}
const storedTexts = z.strictObject(
  Object.fromEntries(LOCALES.map((l) => [l, z.string().optional()])) as Record<Locale, z.ZodOptional<z.ZodString>>,
);

export const imageLibraryQuerySchema = z.object({
  q: z.string().trim().max(200).optional().describe('Text in an alternative text, a caption or the file name'),
  ...adminPageInputFields(24),
});

export const libraryImageSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mime: z.string(),
  bytes: z.number().int(),
  fileName: z.string().nullable(),
  alt: storedTexts,
  caption: storedTexts,
  decorative: z.boolean(),
  /** How many content items show it (a setting such as the schedule image counts as one). */
  usageCount: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type LibraryImage = z.infer<typeof libraryImageSchema>;

export const imageLibraryPageSchema = adminPageOf(libraryImageSchema);

export const imageUsageSchema = z.strictObject({
  kind: z.string().describe('The kind of item, as the audit log names it (class, facilitator, media article...)'),
  id: z.number().int(),
  title: z.string(),
});
export type ImageUsage = z.infer<typeof imageUsageSchema>;

export const imageDetailSchema = libraryImageSchema.extend({ usages: z.array(imageUsageSchema) });
export type ImageDetail = z.infer<typeof imageDetailSchema>;

const imageTextsShape = {
  alt: textsPerLocale(300, 'Alternative text'),
  caption: textsPerLocale(500, 'A caption'),
  decorative: z.boolean().default(false),
};
const requireAlt = (value: { alt: { en?: string }; decorative: boolean }, ctx: z.core.$RefinementCtx) => {
  if (!value.decorative && !value.alt.en) ctx.addIssue({ code: 'custom', path: ['alt', 'en'], message: ALT_REQUIRED });
};

/** Alternative text and caption per language; English alternative text is required unless the image is decorative. */
export const imageTextsSchema = z.object(imageTextsShape).superRefine(requireAlt);
export type ImageTexts = z.input<typeof imageTextsSchema>;

export const imageUpdateInputSchema = z.object({ id: idSchema, ...imageTextsShape }).superRefine(requireAlt);
export const imageByIdSchema = z.object({ id: idSchema });
