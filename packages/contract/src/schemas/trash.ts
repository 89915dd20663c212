import { z } from 'zod';
import { idSchema } from './common';

/** The kinds of content that go to the trash, by their back-office router's name. */
export const TRASH_TYPES = ['class', 'counselor', 'media', 'story', 'slider', 'client', 'faq'] as const;
export type TrashType = (typeof TRASH_TYPES)[number];

/** How long a trashed item can be restored; then the purge job deletes it. */
export const TRASH_RETENTION_DAYS = 30;

export const trashItemInputSchema = z.object({ type: z.enum(TRASH_TYPES), id: idSchema });

export const trashedItemSchema = z.strictObject({
  type: z.enum(TRASH_TYPES),
  id: z.number().int(),
  title: z.string().describe('English title or name'),
  deletedAt: z.iso.datetime({ offset: true }),
  deletedBy: z.string().nullable().describe('Who moved it to the trash; null once that account is gone'),
  purgeAt: z.iso.datetime({ offset: true }).describe('When the purge job deletes it for good'),
});
export type TrashedItem = z.infer<typeof trashedItemSchema>;
