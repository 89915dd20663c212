import { z } from 'zod';
import { CLASS_TYPES, LOCALES } from '../constants';
import { BOOKING_SOURCES } from './admin-sessions';
import { idSchema, isoDateSchema } from './common';

/**
 * Reports (admin /admin/reports): figures for a period of days on the studio's clock (STUDIO_TIME_ZONE),
 * compared with the period of the same length just before it. Figures only, never people: editors may read
 * them. Every figure is computed in the database.
 */

/** ISO weekday: 1 Monday … 7 Sunday. */
export const REPORT_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const MAX_REPORT_DAYS = 800;

export const reportQuerySchema = z
  .object({
    from: isoDateSchema.describe('First day (YYYY-MM-DD) on the studio’s clock, included'),
    to: isoDateSchema.describe('Last day (YYYY-MM-DD) on the studio’s clock, included'),
    classId: idSchema.optional().describe('Only this class'),
    classType: z.enum(CLASS_TYPES).optional().describe('Only classes of this type'),
    counselorId: idSchema.optional().describe('Only classes this facilitator leads'),
    weekday: z
      .number()
      .int()
      .min(1)
      .max(7)
      .optional()
      .describe('Only sessions starting on this ISO weekday (1 Monday … 7 Sunday) on the studio’s clock'),
    hour: z
      .number()
      .int()
      .min(0)
      .max(23)
      .optional()
      .describe('Only sessions starting in this hour on the studio’s clock'),
    language: z
      .enum(LOCALES)
      .optional()
      .describe('Only bookings made in this language (booking figures; session and seat figures ignore it)'),
  })
  .refine((query) => query.from <= query.to, {
    error: /*i18n*/ 'The period must end on or after its first day.',
    path: ['to'],
  })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < MAX_REPORT_DAYS, {
    error: /*i18n*/ 'Choose a period of at most two years.',
    path: ['from'],
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;

const count = z.number().int().nonnegative();

/** The figures of one period; each has the same meaning in the current and the previous period. */
export const reportFiguresSchema = z.strictObject({
  sessionsHeld: count.describe('Sessions not cancelled that started in the period, up to now'),
  sessionsUpcoming: count.describe('Sessions not cancelled in the period that have not started yet'),
  sessionsCancelled: count.describe('Sessions in the period that were cancelled'),
  seatsOffered: count.describe('Capacity of the sessions not cancelled (a session’s own capacity, else its class’s)'),
  seatsBooked: count.describe('Seats of confirmed bookings of those sessions (each guest is a seat)'),
  fillRate: z.number().min(0).nullable().describe('seatsBooked / seatsOffered; null when no seat was offered'),
  attended: count.describe('Bookers and guests marked attended'),
  noShows: count.describe('Bookers and guests marked no-show'),
  lateCancels: count.describe('Bookings staff cancelled after the online deadline'),
  turnedAway: count.describe('Bookings still on a waiting list when their session started (never promoted)'),
  turnedAwaySeats: count.describe('The seats those bookings asked for'),
  newPeople: count.describe('People (normalised addresses) whose first visit was in the period'),
  returningPeople: count.describe('People who visited in the period and had visited before it'),
  stoppedPeople: count.describe(
    'People with 3 or more visits whose last visit was 60 days before a day of the period (they stopped in it)',
  ),
  newsletterConfirmed: count.describe('Newsletter sign-ups confirmed in the period'),
  newsletterUnsubscribed: count.describe('Unsubscribes in the period'),
  newsletterIssuesSent: count.describe('Newsletter issues sent in the period'),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const reportSchema = z.strictObject({
  from: isoDateSchema,
  to: isoDateSchema,
  previousFrom: isoDateSchema.describe('The previous period: as many days, just before `from`'),
  previousTo: isoDateSchema,
  timeZone: z.string().describe('The studio’s clock the days and hours are on'),
  current: reportFiguresSchema,
  previous: reportFiguresSchema,
  /** Per class and starting hour: where a waiting list turned people away (the signal for adding a session). */
  turnedAway: z.array(
    z.strictObject({
      classId: idSchema,
      class: z.string().describe('The class’s title in the back office’s language'),
      hour: z.number().int().min(0).max(23),
      bookings: count,
      seats: count,
    }),
  ),
  /** Seats of confirmed bookings by the session's weekday and starting hour (cells with none left out). */
  heatMap: z.array(
    z.strictObject({ weekday: z.number().int().min(1).max(7), hour: z.number().int().min(0).max(23), seats: count }),
  ),
  bySource: z.array(z.strictObject({ source: z.enum(BOOKING_SOURCES), bookings: count, seats: count })),
  byLanguage: z.array(z.strictObject({ language: z.string(), bookings: count, seats: count })),
});
export type Report = z.infer<typeof reportSchema>;
