import { z } from 'zod';
import { earliestToday, PAST_DATE_MESSAGE } from '../time-zones';
import { idSchema, isoDateSchema, slugSchema } from './common';
import {
  attendanceModeSchema,
  bookingAttendanceModeSchema,
  consent,
  guestsSchema,
  honeypot,
  personFields,
} from './registrations';
import { MAX_SEATS_PER_REGISTRATION } from '../registration-rules';

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export const BOOKING_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Where a class happens. */
export const sessionFormatSchema = z.enum(['in-person', 'online', 'hybrid']);

/** What a booking's manage page and "My bookings" both show of it, beside its own fields. */
export const bookingStateFields = {
  status: z.enum(BOOKING_STATUSES),
  seats: z.number().int().positive(),
  attendanceMode: bookingAttendanceModeSchema,
};
export const waitlistPositionSchema = z.number().int().positive().nullable();
export const bookedClassFields = {
  slug: z.string(),
  title: z.string().describe('In the request locale'),
  format: sessionFormatSchema,
};

/** How many upcoming sessions a class's page and answers list. */
export const NEXT_SESSIONS_LIMIT = 8;

export const classSessionSchema = z
  .strictObject({
    id: z.number().int(),
    startsAt: z.string().describe('Start, ISO 8601 with the offset of the class’s time zone at that instant'),
    endsAt: z.string().describe('End, ISO 8601 with the offset of the class’s time zone at that instant'),
    timeZone: z.string().describe('IANA time zone of the class, e.g. Asia/Jakarta'),
    capacity: z.number().int().positive().nullable().describe('Seats of this session; null when unlimited'),
    seatsLeft: z.number().int().nonnegative().nullable().describe('Seats still free; null when unlimited'),
    status: z.enum(SESSION_STATUSES).describe('`cancelled` sessions cannot be booked'),
  })
  .meta({ id: 'ClassSession', description: 'One dated session of a class' });
export type ClassSession = z.infer<typeof classSessionSchema>;

export const classSessionsInputSchema = z.object({ slug: slugSchema });

/**
 * The secret of a personal manage link (`/booking/{token}`), base64url: 40 bytes signed by the server
 * (54 characters), or 32 random bytes (43) for links emailed before links were signed.
 */
export const bookingTokenSchema = z
  .string({ error: /*i18n*/ 'This link is not valid.' })
  .regex(/^[A-Za-z0-9_-]{40,64}$/, /*i18n*/ 'This link is not valid.')
  .describe('The token of a personal manage link');
export const bookingTokenInputSchema = z.object({ token: bookingTokenSchema });

export const bookingSchema = z
  .strictObject({
    status: bookingStateFields.status,
    name: z.string().describe('Who booked'),
    seats: bookingStateFields.seats,
    attendanceMode: bookingStateFields.attendanceMode,
    waitlistPosition: waitlistPositionSchema.describe('Place on the waiting list (1 is next); null unless waitlisted'),
    class: z.strictObject({
      ...bookedClassFields,
      location: z.string().nullable().describe('Venue, in the request locale'),
    }),
    session: classSessionSchema,
    cancellable: z.boolean().describe('Whether it can still be cancelled online'),
    cancelUntil: z
      .string()
      .describe('ISO 8601: online cancellation closes then (the class’s cut-off before the start)'),
    calendarUrl: z.string().describe('An iCalendar file of this one session'),
    guests: z
      .array(z.strictObject({ name: z.string(), email: z.string().nullable() }))
      .describe('The guests named on the seats beyond the first, in seat order'),
    pendingMove: z
      .strictObject({
        session: classSessionSchema.describe('The date asked for, which was full'),
        waitlistPosition: z.number().int().positive().describe('Place on that date’s waiting list (1 is next)'),
      })
      .nullable()
      .describe(
        'A move to another date waiting for a place there: the booking keeps its seats on `session` until ' +
          'then, when it moves by itself (and is emailed). Null when none.',
      ),
  })
  .meta({ id: 'Booking', description: 'A booking of one session, as its manage link shows it' });
export type Booking = z.infer<typeof bookingSchema>;

/** Moving a booking to another date of its class (`POST /api/app/booking/{token}/reschedule`'s body). */
export const rescheduleBodySchema = z.object({
  sessionId: idSchema.describe('The session to move to: an upcoming one of the same class'),
  joinWaitingList: z
    .boolean()
    .optional()
    .describe(
      'When that session has too few places: join its waiting list, keeping the current seats until a ' +
        'place opens there (then the booking moves by itself). Without it, a full session answers 409.',
    ),
});
/** A booking's seats (and guests) changed through its link (`POST /api/app/booking/{token}/seats`'s body). */
export const seatsBodySchema = z.object({
  seats: z
    .number({ error: /*i18n*/ 'Choose the number of seats.' })
    .int()
    .min(1, /*i18n*/ 'At least one seat.')
    .max(MAX_SEATS_PER_REGISTRATION, /*i18n*/ 'At most 10 seats.')
    .describe('The seats the booking holds from now on: more (up to what is left) or fewer'),
  guests: guestsSchema
    .optional()
    .describe('The guests from now on, in seat order (at most `seats − 1`); left out: the same guests, cut to fit'),
});
export const seatsInputSchema = bookingTokenInputSchema.extend(seatsBodySchema.shape);
/** How the person joins a hybrid class, changed through its link (`POST /api/app/booking/{token}/attendance-mode`'s body). */
export const attendanceModeBodySchema = z.object({
  attendanceMode: attendanceModeSchema.describe('How the person joins from now on: in person or online'),
});
export const attendanceModeInputSchema = bookingTokenInputSchema.extend(attendanceModeBodySchema.shape);
export const rescheduleInputSchema = bookingTokenInputSchema.extend(rescheduleBodySchema.shape);
export type RescheduleInput = z.input<typeof rescheduleInputSchema>;

/** A booking's session as an iCalendar file (what its `calendarUrl` serves). */
export const bookingCalendarFileSchema = z.strictObject({
  filename: z.string().describe('`{class slug}.ics`'),
  ics: z.string().describe('RFC 5545, one VEVENT'),
});

/** A private session is asked for: the studio proposes a date from the person's preferences. */
export const privateSessionRequestInputSchema = z.object({
  slug: slugSchema,
  ...personFields,
  preferredTimes: z
    .string({ error: /*i18n*/ 'Tell us which days and times suit you.' })
    .trim()
    .min(1, /*i18n*/ 'Tell us which days and times suit you.')
    .max(500, /*i18n*/ 'At most 500 characters.')
    .describe('Preferred days and times, in the person’s words'),
  preferredDates: z
    .array(isoDateSchema)
    .max(3, /*i18n*/ 'Choose at most three dates.')
    // Past everywhere; the server then checks today on the class's clock (one message, on the list).
    .refine((dates) => dates.every((date) => date >= earliestToday(Date.now())), PAST_DATE_MESSAGE)
    .default([])
    .describe('Up to three preferred dates (YYYY-MM-DD) in the class’s time zone, none before today there'),
  message: z.string().trim().max(2000, /*i18n*/ 'Message must be at most 2000 characters.').optional(),
  consent,
  website: honeypot,
});
export type PrivateSessionRequestInput = z.input<typeof privateSessionRequestInputSchema>;
