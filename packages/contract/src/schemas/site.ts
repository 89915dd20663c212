import { z } from 'zod';
import { LOCALES, ROLES } from '../constants';
import { imageSchema, isoDateTimeSchema } from './common';

export const staticContentInputSchema = z.object({
  code: z
    .string({ error: /*i18n*/ 'Code is required.' })
    .trim()
    .min(1, /*i18n*/ 'Code is required.')
    .max(80, /*i18n*/ 'Code must be at most 80 characters.')
    .regex(
      /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/,
      /*i18n*/ 'Code may contain only lowercase letters, digits, hyphens and underscores.',
    )
    .describe('Page code, e.g. `about` (listed in docs/api.md)'),
});

export const staticContentSchema = z
  .strictObject({
    code: z.string(),
    title: z.string(),
    content: z.string().describe('Sanitised HTML'),
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'StaticContent', description: 'A single page of editable content' });
export type StaticContent = z.infer<typeof staticContentSchema>;

export const musicTrackSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    artist: z.string(),
    url: z.string(),
    mime: z.string(),
    durationSeconds: z.number().positive(),
  })
  .meta({ id: 'MusicTrack', description: 'A track of the music strip' });
export type MusicTrack = z.infer<typeof musicTrackSchema>;

export const siteSettingsSchema = z
  .strictObject({
    locales: z.strictObject({ available: z.array(z.enum(LOCALES)), default: z.enum(LOCALES) }),
    chatUrl: z.string().nullable().describe('Floating chat button target (e.g. a WhatsApp link)'),
    eapUrl: z.string().describe('External employee-assistance site'),
    analyticsId: z.string().nullable(),
    contact: z.strictObject({
      email: z.string(),
      phone: z.string(),
      address: z.string(),
      instagram: z.string().nullable(),
    }),
    musicTracks: z.array(musicTrackSchema),
    scheduleImage: imageSchema.nullable().describe('The class schedule image shown on /session-classes'),
    retentionMonths: z
      .number()
      .int()
      .describe('Personal details are erased after this many months without a booking, message or subscription'),
  })
  .meta({ id: 'SiteSettings', description: 'Public site settings' });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** A whole-number setting from `min` to `max`, each bound refused with its own message. */
const wholeNumber = (min: number, minMessage: string, max: number, maxMessage: string) =>
  z.number().int().min(min, minMessage).max(max, maxMessage);

/** Hours before a session starts, up to a week. */
const hoursBeforeSession = (minMessage: string) =>
  wholeNumber(0, minMessage, 168, /*i18n*/ 'At most 168 hours (a week).');

/**
 * How bookings work, stored as the site setting `booking` (absent or invalid: these defaults). Read on
 * the server only (`readBookingSettings` in the session generator).
 */
export const bookingSettingsSchema = z.object({
  horizonWeeks: wholeNumber(1, /*i18n*/ 'At least one week.', 52, /*i18n*/ 'At most 52 weeks.')
    .default(8)
    .describe('How many weeks ahead the sessions of weekly classes are dated'),
  promotionStopHours: hoursBeforeSession(/*i18n*/ 'Zero or more hours.')
    .default(2)
    .describe('The waiting list stops moving up this many hours before a session starts; then staff decide'),
  reminderHours: hoursBeforeSession(/*i18n*/ 'Zero or more hours (0: no reminders).')
    .default(24)
    .describe('Confirmed bookings are reminded by email this many hours before the session; 0 sends none'),
  checkInOpensHours: hoursBeforeSession(/*i18n*/ 'Zero or more hours (0: from the start).')
    .default(2)
    .describe('Staff can check people in from this many hours before a session starts'),
  takeAttendance: z
    .boolean()
    .default(true)
    .describe('Bookings (and guests) still unmarked when a session has ended become no-shows; off: left unmarked'),
  eraseAfterMonths: wholeNumber(6, /*i18n*/ 'At least 6 months.', 120, /*i18n*/ 'At most 120 months (10 years).')
    .default(24)
    .describe(
      'The daily retention job erases the personal details of anyone with no booking, message or subscription for this many months',
    ),
  noShowLimit: wholeNumber(0, /*i18n*/ 'Zero or more no-shows (0: off).', 100, /*i18n*/ 'At most 100 no-shows.')
    .nullable()
    .default(null)
    .describe(
      'An address with this many no-shows on sessions that started in the last 30 days cannot book online until an admin lifts it; null or 0: off',
    ),
});
export type BookingSettings = z.output<typeof bookingSettingsSchema>;
/** The booking settings as the back office reads and saves them: every field, nothing else. */
export const bookingSettingsFormSchema = bookingSettingsSchema.strict();

export const userSchema = z
  .strictObject({
    id: z.number().int(),
    email: z.email(),
    name: z.string(),
    role: z.enum(ROLES),
  })
  .meta({ id: 'User', description: 'A staff user' });
export type User = z.infer<typeof userSchema>;

export const oauthStartInputSchema = z.object({
  provider: z
    .string()
    .trim()
    .min(1, /*i18n*/ 'Provider is required.')
    .max(40)
    .regex(/^[a-z0-9-]+$/, /*i18n*/ 'Provider must be a lowercase name such as `google`.'),
});
export const oauthStartSchema = z
  .strictObject({ url: z.string().describe('Where to send the browser to sign in') })
  .meta({ id: 'AuthorizationUrl', description: "The identity provider's sign-in page" });

/** The identity providers staff may sign in with (names only; no secrets). */
export const identityProviderSchema = z.strictObject({ name: z.string(), label: z.string() });

export const pageMetaInputSchema = z.object({
  path: z
    .string({ error: /*i18n*/ 'Path is required.' })
    .max(300, /*i18n*/ 'Path must be at most 300 characters.')
    .regex(/^\/[^?#\s]*$/, /*i18n*/ 'Path must start with / and carry no query or fragment.')
    .describe('A public route path, e.g. `/class/morning-stillness`'),
  lang: z
    .enum(LOCALES)
    .optional()
    .describe('The `?lang=` the page was opened with: that language version is then its own canonical URL'),
});

export const pageMetaSchema = z
  .strictObject({
    status: z
      .union([z.literal(200), z.literal(404)])
      .describe('The HTTP status the page is served with; a 404 (unknown path, slug or draft) is marked noindex'),
    title: z.string().describe('The full document title'),
    description: z.string(),
    canonical: z
      .string()
      .nullable()
      .describe('Absolute canonical URL: the `?lang=` version asked for, else the bare URL (x-default); null on a 404'),
    image: z.string().nullable().describe('Absolute URL of the sharing image'),
    type: z.enum(['website', 'article', 'profile']).describe('OpenGraph type'),
    alternates: z
      .array(z.strictObject({ hreflang: z.string(), href: z.string() }))
      .describe('One link per language, then x-default; empty on a 404'),
    jsonLd: z
      .array(z.record(z.string(), z.unknown()))
      .describe(
        'schema.org data blocks: LocalBusiness (home), FAQPage (FAQ pages), Event or Service and BreadcrumbList (classes), Person and BreadcrumbList (facilitators)',
      ),
    preloadImage: z
      .strictObject({ href: z.string(), srcset: z.string(), sizes: z.string() })
      .nullable()
      .describe("The page's main image, as its <img> asks for it"),
  })
  .describe("A public page's title, description and sharing metadata");
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const sitemapEntrySchema = z.strictObject({
  path: z.string().describe('A public page path, e.g. `/class/morning-stillness`'),
  updatedAt: isoDateTimeSchema.nullable().describe("When the page's content last changed (the sitemap's lastmod)"),
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
