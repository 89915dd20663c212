import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute, type Parser } from 'wouter';
import { BOOKING_PREFIX, NEWSLETTER_CONFIRM_PREFIX, type Role } from '@app/contract/constants';
import { type LazyPage, lazyPage } from '../lib/chunk-reload';
import type { AdminPageName } from '../pages/admin/registry';
import { resolveMiddleware } from './guards';

type LayoutName = 'app' | 'basic' | 'admin';

interface PageProps {
  params: Record<string, string | undefined>;
  route: RouteDefinition;
}

export interface RouteDefinition {
  name: string;
  path: string;
  layout: LayoutName;
  middleware: readonly string[];
  page: LazyPage<PageProps>;
  /** The static content code a content page shows. */
  code?: string;
}

const HomePage = lazyPage(() => import('../pages/home/HomePage'));
const JourneyPage = lazyPage(() => import('../pages/journey/JourneyPage'));
const ClassPage = lazyPage(() => import('../pages/class/ClassPage'));
const FacilitatorsPage = lazyPage(() => import('../pages/facilitators/FacilitatorsPage'));
const FacilitatorPage = lazyPage(() => import('../pages/facilitator/FacilitatorPage'));
const ContentPage = lazyPage(() => import('../pages/content/ContentPage'));
const MediaPage = lazyPage(() => import('../pages/media/MediaPage'));
const StoryPage = lazyPage(() => import('../pages/story/StoryPage'));
const FaqPage = lazyPage(() => import('../pages/faq/FaqPage'));
const CorporatePage = lazyPage(() => import('../pages/corporate/CorporatePage'));
const ContactPage = lazyPage(() => import('../pages/contact/ContactPage'));
const EmployeePage = lazyPage(() => import('../pages/employee/EmployeePage'));
const UnauthorizedPage = lazyPage(() => import('../pages/unauthorized/UnauthorizedPage'));
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage'));
const UnsubscribePage = lazyPage(() => import('../pages/unsubscribe/UnsubscribePage'));
const NewsletterConfirmPage = lazyPage(() => import('../pages/newsletter-confirm/NewsletterConfirmPage'));
const BookingPage = lazyPage(() => import('../pages/booking/BookingPage'));
// The back office: one chunk a visitor never downloads.
const adminPage = (name: AdminPageName) =>
  lazyPage(() =>
    import('../pages/admin/registry').then((m) => ({ default: m.adminPages[name] as ComponentType<PageProps> })),
  );
const AdminLoginPage = adminPage('AdminLoginPage');
const AdminWelcomePage = adminPage('AdminWelcomePage');
const AdminSettingsPage = adminPage('AdminSettingsPage');
const AdminClassListPage = adminPage('AdminClassListPage');
const AdminClassEditPage = adminPage('AdminClassEditPage');
const AdminSliderListPage = adminPage('AdminSliderListPage');
const AdminSlideEditPage = adminPage('AdminSlideEditPage');
const AdminSchedulePage = adminPage('AdminSchedulePage');
const AdminCounselorListPage = adminPage('AdminCounselorListPage');
const AdminCounselorEditPage = adminPage('AdminCounselorEditPage');
const AdminMediaListPage = adminPage('AdminMediaListPage');
const AdminMediaEditPage = adminPage('AdminMediaEditPage');
const AdminStoryListPage = adminPage('AdminStoryListPage');
const AdminStoryEditPage = adminPage('AdminStoryEditPage');
const AdminPageEditorPage = adminPage('AdminPageEditorPage');
const AdminFaqPage = adminPage('AdminFaqPage');
const AdminClientsPage = adminPage('AdminClientsPage');
const AdminRegistrantsPage = adminPage('AdminRegistrantsPage');
const AdminAuditPage = adminPage('AdminAuditPage');
const AdminImagesPage = adminPage('AdminImagesPage');
const AdminTrashPage = adminPage('AdminTrashPage');
const AdminSessionsPage = adminPage('AdminSessionsPage');
const AdminRosterPage = adminPage('AdminRosterPage');
const AdminPrivateRequestsPage = adminPage('AdminPrivateRequestsPage');
const AdminNewsletterListPage = adminPage('AdminNewsletterListPage');
const AdminNewsletterEditPage = adminPage('AdminNewsletterEditPage');
const AdminBookingSettingsPage = adminPage('AdminBookingSettingsPage');
const AdminStaffPage = adminPage('AdminStaffPage');
const AdminForgotPasswordPage = adminPage('AdminForgotPasswordPage');
const AdminSetPasswordPage = adminPage('AdminSetPasswordPage');

const app = (
  name: string,
  path: string,
  page: RouteDefinition['page'],
  extra: Partial<RouteDefinition> = {},
): RouteDefinition => ({
  name,
  path,
  page,
  layout: 'app',
  middleware: [],
  ...extra,
});

/** A back-office route: the admin layout, signed-in staff only. */
const admin = (name: string, path: string, page: RouteDefinition['page'], extra: Partial<RouteDefinition> = {}) =>
  app(name, path, page, { layout: 'admin', middleware: ['authenticated-only'], ...extra });

/** SPEC section 2's public routes, by name and path. Order matters: the first match wins. */
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
  app('app.unsubscribe', '/newsletter/unsubscribe', UnsubscribePage),
  // The confirmation link of a newsletter sign-up: served noindex and never cached, like a booking's.
  app('app.newsletter-confirm', `${NEWSLETTER_CONFIRM_PREFIX}:token`, NewsletterConfirmPage),
  // A booking's personal manage link (from its emails): served noindex and never cached.
  app('app.booking', `${BOOKING_PREFIX}:token`, BookingPage),
  app('admin.login', '/admin/login', AdminLoginPage, { layout: 'basic', middleware: ['guest-only'] }),
  app('admin.forgot-password', '/admin/forgot-password', AdminForgotPasswordPage, { layout: 'basic' }),
  // The emailed links that choose a password (an invitation, a reset): the token is the credential.
  app('admin.invitation', '/admin/invitation/:token', AdminSetPasswordPage, { layout: 'basic' }),
  app('admin.reset-password', '/admin/reset-password/:token', AdminSetPasswordPage, { layout: 'basic' }),
  app('admin.welcome', '/admin', AdminWelcomePage, { layout: 'admin', middleware: ['authenticated-only'] }),
  app('admin.settings', '/admin/settings', AdminSettingsPage, { layout: 'admin', middleware: ['authenticated-only'] }),
  admin('admin.class.view', '/admin/class', AdminClassListPage),
  admin('admin.class.create', '/admin/class/create', AdminClassEditPage),
  admin('admin.class.edit', '/admin/class/:id/edit', AdminClassEditPage),
  admin('admin.slider.view', '/admin/slider', AdminSliderListPage),
  admin('admin.slider.create', '/admin/slider/create', AdminSlideEditPage),
  admin('admin.slider.edit', '/admin/slider/:id/edit', AdminSlideEditPage),
  admin('admin.upload.image', '/admin/upload/image', AdminSchedulePage),
  admin('admin.counselor.view', '/admin/counselor', AdminCounselorListPage),
  admin('admin.counselor.create', '/admin/counselor/create', AdminCounselorEditPage),
  admin('admin.counselor.edit', '/admin/counselor/:id/edit', AdminCounselorEditPage),
  admin('admin.media.view', '/admin/media', AdminMediaListPage),
  admin('admin.media.create', '/admin/media/create', AdminMediaEditPage),
  admin('admin.media.edit', '/admin/media/:id/edit', AdminMediaEditPage),
  admin('admin.story.view', '/admin/story', AdminStoryListPage),
  admin('admin.story.create', '/admin/story/create', AdminStoryEditPage),
  admin('admin.story.edit', '/admin/story/:id/edit', AdminStoryEditPage),
  admin('admin.pages.home', '/admin/pages/home', AdminPageEditorPage, { code: 'home' }),
  admin('admin.pages.method', '/admin/pages/method', AdminPageEditorPage, { code: 'method' }),
  admin('admin.pages.about', '/admin/pages/about', AdminPageEditorPage, { code: 'about' }),
  admin('admin.pages.self-decipline', '/admin/pages/self-decipline', AdminPageEditorPage, {
    code: 'self-decipline',
  }),
  admin('admin.pages.bermedia-sosial', '/admin/pages/bermedia-sosial', AdminPageEditorPage, {
    code: 'bermedia-sosial',
  }),
  admin('admin.pages.menyayangi-tubuh', '/admin/pages/menyayangi-tubuh', AdminPageEditorPage, {
    code: 'menyayangi-tubuh',
  }),
  admin('admin.pages.acknowledge', '/admin/pages/acknowledge', AdminPageEditorPage, { code: 'acknowledge' }),
  admin('admin.pages.journey', '/admin/pages/journey', AdminPageEditorPage, { code: 'journey' }),
  admin('admin.pages.counselor', '/admin/pages/counselor', AdminPageEditorPage, { code: 'counselor' }),
  admin('admin.pages.media', '/admin/pages/media', AdminPageEditorPage, { code: 'media' }),
  admin('admin.pages.contact', '/admin/pages/contact', AdminPageEditorPage, { code: 'contact' }),
  admin('admin.pages.corporate', '/admin/pages/corporate', AdminPageEditorPage, { code: 'corporate' }),
  admin('admin.pages.story', '/admin/pages/story', AdminPageEditorPage, { code: 'story' }),
  admin('admin.pages.privacy-policy', '/admin/pages/privacy-policy', AdminPageEditorPage, { code: 'privacy-policy' }),
  admin('admin.pages.terms-conditions', '/admin/pages/terms-conditions', AdminPageEditorPage, {
    code: 'terms-conditions',
  }),
  admin('admin.pages.tnc', '/admin/pages/tnc', AdminPageEditorPage, { code: 'terms' }),
  admin('admin.pages.corp.tnc', '/admin/pages/corp/tnc', AdminPageEditorPage, { code: 'corporate-terms' }),
  admin('admin.pages.faq', '/admin/pages/faq', AdminFaqPage, { code: 'faq' }),
  admin('admin.pages.corp.faq', '/admin/pages/corp/faq', AdminFaqPage, { code: 'corporate-faq' }),
  admin('admin.pages.client', '/admin/pages/client', AdminClientsPage),
  // Sessions and seats: admins and editors (an editor's roster leaves out people's details).
  admin('admin.sessions.view', '/admin/sessions', AdminSessionsPage),
  admin('admin.sessions.roster', '/admin/sessions/:id', AdminRosterPage),
  admin('admin.private-requests', '/admin/private-requests', AdminPrivateRequestsPage, {
    middleware: ['authenticated-only', 'role:admin'],
  }),
  admin('admin.booking-settings', '/admin/booking-settings', AdminBookingSettingsPage, {
    middleware: ['authenticated-only', 'role:admin'],
  }),
  // Newsletter issues: written and tested by admins and editors; only admins send (the server decides).
  admin('admin.newsletter.view', '/admin/newsletter', AdminNewsletterListPage),
  admin('admin.newsletter.create', '/admin/newsletter/new', AdminNewsletterEditPage),
  admin('admin.newsletter.edit', '/admin/newsletter/:id', AdminNewsletterEditPage),
  // Every change staff made: admins and editors, as the dashboard's recent changes.
  admin('admin.audit', '/admin/audit', AdminAuditPage),
  // The media library: admins and editors, as every image field.
  admin('admin.images', '/admin/images', AdminImagesPage),
  // Deleted content: admins and editors restore; deleting for good is for admins (the server decides).
  admin('admin.trash', '/admin/trash', AdminTrashPage),
  // Staff accounts: admins only.
  admin('admin.staff', '/admin/staff', AdminStaffPage, { middleware: ['authenticated-only', 'role:admin'] }),
  // Registrants: admins only (editors manage content, not people's details).
  admin('admin.registrant.newsletter', '/admin/registrant/newsletter', AdminRegistrantsPage, {
    code: 'newsletter',
    middleware: ['authenticated-only', 'role:admin'],
  }),
  admin('admin.registrant.class', '/admin/registrant/class', AdminRegistrantsPage, {
    code: 'class',
    middleware: ['authenticated-only', 'role:admin'],
  }),
  admin('admin.registrant.contact', '/admin/registrant/contact', AdminRegistrantsPage, {
    code: 'contact',
    middleware: ['authenticated-only', 'role:admin'],
  }),
];

const routeByName = (name: string) => routes.find((r) => r.name === name);

/**
 * Whether someone with `role` may open the named route (its `role:` middleware, if any, lists it), so
 * navigation shows nobody a link that only leads to /unauthorized.
 */
export function routeOpenTo(name: string, role: Role | undefined): boolean {
  const route = routeByName(name);
  if (!route) return false;
  const spec = route.middleware.find((m) => m.startsWith('role:'));
  if (!spec) return true;
  return (
    role !== undefined &&
    spec
      .slice('role:'.length)
      .split(',')
      .map((r) => r.trim())
      .includes(role)
  );
}

/**
 * Whether the server renders this route's pages: every public page (the app and basic layouts, no
 * middleware of their own). The back office renders in the browser only, and its code never loads on
 * the server for a visitor's page.
 */
export const rendersOnServer = (route: RouteDefinition) => route.layout !== 'admin' && route.middleware.length === 0;

const notFoundRoute: RouteDefinition = app('app.404', '*', NotFoundPage);

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/** The first route matching a path (with wouter's own pattern parser unless the router has another). */
export function findRoute(path: string, parser: Parser = parse): RouteMatch {
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (matched) return { route, params: (params ?? {}) as RouteMatch['params'] };
  }
  return { route: notFoundRoute, params: {} };
}

// Naming an undefined middleware is an error at start-up, not when someone first opens the page.
for (const route of routes) for (const spec of route.middleware) resolveMiddleware(spec);
