import { z } from 'zod';
import {
  adminSessionSchema,
  ATTENDANCE_STATES,
  BOOKING_SOURCES,
  bookedForFields,
  moveTargetFields,
} from './admin-sessions';
import { classTypeSchema } from './classes';
import { idPathSchema, idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { personSummarySchema } from './people';
import { consent } from './registrations';
import { BOOKING_STATUSES } from './sessions';

/**
 * The versioned REST surface for integrations (`/api/v1/…`, docs/api.md): lists are walked with an
 * opaque cursor (`?cursor&limit`), answering `{ items, next }`; `next` is null on the last page.
 */

/** The opaque cursor a page's `next` gave (sent back unchanged). */
export const cursorSchema = z
  .string()
  .trim()
  .min(1)
  .max(200, /*i18n*/ 'This cursor is not one a page gave.')
  .describe('The `next` of the previous page, unchanged; left out: the first page');

/** How many items a page holds at most. */
export const pageLimitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(100)
  .default(50)
  .describe('Items per page, 1–100 (50 when left out)');

/** One page of a cursor-paginated list: its items, and the cursor of the next page (null: the last). */
export function cursorPageSchema<T extends z.ZodType>(item: T, id: string, description: string) {
  return z
    .strictObject({
      items: z.array(item),
      next: z.string().nullable().describe('Send it back as `cursor` for the next page; null: this is the last page'),
    })
    .meta({ id, description });
}

/** `true`/`false` in a query string, or a boolean from a tRPC client. */
const queryBoolean = z.union([z.boolean(), z.stringbool()]);

/** GET /api/v1/sessions (admin.sessions.feed): dated sessions of every class, by start then id. */
export const sessionFeedQuerySchema = z
  .object({
    from: isoDateSchema.optional().describe('First day (YYYY-MM-DD) in the studio’s time zone; today when left out'),
    to: isoDateSchema.optional().describe('Last day (YYYY-MM-DD) in the studio’s time zone, included'),
    class: idPathSchema.optional().describe('Sessions of this class (its id) only'),
    type: classTypeSchema.optional().describe('Sessions of classes of this type only'),
    facilitator: idPathSchema.optional().describe('Sessions of classes this facilitator (counselor id) leads only'),
    available: queryBoolean
      .optional()
      .describe('true: only sessions one can still book: scheduled, not started, not private, with a seat left'),
    cursor: cursorSchema.optional(),
    limit: pageLimitSchema,
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    message: /*i18n*/ 'The last day is before the first.',
  });

export const sessionFeedSchema = cursorPageSchema(
  adminSessionSchema,
  'SessionPage',
  'One page of sessions, soonest first (by start, then id)',
);
export type SessionFeed = z.infer<typeof sessionFeedSchema>;

/** The body of POST /api/v1/sessions/{id}/bookings: someone booked on their behalf (an HR system, a front desk). */
export const apiBookingBodySchema = z
  .object({
    ...bookedForFields,
    consent: consent.describe('The person agreed that the studio keeps their details (must be true)'),
  })
  .meta({
    id: 'ApiBooking',
    description: 'Someone booked on their behalf',
    examples: [{ name: 'Sari Dewi', email: 'sari@example.com', phone: '+62 812 0000 0000', seats: 1, consent: true }],
  });

/** admin.sessions.book: the REST body with the session it books. */
export const apiBookingInputSchema = apiBookingBodySchema.extend({ sessionId: idSchema });

/** The path of /api/v1/sessions/{id}/… and /api/v1/bookings/{id}/…. */
export const idParamsSchema = z.object({ id: idPathSchema });

/** The body of POST /api/v1/bookings/{id}/reschedule. */
export const apiRescheduleBodySchema = z
  .object(moveTargetFields)
  .meta({ id: 'ApiReschedule', description: 'The session a booking moves to', examples: [{ sessionId: 42 }] });

/** GET /api/v1/bookings (admin.sessions.bookingChanges): every booking changed since a time, for syncing. */
export const bookingChangesQuerySchema = z.object({
  updated_since: isoDateTimeSchema
    .optional()
    .describe('Bookings changed at or after this instant (ISO 8601 with an offset); left out: every booking'),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});

export const syncedBookingSchema = z
  .strictObject({
    id: z.number().int(),
    sessionId: z.number().int(),
    classId: z.number().int(),
    status: z.enum(BOOKING_STATUSES),
    seats: z.number().int(),
    source: z.enum(BOOKING_SOURCES),
    name: z.string(),
    email: z.string().describe('Empty when none was given'),
    phone: z.string().describe('Empty when none was given'),
    attendance: z.enum(ATTENDANCE_STATES).nullable(),
    checkedInAt: z.string().nullable(),
    createdAt: z.string(),
    cancelledAt: z.string().nullable(),
    updatedAt: z.string().describe('When it last changed (ISO 8601, UTC, microseconds)'),
  })
  .meta({
    id: 'SyncedBooking',
    description: 'A booking as a sync sees it',
    examples: [
      {
        id: 1042,
        sessionId: 311,
        classId: 7,
        status: 'cancelled',
        seats: 1,
        source: 'api',
        name: 'Sari Dewi',
        email: 'sari@example.com',
        phone: '+62 812 0000 0000',
        attendance: null,
        checkedInAt: null,
        createdAt: '2026-12-01T03:04:05.000Z',
        cancelledAt: '2026-12-02T08:00:00.000Z',
        updatedAt: '2026-12-02T08:00:00.123456Z',
      },
    ],
  });
export type SyncedBooking = z.infer<typeof syncedBookingSchema>;

export const bookingChangesSchema = cursorPageSchema(
  syncedBookingSchema,
  'BookingChangesPage',
  'One page of bookings, oldest change first (by updatedAt, then id)',
);
export type BookingChanges = z.infer<typeof bookingChangesSchema>;

/** GET /api/v1/people: people found by part of a name, address or phone, their latest visit first. */
export const apiPeopleQuerySchema = z.object({
  q: z.string().trim().max(100).default('').describe('Part of a name, email address or phone number'),
  cursor: cursorSchema.optional(),
});

export const peoplePageSchema = cursorPageSchema(
  personSummarySchema,
  'PeoplePage',
  'One page of people, the latest visit first',
);
