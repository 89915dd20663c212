/**
 * The one list of the site's public paths. The server answers 200 for these and 404 (the SPA's
 * not-found page, `noindex`) for anything else; the sitemap lists the indexable ones; page metadata
 * takes each content page's title from its static content. The SPA's route table
 * (apps/web/src/app/routes.ts) is checked against it by a test, so the two cannot drift apart.
 */

/** Public pages without a slug, each with the static content whose title is the page title. Listed in the sitemap. */
export const PUBLIC_PAGES = {
  '/': 'home',
  '/session-classes': 'journey',
  '/facilitators': 'counselor',
  '/about-us': 'method',
  '/about': 'about',
  '/corporate': 'corporate',
  '/corporate/terms': 'corporate-terms',
  '/corporate/faq': 'corporate-faq',
  '/story': 'story',
  '/ngakalin-self-decipline': 'self-decipline',
  '/bermedia-sosial': 'bermedia-sosial',
  '/menyayangi-tubuh': 'menyayangi-tubuh',
  '/being-acknowledge': 'acknowledge',
  '/media': 'media',
  '/contact': 'contact',
  '/terms': 'terms',
  '/privacy-policy': 'privacy-policy',
  '/terms-conditions': 'terms-conditions',
  '/faq': 'faq',
} as const satisfies Record<string, string>;
export type PublicPagePath = keyof typeof PUBLIC_PAGES;

/** Pages of one published record each: `/class/{slug}`, `/facilitators/{slug}`. */
export const DETAIL_PAGE_PREFIXES = { class: '/class/', facilitator: '/facilitators/' } as const;

/** SPA pages that exist but are not content to index: utility pages, a redirect and the back office. */
export const APP_PAGES = ['/unauthorized', '/employee-assistance-program'] as const;

/**
 * A booking's personal manage page, `/booking/{token}` (the link in its emails). It shows a person's
 * booking, so it is served `noindex` and `no-store`: never in a search engine, never kept by a cache.
 */
export const BOOKING_PREFIX = '/booking/';
/** A newsletter sign-up's confirmation page, `/newsletter/confirm/{token}`: private like a booking's. */
export const NEWSLETTER_CONFIRM_PREFIX = '/newsletter/confirm/';
/** The unsubscribe page of a newsletter email's link, `/newsletter/unsubscribe?token=…`: private too. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** The emailed links that choose a staff password (the token is the credential): `/admin/invitation/{token}`, `/admin/reset-password/{token}`. */
export const INVITATION_PREFIX = '/admin/invitation/';
export const PASSWORD_RESET_PREFIX = '/admin/reset-password/';
/** The first-admin setup link a production server logs on an empty database, `/admin/setup/{token}`. */
export const FIRST_ADMIN_SETUP_PREFIX = '/admin/setup/';

/** "My bookings": a member's own page (private: noindex, never cached). */
export const MY_BOOKINGS_PATH = '/my-bookings';
/** The emailed sign-in link to "My bookings", `/my-bookings/sign-in/{token}` (single use, 30 minutes). */
export const MEMBER_SIGN_IN_PREFIX = '/my-bookings/sign-in/';

/**
 * Every page whose path ends in a secret token: manage links, sign-up confirmations and staff links. The
 * server never writes such a token to its log (it redacts the segment after these prefixes).
 */
export const TOKEN_PAGE_PREFIXES = [
  BOOKING_PREFIX,
  NEWSLETTER_CONFIRM_PREFIX,
  INVITATION_PREFIX,
  PASSWORD_RESET_PREFIX,
  FIRST_ADMIN_SETUP_PREFIX,
  MEMBER_SIGN_IN_PREFIX,
] as const;

/** The characters of a manage token (base64url); whether the token exists is the page's business. */
const BOOKING_TOKEN = /^[A-Za-z0-9_-]+$/;

/** Whether a page carries personal data: served `noindex`, never cached, left out of the sitemap. */
export function isPrivatePath(rawPath: string): boolean {
  const path = normalizePath(rawPath);
  return (
    path === NEWSLETTER_UNSUBSCRIBE_PATH ||
    path === MY_BOOKINGS_PATH ||
    [BOOKING_PREFIX, NEWSLETTER_CONFIRM_PREFIX, MEMBER_SIGN_IN_PREFIX].some(
      (prefix) => path.startsWith(prefix) && BOOKING_TOKEN.test(path.slice(prefix.length)),
    )
  );
}

/** The newsletter link a page's address holds (path, and query string for the unsubscribe page), or null. */
export function newsletterLinkOf(
  rawPath: string,
  search: URLSearchParams,
): { kind: 'confirm' | 'unsubscribe'; token: string } | null {
  const path = normalizePath(rawPath);
  if (path === NEWSLETTER_UNSUBSCRIBE_PATH) {
    const token = search.get('token');
    return token ? { kind: 'unsubscribe', token } : null;
  }
  if (isPrivatePath(path) && path.startsWith(NEWSLETTER_CONFIRM_PREFIX)) {
    return { kind: 'confirm', token: path.slice(NEWSLETTER_CONFIRM_PREFIX.length) };
  }
  return null;
}

/** The back office: client-side routes under one prefix, kept out of search engines by robots.txt. */
export const ADMIN_PREFIX = '/admin';

/** Where `/employee-assistance-program` sends the browser (the configured EAP_URL). */
export const EAP_PATH = '/employee-assistance-program';

export type SitePath =
  | { kind: 'page'; path: PublicPagePath; code: string }
  | { kind: 'class'; slug: string }
  | { kind: 'facilitator'; slug: string }
  | { kind: 'app' }
  | { kind: 'unknown' };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `/about/` and `/about` are one page. */
export const normalizePath = (path: string): string => path.replace(/\/+$/, '') || '/';

/**
 * What a path (no query, no fragment) names. A detail page's slug is only checked for form here;
 * whether that class or facilitator is published is the page metadata's business.
 */
export function classifyPath(rawPath: string): SitePath {
  const path = normalizePath(rawPath);
  if (Object.hasOwn(PUBLIC_PAGES, path)) {
    return { kind: 'page', path: path as PublicPagePath, code: PUBLIC_PAGES[path as PublicPagePath] };
  }
  for (const kind of ['class', 'facilitator'] as const) {
    const prefix = DETAIL_PAGE_PREFIXES[kind];
    if (path.startsWith(prefix)) {
      const slug = path.slice(prefix.length);
      return SLUG.test(slug) ? { kind, slug } : { kind: 'unknown' };
    }
  }
  if (
    (APP_PAGES as readonly string[]).includes(path) ||
    isPrivatePath(path) ||
    path === ADMIN_PREFIX ||
    path.startsWith(`${ADMIN_PREFIX}/`)
  ) {
    return { kind: 'app' };
  }
  return { kind: 'unknown' };
}
