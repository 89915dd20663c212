/**
 * A class's schedule, place and price (its `extendInfo`) and its sessions dated by hand: the parts of a class that
 * plug into its description (content-types/declarations/class.ts) with behaviour of their own.
 */
import { z } from 'zod';
import { isSupportedTimeZone } from '../time-zones';
import { sessionFormatSchema, weekdaySchema } from './classes';
import { isoDateSchema } from './common';
import { optionalLocalized, urlOrNull } from './content-parts';

const timeOrNull = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, /*i18n*/ 'Time must be HH:MM (24-hour).')
  .nullable();

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

/** A class's sessions dated by hand, as the API takes them (the whole list of upcoming ones, or none). */
export const classSessionsInputSchema = z
  .array(classSessionInputSchema)
  .max(100, /*i18n*/ 'At most 100 dates.')
  .optional()
  .describe(
    'Dated sessions given by hand: the whole list of upcoming ones (left out: they stay as they are). A booked ' +
      'session left out of it is kept, and the answer says so',
  );

/** A session dated by hand as the back office loads it. */
export const adminClassSessionSchema = z.strictObject({
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

/**
 * A class's rules between fields (its description's `check`): messages the server answers, so they live with the
 * schemas (the API's catalogue).
 */
export function checkClass(value: Record<string, any>, ctx: z.core.$RefinementCtx) {
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
}
