import { z } from 'zod';

/** The kinds of content the back office's search box finds, as the audit log names them. */
export const SEARCHABLE_KINDS = [
  'class',
  'facilitator',
  'media article',
  'story',
  'slide',
  'corporate client',
  'FAQ item',
] as const;

export const adminSearchInputSchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters.').max(100).describe('Part of a title, name or slug'),
});

export const adminSearchHitSchema = z.strictObject({
  kind: z.enum(SEARCHABLE_KINDS),
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  /** What tells two hits apart beside the title (a class's type, a FAQ item's page). */
  detail: z.string(),
});
export type AdminSearchHit = z.infer<typeof adminSearchHitSchema>;
