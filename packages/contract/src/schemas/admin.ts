import { z } from 'zod';
import { CONTENT_STATUSES, FAQ_SCOPES } from '../constants';
import { classTypeSchema, sessionFormatSchema, weekdaySchema } from './classes';
import {
  idSchema,
  imageSchema,
  isoDateSchema,
  isoDateTimeSchema,
  localizedTextSchema,
  slugSchema,
  versionSchema,
} from './common';
import { counselorGroupSchema } from './counselors';
import { clientType } from '../content-types/declarations/client';
import { facilitatorType } from '../content-types/declarations/facilitator';
import { faqType } from '../content-types/declarations/faq';
import { mediaArticleType } from '../content-types/declarations/media-article';
import { slideType } from '../content-types/declarations/slide';
import { storyType } from '../content-types/declarations/story';
import { isSupportedTimeZone } from '../time-zones';
import {
  adminItem,
  checkSchedule,
  INVALID_URL,
  optionalLocalized,
  schedule,
  statusSchema,
  storedLocalized,
  storedSchedule,
  UNPUBLISH_BEFORE_PUBLISH,
  urlOrNull,
  versioned,
} from './content-parts';

export { checkSchedule, INVALID_URL, UNPUBLISH_BEFORE_PUBLISH };

const timeOrNull = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, /*i18n*/ 'Time must be HH:MM (24-hour).')
  .nullable();

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

export const adminListResultSchema = z.strictObject({ rows: z.array(adminListRowSchema), total: z.number().int() });
export type AdminListResult = z.infer<typeof adminListResultSchema>;

export const byIdSchema = z.object({ id: idSchema });
export const deleteInputSchema = z.object({ id: idSchema, version: versionSchema });

// ---- scheduled publishing -----------------------------------------------------------------------

const written = {
  status: statusSchema.default('draft'),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
  ...schedule,
};

// ---- classes -----------------------------------------------------------------------------------

export const classExtendInfoInputSchema = z
  .object({
    day: weekdaySchema.nullable().default(null),
    startTime: timeOrNull.default(null),
    endTime: timeOrNull.default(null),
    timeZone: z
      .string()
      .trim()
      .refine(isSupportedTimeZone, /*i18n*/ 'Choose a time zone from the list, e.g. Asia/Jakarta.')
      .default('Asia/Jakarta')
      .describe('IANA time zone of the times (one of Intl.supportedValuesOf("timeZone"), or UTC)'),
    startDate: isoDateSchema.nullable().default(null),
    endDate: isoDateSchema.nullable().default(null),
    durationMinutes: z
      .number()
      .int()
      .positive()
      .max(24 * 60)
      .nullable()
      .default(null),
    format: sessionFormatSchema.default('in-person'),
    location: optionalLocalized.nullable().default(null),
    onlineUrl: urlOrNull.default(null).describe('Meeting link: sent to registrants by email, never shown publicly'),
    price: z.number().nonnegative().max(1_000_000_000).nullable().default(null),
    currency: z
      .string()
      .trim()
      .length(3, /*i18n*/ 'Use a 3-letter currency code such as IDR.')
      .toUpperCase()
      .default('IDR'),
  })
  .default({} as never);

/** A real calendar date (not 2027-02-30) in a year PostgreSQL and JavaScript agree on (see `isoDateTimeSchema`). */
const realDate = (value: string) => {
  const date = value.slice(0, 10);
  const parsed = new Date(`${date}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date && Number(value.slice(0, 4)) >= 1000
  );
};
const SESSION_TIME_MESSAGE = /*i18n*/ 'Use a date and time such as 2027-01-09T09:00.';
const sessionTime = z
  .string({ error: SESSION_TIME_MESSAGE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/, SESSION_TIME_MESSAGE)
  .refine(realDate, SESSION_TIME_MESSAGE)
  .describe(
    'ISO 8601 date and time; without an offset (`2027-01-09T09:00`), a wall-clock time in the class’s time zone',
  );

/** A dated session of a class given by hand (a workshop's dates, an extra meeting). */
export const classSessionInputSchema = z.object({
  startsAt: sessionTime,
  endsAt: sessionTime,
  capacity: z
    .number()
    .int()
    .positive()
    .max(10_000)
    .nullable()
    .default(null)
    .describe('Seats of this session; null: the class’s capacity'),
  note: z
    .string()
    .trim()
    .max(500, /*i18n*/ 'At most 500 characters.')
    .nullable()
    .default(null)
    .transform((v) => v || null),
});
export type ClassSessionInput = z.input<typeof classSessionInputSchema>;

export const classInputSchema = z
  .object({
    slug: slugSchema,
    classType: classTypeSchema,
    title: localizedTextSchema,
    summary: localizedTextSchema,
    description: localizedTextSchema.describe('Rich text HTML per locale; sanitised on the server'),
    imageId: idSchema.nullable().default(null),
    extendInfo: classExtendInfoInputSchema,
    capacity: z.number().int().positive().max(10_000).nullable().default(null),
    facilitatorIds: z.array(idSchema).max(10).default([]),
    sessions: z
      .array(classSessionInputSchema)
      .max(100, /*i18n*/ 'At most 100 dates.')
      .optional()
      .describe(
        'Dated sessions given by hand: the whole list of upcoming ones (left out: they stay as they are). A booked ' +
          'session left out of it is kept, and the answer says so',
      ),
    ...written,
  })
  .superRefine((value, ctx) => {
    checkSchedule(value, ctx);
    if (value.classType === 'PRIVATE_SESSION' && value.sessions && value.sessions.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['sessions'],
        message: /*i18n*/ 'Private sessions have no public dates: they are arranged with each person.',
      });
    }
    if (value.classType === 'REGULAR' && !value.extendInfo.day) {
      ctx.addIssue({
        code: 'custom',
        path: ['extendInfo', 'day'],
        message: /*i18n*/ 'A regular class needs a day from Tuesday to Sunday.',
      });
    }
    const { startDate, endDate } = value.extendInfo;
    if (startDate && endDate && endDate < startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['extendInfo', 'endDate'],
        message: /*i18n*/ 'The end date is before the start date.',
      });
    }
  });
export type ClassInput = z.input<typeof classInputSchema>;
export const classUpdateSchema = z.object({ ...versioned, data: classInputSchema });
const adminClassSessionSchema = z.strictObject({
  id: z.number().int(),
  startsAt: z.string().describe('ISO 8601 with the offset of the class’s time zone'),
  endsAt: z.string().describe('ISO 8601 with the offset of the class’s time zone'),
  capacity: z.number().int().nullable(),
  note: z.string().nullable(),
  status: z.enum(['scheduled', 'cancelled']),
});

/** What a class save did to its upcoming sessions (a changed weekday or time, changed workshop dates). */
export const sessionChangesSchema = z
  .strictObject({
    added: z.number().int().describe('Sessions dated by the new schedule'),
    removed: z.number().int().describe('Sessions without bookings that the schedule no longer has, deleted'),
    keptBooked: z
      .array(
        z.strictObject({
          id: z.number().int(),
          startsAt: z.string().describe('ISO 8601 with the offset of the class’s time zone'),
          activeBookings: z.number().int().describe('Confirmed and waitlisted bookings'),
        }),
      )
      .describe('Sessions the schedule no longer has but people booked: left as they were, for staff to decide'),
  })
  .describe('Upcoming sessions changed by this save');

export const adminClassSchema = adminItem({
  slug: z.string(),
  classType: classTypeSchema,
  title: storedLocalized,
  summary: storedLocalized,
  description: storedLocalized,
  imageId: z.number().int().nullable(),
  extendInfo: z.record(z.string(), z.unknown()).describe('As stored, meeting link included'),
  capacity: z.number().int().nullable(),
  facilitatorIds: z.array(z.number().int()),
  sessions: z
    .array(adminClassSessionSchema)
    .describe('Upcoming sessions dated by hand (not the generated weekly ones)'),
  status: statusSchema,
  sortOrder: z.number().int(),
  ...storedSchedule,
}).extend({ sessionChanges: sessionChangesSchema.optional() });

// ---- facilitators: described once, in content-types/ (issue 34) ----------------------------------

export const counselorInputSchema = facilitatorType.input;
export type CounselorInput = z.input<typeof counselorInputSchema>;
export const counselorUpdateSchema = facilitatorType.update;
export const adminCounselorSchema = facilitatorType.admin;

// ---- media articles and stories: described once, in content-types/ (issue 34) ---------------------

export const mediaInputSchema = mediaArticleType.input;
export type MediaInput = z.input<typeof mediaInputSchema>;
export const mediaUpdateSchema = mediaArticleType.update;
export const storyInputSchema = storyType.input;
export type StoryInput = z.input<typeof storyInputSchema>;
export const storyUpdateSchema = storyType.update;
export const adminMediaSchema = mediaArticleType.admin;
export const adminStorySchema = storyType.admin;

// ---- slider, clients, FAQ ----------------------------------------------------------------------

// The home page's slides: described once, in content-types/ (issue 34).
export const slideInputSchema = slideType.input;
export type SlideInput = z.input<typeof slideInputSchema>;
export const slideUpdateSchema = slideType.update;
export const adminSlideSchema = slideType.admin;

// Corporate clients and FAQ items: described once, in content-types/ (issue 34).
export const clientInputSchema = clientType.input;
export type ClientInput = z.input<typeof clientInputSchema>;
export const clientUpdateSchema = clientType.update;
export const adminClientSchema = clientType.admin;
export const faqInputSchema = faqType.input;
export type FaqInput = z.input<typeof faqInputSchema>;
export const faqUpdateSchema = faqType.update;
export const adminFaqSchema = faqType.admin;

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
