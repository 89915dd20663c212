import { z } from 'zod';
import { CONTENT_ENTITIES } from './audit';

/** The kinds of content the back office's search box finds, as the audit log names them. */
export const SEARCHABLE_KINDS = [...CONTENT_ENTITIES, 'newsletter issue', 'image', 'person'] as const;
export type SearchableKind = (typeof SEARCHABLE_KINDS)[number];

export const adminSearchInputSchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'Type at least 2 characters.')
    .max(100)
    .describe('Part of a title (in any language), name, slug, subject, or an image’s text or file name'),
});

export const adminSearchHitSchema = z.strictObject({
  kind: z.enum(SEARCHABLE_KINDS),
  id: z.number().int(),
  /** In English (a newsletter issue's subject, an image's alternative text or file name). */
  title: z.string(),
  /** The text that holds the search when the title does not: another language's title, a caption, a file name. */
  matched: z.string().nullable(),
  /** draft | published; a newsletter issue's draft | sending | sent; '' for an image. */
  status: z.string(),
  /** What tells two hits apart beside the title (a class's type, a FAQ item's page, a page's code, a person's address). */
  detail: z.string(),
});
export type AdminSearchHit = z.infer<typeof adminSearchHitSchema>;
