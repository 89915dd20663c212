import { z } from 'zod';
import { LOCALES } from '../constants';
import { emailSchema } from './auth';
import { bookedClassFields, bookingStateFields, classSessionSchema, waitlistPositionSchema } from './sessions';

/** "My bookings": a member asks for a sign-in link to the address their bookings hold. */
export const memberLinkInputSchema = z.object({
  email: emailSchema.describe('The address the bookings were made with'),
  locale: z
    .enum(LOCALES, { error: /*i18n*/ 'Choose one of the site’s languages.' })
    .optional()
    .describe('The language of the email; the request’s Accept-Language when absent'),
});
export type MemberLinkInput = z.input<typeof memberLinkInputSchema>;

export const memberLinkResultSchema = z
  .strictObject({
    ok: z.literal(true),
    message: z
      .string()
      .describe('The same words whatever the address holds: “If this address has bookings with us, …”'),
  })
  .meta({ id: 'MemberLinkRequested', description: 'The same answer for every address' });

/** The secret of an emailed sign-in link (`/my-bookings/sign-in/{token}`): 32 random bytes, base64url. */
export const memberSignInInputSchema = z.object({
  token: z
    .string({ error: /*i18n*/ 'This link is not valid.' })
    .regex(/^[A-Za-z0-9_-]{43}$/, /*i18n*/ 'This link is not valid.')
    .describe('The token of the emailed sign-in link'),
});

/** Whom an unused sign-in link signs in, read without using it: the page asks "Continue as …?" first. */
export const memberLinkAddressSchema = z
  .strictObject({ email: z.string().describe('The address the link signs in as') })
  .meta({ id: 'MemberLinkAddress', description: 'The address an unused sign-in link is for' });

export const memberSignedInSchema = z
  .strictObject({
    email: z.string().describe('The address signed in as'),
    expiresAt: z.string().describe('ISO 8601: when the member session ends (30 days)'),
  })
  .meta({ id: 'MemberSession', description: 'A member session, set as the `member_session` cookie' });

export const memberBookingSchema = z
  .strictObject({
    ...bookingStateFields,
    waitlistPosition: waitlistPositionSchema.describe('Place on the waiting list; null unless waitlisted'),
    class: z.strictObject(bookedClassFields),
    session: classSessionSchema,
    cancellable: z.boolean().describe('Whether it can still be cancelled online'),
    cancelUntil: z.string().describe('ISO 8601 in the class’s zone: online cancellation closes then'),
    managePath: z.string().describe('The booking’s manage page (`/booking/{token}`): what it offers, it offers here'),
  })
  .meta({ id: 'MemberBooking', description: 'One of a member’s bookings' });
export type MemberBooking = z.infer<typeof memberBookingSchema>;

export const memberPrivateRequestSchema = z
  .strictObject({
    id: z.number().int(),
    class: z.strictObject({ slug: z.string(), title: z.string().describe('In the request locale') }),
    status: z.enum(['new', 'proposed', 'confirmed', 'declined']),
    requestedAt: z.string().describe('ISO 8601 (UTC)'),
    preferredDates: z.array(z.string()).describe('YYYY-MM-DD, in the class’s zone'),
    proposedStartsAt: z.string().nullable().describe('ISO 8601 in the class’s zone, once the studio proposes a time'),
    timeZone: z.string().describe('IANA time zone of the class'),
  })
  .meta({ id: 'MemberPrivateRequest', description: 'A private-session request and its state' });
export type MemberPrivateRequest = z.infer<typeof memberPrivateRequestSchema>;

export const NEWSLETTER_STATES = ['subscribed', 'pending', 'unsubscribed', 'none'] as const;

export const memberBookingsSchema = z
  .strictObject({
    email: z.string().describe('The signed-in address'),
    upcoming: z.array(memberBookingSchema).describe('Sessions not ended yet, the latest first'),
    past: z.array(memberBookingSchema).describe('Sessions ended, the latest first'),
    requests: z.array(memberPrivateRequestSchema).describe('Private-session requests, newest first'),
    newsletter: z.enum(NEWSLETTER_STATES).describe('`pending`: signed up, not confirmed yet; `none`: never signed up'),
    calendarFeedUrl: z
      .string()
      .describe(
        'The private calendar feed of the confirmed bookings (`https://…/calendar/{secret}.ics`; `webcal://` too)',
      ),
  })
  .meta({ id: 'MemberBookings', description: 'Everything “My bookings” shows a signed-in member' });
export type MemberBookings = z.infer<typeof memberBookingsSchema>;

export const memberNewsletterResultSchema = z
  .strictObject({ newsletter: z.enum(NEWSLETTER_STATES) })
  .meta({ id: 'MemberNewsletter', description: 'The member’s newsletter subscription now' });

export const memberCalendarFeedSchema = z
  .strictObject({ calendarFeedUrl: z.string().describe('The new feed URL; the old one answers 404 from now on') })
  .meta({ id: 'MemberCalendarFeed', description: 'The member’s calendar feed, reset' });
