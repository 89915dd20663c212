import { z } from 'zod';
import { COUNSELOR_GROUPS } from '../constants';
import { classSummarySchema } from './classes';
import { imageSchema, linkSchema, listLimitSchema, slugSchema } from './common';

export const counselorGroupSchema = z.enum(COUNSELOR_GROUPS);

export const counselorSummarySchema = z
  .strictObject({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    title: z.string().describe('Professional title, in the request locale'),
    summary: z.string(),
    photo: imageSchema.nullable(),
    groups: z.array(counselorGroupSchema),
    languages: z.array(z.string()).describe('Languages the facilitator works in, as BCP 47 tags'),
  })
  .meta({ id: 'Facilitator', description: 'A facilitator as listed' });
export type CounselorSummary = z.infer<typeof counselorSummarySchema>;

export const counselorDetailSchema = counselorSummarySchema
  .extend({
    bio: z.string().describe('Sanitised HTML'),
    contactLinks: z.array(linkSchema),
    classes: z.array(classSummarySchema).describe("The facilitator's published classes"),
  })
  .meta({ id: 'FacilitatorDetail', description: 'A facilitator with biography and classes' });
export type CounselorDetail = z.infer<typeof counselorDetailSchema>;

export const counselorDetailInputSchema = z.object({ slug: slugSchema });
/** counselor.list: every facilitator, or the first `limit` (the home page's four). */
export const counselorListInputSchema = z.object({ limit: listLimitSchema }).optional();
