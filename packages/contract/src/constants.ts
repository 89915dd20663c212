export const CLASS_TYPES = ['PRIVATE_SESSION', 'REGULAR', 'WORKSHOP_AND_EVENT'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];

/** Regular classes run Tuesday to Sunday; Monday is the studio's day off. */
export const WEEKDAYS = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const COUNSELOR_GROUPS = ['employee-assistance', 'coach'] as const;
export type CounselorGroup = (typeof COUNSELOR_GROUPS)[number];

/**
 * The languages the site speaks, in the order menus list them: each BCP 47 tag with the language's
 * name in itself (so a visitor finds theirs whatever is showing) and its OpenGraph form
 * (language_TERRITORY). A new language starts with one line here; the compiler and the tests then
 * point at every translation it needs (docs/i18n.md, "Adding a language").
 */
export const LANGUAGES = {
  en: { name: 'English', ogLocale: 'en_US' },
  es: { name: 'Español', ogLocale: 'es_ES' },
  fr: { name: 'Français', ogLocale: 'fr_FR' },
  'pt-BR': { name: 'Português (Brasil)', ogLocale: 'pt_BR' },
  'zh-CN': { name: '简体中文', ogLocale: 'zh_CN' },
  id: { name: 'Bahasa Indonesia', ogLocale: 'id_ID' },
} as const satisfies Record<string, { name: string; ogLocale: string }>;
export type Locale = keyof typeof LANGUAGES;
export const LOCALES = Object.keys(LANGUAGES) as readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'en';

export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const FAQ_SCOPES = ['general', 'corporate'] as const;
export type FaqScope = (typeof FAQ_SCOPES)[number];

/** Static content codes, named after the page that shows them. */
export const STATIC_CONTENT_CODES = [
  'home',
  'journey',
  'counselor',
  'media',
  'method',
  'about',
  'story',
  'self-decipline',
  'bermedia-sosial',
  'menyayangi-tubuh',
  'acknowledge',
  'contact',
  'corporate',
  'corporate-terms',
  'corporate-faq',
  'terms',
  'privacy-policy',
  'terms-conditions',
  'faq',
] as const;
export type StaticContentCode = (typeof STATIC_CONTENT_CODES)[number];

export const COOKIE_NAMES = {
  token: 'token',
  locale: 'locale',
  intendedUrl: 'intended_url',
  xsrf: 'XSRF-TOKEN',
  /** The visitor's explicit light/dark choice, so the server renders the page in it. */
  theme: 'theme',
  /** A member's sealed "My bookings" session (httpOnly: scripts never read it; never a staff token). */
  member: 'member_session',
  /** Which staff accounts signed in from this browser (sealed, httpOnly): a new device is asked for an emailed code. */
  staffDevice: 'staff_device',
} as const;
export const XSRF_HEADER = 'x-xsrf-token';

/** Days a "remember me" token cookie and the locale cookie persist. */
export const PERSISTENT_COOKIE_DAYS = 365;

/** Widths of the WebP variants made for every stored image. */
export const IMAGE_WIDTHS = [320, 640, 1280, 1920] as const;

/**
 * The `sizes` of each page's main image. The SPA draws the image with it, and the server preloads the
 * same variant from the page's head, so the browser fetches it before the app has even started.
 */
export const IMAGE_SIZES = {
  classPage: '(min-width: 1152px) 720px, (min-width: 900px) 62vw, 100vw',
  facilitatorPage: '(min-width: 1152px) 440px, (min-width: 900px) 40vw, 100vw',
  homeHero: '(min-width: 1152px) 640px, (min-width: 900px) 56vw, 100vw',
} as const;

/**
 * Why a sign-in with an identity provider did not complete. The callback sends the browser to
 * `/admin/login?error=<code>` (a code, never free text) and the page shows its own message for it.
 */
export const SIGN_IN_ERROR_CODES = [
  'expired',
  'unavailable',
  'not-confirmed',
  'email-unverified',
  'no-account',
  'disabled',
  'unknown-provider',
] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

/** The studio's IANA time zone: the back office's days and scheduled publishing times are in it. */
export const STUDIO_TIME_ZONE = 'Asia/Jakarta';

/** The refusal `reason` of a sensitive procedure without a fresh second factor (403): ask for one, then retry. */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';
/** The refusal `reason` when the policy requires a factor this account has not set up (403): only setup is open. */
export const SECOND_FACTOR_SETUP_REQUIRED = 'SECOND_FACTOR_SETUP_REQUIRED';
