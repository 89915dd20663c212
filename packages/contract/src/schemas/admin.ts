import { z } from 'zod';
import { CONTENT_STATUSES, FAQ_SCOPES } from '../constants';
import { classTypeSchema } from './classes';
import { idSchema, imageSchema, isoDateTimeSchema, localizedTextSchema, rowsOf, versionSchema } from './common';
import { counselorGroupSchema } from './counselors';
import { classContentType } from '../content-types/declarations/class';
import {
  checkSchedule,
  INVALID_URL,
  statusSchema,
  storedLocalized,
  storedSchedule,
  UNPUBLISH_BEFORE_PUBLISH,
} from './content-parts';

export { checkSchedule, INVALID_URL, UNPUBLISH_BEFORE_PUBLISH };
export {
  adminClassSessionSchema,
  type ClassSessionInput,
  classExtendInfoInputSchema,
  classSessionInputSchema,
  sessionChangesSchema,
} from './class-parts';
import { sessionChangesSchema } from './class-parts';

// ---- lists -------------------------------------------------------------------------------------

export const adminListQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  status: z.enum([...CONTENT_STATUSES, 'all']).default('all'),
  sort: z.enum(['title', 'updatedAt', 'sortOrder', 'publishedAt']).default('updatedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  classType: classTypeSchema.optional(),
  group: counselorGroupSchema.optional(),
  scope: z.enum(FAQ_SCOPES).optional(),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

export const adminListRowSchema = z.strictObject({
  id: z.number().int(),
  title: z.string().describe('English title or name'),
  slug: z.string().nullable(),
  status: statusSchema,
  detail: z.string().describe('Type, group or date, for the list column'),
  image: imageSchema.nullable(),
  updatedAt: isoDateTimeSchema,
  version: z.number().int(),
  ...storedSchedule,
});
export type AdminListRow = z.infer<typeof adminListRowSchema>;

export const adminListResultSchema = rowsOf(adminListRowSchema);
export type AdminListResult = z.infer<typeof adminListResultSchema>;

export const byIdSchema = z.object({ id: idSchema });
export const deleteInputSchema = z.object({ id: idSchema, version: versionSchema });

// ---- content types ------------------------------------------------------------------------------

// Each is described once, in content-types/ (issue 34): the back office's procedures read its `input`, `update`
// and `admin` schemas there. A class's answer also names the sessions a save changed; its schedule and
// hand-dated sessions are in class-parts.ts.
export const classInputSchema = classContentType.input;
export type ClassInput = z.input<typeof classInputSchema>;
export const classUpdateSchema = classContentType.update;
export const adminClassSchema = classContentType.admin.extend({ sessionChanges: sessionChangesSchema.optional() });

// ---- bulk actions -------------------------------------------------------------------------------

/** Most items one bulk action takes. */
export const BULK_MAX_ITEMS = 500;
export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const bulkActionInputSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  items: z
    .array(z.object({ id: idSchema, version: versionSchema }))
    .min(1, /*i18n*/ 'Select at least one item.')
    .max(BULK_MAX_ITEMS, /*i18n*/ 'At most 500 items at once.')
    .describe('The selected items, each with the version the list showed (optimistic locking)'),
});
export const bulkSelectionSchema = z
  .strictObject({ items: z.array(z.strictObject({ id: z.number().int(), version: z.number().int() })) })
  .describe(`Every item the list's search and filters match (at most ${BULK_MAX_ITEMS}), with its version`);
export type BulkActionInput = z.input<typeof bulkActionInputSchema>;
export const bulkItemResultSchema = z.union([
  z.strictObject({ id: z.number().int(), ok: z.literal(true) }),
  z.strictObject({
    id: z.number().int(),
    error: z.enum(['conflict', 'not_found', 'refused']),
    message: z.string(),
  }),
]);
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;
export const bulkActionResultSchema = z
  .strictObject({ results: z.array(bulkItemResultSchema) })
  .describe('One answer per item, in the order asked: each applied in its own transaction, or refused');

export const reorderInputSchema = z.object({ ids: z.array(idSchema).min(1).max(500) });

// ---- single pages, settings --------------------------------------------------------------------

export const pageCodeInputSchema = z.object({ code: z.string().trim().min(1).max(80) });
export const pageInputSchema = z.object({
  title: localizedTextSchema,
  content: localizedTextSchema.describe('Rich text HTML per locale; sanitised on the server'),
  status: statusSchema.default('published'),
});
export const pageUpdateSchema = z.object({
  code: z.string().trim().min(1).max(80),
  version: versionSchema,
  data: pageInputSchema,
});
export const adminPageSchema = z.strictObject({
  code: z.string(),
  version: z.number().int(),
  updatedAt: isoDateTimeSchema,
  data: z.strictObject({ title: storedLocalized, content: storedLocalized, status: statusSchema }),
});

export const scheduleImageInputSchema = z.object({ imageId: idSchema.nullable() });
export const scheduleImageSchema = z.strictObject({
  imageId: z.number().int().nullable(),
  image: imageSchema.nullable(),
});

export const dashboardSchema = z.strictObject({
  published: z.strictObject({
    classes: z.number().int(),
    counselors: z.number().int(),
    media: z.number().int(),
    stories: z.number().int(),
  }),
});

export const uploadedImageSchema = imageSchema
  .extend({ id: z.number().int().describe('Use it as `imageId`, `photoImageId`, `coverImageId` or `logoImageId`') })
  .meta({ id: 'UploadedImage', description: 'A stored upload' });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
