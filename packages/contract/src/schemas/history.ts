import { z } from 'zod';
import { idSchema, isoDateTimeSchema, versionSchema } from './common';

/** Which saved version of an item: numbered 1, 2, … per item in the order they were saved. */
const versionNoSchema = z.number().int().positive().max(2_147_483_647);
const pageCodeSchema = z.string().trim().min(1).max(80);

export const itemVersionInputSchema = z.object({ id: idSchema, versionNo: versionNoSchema });
/** Restoring is a save: `version` is the item's current version as the editor loaded it (409 otherwise). */
export const restoreVersionInputSchema = z.object({ id: idSchema, version: versionSchema, versionNo: versionNoSchema });
export const settingVersionInputSchema = z.object({ versionNo: versionNoSchema });
export const pageVersionInputSchema = z.object({ code: pageCodeSchema, versionNo: versionNoSchema });
export const pageRestoreInputSchema = z.object({
  code: pageCodeSchema,
  version: versionSchema,
  versionNo: versionNoSchema,
});

export const versionSummarySchema = z.strictObject({
  versionNo: z.number().int(),
  savedAt: isoDateTimeSchema,
  savedBy: z.string().nullable().describe('Name of the staff member who saved it; null once that account is gone'),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const itemVersionSchema = versionSummarySchema.extend({
  data: z.record(z.string(), z.unknown()).describe('The whole record as saved, every language, in the form’s shape'),
});
export type ItemVersion = z.infer<typeof itemVersionSchema>;
