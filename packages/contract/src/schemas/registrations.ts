import { z } from 'zod';
import { emailSchema } from './auth';
import { idSchema, slugSchema } from './common';
import { LOCALES } from '../constants';
import { CONTACT_TOPICS, MAX_SEATS_PER_REGISTRATION } from '../registration-rules';

/** A field people never see; bots fill it. A filled one is answered like a success and stored nowhere. */
export const honeypot = z.string().max(500).optional().describe('Leave empty (spam trap)');
export const consent = z.literal(true, { error: /*i18n*/ 'Please agree so we can keep your details.' });
export const personName = z
  .string()
  .trim()
  .min(1, /*i18n*/ 'Name is required.')
  .max(120, /*i18n*/ 'Name must be at most 120 characters.');
/**
 * At least five digits, an optional leading +, spaces and ( ) . - between them. The OpenAPI document
 * shows this pattern for the untrimmed value, so it holds whether or not the spaces around are trimmed
 * first ("+     " passes neither).
 */
const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){5,}[\s().-]*$/;
export const phone = z
  .string({ error: /*i18n*/ 'Phone is required.' })
  .trim()
  .max(40, /*i18n*/ 'Phone must be at most 40 characters.')
  .regex(PHONE_PATTERN, /*i18n*/ 'Enter a phone number such as +62 812 3456 7890.');

/** Optional contact details typed in for someone (a guest, a booking at the door): empty is "not given". */
const notGivenWhenEmpty = (detail: z.ZodString) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(detail.nullable());
export const optionalEmail = notGivenWhenEmpty(emailSchema);
export const optionalPhone = notGivenWhenEmpty(phone);

/** The person who books or asks for a session: their name, email and phone, each required. */
export const personFields = { name: personName, email: emailSchema, phone };

export const newsletterInputSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(120).optional(),
  consent,
  website: honeypot,
});
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

/** The token of a newsletter link (confirmation or unsubscribe), from its email. */
export const newsletterTokenInputSchema = z.object({
  token: z
    .string({ error: /*i18n*/ 'This link is not valid.' })
    .regex(/^[A-Za-z0-9_-]{10,100}$/, /*i18n*/ 'This link is not valid.')
    .describe('The token of the link in the email'),
});

/** Which link of a newsletter email: the sign-up's confirmation, or unsubscribing. */
export const NEWSLETTER_LINK_KINDS = ['confirm', 'unsubscribe'] as const;
export type NewsletterLinkKind = (typeof NEWSLETTER_LINK_KINDS)[number];

export const newsletterLinkInputSchema = newsletterTokenInputSchema.extend({
  kind: z.enum(NEWSLETTER_LINK_KINDS).describe('The confirmation link or the unsubscribe link'),
});
export type NewsletterLinkInput = z.infer<typeof newsletterLinkInputSchema>;

/** Whom an emailed newsletter link is for, so its page says what a click will do, in their language. */
export const newsletterLinkSchema = z.strictObject({
  email: z.string(),
  locale: z.enum(LOCALES).describe('The language the subscriber signed up in (their emails are in it)'),
  state: z
    .enum(['pending', 'subscribed', 'unsubscribed'])
    .describe('Waiting for confirmation, receiving the newsletter, or unsubscribed'),
});
export type NewsletterLink = z.infer<typeof newsletterLinkSchema>;

/** A guest on one of a booking's seats beyond the first: a name, and optionally an address to email. */
export const guestSchema = z
  .object({
    name: personName,
    email: optionalEmail.describe(
      'When given, the guest is emailed the confirmation and the reminder, in the booker’s language',
    ),
  })
  .meta({ id: 'Guest', description: 'A guest on a seat beyond the first' });
export const guestsSchema = z
  .array(guestSchema)
  .max(MAX_SEATS_PER_REGISTRATION - 1, /*i18n*/ 'At most one guest per seat beyond your own.')
  .describe('Guests on the seats beyond the first, in seat order: at most `seats − 1`');

/** How a person attends a hybrid class: in the room, or through the meeting link. */
export const ATTENDANCE_MODES = ['in-person', 'online'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];
export const attendanceModeSchema = z.enum(ATTENDANCE_MODES, {
  error: /*i18n*/ 'Choose how you will join: in person or online.',
});
/** A booking's attendanceMode as shown: how the person joins a hybrid class; null for other classes. */
export const bookingAttendanceModeSchema = attendanceModeSchema
  .nullable()
  .describe('How the person joins a hybrid class (in person or online); null for in-person and online classes');

export const classRegistrationInputSchema = z.object({
  slug: slugSchema,
  sessionId: idSchema
    .optional()
    .describe('The session booked (`GET /api/app/class/{slug}/sessions`); required when the class has sessions'),
  ...personFields,
  seats: z
    .number({ error: /*i18n*/ 'Choose the number of seats.' })
    .int()
    .min(1, /*i18n*/ 'At least one seat.')
    .max(MAX_SEATS_PER_REGISTRATION, /*i18n*/ 'At most 10 seats.'),
  message: z.string().trim().max(2000, /*i18n*/ 'Message must be at most 2000 characters.').optional(),
  guests: guestsSchema.optional(),
  attendanceMode: attendanceModeSchema
    .optional()
    .describe(
      'How the person joins a hybrid class: in person (the email gives the place and map) or online (the ' +
        'email gives the meeting link). Left out for a hybrid class (older clients): in person. Ignored for ' +
        'in-person and online classes, whose bookings store none.',
    ),
  consent,
  website: honeypot,
});
export type ClassRegistrationInput = z.input<typeof classRegistrationInputSchema>;

export const contactInputSchema = z.object({
  name: personName,
  email: emailSchema,
  phone: phone.optional().or(z.literal('')),
  topic: z.enum(CONTACT_TOPICS).optional(),
  message: z
    .string()
    .trim()
    .min(1, /*i18n*/ 'Message is required.')
    .max(5000, /*i18n*/ 'Message must be at most 5000 characters.'),
  website: honeypot,
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const submissionResultSchema = z.strictObject({ ok: z.literal(true) }).meta({ id: 'Ok', description: 'Done' });
export const classRegistrationResultSchema = z
  .strictObject({
    status: z.enum(['confirmed', 'waitlisted']).describe('Waitlisted when the session has too few seats left'),
    seats: z.number().int(),
    seatsLeft: z.number().int().nullable().describe('Seats still free in the session; null when unlimited'),
    sessionId: z.number().int().nullable().describe('The session booked'),
    startsAt: z.string().nullable().describe('Its start, ISO 8601 with the offset of the class’s time zone'),
    manageUrl: z
      .null()
      .describe(
        'Always null: the personal link to see, add to a calendar or cancel the booking is emailed only, so the ' +
          'answer is the same whether or not the address already holds a booking of the session',
      ),
  })
  .meta({ id: 'ClassRegistrationResult', description: 'What became of a class registration' });
