import { z } from 'zod';
import { classSessionInputSchema } from './admin';
import { classTypeSchema } from './classes';
import { idSchema, isoDateSchema, rowsOf } from './common';
import { bookingAttendanceModeSchema, optionalEmail, optionalPhone, personName } from './registrations';
import { BOOKING_STATUSES, SESSION_STATUSES } from './sessions';

/** generated: from a weekly class's day and time; manual: dated by staff; private: a confirmed private session. */
export const SESSION_KINDS = ['generated', 'manual', 'private'] as const;
/**
 * How a booking was made: online, at the door, by staff, from a private-session request, or by an
 * integration with an API key (`POST /api/v1/sessions/{id}/bookings`).
 */
export const BOOKING_SOURCES = ['web', 'walk-in', 'staff', 'private-request', 'api'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const PRIVATE_REQUEST_STATUSES = ['new', 'proposed', 'confirmed', 'declined'] as const;
export type PrivateRequestStatus = (typeof PRIVATE_REQUEST_STATUSES)[number];
/** Whether someone with a confirmed booking (or a guest of one) came; null on a roster: not marked yet. */
export const ATTENDANCE_STATES = ['attended', 'no_show'] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

/** The most seats staff may give one booking at the door. */
const MAX_STAFF_SEATS = 100;

const pages = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
};

/** The longest notes and messages staff write, with what a longer one is told. */
const TEXT_LIMITS = { 500: /*i18n*/ 'At most 500 characters.', 1000: /*i18n*/ 'At most 1000 characters.' };

/** Empty text is "not given". */
const optionalText = (max: keyof typeof TEXT_LIMITS) =>
  z
    .string()
    .trim()
    .max(max, TEXT_LIMITS[max])
    .nullish()
    .transform((value) => value || null);

// ---- sessions ----------------------------------------------------------------------------------

export const adminSessionQuerySchema = z
  .object({
    classId: idSchema.optional().describe('Sessions of this class only'),
    from: isoDateSchema.optional().describe('First day (YYYY-MM-DD) in the studio’s time zone; today when left out'),
    to: isoDateSchema.optional().describe('Last day (YYYY-MM-DD) in the studio’s time zone, included'),
    status: z.enum(['all', ...SESSION_STATUSES]).default('all'),
    ...pages,
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    message: /*i18n*/ 'The last day is before the first.',
  });

export const adminSessionSchema = z
  .strictObject({
    id: z.number().int(),
    class: z.strictObject({
      id: z.number().int(),
      slug: z.string(),
      title: z.string().describe('In English'),
      classType: classTypeSchema,
    }),
    kind: z.enum(SESSION_KINDS),
    startsAt: z.string().describe('ISO 8601 with the offset of the class’s time zone'),
    endsAt: z.string().describe('ISO 8601 with the offset of the class’s time zone'),
    timeZone: z.string(),
    status: z.enum(SESSION_STATUSES),
    note: z.string().nullable(),
    capacity: z.number().int().nullable().describe('Seats of the session (its own, else the class’s); null: unlimited'),
    ownCapacity: z.number().int().nullable().describe('The session’s own capacity; null: the class’s'),
    seatsTaken: z.number().int().describe('Seats held by confirmed bookings'),
    seatsLeft: z.number().int().nullable().describe('null when unlimited; never below 0'),
    seatsWaitlisted: z.number().int().describe('Seats asked for by bookings on the waiting list'),
    seatsCheckedIn: z.number().int().describe('Seats of confirmed bookings checked in'),
  })
  .meta({ id: 'AdminSession', description: 'A dated session with its seats, as staff see it' });
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminSessionListSchema = rowsOf(adminSessionSchema);

/** The dashboard: today's and tomorrow's sessions (days in the studio's time zone). */
export const sessionDaysSchema = z.strictObject({
  days: z.array(z.strictObject({ date: isoDateSchema, sessions: z.array(adminSessionSchema) })),
});

/** The dashboard's "Today": the studio's day, its sessions, and the next one (the first not yet ended). */
export const sessionsTodaySchema = z
  .strictObject({
    date: isoDateSchema.describe('Today in the studio’s time zone'),
    sessions: z.array(adminSessionSchema),
    nextSessionId: z
      .number()
      .int()
      .nullable()
      .describe('The first of today’s sessions (not cancelled) that has not ended yet; null when none is left'),
  })
  .meta({ id: 'SessionsToday', description: 'Today’s sessions for the back office dashboard' });
export type SessionsToday = z.infer<typeof sessionsTodaySchema>;

export const sessionIdInputSchema = z.object({ sessionId: idSchema });
export const bookingIdInputSchema = z.object({ bookingId: idSchema });

/** One booking of a roster. Names and contact details are null for editors (admins only see people). */
export const rosterBookingSchema = z
  .strictObject({
    id: z.number().int(),
    status: z.enum(BOOKING_STATUSES),
    seats: z.number().int(),
    attendanceMode: bookingAttendanceModeSchema,
    source: z.enum(BOOKING_SOURCES),
    createdAt: z.string(),
    promotedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    checkedInAt: z.string().nullable().describe('When it was marked attended'),
    attendance: z
      .enum(ATTENDANCE_STATES)
      .nullable()
      .describe('null: not marked yet (the no-show job marks what is left once the session has ended)'),
    attendanceMarkedAt: z.string().nullable(),
    attendanceMarkedBy: z
      .string()
      .nullable()
      .describe('The staff member who marked it (admins only); null when unmarked or marked by the no-show job'),
    lateCancel: z.boolean().describe('Cancelled by staff after the class’s online cancellation deadline'),
    waitlistPosition: z.number().int().nullable().describe('1 is next; null unless waitlisted'),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string().nullable(),
    guests: z
      .array(
        z.strictObject({
          id: z.number().int(),
          name: z.string(),
          email: z.string().nullable(),
          attendance: z.enum(ATTENDANCE_STATES).nullable(),
          attendanceMarkedAt: z.string().nullable(),
          attendanceMarkedBy: z.string().nullable(),
        }),
      )
      .describe('The guests named on the seats beyond the first (admins only; empty for editors)'),
    movesBooking: z
      .boolean()
      .describe('A place held on this waiting list for another date’s booking moving here (it keeps its seats there)'),
  })
  .meta({ id: 'RosterBooking', description: 'A booking on a session’s roster' });
export type RosterBooking = z.infer<typeof rosterBookingSchema>;

export const rosterSchema = z
  .strictObject({
    session: adminSessionSchema,
    personalData: z.boolean().describe('false for editors: names and contact details are left out'),
    confirmed: z.array(rosterBookingSchema),
    waitlisted: z.array(rosterBookingSchema).describe('In order: the first is promoted first'),
    cancelled: z.array(rosterBookingSchema),
    checkInOpensAt: z
      .string()
      .describe(
        'From when people can be checked in (the booking setting `checkInOpensHours` before the start), ISO 8601 with the offset of the class’s time zone',
      ),
    unmarked: z.number().int().describe('Confirmed bookings and their guests whose attendance is not marked yet'),
    takeAttendance: z
      .boolean()
      .describe('The booking setting: unmarked bookings become no-shows once the session ends'),
  })
  .meta({ id: 'Roster', description: 'A session with its bookings: confirmed, the waiting list in order, cancelled' });
export type Roster = z.infer<typeof rosterSchema>;

const overCapacity = z
  .boolean()
  .default(false)
  .describe('Confirm even when the session has too few seats left (staff decide)');

/** Someone booked by staff or an integration: only a name is required (the REST API adds consent). */
export const bookedForFields = {
  name: personName,
  email: optionalEmail.describe('When given, they are emailed the booking with its manage link'),
  phone: optionalPhone,
  seats: z
    .number({ error: /*i18n*/ 'Choose the number of seats.' })
    .int()
    .min(1, /*i18n*/ 'At least one seat.')
    .max(MAX_STAFF_SEATS, /*i18n*/ 'At most 100 seats.'),
};

/** Someone at the door: confirmed when the seats fit (or staff override the capacity). */
export const walkInInputSchema = z.object({
  sessionId: idSchema,
  ...bookedForFields,
  overCapacity,
  source: z
    .enum(['walk-in', 'staff'])
    .default('walk-in')
    .describe('walk-in: someone at the door (the roster); staff: booked for them by staff (their page)'),
});
export type WalkInInput = z.input<typeof walkInInputSchema>;

export const promoteInputSchema = z.object({ bookingId: idSchema, overCapacity });
/** Staff move a booking to another session of its class, whatever the online cut-off. */
/** Where a booking moves to (the REST API's reschedule body too). */
export const moveTargetFields = {
  sessionId: idSchema.describe('An upcoming session of the same class'),
  joinWaitingList: z.boolean().optional().describe('When it is full: hold a place on its waiting list, seats kept'),
};
export const moveBookingInputSchema = z.object({ bookingId: idSchema, ...moveTargetFields });
export const checkInInputSchema = z.object({ bookingId: idSchema, checkedIn: z.boolean() });
/** A booking (or, with `guestId`, one of its guests) marked attended or no-show; null takes the mark back. */
export const markAttendanceInputSchema = z.object({
  bookingId: idSchema,
  guestId: idSchema.optional().describe('A guest of the booking: marks the guest, not the booker'),
  state: z.enum(ATTENDANCE_STATES).nullable(),
});
/**
 * "Check in everyone present": after marking who came (or who did not), everyone still unmarked on the
 * roster (confirmed bookings and their guests) gets `state` in one go; marks made are kept.
 */
export const markRestInputSchema = z.object({ sessionId: idSchema, state: z.enum(ATTENDANCE_STATES) });

export const sessionUpdateInputSchema = z.object({
  sessionId: idSchema,
  capacity: classSessionInputSchema.shape.capacity,
  note: optionalText(500),
});
export type SessionUpdateInput = z.input<typeof sessionUpdateInputSchema>;

/** A dated session added by hand (a workshop date, an extra meeting). */
export const sessionCreateInputSchema = classSessionInputSchema.extend({ classId: idSchema });

// ---- private-session requests ------------------------------------------------------------------

export const privateRequestQuerySchema = z.object({
  status: z.enum(['all', ...PRIVATE_REQUEST_STATUSES]).default('all'),
  ...pages,
});

export const privateRequestSchema = z
  .strictObject({
    id: z.number().int(),
    createdAt: z.string(),
    status: z.enum(PRIVATE_REQUEST_STATUSES),
    class: z.strictObject({ id: z.number().int(), slug: z.string(), title: z.string() }),
    timeZone: z.string().describe('The class’s: proposed times are in it'),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    preferredTimes: z.string(),
    preferredDates: z.array(z.string()),
    message: z.string().nullable(),
    locale: z.string().describe('The language the person wrote in: their emails are in it'),
    proposedStartsAt: z.string().nullable().describe('ISO 8601 with the offset of the class’s time zone'),
    sessionId: z.number().int().nullable().describe('The private session, once confirmed'),
  })
  .meta({ id: 'PrivateSessionRequest', description: 'A private session asked for, as staff handle it' });
export type PrivateRequest = z.infer<typeof privateRequestSchema>;

export const privateRequestListSchema = rowsOf(privateRequestSchema);

const startsAt = classSessionInputSchema.shape.startsAt;

/** Staff propose a date and time; the person is emailed it. */
export const privateRequestProposeSchema = z.object({
  id: idSchema,
  startsAt,
  message: optionalText(1000).describe('Added to the email'),
});

/** Confirmed at the proposed time unless another is given: a private session and its booking are made. */
export const privateRequestConfirmSchema = z.object({ id: idSchema, startsAt: startsAt.optional() });

export const privateRequestDeclineSchema = z.object({ id: idSchema, message: optionalText(1000) });
