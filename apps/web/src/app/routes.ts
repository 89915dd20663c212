import {
  ADMIN_PREFIX,
  BOOKING_PREFIX,
  MEMBER_SIGN_IN_PREFIX,
  MY_BOOKINGS_PATH,
  NEWSLETTER_CONFIRM_PREFIX,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '@app/contract/constants';
import type { Parser } from 'wouter';
import { lazyPage } from '../lib/chunk-reload';
import { withPageMessages } from './i18n';
import { appRoute as app, checkMiddleware, matchIn, type RouteDefinition, type RouteMatch } from './route-definition';

// The home page's messages are in the first catalogue; every other page waits for its own (i18n.ts).
const HomePage = lazyPage(() => import('../pages/home/HomePage'));
const JourneyPage = lazyPage(withPageMessages(() => import('../pages/journey/JourneyPage')));
const ClassPage = lazyPage(withPageMessages(() => import('../pages/class/ClassPage')));
const FacilitatorsPage = lazyPage(withPageMessages(() => import('../pages/facilitators/FacilitatorsPage')));
const FacilitatorPage = lazyPage(withPageMessages(() => import('../pages/facilitator/FacilitatorPage')));
const ContentPage = lazyPage(withPageMessages(() => import('../pages/content/ContentPage')));
const MediaPage = lazyPage(withPageMessages(() => import('../pages/media/MediaPage')));
const StoryPage = lazyPage(withPageMessages(() => import('../pages/story/StoryPage')));
const FaqPage = lazyPage(withPageMessages(() => import('../pages/faq/FaqPage')));
const CorporatePage = lazyPage(withPageMessages(() => import('../pages/corporate/CorporatePage')));
const ContactPage = lazyPage(withPageMessages(() => import('../pages/contact/ContactPage')));
const EmployeePage = lazyPage(withPageMessages(() => import('../pages/employee/EmployeePage')));
const UnauthorizedPage = lazyPage(withPageMessages(() => import('../pages/unauthorized/UnauthorizedPage')));
const NotFoundPage = lazyPage(withPageMessages(() => import('../pages/not-found/NotFoundPage')));
const UnsubscribePage = lazyPage(withPageMessages(() => import('../pages/unsubscribe/UnsubscribePage')));
const NewsletterConfirmPage = lazyPage(
  withPageMessages(() => import('../pages/newsletter-confirm/NewsletterConfirmPage')),
);
const BookingPage = lazyPage(withPageMessages(() => import('../pages/booking/BookingPage')));
const MyBookingsPage = lazyPage(withPageMessages(() => import('../pages/my-bookings/MyBookingsPage')));
const MemberSignInPage = lazyPage(withPageMessages(() => import('../pages/my-bookings/MemberSignInPage')));
/** SPEC section 2's public routes, by name and path. Order matters: the first match wins. The back office's are in
 * pages/admin/routes.ts. */
export const routes: RouteDefinition[] = [
  app('app.home', '/', HomePage),
  app('app.journey', '/session-classes', JourneyPage),
  app('app.counselor', '/facilitators', FacilitatorsPage),
  app('app.counselorDetail', '/facilitators/:slug', FacilitatorPage),
  app('app.method', '/about-us', ContentPage, { code: 'method' }),
  app('app.about', '/about', ContentPage, { code: 'about' }),
  app('app.corporate', '/corporate', CorporatePage, { code: 'corporate' }),
  app('app.corp.tnc', '/corporate/terms', ContentPage, { code: 'corporate-terms' }),
  app('app.corp.faq', '/corporate/faq', FaqPage, { code: 'corporate-faq' }),
  app('app.story', '/story', StoryPage, { code: 'story' }),
  app('app.self-decipline', '/ngakalin-self-decipline', ContentPage, { code: 'self-decipline' }),
  app('app.bermedia-sosial', '/bermedia-sosial', ContentPage, { code: 'bermedia-sosial' }),
  app('app.menyayangi-tubuh', '/menyayangi-tubuh', ContentPage, { code: 'menyayangi-tubuh' }),
  app('app.acknowledge', '/being-acknowledge', ContentPage, { code: 'acknowledge' }),
  app('app.class', '/class/:slug', ClassPage),
  app('app.media', '/media', MediaPage, { code: 'media' }),
  app('app.contact', '/contact', ContactPage, { code: 'contact' }),
  app('app.tnc', '/terms', ContentPage, { code: 'terms' }),
  app('app.privacy-policy', '/privacy-policy', ContentPage, { code: 'privacy-policy' }),
  app('app.terms-conditions', '/terms-conditions', ContentPage, { code: 'terms-conditions' }),
  app('app.faq', '/faq', FaqPage, { code: 'faq' }),
  app('app.employee', '/employee-assistance-program', EmployeePage, { layout: 'basic' }),
  app('app.unauthorized', '/unauthorized', UnauthorizedPage),
  app('app.404', '/404', NotFoundPage),
  // The links of newsletter emails (unsubscribe, confirmation): served noindex and never cached, like a booking's.
  app('app.unsubscribe', NEWSLETTER_UNSUBSCRIBE_PATH, UnsubscribePage),
  app('app.newsletter-confirm', `${NEWSLETTER_CONFIRM_PREFIX}:token`, NewsletterConfirmPage),
  // A booking's personal manage link (from its emails): served noindex and never cached.
  app('app.booking', `${BOOKING_PREFIX}:token`, BookingPage),
  // "My bookings" and its emailed sign-in link: a member's own data, served noindex and never cached.
  app('app.my-bookings', MY_BOOKINGS_PATH, MyBookingsPage),
  app('app.my-bookings.sign-in', `${MEMBER_SIGN_IN_PREFIX}:token`, MemberSignInPage),
];

/**
 * Whether the server renders this route's pages: every public page (the app and basic layouts, no
 * middleware of their own). The back office renders in the browser only, and its code never loads on
 * the server for a visitor's page.
 */
export const rendersOnServer = (route: RouteDefinition) => route.layout !== 'admin' && route.middleware.length === 0;

const notFoundRoute: RouteDefinition = app('app.404', '*', NotFoundPage);

const isBackOffice = (path: string) => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);

/**
 * The visitor's route matching a path, or the not-found page. Back-office paths are in the back office's own
 * table, which loads with it (`loadRoute`): here they are not found.
 */
export function findRoute(path: string, parser?: Parser): RouteMatch {
  return (!isBackOffice(path) && matchIn(routes, path, parser)) || { route: notFoundRoute, params: {} };
}

/** The route matching a path, the back office's included (its table loads first, in its own chunk). */
export async function loadRoute(path: string, parser?: Parser): Promise<RouteMatch> {
  if (!isBackOffice(path)) return findRoute(path, parser);
  const { adminRoutes } = await import('../pages/admin/routes');
  return matchIn(adminRoutes, path, parser) ?? { route: notFoundRoute, params: {} };
}

checkMiddleware(routes);
