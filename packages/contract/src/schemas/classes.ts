import { z } from 'zod';
import { CLASS_TYPES, WEEKDAYS } from '../constants';
import { classSessionSchema, sessionFormatSchema } from './sessions';
import {
  imageSchema,
  isoDateSchema,
  isoDateTimeSchema,
  listLimitSchema,
  pageOf,
  pageQueryFields,
  slugSchema,
} from './common';

export const classTypeSchema = z
  .enum(CLASS_TYPES, { error: /*i18n*/ 'Type must be one of PRIVATE_SESSION, REGULAR, WORKSHOP_AND_EVENT.' })
  .describe('Class type');
export const weekdaySchema = z.enum(WEEKDAYS, {
  error: /*i18n*/ 'Day must be one of Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday.',
});

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, /*i18n*/ 'Time must be HH:MM (24-hour).');

export { sessionFormatSchema };

export const extendInfoSchema = z
  .strictObject({
    day: weekdaySchema.nullable().describe('Weekday of a REGULAR class (Tuesday..Sunday); null for other types'),
    startTime: timeSchema.nullable().describe('Local start time, HH:MM'),
    endTime: timeSchema.nullable().describe('Local end time, HH:MM'),
    timeZone: z.string().describe('IANA time zone of the times, e.g. Asia/Jakarta'),
    startDate: isoDateSchema.nullable().describe('First date of a workshop or event'),
    endDate: isoDateSchema.nullable().describe('Last date of a workshop or event'),
    durationMinutes: z.number().int().positive().nullable().describe('Length of one session'),
    format: sessionFormatSchema.describe('Where the class happens'),
    location: z.string().nullable().describe('Venue, in the request locale'),
    price: z.number().nonnegative().nullable().describe('Price per person per session; null means free'),
    currency: z.string().length(3).describe('ISO 4217 currency code, e.g. IDR'),
  })
  .meta({
    id: 'ClassSchedule',
    description: 'Schedule, place and price (the meeting link of an online class is sent to registrants only)',
  });
export type ExtendInfo = z.infer<typeof extendInfoSchema>;

export const facilitatorRefSchema = z
  .strictObject({
    slug: z.string(),
    name: z.string(),
    title: z.string(),
    photo: imageSchema.nullable(),
  })
  .meta({ id: 'FacilitatorRef', description: 'A facilitator as a class names them' });

export const classSummarySchema = z
  .strictObject({
    id: z.number().int(),
    slug: z.string(),
    classType: classTypeSchema,
    title: z.string(),
    summary: z.string(),
    image: imageSchema.nullable(),
    extendInfo: extendInfoSchema,
    facilitators: z.array(facilitatorRefSchema),
    nextSession: classSessionSchema
      .nullable()
      .describe('The soonest upcoming session (scheduled or cancelled); null when none is dated'),
  })
  .meta({ id: 'Class', description: 'A class as listed' });
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const classDetailSchema = classSummarySchema
  .extend({
    description: z.string().describe('Sanitised HTML'),
    capacity: z.number().int().positive().nullable().describe('Seats per session; null when unlimited'),
    seatsLeft: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('Seats still free in the soonest bookable session; null when unlimited'),
    nextSessions: z.array(classSessionSchema).describe('The next upcoming sessions (at most 8), soonest first'),
    cancelCutoffHours: z
      .number()
      .int()
      .nonnegative()
      .describe('Bookings can be cancelled online until this many hours before the start'),
    rating: z
      .strictObject({ average: z.number().nullable(), count: z.number().int() })
      .describe('Average of approved comment ratings'),
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'ClassDetail', description: 'A class with everything its page shows' });
export type ClassDetail = z.infer<typeof classDetailSchema>;

export const classCommentSchema = z
  .strictObject({
    id: z.number().int(),
    authorName: z.string(),
    body: z.string().describe('Plain text'),
    rating: z.number().int().min(1).max(5).nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'ClassComment', description: 'An approved comment on a class' });
export type ClassComment = z.infer<typeof classCommentSchema>;

export const classCommentPageSchema = pageOf(classCommentSchema).meta({
  id: 'ClassCommentPage',
  description: 'One page of approved comments of a class, newest first',
});
export type ClassCommentPage = z.infer<typeof classCommentPageSchema>;

export const classListInputSchema = z.object({ type: classTypeSchema, limit: listLimitSchema });
export const classDetailInputSchema = z.object({ slug: slugSchema });
export const classSuggestionInputSchema = z.object({ type: classTypeSchema, slug: slugSchema, limit: listLimitSchema });
export const classCommentInputSchema = z.object({ type: classTypeSchema, slug: slugSchema });
/** A page of a class's comments; any field beyond these is refused. */
export const classCommentPageInputSchema = z.strictObject({
  type: classTypeSchema,
  slug: slugSchema,
  ...pageQueryFields,
});
