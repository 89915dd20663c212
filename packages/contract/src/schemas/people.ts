import { z } from 'zod';
import { idSchema } from './common';

/**
 * People (admin /admin/people, admins only): everyone who booked, was named as a guest with an address,
 * subscribed, wrote or asked for a private session, one person per normalised address (`lower(btrim(email))`).
 */
export const PEOPLE_SORTS = ['lastVisit', 'visits', 'noShows', 'name'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

export const PEOPLE_PAGE_SIZE = 50;

export const peopleQuerySchema = z.object({
  q: z.string().trim().max(100).default('').describe('Part of a name, email address or phone number'),
  sort: z.enum(PEOPLE_SORTS).default('lastVisit'),
  page: z.number().int().positive().max(10_000).default(1),
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

const instant = z.string().describe('ISO 8601 date-time');

export const personSummarySchema = z.strictObject({
  email: z.string().describe('The normalised address: lower case, no surrounding spaces'),
  names: z.array(z.string()).describe('Every name given with the address, as given, the latest first'),
  phones: z.array(z.string()).describe('Every phone number given, as given'),
  visits: z.number().int().describe('Confirmed bookings of sessions that have started'),
  lastVisitAt: instant.nullable(),
  noShows: z
    .number()
    .int()
    .nullable()
    .describe('Confirmed bookings and guest places of theirs marked no-show (null is kept for older clients)'),
  lastSeenAt: instant.describe('Their latest booking, guest place, sign-up, message or request'),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const peopleListSchema = z.strictObject({
  rows: z.array(personSummarySchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});

export const personInputSchema = z.object({ email: z.string().trim().min(1).max(320) });

export const personNoteInputSchema = z.object({
  email: z.string().trim().min(1).max(320),
  body: z
    .string()
    .trim()
    .min(1, { error: /*i18n*/ 'Write the note.' })
    .max(4000, { error: /*i18n*/ 'Keep the note under 4,000 characters.' }),
});

const personBookingSchema = z.strictObject({
  id: idSchema,
  sessionId: idSchema,
  classId: idSchema.describe('Its class: a move goes to another session of it'),
  class: z.string(),
  startsAt: instant.describe('The session’s start, with the offset of the class’s time zone'),
  timeZone: z.string(),
  seats: z.number().int(),
  status: z.enum(['confirmed', 'waitlisted', 'cancelled']),
  upcoming: z.boolean(),
  waitlistedNeverPromoted: z.boolean().describe('Still on the waiting list when the session started'),
  checkedIn: z.boolean(),
  attendance: z.enum(['attended', 'no_show']).nullable().describe('What the roster recorded; null: not marked'),
  lateCancel: z.boolean().describe('Cancelled by staff after the online deadline'),
  name: z.string(),
  phone: z.string(),
  source: z.string(),
  bookedAt: instant,
  guests: z.array(z.strictObject({ seat: z.number().int(), name: z.string(), email: z.string().nullable() })),
});
export type PersonBooking = z.infer<typeof personBookingSchema>;

export const personDetailSchema = z.strictObject({
  email: z.string(),
  names: z.array(z.string()),
  phones: z.array(z.string()),
  bookings: z.array(personBookingSchema).describe('Upcoming first (soonest first), then past (latest first)'),
  asGuest: z.array(
    z.strictObject({
      bookingId: idSchema,
      sessionId: idSchema,
      class: z.string(),
      startsAt: instant,
      timeZone: z.string(),
      status: z.enum(['confirmed', 'waitlisted', 'cancelled']),
      name: z.string(),
      bookedBy: z.string(),
    }),
  ),
  newsletter: z
    .strictObject({
      state: z.enum(['subscribed', 'unconfirmed', 'unsubscribed']),
      name: z.string().nullable(),
      language: z.string(),
      since: instant,
    })
    .nullable(),
  messages: z.array(
    z.strictObject({
      id: idSchema,
      name: z.string(),
      phone: z.string().nullable(),
      topic: z.string().nullable(),
      message: z.string(),
      status: z.enum(['new', 'handled']),
      sentAt: instant,
    }),
  ),
  privateRequests: z.array(
    z.strictObject({
      id: idSchema,
      class: z.string(),
      name: z.string(),
      phone: z.string(),
      status: z.enum(['new', 'proposed', 'confirmed', 'declined']),
      preferredTimes: z.string(),
      message: z.string().nullable(),
      sentAt: instant,
    }),
  ),
  totals: z.strictObject({
    visits: z.number().int(),
    visits30: z.number().int(),
    visits90: z.number().int(),
    visits365: z.number().int(),
    noShows: z.number().int().nullable().describe('Bookings and guest places marked no-show'),
    attended: z.number().int().describe('Bookings and guest places marked attended'),
  }),
  noShowPause: z
    .strictObject({
      noShows: z.number().int().describe('No-shows on sessions that started in the last 30 days, since the last lift'),
      limit: z.number().int().describe('The booking setting `noShowLimit`'),
    })
    .nullable()
    .describe('Set when the no-show policy pauses their online booking (an admin can lift it)'),
  notes: z.array(
    z.strictObject({
      id: idSchema,
      body: z.string(),
      author: z.string().nullable().describe('The staff member who wrote it; null once their account is gone'),
      createdAt: instant,
    }),
  ),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;
