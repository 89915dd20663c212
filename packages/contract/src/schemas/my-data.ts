import { z } from 'zod';
import { ATTENDANCE_STATES } from './admin-sessions';
import { BOOKING_STATUSES } from './sessions';

const instant = z.string().describe('ISO 8601 date-time');
const maybeInstant = instant.nullable();

const exportedBookingSchema = z.strictObject({
  id: z.number().int(),
  class: z.string().describe('The class, in the language of the request'),
  classSlug: z.string(),
  startsAt: instant,
  endsAt: instant,
  timeZone: z.string().describe('The class’s IANA time zone'),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  seats: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  language: z.string(),
  source: z.string().describe('How the booking was made (the website, staff, a walk-in)'),
  bookedAt: instant,
  promotedAt: maybeInstant,
  cancelledAt: maybeInstant,
  checkedInAt: maybeInstant,
  attendance: z
    .enum(ATTENDANCE_STATES)
    .nullable()
    .describe('Whether the person came, as the studio marked it; null: not marked'),
  lateCancel: z.boolean().describe('Cancelled by the studio after the online cancellation deadline'),
  guests: z
    .array(z.strictObject({ seat: z.number().int(), name: z.string(), email: z.string().nullable() }))
    .describe('The guests named on the booking’s other seats'),
});

const exportedRequestSchema = z.strictObject({
  id: z.number().int(),
  class: z.string(),
  classSlug: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  preferredDates: z.array(z.string()),
  preferredTimes: z.string(),
  message: z.string().nullable(),
  status: z.string(),
  proposedStartsAt: maybeInstant,
  language: z.string(),
  sentAt: instant,
  updatedAt: instant,
});

const exportedMessageSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  topic: z.string().nullable(),
  message: z.string(),
  status: z.string(),
  language: z.string(),
  sentAt: instant,
  handledAt: maybeInstant,
});

const exportedSubscriptionSchema = z.strictObject({
  email: z.string(),
  name: z.string().nullable(),
  language: z.string(),
  consentedAt: instant,
  confirmedAt: maybeInstant,
  unsubscribedAt: maybeInstant,
});

/** "Download my data": everything stored about one email address (docs/privacy.md). */
export const myDataSchema = z
  .strictObject({
    email: z.string(),
    exportedAt: instant,
    bookings: z.array(exportedBookingSchema),
    asGuest: z
      .array(
        z.strictObject({
          class: z.string(),
          classSlug: z.string(),
          startsAt: instant,
          timeZone: z.string(),
          status: z.enum(BOOKING_STATUSES),
          name: z.string(),
          addedAt: instant,
        }),
      )
      .describe('Bookings someone else made that name the address as a guest'),
    privateSessionRequests: z.array(exportedRequestSchema),
    messages: z.array(exportedMessageSchema).describe('What was written through the contact form'),
    newsletter: exportedSubscriptionSchema.nullable(),
    emails: z
      .array(z.strictObject({ subject: z.string(), queuedAt: instant, sentAt: maybeInstant }))
      .describe('The emails sent (or about to be sent) to the address'),
    staffNotes: z
      .array(z.strictObject({ note: z.string(), writtenAt: instant }))
      .describe('What the studio’s staff wrote about the person (the right of access covers it)'),
    noShowLifts: z
      .array(z.strictObject({ liftedAt: instant }))
      .describe('When staff lifted the pause of online booking after no-shows (the no-show policy)'),
  })
  .meta({ id: 'MyData', description: 'Everything the studio stores about one email address' });
export type MyData = z.infer<typeof myDataSchema>;

/** "Delete my data": what the erasure did. */
export const myDataErasureSchema = z
  .strictObject({
    erased: z.literal(true),
    cancelledBookings: z.number().int().describe('Upcoming bookings cancelled (their waiting lists moved)'),
  })
  .meta({ id: 'MyDataErasure' });
export type MyDataErasure = z.infer<typeof myDataErasureSchema>;
